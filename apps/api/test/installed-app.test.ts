import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import vm from 'node:vm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { serviceWorkerFor } from '../src/ssr/installed-app/service-worker.ts';
import { webAppManifest } from '../src/ssr/installed-app/web-app-manifest.ts';
import { offlinePageHtml } from '../src/ssr/installed-app/offline-page.ts';
import { createTenant, createTestApp, engines, TENANT_ID, type TestApp } from './harness.ts';

function fakeBuild(indexHtml: string, entryFile = 'assets/boot-abc123.js'): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'dars-sw-'));
  fs.writeFileSync(path.join(dir, 'index.html'), indexHtml);
  fs.mkdirSync(path.join(dir, '.vite'));
  fs.mkdirSync(path.join(dir, 'assets'));
  fs.writeFileSync(path.join(dir, 'assets', 'boot-def456.css'), 'body{margin:0}');
  const manifest = {
    'index.html': { file: entryFile, isEntry: true, css: ['assets/boot-def456.css'] },
    'src/main.tsx': { file: 'assets/main-111.js', imports: ['_react-222.js'] },
    '_react-222.js': { file: 'assets/react-222.js' },
    'src/features/quiz/QuizPage.tsx': { file: 'assets/QuizPage-333.js' },
  };
  fs.writeFileSync(path.join(dir, '.vite', 'manifest.json'), JSON.stringify(manifest));
  return dir;
}

/** The worker exactly as served, run in a sandbox: its `strategyFor` is the rule the browser applies. */
function servedStrategy(source: string) {
  const listeners: string[] = [];
  const sandbox = {
    URL,
    self: { addEventListener: (type: string) => listeners.push(type), skipWaiting: () => undefined },
  };
  vm.runInNewContext(source, sandbox);
  const strategyFor = (sandbox as unknown as { strategyFor: (r: object, origin: string) => string })
    .strategyFor;
  return { strategyFor, listeners };
}

const ORIGIN = 'https://teacher.example';
const request = (url: string, mode = 'no-cors', method = 'GET', headers: Record<string, string> = {}) => ({
  url: url.startsWith('http') ? url : `${ORIGIN}${url}`,
  mode,
  method,
  headers: new Headers(headers),
});

/** The worker as served, with its event handlers and a recording stand-in for the browser. */
function servedHandlers(source: string, windows: Array<{ url: string }> = []) {
  const handlers = new Map<string, (event: object) => void>();
  const calls: Array<[string, ...unknown[]]> = [];
  const client = (url: string) => ({
    url,
    navigate: async (to: string) => void calls.push(['navigate', url, to]),
    focus: async () => void calls.push(['focus', url]),
  });
  const self = {
    location: { origin: ORIGIN },
    skipWaiting: () => undefined,
    addEventListener: (type: string, handler: (event: object) => void) => handlers.set(type, handler),
    registration: {
      showNotification: async (title: string, options: object) => void calls.push(['show', title, options]),
    },
    clients: {
      matchAll: async () => windows.map((w) => client(w.url)),
      openWindow: async (url: string) => void calls.push(['open', url]),
    },
  };
  vm.runInNewContext(source, { URL, self });
  /** runs one event and waits for what it asked to wait for */
  const dispatch = async (type: string, event: object) => {
    let waited: Promise<unknown> = Promise.resolve();
    handlers.get(type)!({ ...event, waitUntil: (promise: Promise<unknown>) => (waited = promise) });
    await waited;
    return calls;
  };
  return { dispatch };
}

describe('the service worker’s notifications (as served from /sw.js)', () => {
  const source = serviceWorkerFor(fakeBuild('<html>build 1</html>')).source;
  const pushEvent = (data: unknown) => ({
    data:
      data === null
        ? null
        : {
            json: () => (typeof data === 'string' ? JSON.parse(data) : data),
            text: () => (typeof data === 'string' ? data : JSON.stringify(data)),
          },
  });

  it.each([
    [
      'a message of the server',
      {
        title: 'نتيجة اختبار',
        body: 'نتيجتك: 7/10',
        url: '/my-lectures',
        tag: 'dars-quizResult-1',
        lang: 'ar',
        dir: 'rtl',
      },
      [
        'نتيجة اختبار',
        { body: 'نتيجتك: 7/10', tag: 'dars-quizResult-1', lang: 'ar', dir: 'rtl', url: '/my-lectures' },
      ],
    ],
    [
      'a page on another site (opened at the home page instead)',
      { title: 'x', body: 'y', url: 'https://elsewhere.example/' },
      ['x', { body: 'y', tag: undefined, lang: 'ar', dir: 'auto', url: '/' }],
    ],
    [
      'a message that is not JSON',
      'نص فقط',
      ['Dars', { body: 'نص فقط', tag: undefined, lang: 'ar', dir: 'auto', url: '/' }],
    ],
    [
      'a message without data',
      null,
      ['Dars', { body: '', tag: undefined, lang: 'ar', dir: 'auto', url: '/' }],
    ],
  ])('shows %s as a notification', async (_name, data, [title, expected]) => {
    const { url, ...options } = expected as Record<string, unknown>;
    const calls = await servedHandlers(source).dispatch('push', pushEvent(data));
    expect(calls).toEqual([
      [
        'show',
        title,
        { ...options, icon: '/icons/icon-192.png', badge: '/icons/icon-192.png', data: { url } },
      ],
    ]);
  });

  it('a click opens the app on the notification’s page, or brings an open window there', async () => {
    let closed = false;
    const click = { notification: { data: { url: '/my-lectures' }, close: () => (closed = true) } };
    expect(await servedHandlers(source).dispatch('notificationclick', click)).toEqual([
      ['open', `${ORIGIN}/my-lectures`],
    ]);
    expect(closed).toBe(true);
    const open = servedHandlers(source, [{ url: 'https://other.example/' }, { url: `${ORIGIN}/profile` }]);
    expect(await open.dispatch('notificationclick', click)).toEqual([
      ['navigate', `${ORIGIN}/profile`, `${ORIGIN}/my-lectures`],
      ['focus', `${ORIGIN}/profile`],
    ]);
  });
});

describe('the service worker (as served from /sw.js)', () => {
  const worker = serviceWorkerFor(fakeBuild('<html>build 1</html>'));
  const { strategyFor, listeners } = servedStrategy(worker.source);

  it('listens for install, activate, fetch, push and notification clicks', () => {
    expect(listeners.sort()).toEqual(['activate', 'fetch', 'install', 'notificationclick', 'push']);
  });

  it.each([
    ['a page of the site', request('/', 'navigate'), 'page'],
    ['a signed-in page', request('/course-player/42', 'navigate'), 'page'],
    ['a console page', request('/teacher/students', 'navigate'), 'page'],
    ['a hashed build file', request('/assets/QuizPage-333.js', 'cors'), 'kept'],
    ['a hashed stylesheet', request('/assets/boot-def456.css'), 'kept'],
    ['an icon installed with the worker', request('/icons/icon-192.png'), 'kept'],
    ['the offline page itself', request('/offline.html'), 'kept'],
    ['an API answer', request('/api/Course/GetActiveCourses', 'cors'), 'network'],
    ['an API answer opened as a page', request('/api/teacher/students.csv', 'navigate'), 'network'],
    ['a console API answer', request('/api/teacher/courses', 'cors'), 'network'],
    ['a lesson video', request('/media/t1/lesson.mp4?exp=1&sig=x'), 'network'],
    [
      'a ranged read of a hashed file',
      request('/assets/video-1.mp4', 'no-cors', 'GET', { range: 'bytes=0-' }),
      'network',
    ],
    ['an uploaded course picture', request('/uploads/t1/course.webp'), 'network'],
    ['the worker script', request('/sw.js'), 'network'],
    ['the tenant manifest', request('/manifest.webmanifest'), 'network'],
    ['a public picture (not hashed)', request('/images/hero.svg'), 'network'],
    ['a hashed file with a query', request('/assets/boot-abc123.js?v=2'), 'network'],
    ['a write', request('/api/Auth/Login', 'cors', 'POST'), 'network'],
    ['a page posted', request('/login', 'navigate', 'POST'), 'network'],
    ['another origin', request('https://video.example/assets/x.js'), 'network'],
    ['another origin page', request('https://other.example/', 'navigate'), 'network'],
  ])('%s → %s', (_name, req, expected) => {
    expect(strategyFor(req, ORIGIN)).toBe(expected);
  });

  it('keeps the offline page, the icons and the app shell (entry, app and their imports), not lazy pages', () => {
    expect(worker.precache).toEqual([
      '/offline.html',
      '/icons/icon-192.png',
      '/icons/icon-512.png',
      '/icons/icon-maskable-512.png',
      '/assets/boot-abc123.js',
      '/assets/boot-def456.css',
      '/assets/main-111.js',
      '/assets/react-222.js',
    ]);
    expect(worker.source).toContain(`const VERSION = "${worker.version}";`);
  });

  it('a new build is a new version (a new cache); the same build keeps its version', () => {
    const again = serviceWorkerFor(fakeBuild('<html>build 1</html>'));
    const newDocument = serviceWorkerFor(fakeBuild('<html>build 2</html>'));
    const newAssets = serviceWorkerFor(fakeBuild('<html>build 1</html>', 'assets/boot-zzz999.js'));
    expect(again.version).toBe(worker.version);
    expect(newDocument.version).not.toBe(worker.version);
    expect(newAssets.version).not.toBe(worker.version);
    expect(new Set([worker.version, newDocument.version, newAssets.version]).size).toBe(3);
  });
});

describe('the web app manifest', () => {
  it('names the app after the teacher, in Arabic, right to left, standalone, with the icons Chrome needs', () => {
    const manifest = webAppManifest('أ. سارة');
    expect(manifest).toMatchObject({
      name: 'أ. سارة',
      short_name: 'أ. سارة',
      lang: 'ar',
      dir: 'rtl',
      start_url: '/',
      display: 'standalone',
    });
    expect(manifest.icons.map((icon) => `${icon.sizes} ${icon.purpose}`)).toEqual([
      '192x192 any',
      '512x512 any',
      '512x512 maskable',
    ]);
    expect(manifest.theme_color).toMatch(/^#[0-9a-f]{6}$/);
  });

  it.each([
    ['no teacher yet', null, 'دَرس', 'دَرس'],
    ['an empty name', '  ', 'دَرس', 'دَرس'],
    ['a long name: the product name under the icon', 'أ. محمد عبد الرحمن', 'أ. محمد عبد الرحمن', 'دَرس'],
  ])('%s', (_name, teacher, name, shortName) => {
    expect(webAppManifest(teacher)).toMatchObject({ name, short_name: shortName });
  });

  it('every icon is a file of the web build', () => {
    for (const icon of webAppManifest('x').icons)
      expect(
        fs.existsSync(fileURLToPath(new URL(`../../web/public${icon.src}`, import.meta.url))),
        icon.src,
      ).toBe(true);
  });
});

describe('the offline page', () => {
  it('says so in Arabic first, then English, and needs no script', () => {
    const html = offlinePageHtml();
    expect(html).toContain('<html lang="ar" dir="rtl">');
    expect(html.indexOf('لا يوجد اتصال بالإنترنت')).toBeGreaterThan(0);
    expect(html.indexOf('لا يوجد اتصال بالإنترنت')).toBeLessThan(
      html.indexOf('No internet connection', html.indexOf('<body')),
    );
    expect(html).not.toContain('<script');
  });
});

describe.each(engines())("the installed app's files, served per tenant (%s)", (engine) => {
  let t: TestApp;
  let webDir: string;
  beforeAll(async () => {
    webDir = fakeBuild('<!doctype html><html><head></head><body><div id="root"></div></body></html>');
    t = await createTestApp({ engine, env: { PUBLIC_WEB_DIR: webDir } });
    await t.db
      .insertInto('teacher_profiles')
      .values({
        tenant_id: TENANT_ID,
        teacher_name: 'أ. سارة',
        photo_url: null,
        specialization: '',
        bio: '',
        details: '{}',
        updated_at: new Date().toISOString(),
      })
      .execute();
    await createTenant(t.db, 'tenant-pwa-other', ['other.pwa.test']);
  });
  afterAll(async () => {
    await t.close();
    fs.rmSync(webDir, { recursive: true, force: true });
  });

  it("the manifest names the host's teacher, and the product for a tenant without one", async () => {
    const own = await t.app.inject({ method: 'GET', url: '/manifest.webmanifest' });
    expect(own.statusCode).toBe(200);
    expect(own.headers['content-type']).toMatch(/^application\/manifest\+json/);
    expect(own.headers['cache-control']).toBe('no-cache');
    expect(own.json()).toMatchObject({ name: 'أ. سارة', dir: 'rtl', lang: 'ar', display: 'standalone' });
    const other = await t.app.inject({
      method: 'GET',
      url: '/manifest.webmanifest',
      headers: { host: 'other.pwa.test' },
    });
    expect(other.json()).toMatchObject({ name: 'دَرس', short_name: 'دَرس' });
  });

  it('the worker is revalidated on every use and names its build', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/sw.js' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/javascript/);
    expect(res.headers['cache-control']).toBe('no-cache');
    expect(res.headers['x-dars-build']).toBe(serviceWorkerFor(webDir).version);
    expect(res.body).toContain(`const VERSION = "${res.headers['x-dars-build']}";`);
  });

  it('the offline page is served for the worker to keep', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/offline.html' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/html/);
    expect(res.body).toContain('لا يوجد اتصال بالإنترنت');
  });
});
