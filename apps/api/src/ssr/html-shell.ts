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
  const base = template
    .replace(/\s*<title>[\s\S]*?<\/title>/, '')
    .replace(/\s*<meta name="description"[^>]*>/, '')
    .replace(/\s*<link rel="stylesheet"[^>]*>/g, (tag) =>
      cssFiles.some((url) => tag.includes(url)) ? '' : tag,
    );

  // A page rendered here paints from its HTML; its entry script and the entry's imports only
  // hydrate it, so they are fetched at low priority and leave the bandwidth of a slow phone to
  // what the paint needs first (docs/decisions/0017-first-paint.md).
  const renderedBase = base
    .replace(/<script type="module"/g, '<script type="module" fetchpriority="low"')
    .replace(/<link rel="modulepreload"/g, '<link rel="modulepreload" fetchpriority="low"');

  /** The page's document; with `content` (a public page rendered on the server) its root holds it. */
  return function render(head: PageHead, content?: RenderedContent | null): string {
    // A page rendered here is painted before its code is needed: its chunks are named in
    // `data-href` of links the browser leaves alone (a rel it does not know, rather than a
    // modulepreload without href, which it warns about), and apps/web/src/boot.ts makes them
    // modulepreload links once the page is painted, so no byte of script competes with the first
    // paint. Any other page needs them at once.
    const link = content
      ? (url: string) => `<link rel="modulepreload-after-paint" crossorigin data-href="${escapeHtml(url)}">`
      : (url: string) => `<link rel="modulepreload" crossorigin href="${escapeHtml(url)}">`;
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
    ];
    const document = (content ? renderedBase : base).replace(
      '</head>',
      `    ${tags.join('\n    ')}\n  </head>`,
    );
    if (!content) return document;
    // a function replacement: `$` in the content is not a pattern
    return document.replace(
      /<div id="root"><\/div>/,
      () => `<div id="root">${content.body}</div>\n    ${content.stateScript}`,
    );
  };
}

export type HtmlShell = ReturnType<typeof createHtmlShell>;
