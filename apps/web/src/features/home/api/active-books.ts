import { useQuery } from '@tanstack/react-query';
import type { ActiveBooksResponse, BookListData } from '@dars/core/contract';
import { apiFetch, ApiError } from '../../../shared/api/client.ts';

export const HOME_BOOKS_PAGE_SIZE = 10;

export async function fetchActiveBooks(page: number, signal?: AbortSignal): Promise<BookListData> {
  try {
    const answer = await apiFetch<ActiveBooksResponse>('/api/Book/active', {
      query: { pageNumber: page, pageSize: HOME_BOOKS_PAGE_SIZE },
      signal,
    });
    return (
      answer?.data ?? {
        books: [],
        totalCount: 0,
        pageNumber: page,
        pageSize: HOME_BOOKS_PAGE_SIZE,
        totalPages: 0,
      }
    );
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) {
      return { books: [], totalCount: 0, pageNumber: page, pageSize: HOME_BOOKS_PAGE_SIZE, totalPages: 0 };
    }
    throw error;
  }
}

export function useActiveBooks(page: number, enabled: boolean) {
  return useQuery({
    queryKey: ['active-books', page],
    queryFn: ({ signal }) => fetchActiveBooks(page, signal),
    enabled,
  });
}
