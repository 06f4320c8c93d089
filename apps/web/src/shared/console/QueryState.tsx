import type { ReactNode } from 'react';
import { errorTextId } from '../api/error-text.ts';
import { useT } from '../i18n/index.ts';
import { EmptyState } from '../ui/EmptyState.tsx';
import { ErrorView } from '../ui/ErrorView.tsx';
import { PageSpinner } from '../ui/Spinner.tsx';

export interface QueryStateProps<T> {
  query: { data: T | undefined; isPending: boolean; isError: boolean; error: unknown; refetch(): unknown };
  /** true when the loaded data has nothing to show */
  isEmpty?(data: T): boolean;
  empty?: ReactNode;
  children(data: T): ReactNode;
}

/** Every console list and page: a loading state, an error state with retry, an empty state, the data. */
export function QueryState<T>({ query, isEmpty, empty, children }: QueryStateProps<T>) {
  const t = useT();
  if (query.isPending) return <PageSpinner label={t('teacher.loading')} />;
  if (query.isError || query.data === undefined) {
    return (
      <ErrorView
        title={t('teacher.loadFailed')}
        message={t(errorTextId(query.error, { fallback: 'teacher.loadFailed' }))}
        onRetry={() => void query.refetch()}
      />
    );
  }
  if (isEmpty?.(query.data)) return <>{empty ?? <EmptyState title={t('teacher.loadFailed')} />}</>;
  return <>{children(query.data)}</>;
}
