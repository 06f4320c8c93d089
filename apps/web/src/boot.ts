import './styles/index.css';
import { SERVER_STATE_ID } from './shared/ssr/server-state.ts';

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
 * The page's entry. A page the server rendered is on screen as soon as its HTML is: the app's
 * code (fetched meanwhile, see the `modulepreload` links the server adds) runs once the browser
 * has painted it, so neither its evaluation nor the hydration delays the first paint. Any other
 * page starts the app at once.
 */
const start = () => void import('./main.tsx');
if (document.getElementById(SERVER_STATE_ID)) afterFirstPaint(start, 3_000);
else start();
