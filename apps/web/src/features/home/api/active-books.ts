import { useQuery } from '@tanstack/react-query';
import type { BookListData } from '@dars/core/contract';
import { ApiError, call } from '../../../shared/api/client.ts';
import { queryKeyOf } from '../../../shared/api/query-keys.ts';

export const HOME_BOOKS_PAGE_SIZE = 10;

const empty = (page: number): BookListData => ({
  books: [],
  totalCount: 0,
  pageNumber: page,
  pageSize: HOME_BOOKS_PAGE_SIZE,
  totalPages: 0,
});

const argsOf = (page: number) => ({ pageNumber: page, pageSize: HOME_BOOKS_PAGE_SIZE });

export async function fetchActiveBooks(page: number, signal?: AbortSignal): Promise<BookListData> {
  try {
    const answer = await call('activeBooks', argsOf(page), { signal });
    return answer?.data ?? empty(page);
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) return empty(page);
    throw error;
  }
}

/** Key and loader of a page of books (also what the server renders the landing page from). */
export const activeBooksQuery = (page: number) => ({
  queryKey: queryKeyOf('activeBooks', argsOf(page)),
  queryFn: ({ signal }: { signal?: AbortSignal }) => fetchActiveBooks(page, signal),
});

export function useActiveBooks(page: number, enabled: boolean) {
  return useQuery({
    ...activeBooksQuery(page),
    enabled,
  });
}
