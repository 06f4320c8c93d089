import { lazy, Suspense } from 'react';
import type { ErrorMessageProps } from './error-text.ts';

const ErrorMessage = lazy(() =>
  import('./error-text.ts').then((module) => ({ default: module.ErrorMessage })),
);

/**
 * A failure's text for the landing page's sections: every error text of the app (./error-text.ts)
 * arrives when a failure is first shown, not with the page's first load.
 */
export function LazyErrorMessage(props: ErrorMessageProps) {
  return (
    <Suspense fallback={null}>
      <ErrorMessage {...props} />
    </Suspense>
  );
}
