#!/usr/bin/env node
// `npm run lighthouse`: a benchmark, not a test. Starts the server (`npm start`, which builds the
// web app when its build is stale) on a fresh temp DATA_DIR and its own port, runs Lighthouse with
// its mobile defaults (simulated slow 4G, 4× CPU slowdown) in Debian's Chromium RUNS times on each
// public page and on the course player and the unit viewer signed in, prints the medians as a
// table, and stops the server. Options (environment): LIGHTHOUSE_PORT (default 3470), RUNS
// (default 3), CHROMIUM_PATH (default /usr/bin/chromium), PAGES (comma-separated paths among the
// ones below, `/courses/:id`, `/course-player/:id` and `/unit-viewer/:id` as written; default all),
// LIGHTHOUSE_REPORTS (a folder: each run's full report is written there as JSON, to read what a
// figure is made of), LIGHTHOUSE_SETTLE (s, default 120: before each run, the longest wait for the
// load average to fall to the quiet limit; 0 starts each run at once). A value it cannot use is
// named before anything starts (scripts/lighthouse-settings.mjs).
// Beside each figure: the host's benchmark index and the load average, and a verdict when the
// machine was too busy for the figures to mean anything (scripts/lighthouse-conditions.mjs).
// Lighthouse 12 (not 13, which needs Node 22): docs/decisions/0017-first-paint.md.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import lighthouse from 'lighthouse';
import puppeteer from 'puppeteer-core';
import { describeConditions, waitUntilQuiet } from './lighthouse-conditions.mjs';
import { PAGE_NAMES, readLighthouseSettings } from './lighthouse-settings.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const read = readLighthouseSettings(process.env);
if (!read.ok) {
  for (const error of read.errors) console.error(`lighthouse: ${error}`);
  process.exit(2);
}
const { port, runs, chromium, settleMs, pages: pageNames, reports } = read.settings;
const origin = `http://127.0.0.1:${port}`;
const TENANT = 'tenant5';
const CHROMIUM_FLAGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

if (!fs.existsSync(chromium)) {
  console.error(
    `lighthouse: Chromium not found at ${chromium} (apt-get install -y chromium, or set CHROMIUM_PATH).`,
  );
  process.exit(1);
}

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'dars-lighthouse-'));
const server = spawn(process.execPath, [path.join(root, 'scripts/start.mjs')], {
  cwd: root,
  env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir, LOG_LEVEL: 'warn' },
  stdio: ['ignore', 'inherit', 'inherit'],
});
let serverExited = false;
server.on('exit', () => {
  serverExited = true;
});

async function stopServer() {
  if (!serverExited) {
    const exited = new Promise((resolve) => server.once('exit', resolve));
    server.kill('SIGTERM');
    await exited;
  }
  fs.rmSync(dataDir, { recursive: true, force: true });
}

async function waitUntilReady() {
  const deadline = Date.now() + 180_000;
  while (Date.now() < deadline) {
    if (serverExited) throw new Error('the server stopped before it was ready');
    const ready = await fetch(`${origin}/readyz`).then(
      (r) => r.ok,
      () => false,
    );
    if (ready) return;
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error('the server did not become ready within 3 minutes');
}

/**
 * The first course of the sitemap that is open to all: a public course page of the demo tenant
 * whose player a fresh student may open (the sitemap lists the newest courses first).
 */
async function openCourseId() {
  const xml = await (await fetch(`${origin}/sitemap.xml`)).text();
  const ids = [...xml.matchAll(/\/courses\/([0-9a-f-]{36})</g)].map((match) => match[1]);
  for (const id of ids) {
    const answer = await fetch(`${origin}/api/Course/tree?courseid=${id}`, {
      headers: { 'X-Tenant-ID': TENANT },
    });
    if (answer.ok && (await answer.json()).data?.isOpenToAll === true) return id;
  }
  throw new Error('the demo tenant has no active course open to all in sitemap.xml');
}

/** A fresh student, registered and signed in through the API, stored the way the web app stores a session. */
async function signIn() {
  const email = `lighthouse-${Date.now()}@dars.test`;
  const password = 'Lighthouse1!';
  const deviceId = `lighthouse-${Date.now()}`;
  const form = new FormData();
  form.set('UserName', 'طالب القياس');
  form.set('Email', email);
  form.set('Password', password);
  form.set('ConfirmPassword', password);
  form.set('PhoneNumber', `012${String(Date.now()).slice(-8)}`);
  form.set('ParentPhone', `011${String(Date.now()).slice(-8)}`);
  form.set('AcademicYear', 'Secondary2');
  const registered = await fetch(`${origin}/api/Auth/register`, {
    method: 'POST',
    headers: { 'X-Tenant-ID': TENANT },
    body: form,
  });
  if (!registered.ok) throw new Error(`register failed: ${registered.status} ${await registered.text()}`);
  const login = await fetch(`${origin}/api/Auth/login`, {
    method: 'POST',
    headers: { 'X-Tenant-ID': TENANT, 'Content-Type': 'application/json', DeviceId: deviceId },
    body: JSON.stringify({ EmailorMobile: email, password }),
  });
  if (!login.ok) throw new Error(`login failed: ${login.status} ${await login.text()}`);
  const answer = await login.json();
  const info = answer.data ?? answer;
  const user = {
    id: info.user.id,
    name: info.user.name ?? info.user.userName ?? '',
    email: info.user.email ?? email,
    grade: info.user.academicYear ?? '',
    phoneNumber: info.user.phoneNumber ?? '',
    parentPhone: info.user.parentPhone ?? '',
    imagePath: info.user.imagePath ?? null,
    enrolledCourses: [],
  };
  // the keys of apps/web/src/shared/auth/storage-keys.ts
  return {
    auth_token: info.token,
    currentUser: JSON.stringify(user),
    isAuthenticated: 'true',
    user_id: user.id,
    app_device_id: deviceId,
  };
}

/** The student unlocks a centre lecture with one of the demo unit codes (DATA_DIR/demo-codes.json); answers its unit id. */
async function unlockDemoUnit(session) {
  const { unitCodes } = JSON.parse(fs.readFileSync(path.join(dataDir, 'demo-codes.json'), 'utf8'));
  const answer = await fetch(
    `${origin}/api/UnitCode/EnterCode?code=${encodeURIComponent(unitCodes[0].code)}`,
    {
      method: 'POST',
      headers: {
        'X-Tenant-ID': TENANT,
        Authorization: `Bearer ${session.auth_token}`,
        DeviceId: session.app_device_id,
      },
    },
  );
  if (!answer.ok) throw new Error(`unit code refused: ${answer.status} ${await answer.text()}`);
  return (await answer.json()).data.unitId;
}

/** One Lighthouse run in a fresh browser profile; `storage` is written into local storage first. */
async function audit(url, storage) {
  const browser = await puppeteer.launch({ executablePath: chromium, args: CHROMIUM_FLAGS, headless: true });
  try {
    const page = await browser.newPage();
    if (storage) {
      await page.goto(`${origin}/robots.txt`);
      await page.evaluate((entries) => {
        for (const [key, value] of Object.entries(entries)) localStorage.setItem(key, value);
      }, storage);
    }
    const result = await lighthouse(
      url,
      {
        logLevel: 'error',
        output: 'json',
        onlyCategories: ['performance', 'accessibility', 'best-practices', 'seo'],
        disableStorageReset: Boolean(storage),
      },
      undefined,
      page,
    );
    const { categories, audits, environment } = result.lhr;
    if (reports) {
      fs.mkdirSync(reports, { recursive: true });
      const name = `${new URL(url).pathname.replace(/\W+/g, '_')}-${Date.now()}.json`;
      fs.writeFileSync(path.join(reports, name), JSON.stringify(result.lhr));
    }
    const score = (id) => Math.round((categories[id]?.score ?? 0) * 100);
    const value = (id) => audits[id]?.numericValue ?? NaN;
    return {
      performance: score('performance'),
      fcp: value('first-contentful-paint'),
      lcp: value('largest-contentful-paint'),
      tbt: value('total-blocking-time'),
      cls: value('cumulative-layout-shift'),
      accessibility: score('accessibility'),
      bestPractices: score('best-practices'),
      seo: score('seo'),
      bytes: value('total-byte-weight'),
      benchmarkIndex: environment?.benchmarkIndex ?? NaN,
      failing: Object.values(audits)
        .filter((a) => a.score !== null && a.score < 1 && ['binary', 'numeric'].includes(a.scoreDisplayMode))
        .map((a) => a.id),
    };
  } finally {
    await browser.close();
  }
}

/** The median of the runs that measured the value (a run Lighthouse could not finish has none). */
const median = (values) => {
  const sorted = values.filter(Number.isFinite).sort((a, b) => a - b);
  return sorted.length === 0 ? NaN : sorted[Math.floor(sorted.length / 2)];
};

try {
  await waitUntilReady();
  const courseId = await openCourseId();
  const session = await signIn();
  const unitId = await unlockDemoUnit(session);
  // the pages as the table and PAGES name them (ids as `:id`), with the demo course's or unit's id
  const pages = PAGE_NAMES.filter((name) => !pageNames || pageNames.includes(name)).map((name) => ({
    name,
    pagePath: name.replace(':id', name === '/unit-viewer/:id' ? unitId : courseId),
    storage: name === '/course-player/:id' || name === '/unit-viewer/:id' ? session : null,
  }));
  const rows = [];
  const loads = [];
  for (const { name, pagePath, storage } of pages) {
    const results = [];
    for (let i = 0; i < runs; i++) {
      process.stdout.write(`lighthouse ${pagePath} run ${i + 1}/${runs}…\n`);
      const settled = await waitUntilQuiet({
        cores: os.cpus().length,
        maxMs: settleMs,
        readLoad: () => os.loadavg()[0],
        sleep: (ms) => new Promise((resolve) => setTimeout(resolve, ms)),
      });
      if (settled.waitedMs > 0)
        process.stdout.write(
          `  waited ${settled.waitedMs / 1000} s for the load average to settle (${settled.load.toFixed(2)})\n`,
        );
      // a server in use has the page rendered already: the first request after the page cache's
      // TTL renders it, and that is not the delay a visitor sees (apps/api/src/ssr/page-cache.ts)
      // asked for as the browser asks (brotli): the brotli form is made once, at the first request
      // that accepts it (apps/api/src/ssr/rendered-page.ts), and that is not the delay either
      await fetch(`${origin}${pagePath}`, { headers: { 'Accept-Encoding': 'br, gzip' } }).then((response) =>
        response.arrayBuffer(),
      );
      const load = settled.load;
      loads.push(load);
      // Lighthouse sometimes loses the page's trace (NO_NAVSTART) and reports no figure at all:
      // that run is taken again (at most twice) rather than counted as a score of 0
      let result = await audit(`${origin}${pagePath}`, storage);
      for (let retry = 0; retry < 2 && !Number.isFinite(result.fcp); retry++) {
        process.stdout.write(`lighthouse ${pagePath} run ${i + 1}: no trace, once more…\n`);
        result = await audit(`${origin}${pagePath}`, storage);
      }
      results.push({ ...result, load });
    }
    const m = (key) => median(results.map((r) => r[key]));
    const notes = [...new Set(results.flatMap((r) => r.failing))];
    rows.push({ name, m, notes });
  }
  const header = [
    'page',
    'perf',
    'FCP s',
    'LCP s',
    'TBT ms',
    'CLS',
    'a11y',
    'best pr.',
    'SEO',
    'KB',
    'bench. index',
    'load',
  ];
  const table = rows.map(({ name, m }) => [
    name,
    String(m('performance')),
    (m('fcp') / 1000).toFixed(2),
    (m('lcp') / 1000).toFixed(2),
    String(Math.round(m('tbt'))),
    m('cls').toFixed(3),
    String(m('accessibility')),
    String(m('bestPractices')),
    String(m('seo')),
    (m('bytes') / 1024).toFixed(1),
    String(Math.round(m('benchmarkIndex'))),
    m('load').toFixed(2),
  ]);
  const conditions = describeConditions({
    loads,
    benchmarkIndexes: rows.map(({ m }) => m('benchmarkIndex')),
    cores: os.cpus().length,
  });
  console.log(`\nLighthouse ${runs} runs per page, medians (mobile: simulated slow 4G, 4× CPU)`);
  console.log(
    `host: benchmark index ${Math.round(conditions.benchmarkIndex)}; ` +
      `load average (1 min) at each run's start: median per page below, highest ${conditions.load.toFixed(2)}`,
  );
  console.log(`${conditions.verdict}\n`);
  console.log(`| ${header.join(' | ')} |`);
  console.log(`|${header.map(() => '---').join('|')}|`);
  for (const row of table) console.log(`| ${row.join(' | ')} |`);
  console.log('\naudits below full marks in any run:');
  for (const { name, notes } of rows) console.log(`  ${name}: ${notes.join(', ') || 'none'}`);
  if (conditions.busy) console.log(`\n${conditions.verdict}`);
} catch (error) {
  console.error(`lighthouse: FAILED — ${error instanceof Error ? error.message : String(error)}`);
  process.exitCode = 1;
} finally {
  await stopServer();
}
