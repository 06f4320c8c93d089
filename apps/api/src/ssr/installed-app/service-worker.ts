import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { filesWithImports, readManifest } from '../manifest.ts';
import { INSTALLED_APP_ICONS } from './web-app-manifest.ts';

const WORKER_BODY = fs.readFileSync(new URL('./service-worker.js', import.meta.url), 'utf8');

/** The app itself, which the page's entry imports once painted (apps/web/src/boot.ts). */
const APP_SHELL_MODULES = ['src/main.tsx'];

export interface ServiceWorkerScript {
  /** the build's version: a hash of the built document, the build manifest and the worker's rules */
  version: string;
  /** what the worker keeps when it installs: the offline page, the icons and the app shell's files */
  precache: string[];
  source: string;
}

/**
 * The service worker of one web build (apps/web/dist): its body (./service-worker.js) after the
 * build's version and file list. A new build has a new document or new hashed file names, so a new
 * version, a new worker and a new cache; the old worker's cache is deleted when the new one activates.
 */
export function serviceWorkerFor(webDir: string): ServiceWorkerScript {
  const manifest = readManifest(webDir);
  const shellFiles = manifest ? filesWithImports(manifest, APP_SHELL_MODULES) : [];
  const precache = ['/offline.html', ...INSTALLED_APP_ICONS.map((icon) => icon.src), ...shellFiles];
  const version = createHash('sha256')
    .update(fs.readFileSync(path.join(webDir, 'index.html')))
    .update(JSON.stringify(manifest))
    .update(WORKER_BODY)
    .digest('hex')
    .slice(0, 16);
  const source = [
    `const VERSION = ${JSON.stringify(version)};`,
    `const PRECACHE = ${JSON.stringify(precache)};`,
    WORKER_BODY,
  ].join('\n');
  return { version, precache, source };
}
