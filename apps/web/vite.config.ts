import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import tailwindcss from '@tailwindcss/vite';
import { chunkSizeBudget } from './build/chunk-size.ts';
import { precompress } from './build/precompress.ts';

const apiTarget = process.env.DARS_API_URL ?? 'http://127.0.0.1:3000';
const proxy = {
  '/api': { target: apiTarget, changeOrigin: false },
  '/media': { target: apiTarget, changeOrigin: false },
};

/**
 * Size budget of the landing route: ≤ 100 KB gzip JS, ≤ 15 KB gzip CSS (checked by
 * `npm run size`). React, the router, TanStack Query, zod and hls.js each get a long-lived
 * vendor chunk (higher priority wins, so React is never folded into another group). The
 * landing route loads React + the router + the app shell only: every other route is a lazy
 * chunk (src/app/routes.tsx), the home sections are chunks loaded after the first paint, and
 * TanStack Query's provider is loaded with the first page that uses it.
 */
const vendorGroups = [
  // Vite's preload helper in a chunk of its own: in the entry chunk, each lazy chunk that calls it
  // would import the entry and so list the entry's stylesheet among its dependencies, and fetch it
  // again as a file though the server inlines it
  { name: 'preload', test: /^\0vite[\\/]preload-helper/, priority: 60 },
  { name: 'react', test: /[\\/]node_modules[\\/](react|react-dom|scheduler)[\\/]/, priority: 50 },
  {
    name: 'router',
    test: /[\\/]node_modules[\\/](react-router|cookie|set-cookie-parser)[\\/]/,
    priority: 40,
  },
  { name: 'query', test: /[\\/]node_modules[\\/]@tanstack[\\/]/, priority: 30 },
  { name: 'zod', test: /[\\/]node_modules[\\/]zod[\\/]/, priority: 20 },
  { name: 'hls', test: /[\\/]node_modules[\\/]hls\.js[\\/]/, priority: 10 },
  // the app's own modules that the shell and the lazy pages share (all of them needed on every
  // page): one chunk rather than a handful of tiny ones
  {
    name: 'shell',
    test: /[\\/]src[\\/]shared[\\/](api[\\/](client|api-error|resource-cache|student-data|query-registry)|auth[\\/](auth-context|session|device-id|validation|auth-api)|i18n[\\/]|ssr[\\/]|ui[\\/](Spinner|button-classes|preloadable))/,
    priority: 5,
  },
  // small modules the public pages' lazy parts share (cards, tabs, fields, validation and the
  // core rules they show): one chunk instead of a dozen of about 1 KB each, whose requests'
  // headers outweighed their bodies. Only these modules, not what they import (the shell's and
  // the vendors' modules stay in their own chunks).
  {
    name: 'parts',
    test: /([\\/]src[\\/]shared[\\/](ui[\\/](EmptyState|ErrorView|Pagination|Tabs|fields|images|CourseCard)|api[\\/](query-keys|LazyErrorMessage))|[\\/]core[\\/]src[\\/]rules[\\/](grade|digits|display|course-defaults|validation|identity))\.tsx?$/,
    includeDependenciesRecursively: false,
    priority: 4,
  },
  // the home page's sections, loaded together after its first paint: one request, not four
  {
    name: 'home-sections',
    test: /[\\/]src[\\/]features[\\/]home[\\/](components[\\/](CoursesSection|BooksSection|LectureCodesSection|TestimonialsSection|CourseCard)|api[\\/](active-courses|active-books|enter-unit-code)|hooks[\\/]use-rotation)\.tsx?$/,
    includeDependenciesRecursively: false,
    priority: 4,
  },
  // every error text of the app and the choice of one by code: the screens that can fail load it,
  // the landing page only when a section's request has failed (shared/api/LazyErrorMessage.tsx)
  {
    name: 'errors',
    test: /([\\/]src[\\/]shared[\\/]api[\\/]error-text|[\\/]core[\\/]src[\\/](messages[\\/]catalogue[\\/](errors|error-codes)|contract[\\/]error-codes))\.tsx?$/,
    includeDependenciesRecursively: false,
    priority: 3,
  },
];

/** The chunks of the landing closure that are loaded before any lazy import runs (see above). */
const ALWAYS_LOADED = /^assets\/(react|router|shell|preload|rolldown-runtime)-[\w-]+\.js$/;

/**
 * `vite build` builds the client into dist/; `vite build --ssr src/entry-server.tsx` builds the
 * server's render of the public pages into dist-ssr/ (loaded by the API, apps/api/src/ssr/),
 * with @dars/core bundled in and the other packages imported from node_modules.
 */
export default defineConfig(({ isSsrBuild }) => ({
  plugins: [react(), tailwindcss(), ...(isSsrBuild ? [] : [chunkSizeBudget(), precompress()])],
  ssr: { noExternal: ['@dars/core'] },
  server: { port: 3250, proxy },
  preview: { port: 3251, proxy },
  build: isSsrBuild
    ? {
        outDir: 'dist-ssr',
        emptyOutDir: true,
        target: 'node20',
        sourcemap: false,
        copyPublicDir: false,
        rolldownOptions: { output: { entryFileNames: '[name].js' } },
      }
    : {
        outDir: 'dist',
        emptyOutDir: true,
        target: 'es2022',
        sourcemap: false,
        // the limit is checked per chunk by chunkSizeBudget (build/chunk-size.ts): hls.js, loaded only
        // for an HLS video, has its own limit as long as it stays lazy; every other chunk keeps 500 kB
        chunkSizeWarningLimit: Number.POSITIVE_INFINITY,
        // index.html preloads the entry's static imports, and a lazy route chunk's own imports are
        // fetched with it rather than one parse later. The server adds the first route's lazy chunk
        // to the HTML from the manifest (apps/api/src/ssr/). No polyfill: every supported browser
        // knows modulepreload.
        modulePreload: {
          polyfill: false,
          // a lazy chunk's imports are fetched with it, except the chunks every page has loaded
          // before the app imports anything lazily (React, the router, the shell, the runtime and
          // this helper): naming them again in each lazy import cost the landing route 0.2 KB.
          // The document's preloads and the entry's own import of the app (the entry chunk is
          // index.html's) keep their whole list.
          resolveDependencies: (_file, deps, { hostId, hostType }) =>
            hostType === 'html' || /^assets\/index-/.test(hostId)
              ? deps
              : deps.filter((dep) => !ALWAYS_LOADED.test(dep)),
        },
        manifest: true,
        rolldownOptions: {
          output: { codeSplitting: { groups: vendorGroups } },
          // zod schema builders have no side effects: unused schemas (and zod itself) can be
          // dropped from chunks that only need plain values from @dars/core.
          treeshake: { manualPureFunctions: ['z', 'zod'] },
        },
      },
}));
