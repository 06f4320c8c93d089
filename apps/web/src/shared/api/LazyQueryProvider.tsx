import { lazy } from 'react';

/**
 * TanStack Query's provider, loaded with the first page or section that needs it, so the
 * landing route itself does not download TanStack Query. Wrap it in <Suspense>.
 */
export const LazyQueryProvider = lazy(() => import('./QueryProvider.tsx'));
