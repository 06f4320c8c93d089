import { lazy, Suspense } from 'react';
import { useInView } from '../../shared/ui/use-in-view.ts';

const Footer = lazy(() => import('./Footer.tsx'));

/**
 * The footer sits below the fold on every page; its code and its data (contact links, tenant
 * figures) load when the visitor scrolls near it, which keeps the landing route small.
 */
export function LazyFooter() {
  const [ref, inView] = useInView<HTMLDivElement>('400px');
  return (
    <div ref={ref} className="min-h-64 bg-gray-900">
      {inView && (
        <Suspense fallback={null}>
          <Footer />
        </Suspense>
      )}
    </div>
  );
}
