#!/usr/bin/env node
// `npm run bench:teacher`: generates a 50,000-student tenant and times the console reads (apps/api/bench/bench-teacher.ts) through tsx.
// Options are environment variables, described at the top of that file.
import { spawn } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const child = spawn(
  path.join(root, 'node_modules/.bin/tsx'),
  [path.join(root, 'apps/api/bench/bench-teacher.ts'), ...process.argv.slice(2)],
  {
    cwd: root,
    stdio: 'inherit',
  },
);
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => child.kill(signal));
child.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
