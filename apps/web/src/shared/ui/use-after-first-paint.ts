import { useEffect, useState } from 'react';
import { rendersServerHtml } from '../ssr/server-state.ts';

/**
 * False on the first render, true once the browser has painted it: work that is not needed for
 * the first screen (a section's code and data) starts then, without delaying the first paint and
 * without waiting for the visitor to scroll. True from the start on a page the server rendered,
 * whose HTML already has the work's result (and on the server itself).
 */
export function useAfterFirstPaint(): boolean {
  const [painted, setPainted] = useState(rendersServerHtml);
  useEffect(() => {
    if (painted) return;
    let timer: ReturnType<typeof setTimeout> | undefined;
    // the frame callback runs just before the paint; the timeout right after it
    const frame =
      typeof requestAnimationFrame === 'function'
        ? requestAnimationFrame(() => {
            timer = setTimeout(() => setPainted(true), 0);
          })
        : undefined;
    if (frame === undefined) timer = setTimeout(() => setPainted(true), 0);
    return () => {
      if (frame !== undefined) cancelAnimationFrame(frame);
      if (timer !== undefined) clearTimeout(timer);
    };
  }, [painted]);
  return painted;
}
