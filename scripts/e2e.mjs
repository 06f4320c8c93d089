#!/usr/bin/env node
// Runs the Playwright suite in Debian's Chromium. Without Chromium it prints one line and skips,
// unless E2E_REQUIRED=1 (CI), where a missing browser is a failure.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

const chromium = process.env.CHROMIUM_PATH || '/usr/bin/chromium';
if (!fs.existsSync(chromium)) {
  if (process.env.E2E_REQUIRED === '1') {
    console.error(
      `e2e: FAILED — Chromium not found at ${chromium} and E2E_REQUIRED=1 (apt-get install -y chromium).`,
    );
    process.exit(1);
  }
  console.log(
    `e2e: skipped — Chromium not found at ${chromium} (apt-get install -y chromium, or set CHROMIUM_PATH).`,
  );
  process.exit(0);
}

const dataDir = process.env.E2E_DATA_DIR || fs.mkdtempSync(path.join(os.tmpdir(), 'dars-e2e-'));
const env = {
  ...process.env,
  CHROMIUM_PATH: chromium,
  E2E_DATA_DIR: dataDir,
  PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD: '1',
};
const args = ['playwright', 'test', '-c', 'e2e/playwright.config.ts', ...process.argv.slice(2)];
const run = spawnSync('npx', args, { stdio: 'inherit', env });
if (!process.env.E2E_DATA_DIR && run.status === 0) fs.rmSync(dataDir, { recursive: true, force: true });
process.exit(run.status ?? 1);
