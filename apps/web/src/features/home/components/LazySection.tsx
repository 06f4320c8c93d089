import { lazy, Suspense, useMemo, type ComponentType } from 'react';
import { LazyQueryProvider } from '../../../shared/api/LazyQueryProvider.tsx';
import { useInView } from '../../../shared/ui/use-in-view.ts';

export interface LazySectionProps {
  /** Fragment target (e.g. 'courses' for /#courses); present before the section loads. */
  id: string;
  loadingText: string;
  load: () => Promise<{ default: ComponentType }>;
  className?: string;
}

/**
 * Spec §1: each landing section loads lazily with a loading text. The section's code (and its
 * data) is fetched only when it comes near the viewport.
 */
export function LazySection({ id, loadingText, load, className = '' }: LazySectionProps) {
  const [ref, inView] = useInView<HTMLDivElement>('300px');
  // eslint-disable-next-line react-hooks/exhaustive-deps
  const Section = useMemo(() => lazy(load), []);
  const loading = (
    <p role="status" className="mx-auto max-w-7xl px-4 py-16 text-center text-gray-700">
      {loadingText}
    </p>
  );
  return (
    <div id={id} ref={ref} className={`min-h-48 scroll-mt-20 ${className}`}>
      {inView ? (
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
