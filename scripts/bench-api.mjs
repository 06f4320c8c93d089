#!/usr/bin/env node
// `npm run bench:api`: runs the API load bench (apps/api/bench/bench-api.ts) through tsx.
// Options are environment variables, described at the top of that file.
//
// `npm run bench:api -- --compare <dir> [--rounds N]` compares this checkout with another one
// (e.g. a `git worktree` of an older commit, with its own node_modules): the two benches run one
// after the other, interleaved (other, this, other, this…; N rounds, default 2), each with its own
// code, seed and server, and one table gives both trees' req/s per round, their means, the ratio
// and the load average around every run. The machine's load moves while a bench runs: interleaving
// spreads that over both trees instead of giving it all to one.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const { values } = parseArgs({
  options: { compare: { type: 'string' }, rounds: { type: 'string', default: '2' } },
  strict: true,
});

/** Runs one tree's bench; resolves with its exit code and everything it printed. */
function runBench(tree, echo) {
  return new Promise((resolve) => {
    const child = spawn(
      path.join(tree, 'node_modules/.bin/tsx'),
      [path.join(tree, 'apps/api/bench/bench-api.ts')],
      { cwd: tree, stdio: ['ignore', 'pipe', 'inherit'] },
    );
    let output = '';
    child.stdout.on('data', (chunk) => {
      output += chunk;
      if (echo) process.stdout.write(chunk);
    });
    const forward = (signal) => child.kill(signal);
    process.on('SIGINT', forward).on('SIGTERM', forward);
    child.on('exit', (code, signal) => {
      process.off('SIGINT', forward).off('SIGTERM', forward);
      resolve({ code: code ?? (signal ? 1 : 0), output });
    });
  });
}

/** The rows of the table a bench prints: engine, endpoint and req/s. */
function parseRows(output) {
  const rows = [];
  for (const line of output.split('\n')) {
    const cells = line.split('|').map((cell) => cell.trim());
    // older benches: | engine | endpoint | req/s | p50 ms | p99 ms | requests | non-2xx | errors |
    // this one:      | engine | instances | endpoint | req/s | p50 ms | … (the endpoint starts with a method)
    const at = /^[A-Z]+ \//.test(cells[2] ?? '') ? 2 : 3;
    if (cells.length < 10 || !/^\d+$/.test(cells[at + 1] ?? '')) continue;
    const instances = at === 3 && cells[2] !== '1' ? ` ×${cells[2]}` : '';
    rows.push({ engine: `${cells[1]}${instances}`, endpoint: cells[at], rps: Number(cells[at + 1]) });
  }
  return rows;
}

const load = () =>
  os
    .loadavg()
    .map((n) => n.toFixed(2))
    .join(' ');

async function compare(otherDir, rounds) {
  const other = path.resolve(otherDir);
  if (!fs.existsSync(path.join(other, 'apps/api/bench/bench-api.ts')))
    throw new Error(`${other} has no apps/api/bench/bench-api.ts`);
  if (!fs.existsSync(path.join(other, 'node_modules/.bin/tsx')))
    throw new Error(`${other} has no node_modules (run npm ci there)`);
  const trees = [
    { label: 'other', dir: other },
    { label: 'this', dir: root },
  ];
  /** `${engine}\t${endpoint}` → { other: number[], this: number[] } */
  const results = new Map();
  const runs = [];
  let failed = false;
  for (let round = 1; round <= rounds; round += 1) {
    for (const tree of trees) {
      const before = load();
      process.stdout.write(`\n== round ${round}, ${tree.label} (${tree.dir}), load average ${before}\n`);
      const { code, output } = await runBench(tree.dir, true);
      if (code !== 0) failed = true;
      runs.push(`round ${round} ${tree.label}: load average ${before} before, ${load()} after`);
      for (const row of parseRows(output)) {
        const key = `${row.engine}\t${row.endpoint}`;
        if (!results.has(key)) results.set(key, { other: [], this: [] });
        results.get(key)[tree.label].push(row.rps);
      }
    }
  }

  const mean = (list) => list.reduce((sum, n) => sum + n, 0) / Math.max(1, list.length);
  const header = ['engine', 'endpoint', 'other req/s', 'this req/s', 'other mean', 'this mean', 'this/other'];
  const lines = [...results].map(([key, r]) => {
    const [engine, endpoint] = key.split('\t');
    const ratio = mean(r.other) > 0 ? mean(r.this) / mean(r.other) : NaN;
    return [
      engine,
      endpoint,
      r.other.join(' / '),
      r.this.join(' / '),
      String(Math.round(mean(r.other))),
      String(Math.round(mean(r.this))),
      `${(ratio * 100).toFixed(1)} %`,
    ];
  });
  const widths = header.map((h, i) => Math.max(h.length, ...lines.map((l) => l[i].length)));
  const format = (cells) => `| ${cells.map((c, i) => c.padEnd(widths[i])).join(' | ')} |`;
  process.stdout.write(`\nother = ${other}\nthis  = ${root}\n\n`);
  process.stdout.write(`${format(header)}\n|${widths.map((w) => '-'.repeat(w + 2)).join('|')}|\n`);
  for (const line of lines) process.stdout.write(`${format(line)}\n`);
  process.stdout.write(`\n${runs.join('\n')}\n${os.cpus().length} CPU(s)\n`);
  if (failed) {
    process.stdout.write('A bench run failed (non-2xx, errors or a crash): see its output above.\n');
    process.exitCode = 1;
  }
}

if (values.compare) {
  const rounds = Number(values.rounds);
  if (!Number.isInteger(rounds) || rounds < 1) throw new Error('--rounds must be a whole number ≥ 1');
  await compare(values.compare, rounds);
} else {
  const { code } = await runBench(root, true);
  process.exitCode = code;
}
