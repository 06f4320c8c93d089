import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect, test, type Page } from '@playwright/test';

/**
 * The installed app (apps/api/src/ssr/installed-app/): Chrome's installability checks, the offline
 * page on a new page opened without a connection, and fresh content after a deploy. This file runs
 * its own server on a copy of the web build (E2E_PORT + 30, + 31 for the second project; + 10 and + 20 are the second origin and the fake Paymob) so that it
 * can deploy a changed build on the same origin; every other file of the suite blocks service workers.
 */
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const OFFLINE_AR = 'لا يوجد اتصال بالإنترنت';
const OFFLINE_EN = 'No internet connection';

test.use({ serviceWorkers: 'allow' });

async function startServer(port: number, webDir: string, dataDir: string): Promise<ChildProcess> {
  const server = spawn(process.execPath, ['scripts/start.mjs'], {
    cwd: root,
    stdio: 'ignore',
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      PUBLIC_WEB_DIR: webDir,
      SKIP_WEB_BUILD: '1',
      LOG_LEVEL: 'warn',
    },
  });
  for (let tries = 0; tries < 240; tries++) {
    const ready = await fetch(`http://127.0.0.1:${port}/readyz`).then(
      (r) => r.ok,
      () => false,
    );
    if (ready) return server;
    if (server.exitCode !== null) throw new Error(`the server stopped (${server.exitCode})`);
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error('the server did not start');
}

async function stopServer(server: ChildProcess): Promise<void> {
  if (server.exitCode !== null) return;
  const exited = new Promise((resolve) => server.once('exit', resolve));
  server.kill('SIGTERM');
  await exited;
}

const cacheNames = (page: Page) => page.evaluate(() => caches.keys());
const pngSize = (png: Buffer) => `${png.readUInt32BE(16)}x${png.readUInt32BE(20)}`;

test('installable; the Arabic offline page without a connection; fresh content after a deploy', async ({
  page,
}, testInfo) => {
  test.setTimeout(180_000);
  const port = Number(process.env.E2E_PORT ?? 3300) + (testInfo.project.name === 'phone' ? 30 : 31);
  const origin = `http://127.0.0.1:${port}`;
  // inside the repository: the server entry imports its packages from node_modules
  const work = path.join(root, 'e2e/.artifacts', `installed-app-${testInfo.project.name}`);
  fs.rmSync(work, { recursive: true, force: true });
  const webDir = path.join(work, 'dist');
  fs.cpSync(path.join(root, 'apps/web/dist'), webDir, { recursive: true });
  fs.cpSync(path.join(root, 'apps/web/dist-ssr'), path.join(work, 'dist-ssr'), { recursive: true });
  const dataDir = path.join(work, 'data');
  let server = await startServer(port, webDir, dataDir);
  try {
    const firstBuild = (await page.request.get(`${origin}/sw.js`)).headers()['x-dars-build'];
    expect(firstBuild).toMatch(/^[0-9a-f]{16}$/);

    await page.goto(`${origin}/`);
    await page.waitForFunction(() => navigator.serviceWorker.controller !== null, null, { timeout: 30_000 });
    expect(await cacheNames(page)).toEqual([`dars-shell-${firstBuild}`]);

    // the manifest Chrome installs from: its fields, and icons of the sizes it names
    const manifestUrl = await page.locator('link[rel="manifest"]').getAttribute('href');
    const manifest = await (await page.request.get(new URL(manifestUrl!, origin).href)).json();
    expect(manifest).toMatchObject({ lang: 'ar', dir: 'rtl', start_url: '/', display: 'standalone' });
    expect(manifest.name).toBeTruthy();
    expect(manifest.short_name).toBeTruthy();
    expect(manifest.theme_color).toMatch(/^#/);
    expect(manifest.background_color).toMatch(/^#/);
    const icons = manifest.icons as Array<{ src: string; sizes: string; purpose: string }>;
    expect(icons.map((icon) => `${icon.sizes} ${icon.purpose}`)).toEqual(
      expect.arrayContaining(['192x192 any', '512x512 any', '512x512 maskable']),
    );
    for (const icon of icons) {
      const png = await page.request.get(new URL(icon.src, origin).href);
      expect(png.headers()['content-type']).toBe('image/png');
      expect(pngSize(await png.body())).toBe(icon.sizes);
    }
    // Chrome's own installability checks (what Lighthouse's former installable-manifest audit read)
    const cdp = await page.context().newCDPSession(page);
    const { errors } = await cdp.send('Page.getAppManifest');
    expect(errors).toEqual([]);
    const { installabilityErrors } = await cdp.send('Page.getInstallabilityErrors');
    // a Playwright context is an incognito profile, where Chrome never offers to install: every other
    // check (manifest, icons, a worker controlling the page, a secure origin) must pass
    expect(installabilityErrors.filter((error) => error.errorId !== 'in-incognito')).toEqual([]);

    // a page not yet opened, without a connection: the offline page, Arabic first
    await page.context().setOffline(true);
    await page.goto(`${origin}/about`);
    await expect(page.getByRole('heading', { level: 1, name: OFFLINE_AR })).toBeVisible();
    await expect(page.getByRole('heading', { level: 1, name: OFFLINE_EN })).toBeVisible();
    expect(await page.locator('html').getAttribute('dir')).toBe('rtl');
    await page.screenshot({ path: testInfo.outputPath('offline-page.png'), fullPage: true });
    await page.context().setOffline(false);

    // a deploy: a changed build on the same origin
    await stopServer(server);
    const index = path.join(webDir, 'index.html');
    fs.writeFileSync(
      index,
      fs
        .readFileSync(index, 'utf8')
        .replace('</head>', '<meta name="dars-e2e-build" content="second" /></head>'),
    );
    for (const compressed of ['index.html.br', 'index.html.gz'])
      fs.rmSync(path.join(webDir, compressed), { force: true });
    server = await startServer(port, webDir, dataDir);
    const secondBuild = (await page.request.get(`${origin}/sw.js`)).headers()['x-dars-build'];
    expect(secondBuild).not.toBe(firstBuild);

    // the next page is the new build's at once, and the old build's cache is gone once the new worker is in
    await page.goto(`${origin}/`);
    await expect(page.locator('meta[name="dars-e2e-build"]')).toHaveAttribute('content', 'second');
    await page.waitForFunction(
      async (name) => (await caches.keys()).join() === name,
      `dars-shell-${secondBuild}`,
      { timeout: 30_000 },
    );
    await page.context().setOffline(true);
    await page.goto(`${origin}/login`);
    await expect(page.getByRole('heading', { level: 1, name: OFFLINE_AR })).toBeVisible();
    await page.context().setOffline(false);
  } finally {
    await stopServer(server);
    fs.rmSync(work, { recursive: true, force: true });
  }
});
