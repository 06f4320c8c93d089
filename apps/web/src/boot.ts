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
 * page) is on screen as soon as its HTML is; once the browser has painted it, the page's chunks
 * (the `modulepreload` links the server wrote with `data-href`, apps/api/src/ssr/html-shell.ts)
 * are fetched together and the app is imported, so neither the download of the code, its
 * evaluation nor the hydration delays the first paint. Any other page starts the app at once.
 */
function start(): void {
  for (const link of document.querySelectorAll<HTMLLinkElement>('link[rel="modulepreload"][data-href]'))
    link.href = link.dataset.href ?? '';
  void import('./main.tsx');
}
if (document.getElementById('root')?.hasChildNodes()) afterFirstPaint(start, 3_000);
else start();
