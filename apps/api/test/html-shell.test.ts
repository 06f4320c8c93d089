import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { createHtmlShell } from '../src/ssr/html-shell.ts';

const MANIFEST = {
  'index.html': { file: 'assets/index-E1.js', isEntry: true, css: ['assets/index-C1.css'] },
  '_query-Q1.js': { file: 'assets/query-Q1.js' },
  'src/features/about/AboutPage.tsx': { file: 'assets/AboutPage-A1.js', imports: ['_query-Q1.js'] },
  '_home-sections-H1.js': {
    file: 'assets/home-sections-H1.js',
    name: 'home-sections',
    imports: ['_query-Q1.js'],
  },
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
        '<link rel="icon" type="image/svg+xml" href="/favicon.svg" />',
        '<link rel="manifest" href="/manifest.webmanifest" />',
        '<script type="module" crossorigin src="/assets/index-E1.js"></script>',
        '<link rel="modulepreload" crossorigin href="/assets/preload-P1.js">',
        '</head><body><div id="root"></div></body></html>',
      ].join(''),
    );
    fs.writeFileSync(
      path.join(webDir, 'assets', 'index-C1.css'),
      'body{color:red}' +
        '@font-face{font-family:Cairo;font-weight:400;src:url(/assets/cairo-400-F1.woff2) format("woff2")}' +
        '@font-face{font-family:Cairo;font-weight:700;src:url(/assets/cairo-700-F2.woff2) format("woff2")}',
    );
    fs.writeFileSync(path.join(webDir, '.vite', 'manifest.json'), JSON.stringify(MANIFEST));
    fs.writeFileSync(
      path.join(webDir, 'favicon.svg'),
      '<svg xmlns="http://www.w3.org/2000/svg"><rect width="64" height="64" fill="#0f766e"/></svg>\n',
    );
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

  it('names a group chunk of the build by its name (a module inside it is no key of the manifest)', () => {
    const html = render({ ...head, modules: ['home-sections'] }, content);
    expect(html).toContain(
      '<link rel="modulepreload-after-paint" crossorigin data-href="/assets/home-sections-H1.js">',
    );
    expect(html).toContain(
      '<link rel="modulepreload-after-paint" crossorigin data-href="/assets/query-Q1.js">',
    );
  });

  it('preloads the fonts its inlined stylesheet names, at low priority, on every document', () => {
    for (const html of [render(head, content), render(head)]) {
      for (const font of ['/assets/cairo-400-F1.woff2', '/assets/cairo-700-F2.woff2'])
        expect(html).toContain(
          `<link rel="preload" as="font" type="font/woff2" crossorigin fetchpriority="low" href="${font}">`,
        );
      // first in the head: asked for before the scripts, a file takes the document's connection
      expect(html.indexOf('rel="preload" as="font"')).toBeLessThan(html.indexOf('<script'));
      expect(html.indexOf('rel="preload" as="font"')).toBeLessThan(html.indexOf('<style>'));
    }
  });

  it('takes no request of the first round trips for the icon or the installed app’s manifest', () => {
    for (const html of [render(head, content), render(head)]) {
      expect(html).toContain(
        '<link rel="icon" type="image/svg+xml" href="data:image/svg+xml,%3Csvg%20xmlns=%22http://www.w3.org/2000/svg%22%3E%3Crect%20width=%2264%22%20height=%2264%22%20fill=%22%230f766e%22/%3E%3C/svg%3E" />',
      );
      // named for after the first paint: apps/web/src/boot.ts gives it its rel
      expect(html).toContain('<link rel="manifest-after-paint" data-href="/manifest.webmanifest" />');
      expect(html).not.toContain('rel="manifest" ');
      expect(html).not.toContain('href="/favicon.svg"');
    }
  });

  it('fetches the entry of a server-rendered page at low priority: it only hydrates what is painted', () => {
    const html = render(head, content);
    expect(html).toContain(
      '<script type="module" fetchpriority="low" crossorigin src="/assets/index-E1.js"></script>',
    );
    expect(html).toContain(
      '<link rel="modulepreload" fetchpriority="low" crossorigin href="/assets/preload-P1.js">',
    );
  });

  it('paints the loading shell of a page the browser renders before fetching its code, as a rendered page', () => {
    const html = render(head);
    expect(html).toContain(
      '<script type="module" fetchpriority="low" crossorigin src="/assets/index-E1.js"></script>',
    );
    expect(html).toContain(
      '<link rel="modulepreload-after-paint" crossorigin data-href="/assets/AboutPage-A1.js">',
    );
    expect(html).not.toMatch(/ href="\/assets\/(AboutPage|query)/);
    expect(html).toContain('<div id="root"></div><div id="app-shell"');
  });

  it('paints a loading shell beside the empty root of a page the browser renders, hidden once the app renders', () => {
    const html = render(head);
    expect(html).toMatch(/<div id="root"><\/div><div id="app-shell" aria-hidden="true">[\s\S]*<svg/);
    expect(html).toContain('#root:not(:empty)+#app-shell{display:none}');
    // in the head, before the body paints
    expect(html.indexOf('#app-shell{')).toBeLessThan(html.indexOf('</head>'));
    const rendered = render(head, content);
    expect(rendered).not.toContain('app-shell');
  });
});
