import './styles/index.css';

/** Calls `then` once the browser reports the page's first contentful paint (or after `limitMs`). */
function afterFirstPaint(then: () => void, limitMs: number): void {
  let done = false;
  const once = () => {
    if (done) return;
    done = true;
    then();
  };
  if (typeof PerformanceObserver === 'undefined') return void setTimeout(once, 0);
  const observer = new PerformanceObserver((entries) => {
    if (entries.getEntriesByName('first-contentful-paint').length === 0) return;
    observer.disconnect();
    setTimeout(once, 0);
  });
  try {
    observer.observe({ type: 'paint', buffered: true });
  } catch {
    return void setTimeout(once, 0);
  }
  setTimeout(once, limitMs);
}

/**
 * The page's entry; it imports nothing but the stylesheet, so nothing is fetched before the first
 * paint but the document, its fonts and images. A page the server rendered (its root holds the
 * page), or the loading shell of a page it did not (the signed-in app), is on screen as soon as
 * its HTML is; once the browser has painted it, the page's chunks (the
 * `modulepreload-after-paint` links the server wrote, apps/api/src/ssr/html-shell.ts) are fetched
 * together and the app is imported, so neither the download of the code, its evaluation nor the
 * hydration delays the first paint.
 */
function start(): void {
  const links = [...document.querySelectorAll<HTMLLinkElement>('link[rel="modulepreload-after-paint"]')];
  // a link starts its fetch the moment it becomes a modulepreload, and on a slow phone twenty of
  // them in one go made a long task: a few per task, then the app
  const loaded: Array<Promise<unknown>> = [];
  const preloadSome = () => {
    for (const link of links.splice(0, 4)) {
      loaded.push(
        new Promise((resolve) => {
          link.addEventListener('load', resolve, { once: true });
          link.addEventListener('error', resolve, { once: true });
        }),
      );
      link.href = link.dataset.href ?? '';
      link.rel = 'modulepreload';
    }
    if (links.length > 0) setTimeout(preloadSome, 0);
    // the browser compiles a preloaded module beside the page; evaluated before that is done, the
    // page's thread waits for the compilation, in the middle of a task
    else void Promise.race([Promise.all(loaded), wait(5_000)]).then(evaluateInSteps);
  };
  preloadSome();
}

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * The app's code, evaluated a library at a time, each in a task of its own: evaluated together
 * (React, the router, the shell's texts and client, the app) they were one task of about 45 ms on
 * this machine kind, four times that on a slow phone, during which a tap waits
 * (docs/decisions/0044-main-thread-of-the-public-pages.md). Each step only evaluates what an
 * earlier one has not; main.tsx goes on in the same manner.
 */
function evaluateInSteps(): void {
  const steps = [
    () => import('react'),
    () => import('react-router'),
    () => import('./shared/i18n/index.ts'),
    () => import('./main.tsx'),
  ];
  const next = () => {
    const step = steps.shift();
    if (step) void step().then(() => setTimeout(next, 0));
  };
  next();
}
// the server's document paints its content or its loading shell from the HTML (html-shell.ts);
// a document without either (the development server's) starts the app at once
if (document.getElementById('root')?.hasChildNodes() || document.getElementById('app-shell'))
  afterFirstPaint(start, 3_000);
else start();

// the installed app's service worker (apps/api/src/ssr/installed-app/): production builds only, not
// in the console, registered when the loaded page leaves the browser idle
if (import.meta.env.PROD && 'serviceWorker' in navigator && !location.pathname.startsWith('/teacher'))
  addEventListener('load', () =>
    (window.requestIdleCallback ?? setTimeout)(() => {
      navigator.serviceWorker.register('/sw.js', { updateViaCache: 'none' }).catch(() => undefined);
    }),
  );
