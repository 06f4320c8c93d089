#!/usr/bin/env node
// `npm start`: build the web app when its build is missing or older than its sources, then run
// the API server (which migrates, seeds the demo tenant on an empty database, and serves the SPA)
// in this same process, so signals reach it directly.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
// the client build and the server's render of the public pages (apps/web/src/entry-server.tsx)
const webBuilds = [
  path.join(root, 'apps/web/dist/index.html'),
  path.join(root, 'apps/web/dist-ssr/entry-server.js'),
];
const webSources = [
  'apps/web/src',
  'apps/web/index.html',
  'apps/web/vite.config.ts',
  'apps/web/public',
  'packages/core/src',
];

function newestMtime(target) {
  if (!fs.existsSync(target)) return 0;
  const stat = fs.statSync(target);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = stat.mtimeMs;
  for (const entry of fs.readdirSync(target))
    newest = Math.max(newest, newestMtime(path.join(target, entry)));
  return newest;
}

const builtAt = Math.min(...webBuilds.map((file) => (fs.existsSync(file) ? fs.statSync(file).mtimeMs : 0)));
const sourcesAt = Math.max(...webSources.map((p) => newestMtime(path.join(root, p))));
if (process.env.SKIP_WEB_BUILD !== '1' && builtAt < sourcesAt) {
  console.log('Building the web app (apps/web/dist or dist-ssr is missing or older than its sources)…');
  const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';
  const build = spawnSync(npm, ['run', 'build', '-w', '@dars/web'], { cwd: root, stdio: 'inherit' });
  if (build.status !== 0) {
    console.error('The web build failed; see the messages above.');
    process.exit(build.status ?? 1);
  }
}

const { register } = await import('tsx/esm/api');
register();
await import(pathToFileURL(path.join(root, 'apps/api/src/main.ts')).href);
