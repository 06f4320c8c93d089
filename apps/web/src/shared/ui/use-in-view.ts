import { useEffect, useRef, useState } from 'react';
import { isServer } from '../ssr/server-state.ts';

/**
 * True once the element has come near the viewport (and stays true): sections use it to load
 * their data only when the visitor scrolls towards them. Without IntersectionObserver
 * (old browsers, jsdom) it is true at once; on the server, never (nothing is scrolled there).
 */
export function useInView<T extends Element>(rootMargin = '200px'): [React.RefObject<T | null>, boolean] {
  const ref = useRef<T>(null);
  const [inView, setInView] = useState(() => !isServer && typeof IntersectionObserver === 'undefined');

  useEffect(() => {
    if (inView) return;
    const element = ref.current;
    if (!element) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) {
          setInView(true);
          observer.disconnect();
        }
      },
      { rootMargin },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [inView, rootMargin]);

  return [ref, inView];
}
