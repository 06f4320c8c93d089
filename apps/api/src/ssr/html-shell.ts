import fs from 'node:fs';
import path from 'node:path';
import { chunkFilesFor, entryCss, readManifest, type ViteManifest } from './manifest.ts';
import type { RenderedContent } from './server-render.ts';

export interface PageHead {
  title: string;
  description: string;
  /** absolute URL of the page */
  canonical: string;
  /** absolute URL of the page's image, when it has one */
  image?: string | undefined;
  /** lazy modules (source paths as in the manifest, e.g. 'features/about/AboutPage.tsx') the page needs at once */
  modules: string[];
}

/**
 * What a page the server does not render (the signed-in app: the course player, the unit viewer,
 * the console) paints from its HTML while its code loads: the app's bar and a spinner, in no
 * language (the app picks the student's). It covers the window, so the app replaces it without
 * moving anything, and it hides itself by CSS the moment React puts anything in #root.
 */
const LOADING_SHELL =
  '<div id="app-shell" aria-hidden="true"><div class="app-shell-bar"></div>' +
  '<svg class="app-shell-spinner" viewBox="0 0 48 48" width="48" height="48">' +
  '<circle cx="24" cy="24" r="20" fill="none" stroke="#ccfbf1" stroke-width="5"/>' +
  '<path d="M24 4a20 20 0 0 1 20 20" fill="none" stroke="#0f766e" stroke-width="5" stroke-linecap="round"/>' +
  '</svg></div>';
const LOADING_SHELL_STYLE =
  '<style>#app-shell{position:fixed;inset:0;background:#f9fafb;display:flex;align-items:center;' +
  'justify-content:center}#root:not(:empty)+#app-shell{display:none}' +
  '.app-shell-bar{position:absolute;inset-block-start:0;inset-inline:0;block-size:64px;background:#fff;' +
  'border-block-end:1px solid #e5e7eb}.app-shell-spinner{animation:app-shell-turn .9s linear infinite}' +
  '@keyframes app-shell-turn{to{transform:rotate(360deg)}}' +
  '@media (prefers-reduced-motion:reduce){.app-shell-spinner{animation:none}}</style>';

/** A file of the build's public folder, or null when it is not there. */
function readPublicFile(webDir: string, name: string): string | null {
  const file = path.join(webDir, name);
  return fs.existsSync(file) ? fs.readFileSync(file, 'utf8') : null;
}

/** An SVG as a data URL for an attribute: only the characters a URL or the attribute cannot hold are escaped. */
const svgDataUrl = (svg: string) =>
  `data:image/svg+xml,${svg.trim().replace(/[%#<>"&\s]/g, (c) => encodeURIComponent(c))}`;

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/**
 * The built index.html made into a per-page document: its own title, description, canonical
 * and Open Graph tags, the page's lazy chunk preloaded with the entry's, and the stylesheet
 * inlined (it is small, and a linked one would block the first paint for a round trip).
 */
export function createHtmlShell(webDir: string) {
  const template = fs.readFileSync(path.join(webDir, 'index.html'), 'utf8');
  const manifest: ViteManifest | null = readManifest(webDir);
  const cssFiles = manifest ? entryCss(manifest) : [];
  const inlineCss = cssFiles
    .map((url) => fs.readFileSync(path.join(webDir, url), 'utf8'))
    .join('\n')
    // a stylesheet may not close the element it is inlined in
    .replace(/<\/style/gi, '<\\/style');
  // The font files the inlined stylesheet names, preloaded at low priority, first in the head: the
  // layout waits for them (font-display: optional, apps/web/src/styles/fonts.css), and asked for
  // before the scripts a file takes the document's connection rather than a new one.
  const fontFiles = [
    ...new Set([...inlineCss.matchAll(/url\((\/assets\/[^)]+\.woff2)\)/g)].map((m) => m[1]!)),
  ];
  const fontPreloads = fontFiles.map(
    (url) =>
      `<link rel="preload" as="font" type="font/woff2" crossorigin fetchpriority="low" href="${escapeHtml(url)}">`,
  );
  // The icon drawn from the document itself and the manifest named for after the first paint
  // (apps/web/src/boot.ts): neither takes a request of a phone's first round trips.
  const favicon = readPublicFile(webDir, 'favicon.svg');
  const base = template
    .replace(/<link rel="icon" type="image\/svg\+xml" href="\/favicon\.svg" \/>/, (tag) =>
      favicon ? `<link rel="icon" type="image/svg+xml" href="${svgDataUrl(favicon)}" />` : tag,
    )
    .replace(
      /<link rel="manifest" href="([^"]+)" \/>/,
      (_tag, href: string) => `<link rel="manifest-after-paint" data-href="${href}" />`,
    )
    .replace(/<head>/, (tag) => `${tag}${fontPreloads.map((link) => `\n    ${link}`).join('')}`)
    .replace(/\s*<title>[\s\S]*?<\/title>/, '')
    .replace(/\s*<meta name="description"[^>]*>/, '')
    .replace(/\s*<link rel="stylesheet"[^>]*>/g, (tag) =>
      cssFiles.some((url) => tag.includes(url)) ? '' : tag,
    );

  // Every document paints from its HTML (a public page its content, any other the loading shell);
  // its entry script and the entry's imports come after, so they are fetched at low priority and
  // leave the bandwidth of a slow phone to what the paint needs first
  // (docs/decisions/0017-first-paint.md).
  const paintingBase = base
    .replace(/<script type="module"/g, '<script type="module" fetchpriority="low"')
    .replace(/<link rel="modulepreload"/g, '<link rel="modulepreload" fetchpriority="low"');

  /**
   * The page's document: with `content` (a public page rendered on the server) its root holds it;
   * without, the loading shell stands beside the empty root until the app renders.
   */
  return function render(head: PageHead, content?: RenderedContent | null): string {
    // The page is painted before its code is needed: its chunks are named in `data-href` of links
    // the browser leaves alone (a rel it does not know, rather than a modulepreload without href,
    // which it warns about), and apps/web/src/boot.ts makes them modulepreload links once the page
    // is painted, so no byte of script competes with the first paint.
    const link = (url: string) =>
      `<link rel="modulepreload-after-paint" crossorigin data-href="${escapeHtml(url)}">`;
    const preloads = manifest ? chunkFilesFor(manifest, head.modules).map(link) : [];
    const tags = [
      `<title>${escapeHtml(head.title)}</title>`,
      `<meta name="description" content="${escapeHtml(head.description)}" />`,
      `<link rel="canonical" href="${escapeHtml(head.canonical)}" />`,
      `<meta property="og:type" content="website" />`,
      `<meta property="og:locale" content="ar_EG" />`,
      `<meta property="og:title" content="${escapeHtml(head.title)}" />`,
      `<meta property="og:description" content="${escapeHtml(head.description)}" />`,
      `<meta property="og:url" content="${escapeHtml(head.canonical)}" />`,
      ...(head.image ? [`<meta property="og:image" content="${escapeHtml(head.image)}" />`] : []),
      ...preloads,
      ...(inlineCss ? [`<style>${inlineCss}</style>`] : []),
      ...(content ? [] : [LOADING_SHELL_STYLE]),
    ];
    const document = paintingBase.replace('</head>', `    ${tags.join('\n    ')}\n  </head>`);
    // a function replacement: `$` in the content is not a pattern
    return document.replace(/<div id="root"><\/div>/, () =>
      content
        ? `<div id="root">${content.body}</div>\n    ${content.stateScript}`
        : `<div id="root"></div>${LOADING_SHELL}`,
    );
  };
}

export type HtmlShell = ReturnType<typeof createHtmlShell>;
