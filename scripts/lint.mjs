#!/usr/bin/env node
// `npm run lint`: ESLint (with the architecture boundaries), Prettier's format check and knip's
// unused-export check. Every step runs even when an earlier one fails, so one run shows every
// problem; the exit code is non-zero if any step failed.
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const repoRoot = fileURLToPath(new URL('..', import.meta.url));
const EXPORT_ISSUES = 'files,exports,types,nsExports,nsTypes,duplicates';

export const LINT_STEPS = [
  { name: 'eslint', bin: 'eslint', args: ['--max-warnings=0', '.'] },
  { name: 'prettier', bin: 'prettier', args: ['--check', '.'] },
  // packages/core keeps only what the apps' shipped code imports: in production mode its own
  // tests do not count as a use (knip.jsonc).
  {
    name: 'unused exports (core)',
    bin: 'knip',
    args: ['--no-progress', '--production', '--workspace', 'packages/core', '--include', EXPORT_ISSUES],
  },
  // scripts and e2e: files and exports nothing imports.
  {
    name: 'unused exports (scripts, e2e)',
    bin: 'knip',
    args: ['--no-progress', '--workspace', '.', '--include', EXPORT_ISSUES],
  },
];

/** Runs one step with the repository's own binaries in `cwd`; `inherit` streams its output. */
export function runLintStep(step, { cwd = repoRoot, inherit = false } = {}) {
  const bin = path.join(repoRoot, 'node_modules', '.bin', step.bin);
  const run = spawnSync(bin, step.args, {
    cwd,
    encoding: 'utf8',
    stdio: inherit ? 'inherit' : 'pipe',
    env: { ...process.env, FORCE_COLOR: '0' },
  });
  return { ok: run.status === 0, output: `${run.stdout ?? ''}${run.stderr ?? ''}` };
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const failed = [];
  for (const step of LINT_STEPS) {
    console.log(`── ${step.name}`);
    if (!runLintStep(step, { inherit: true }).ok) failed.push(step.name);
  }
  if (failed.length > 0) {
    console.error(`lint failed: ${failed.join(', ')}`);
    process.exit(1);
  }
  console.log('lint passed');
}
