#!/usr/bin/env node
// `npm test`: typecheck and lint (the same as `npm run lint`) side by side, every workspace's
// Vitest suite, then the e2e suite.
// Every step runs even when an earlier one fails, so one run shows every problem; the exit code
// is non-zero if any step failed. The last line sums up the tests of every runner.
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

const reportDir = fs.mkdtempSync(path.join(os.tmpdir(), 'dars-test-'));
const vitestReport = path.join(reportDir, 'vitest.json');
const steps = [
  // the workspaces' projects, then the benchmarks' (apps/api/bench, outside the API's build)
  { name: 'typecheck', cmd: 'npm', args: ['run', '-s', 'typecheck'] },
  { name: 'lint', cmd: 'node', args: ['scripts/lint.mjs'] },
  {
    name: 'unit+integration',
    cmd: 'npx',
    args: ['vitest', 'run', '--reporter=default', '--reporter=json', `--outputFile.json=${vitestReport}`],
  },
  { name: 'e2e', cmd: 'node', args: ['scripts/e2e.mjs'] },
];

/** Runs steps at once, each printing its output when it ends (both are single-threaded: 2 cores). */
function runTogether(together) {
  const started = Date.now();
  return Promise.all(
    together.map(
      (step) =>
        new Promise((resolve) => {
          const child = spawn(step.cmd, step.args, { env: process.env });
          let output = '';
          child.stdout.on('data', (chunk) => (output += chunk));
          child.stderr.on('data', (chunk) => (output += chunk));
          child.on('close', (status) => {
            console.log(`\n━━ ${step.name} ━━\n${output}`);
            resolve({
              name: step.name,
              ok: status === 0,
              seconds: Math.round((Date.now() - started) / 1000),
            });
          });
        }),
    ),
  );
}

// typecheck and lint together, then the rest one after the other
const results = await runTogether(steps.slice(0, 2));
for (const step of steps.slice(2)) {
  console.log(`\n━━ ${step.name} ━━`);
  const started = Date.now();
  const run = spawnSync(step.cmd, step.args, { stdio: 'inherit', env: process.env });
  results.push({ name: step.name, ok: run.status === 0, seconds: Math.round((Date.now() - started) / 1000) });
}

const counts = { passed: 0, failed: 0, skipped: 0 };
// the names of what failed, repeated at the end: a log cut to its last lines still shows them
const failures = [];
if (fs.existsSync(vitestReport)) {
  const report = JSON.parse(fs.readFileSync(vitestReport, 'utf8'));
  counts.passed += report.numPassedTests ?? 0;
  counts.failed += report.numFailedTests ?? 0;
  counts.skipped += (report.numPendingTests ?? 0) + (report.numTodoTests ?? 0);
  for (const file of report.testResults ?? []) {
    const where = path.relative(process.cwd(), file.name);
    const failed = (file.assertionResults ?? []).filter((test) => test.status === 'failed');
    for (const test of failed)
      failures.push(
        `vitest ${where} › ${test.fullName ?? test.title}: ${firstLine(test.failureMessages?.[0])}`,
      );
    // a file that fails before its tests run (import error, failing beforeAll) counts once; a failed
    // test also marks its describe blocks and its file failed, which are not counted again
    if (file.status === 'failed' && failed.length === 0) {
      counts.failed += 1;
      failures.push(`vitest ${where} (the file failed before its tests: ${firstLine(file.message)})`);
    }
  }
}
const e2eReport = path.join('e2e', '.artifacts', 'results.json');
if (fs.existsSync(e2eReport) && fs.statSync(e2eReport).mtimeMs > Date.now() - 3_600_000) {
  const { stats, suites } = JSON.parse(fs.readFileSync(e2eReport, 'utf8'));
  counts.passed += (stats?.expected ?? 0) + (stats?.flaky ?? 0);
  counts.failed += stats?.unexpected ?? 0;
  counts.skipped += stats?.skipped ?? 0;
  const visit = (suite) => {
    for (const spec of suite.specs ?? [])
      for (const test of spec.tests ?? [])
        if (test.status === 'unexpected') {
          const last = test.results?.at(-1);
          failures.push(
            `e2e [${test.projectName}] ${spec.file}:${spec.line} › ${spec.title}: ${firstLine(last?.error?.message)}`,
          );
        }
    for (const child of suite.suites ?? []) visit(child);
  };
  for (const suite of suites ?? []) visit(suite);
}

function firstLine(text) {
  return (
    String(text ?? '')
      // eslint-disable-next-line no-control-regex -- the runners colour their messages
      .replace(/\u001b\[[0-9;]*m/g, '')
      .trim()
      .split('\n')[0]
      .slice(0, 200)
  );
}

console.log('\n━━ summary ━━');
for (const failure of failures) console.log(`failed: ${failure}`);
for (const r of results) console.log(`${r.ok ? 'ok  ' : 'FAIL'} ${r.name} (${r.seconds}s)`);
const failedSteps = results.filter((r) => !r.ok).length;
if (failedSteps > 0 && counts.failed === 0) counts.failed = failedSteps;
console.log(`tests: ${counts.passed} passed, ${counts.failed} failed, ${counts.skipped} skipped`);
fs.rmSync(reportDir, { recursive: true, force: true });
process.exit(failedSteps === 0 ? 0 : 1);
