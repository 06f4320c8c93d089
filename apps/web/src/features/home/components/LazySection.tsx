import { Suspense, type ComponentType } from 'react';
import { LazyQueryProvider } from '../../../shared/api/LazyQueryProvider.tsx';
import { useAfterFirstPaint } from '../../../shared/ui/use-after-first-paint.ts';
import { preloadable } from '../../../shared/ui/preloadable.tsx';

export interface LazySectionProps {
  /** Fragment target (e.g. 'courses' for /#courses); present before the section loads. */
  id: string;
  loadingText: string;
  load: () => Promise<{ default: ComponentType }>;
  className?: string;
}

/**
 * Each landing section loads lazily with a loading text. The section's code (and its
 * data) is fetched right after the first paint, so it is usually there before the visitor
 * scrolls to it; its loading text shows until then. The box keeps a minimum height so that the
 * sections below the fold do not jump when one arrives. On the server the section is rendered
 * with its data (its loading text when the data could not be had).
 */
export function LazySection({ id, loadingText, load, className = '' }: LazySectionProps) {
  const painted = useAfterFirstPaint();
  // one component per module-level loader (preloaded before hydrating a server-rendered page)
  const Section = preloadable(load);
  const loading = (
    <p role="status" className="mx-auto max-w-7xl px-4 py-16 text-center text-gray-700">
      {loadingText}
    </p>
  );
  return (
    <div id={id} className={`min-h-48 scroll-mt-20 ${className}`}>
      {painted ? (
        <Suspense fallback={loading}>
          <LazyQueryProvider>
            <Section />
          </LazyQueryProvider>
        </Suspense>
      ) : (
        loading
      )}
    </div>
  );
}
