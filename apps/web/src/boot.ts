import './styles/index.css';

/** Calls `then` once the browser reports the page's first contentful paint (or after `limitMs`). */
function afterFirstPaint(then: () => void, limitMs: number): void {
  let done = false;
  const once = () => {
    if (done) return;
    done = true;
    then();
  };
  setTimeout(once, limitMs);
  try {
    const observer = new PerformanceObserver((entries) => {
      if (entries.getEntriesByName('first-contentful-paint').length === 0) return;
      observer.disconnect();
      setTimeout(once, 0);
    });
    observer.observe({ type: 'paint', buffered: true });
  } catch {
    // a browser without paint timing: at once
    setTimeout(once, 0);
  }
}

/**
 * The page's entry; it imports nothing but the stylesheet, so nothing is fetched before the first
 * paint but the document, its fonts and images. A page the server rendered (its root holds the
 * page), or the loading shell of a page it did not (the signed-in app), is on screen as soon as
 * its HTML is; once the browser has painted it, the page's chunks (the
 * `modulepreload-after-paint` links the server wrote, apps/api/src/ssr/html-shell.ts) are fetched,
 * a few per task, and the app is imported once they have compiled, so neither the download of the
 * code, its evaluation nor the hydration delays the first paint.
 */
function start(): void {
  // the page's first read of local storage opens it, a wait of 6 to 12 ms on this machine kind:
  // here, in a task of its own, rather than in the middle of the app's evaluation
  try {
    void localStorage.length;
  } catch {
    // storage refused: the app reads its defaults
  }
  // The links the server named for after the first paint (a rel the browser does not know) take
  // their rel: the page's chunks, and the installed app's manifest, whose fetch and the icons'
  // that follow shared a slow link's first second with the font.
  const links = [...document.querySelectorAll<HTMLLinkElement>('link[rel$="-after-paint"]')];
  // a link starts its fetch the moment it takes its rel, and on a slow phone twenty of them in one
  // go made a long task, and four in one still did: two per task, then the app
  const compiled: Array<Promise<unknown>> = [];
  const activateSome = () => {
    for (const link of links.splice(0, 2)) {
      const rel = link.rel.slice(0, -'-after-paint'.length);
      if (rel === 'modulepreload') compiled.push(new Promise((done) => (link.onload = link.onerror = done)));
      link.href = link.dataset.href ?? '';
      link.rel = rel;
    }
    if (links.length > 0) setTimeout(activateSome, 0);
    // the browser compiles a preloaded module beside the page: evaluated before that is done, the
    // page's thread waits for the compilation in the middle of a task
    else
      void Promise.race([Promise.all(compiled), new Promise((done) => setTimeout(done, 5_000))]).then(
        () => import('./main.tsx'),
      );
  };
  setTimeout(activateSome, 0);
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
