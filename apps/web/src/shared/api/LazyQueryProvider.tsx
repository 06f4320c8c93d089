import { preloadable } from '../ui/preloadable.tsx';

/**
 * TanStack Query's provider, loaded with the first page or section that needs it, so the
 * landing route itself does not download TanStack Query. Wrap it in <Suspense>.
 */
export const LazyQueryProvider = preloadable(() => import('./QueryProvider.tsx'));
