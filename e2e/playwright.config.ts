import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { defineConfig, devices } from '@playwright/test';

/**
 * e2e against the real server: `npm start` on port 3300 (E2E_PORT) with a fresh DATA_DIR (demo data seeded
 * on first start; demo codes in $E2E_DATA_DIR/demo-codes.json, one-time codes in outbox.jsonl).
 * Each browser context is a new device for the two-device limit: tests that sign in as the
 * demo student more than twice must register their own student instead. The built web app is also
 * served from a second origin, E2E_PORT + 10, which CORS_ORIGINS names (a split deploy).
 */
const port = Number(process.env.E2E_PORT ?? 3300);
/** A second origin serving the built web app against the API on `port` (specs/split-deploy.spec.ts). */
const webPort = port + 10;
/** The fake Paymob (apps/api/test/fakes/serve-fake-paymob.ts) the server pays through (specs/payments.spec.ts). */
const paymobPort = port + 20;
/** The fake WhatsApp Cloud API (apps/api/test/fakes/serve-fake-whatsapp.ts) the server sends through (specs/messages.spec.ts). */
const whatsappPort = port + 40;
/** The fake Bunny Stream (apps/api/test/fakes/serve-fake-bunny.ts): API and embed player (specs/leak-tracing.spec.ts). */
const bunnyPort = port + 22;
if (!process.env.E2E_DATA_DIR) process.env.E2E_DATA_DIR = fs.mkdtempSync(path.join(os.tmpdir(), 'dars-e2e-'));
const dataDir = process.env.E2E_DATA_DIR;
const chromium = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

const launchOptions = {
  executablePath: chromium,
  args: [
    '--no-sandbox',
    '--disable-gpu',
    '--disable-quic',
    '--no-first-run',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
    '--autoplay-policy=no-user-gesture-required',
  ],
};

export default defineConfig({
  testDir: './specs',
  outputDir: './.artifacts/results',
  timeout: 60_000,
  expect: { timeout: 10_000 },
  fullyParallel: false,
  // two specs at a time: a spec mostly waits (for the server's jobs, the network it slows, its own
  // timers), so on 2 cores two at a time took 13.0 min where one at a time took 20.1 (124 tests)
  workers: 2,
  retries: process.env.CI ? 1 : 0,
  reporter: process.env.CI ? [['list'], ['json', { outputFile: './.artifacts/results.json' }]] : [['list']],
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    locale: 'ar-EG',
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    // the installed app's service worker is tested by specs/installed-app.spec.ts, which allows it;
    // elsewhere it would answer kept build files out of the reach of page.route (hydration.spec.ts
    // holds the page's scripts with it)
    serviceWorkers: 'block',
  },
  projects: [
    {
      name: 'phone',
      use: {
        ...devices['Pixel 5'],
        viewport: { width: 360, height: 800 },
        browserName: 'chromium',
        launchOptions,
      },
    },
    {
      name: 'desktop',
      use: { viewport: { width: 1280, height: 800 }, browserName: 'chromium', launchOptions },
      // what these specs check does not depend on the window's size (sessions and error texts, the
      // server's HTML with scripts off, the language switch, the API on another origin, the
      // browser's installability checks): they run once, on the phone, to keep CI within 30 min
      testIgnore: [
        '**/errors-and-session.spec.ts',
        '**/server-render.spec.ts',
        '**/locale.spec.ts',
        '**/split-deploy.spec.ts',
        '**/installed-app.spec.ts',
      ],
    },
  ],
  webServer: [
    {
      command: 'node scripts/start.mjs',
      cwd: '..',
      url: `http://127.0.0.1:${port}/readyz`,
      timeout: 240_000,
      reuseExistingServer: false,
      stdout: 'pipe',
      stderr: 'pipe',
      env: {
        PORT: String(port),
        HOST: '127.0.0.1',
        DATA_DIR: dataDir,
        LOG_LEVEL: 'warn',
        // every test browser signs in from 127.0.0.1: keep the limits on, but wide enough for the suite
        LOGIN_LIMIT_PER_IP: '2000',
        LOGIN_LIMIT_PER_ACCOUNT: '200',
        OTP_LIMIT_PER_IP: '500',
        OTP_LIMIT_PER_ACCOUNT: '50',
        REGISTER_LIMIT_PER_IP: '1000',
        GLOBAL_LIMIT_PER_IP: '100000',
        CORS_ORIGINS: `http://127.0.0.1:${webPort}`,
        PAYMOB_API_BASE: `http://127.0.0.1:${paymobPort}`,
        WHATSAPP_API_BASE: `http://127.0.0.1:${whatsappPort}`,
        // the suite runs at any hour: quiet hours are tested by specs/messages.spec.ts on its own server
        MESSAGES_QUIET_HOURS: 'off',
        MESSAGES_DAILY_CAP: '50',
        BUNNY_API_BASE: `http://127.0.0.1:${bunnyPort}`,
        BUNNY_EMBED_BASE: `http://127.0.0.1:${bunnyPort}`,
        // no ffmpeg for this server: an uploaded lesson keeps playing its signed MP4, the path these
        // specs drive; the encrypted HLS ladder is tested end to end by apps/api/test/video/
        FFMPEG_PATH: path.join(dataDir, 'no-ffmpeg'),
      },
    },
    {
      command: 'node_modules/.bin/tsx apps/api/test/fakes/serve-fake-paymob.ts',
      cwd: '..',
      port: paymobPort,
      timeout: 30_000,
      reuseExistingServer: false,
      env: { FAKE_PAYMOB_PORT: String(paymobPort) },
    },
    {
      command: 'node_modules/.bin/tsx apps/api/test/fakes/serve-fake-whatsapp.ts',
      cwd: '..',
      port: whatsappPort,
      timeout: 30_000,
      reuseExistingServer: false,
      env: { FAKE_WHATSAPP_PORT: String(whatsappPort) },
    },
    {
      command: 'node_modules/.bin/tsx apps/api/test/fakes/serve-fake-bunny.ts',
      cwd: '..',
      port: bunnyPort,
      timeout: 30_000,
      reuseExistingServer: false,
      env: { FAKE_BUNNY_PORT: String(bunnyPort) },
    },
    {
      command: 'node e2e/second-origin.mjs',
      cwd: '..',
      url: `http://127.0.0.1:${webPort}/healthz`,
      timeout: 30_000,
      reuseExistingServer: false,
      env: { PORT: String(webPort), API_ORIGIN: `http://127.0.0.1:${port}` },
    },
  ],
});
