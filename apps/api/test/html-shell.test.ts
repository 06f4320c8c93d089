import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { createHtmlShell } from '../src/ssr/html-shell.ts';

const MANIFEST = {
  'index.html': { file: 'assets/index-E1.js', isEntry: true, css: ['assets/index-C1.css'] },
  '_query-Q1.js': { file: 'assets/query-Q1.js' },
  'src/features/about/AboutPage.tsx': { file: 'assets/AboutPage-A1.js', imports: ['_query-Q1.js'] },
};
const head = {
  title: 'عن المدرس',
  description: 'نبذة',
  canonical: 'http://localhost/about',
  modules: ['features/about/AboutPage.tsx'],
};
/** What the server render gives a public page. */
const content = { body: '<main>عن المدرس</main>', stateScript: '<script></script>' };

describe('the page document', () => {
  let render: ReturnType<typeof createHtmlShell>;
  beforeAll(() => {
    const webDir = fs.mkdtempSync(path.join(os.tmpdir(), 'dars-shell-'));
    fs.mkdirSync(path.join(webDir, 'assets'));
    fs.mkdirSync(path.join(webDir, '.vite'));
    fs.writeFileSync(
      path.join(webDir, 'index.html'),
      [
        '<!doctype html><html><head><title>x</title>',
        '<script type="module" crossorigin src="/assets/index-E1.js"></script>',
        '<link rel="modulepreload" crossorigin href="/assets/preload-P1.js">',
        '</head><body><div id="root"></div></body></html>',
      ].join(''),
    );
    fs.writeFileSync(path.join(webDir, 'assets', 'index-C1.css'), 'body{color:red}');
    fs.writeFileSync(path.join(webDir, '.vite', 'manifest.json'), JSON.stringify(MANIFEST));
    render = createHtmlShell(webDir);
  });

  it('names a server-rendered page’s chunks without fetching them before the first paint', () => {
    const html = render(head, content);
    expect(html).toContain(
      '<link rel="modulepreload-after-paint" crossorigin data-href="/assets/AboutPage-A1.js">',
    );
    expect(html).toContain(
      '<link rel="modulepreload-after-paint" crossorigin data-href="/assets/query-Q1.js">',
    );
    expect(html).not.toMatch(/ href="\/assets\/(AboutPage|query)/);
    expect(html).toContain('<div id="root"><main>عن المدرس</main></div>');
  });

  it('fetches the entry of a server-rendered page at low priority: it only hydrates what is painted', () => {
    const html = render(head, content);
    expect(html).toContain(
      '<script type="module" fetchpriority="low" crossorigin src="/assets/index-E1.js"></script>',
    );
    expect(html).toContain(
      '<link rel="modulepreload" fetchpriority="low" crossorigin href="/assets/preload-P1.js">',
    );
    const shell = render(head);
    expect(shell).toContain('<script type="module" crossorigin src="/assets/index-E1.js"></script>');
    expect(shell).not.toContain('fetchpriority');
  });

  it('preloads the chunks of a page the browser renders at once', () => {
    const html = render(head);
    expect(html).toContain('<link rel="modulepreload" crossorigin href="/assets/AboutPage-A1.js">');
    expect(html).toContain('<link rel="modulepreload" crossorigin href="/assets/query-Q1.js">');
    expect(html).toContain('<div id="root"></div>');
  });
});
