#!/usr/bin/env node
// `npm run size`: builds the web app with a manifest and checks the bundle budgets:
//  - landing route `/`: the entry chunk, the app (src/main.tsx) and the home page chunk with their
//    static imports (everything loaded before the page is usable) ≤ 100 KB gzip JS, ≤ 15 KB gzip CSS;
//  - every other page (features/*/*Page.tsx) is a lazy chunk;
//  - the course-player route: its chunk plus the static imports it adds beyond the landing
//    closure, hls.js excluded (loaded only for an HLS source) ≤ 60 KB gzip;
//  - the build prints no chunk-size warning (apps/web/build/chunk-size.ts).
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';

const KB = 1024;
const budgets = { landingJs: 100 * KB, landingCss: 15 * KB, coursePlayerJs: 60 * KB };
const webDir = path.resolve('apps/web');
const outDir = fs.mkdtempSync(path.join(os.tmpdir(), 'dars-size-'));

const build = spawnSync(
  'npx',
  ['vite', 'build', '--manifest', '--outDir', outDir, '--emptyOutDir', '--logLevel', 'warn'],
  { cwd: webDir, encoding: 'utf8' },
);
process.stdout.write(build.stdout ?? '');
process.stderr.write(build.stderr ?? '');
if (build.status !== 0) process.exit(build.status ?? 1);

const manifest = JSON.parse(fs.readFileSync(path.join(outDir, '.vite/manifest.json'), 'utf8'));
const gzipSize = (file) => zlib.gzipSync(fs.readFileSync(path.join(outDir, file)), { level: 9 }).length;

function staticClosure(keys, seen = new Set()) {
  for (const key of keys) {
    if (seen.has(key) || !manifest[key]) continue;
    seen.add(key);
    staticClosure(manifest[key].imports ?? [], seen);
  }
  return seen;
}
const filesOf = (keys, kind) => [
  ...new Set(
    [...keys].flatMap((k) => (kind === 'css' ? (manifest[k].css ?? []) : [manifest[k].file]).filter(Boolean)),
  ),
];
const sum = (files) => files.reduce((total, f) => total + gzipSize(f), 0);
const fmt = (bytes) => `${(bytes / KB).toFixed(1)} KB`;

const entryKey = Object.keys(manifest).find((k) => manifest[k].isEntry);
const findKey = (suffix) => Object.keys(manifest).find((k) => k.endsWith(suffix));
const homeKey = findKey('features/home/HomePage.tsx');
const playerKey = findKey('features/course-player/CoursePlayerPage.tsx');

const failures = [];
// a build warning about a chunk's size is meant to be read: none may be printed as a matter of course
// (the limits per chunk are in apps/web/build/chunk-size.ts)
const buildOutput = `${build.stdout ?? ''}${build.stderr ?? ''}`;
if (/dars-chunk-size|larger than \d+ kB/.test(buildOutput))
  failures.push('the build warns about the size of a chunk (see above)');
// the entry (src/boot.ts) imports the app (src/main.tsx) once the page is painted: both count
const appKey = findKey('src/main.tsx');
const landing = staticClosure([entryKey, ...(appKey ? [appKey] : []), ...(homeKey ? [homeKey] : [])]);
const landingJs = sum(filesOf(landing, 'js'));
const landingCss = sum(filesOf(landing, 'css'));

const pageKeys = Object.keys(manifest).filter(
  (k) => /features\/[^/]+\/[^/]+Page\.tsx$/.test(k) && k !== homeKey,
);
const eagerPages = pageKeys.filter((k) => landing.has(k) || !manifest[k].isDynamicEntry);
if (eagerPages.length > 0) failures.push(`pages that are not lazy chunks: ${eagerPages.join(', ')}`);

let playerJs = null;
if (playerKey) {
  const extra = [...staticClosure([playerKey])].filter((k) => !landing.has(k) && !/hls/i.test(k));
  playerJs = sum(filesOf(extra, 'js'));
} else {
  failures.push('course-player page (features/course-player/CoursePlayerPage.tsx) not found in the build');
}
const hlsInPlayer = playerKey && [...staticClosure([playerKey])].some((k) => /hls\.js/.test(k));
if (hlsInPlayer)
  failures.push('hls.js is a static import of the course player; it must load only for HLS sources');

const rows = [
  ['landing JS (gzip)', landingJs, budgets.landingJs],
  ['landing CSS (gzip)', landingCss, budgets.landingCss],
  ['course-player route JS (gzip, without hls.js)', playerJs, budgets.coursePlayerJs],
];
console.log('\nbundle budgets');
for (const [name, size, budget] of rows) {
  if (size === null) continue;
  const ok = size <= budget;
  if (!ok) failures.push(`${name} ${fmt(size)} is over its budget of ${fmt(budget)}`);
  console.log(`${ok ? 'ok  ' : 'OVER'} ${name.padEnd(48)} ${fmt(size).padStart(9)} / ${fmt(budget)}`);
}
console.log(`lazy page chunks: ${pageKeys.length - eagerPages.length}/${pageKeys.length}`);
fs.rmSync(outDir, { recursive: true, force: true });
if (failures.length > 0) {
  console.error(`\nsize: FAILED\n- ${failures.join('\n- ')}`);
  process.exit(1);
}
console.log('size: all budgets met');
