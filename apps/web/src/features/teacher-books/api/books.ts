import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { EndpointBody } from '@dars/core/contract';
import type { CallArgs } from '../../../shared/api/client.ts';
import { callTeacher, loadTeacher, teacherQueryKey } from '../../../shared/api/teacher-client.ts';
import { useConsoleMutation } from '../../../shared/console/index.ts';

const PAGE_SIZE = 20;

export function useConsoleBooks(page: number) {
  return useQuery({
    queryKey: teacherQueryKey('teacherBooksList', { page, pageSize: PAGE_SIZE }),
    queryFn: ({ signal }) => loadTeacher('teacherBooksList', { page, pageSize: PAGE_SIZE }, { signal }),
    placeholderData: keepPreviousData,
  });
}

/** Creates a book or saves one (`id` and `version`), then uploads its cover when one was chosen. */
export function useSaveBook() {
  return useConsoleMutation(
    async ({
      book,
      image,
    }: {
      book: EndpointBody<'teacherBookCreate'> & { id?: number; version?: number };
      image: File | null;
    }) => {
      const { id, version, ...fields } = book;
      const saved =
        id !== undefined && version !== undefined
          ? await loadTeacher('teacherBookUpdate', { id, version, ...fields })
          : await loadTeacher('teacherBookCreate', fields);
      if (image) {
        const args = { id: saved.id, version: String(saved.version), image } as CallArgs<'teacherBookImage'>;
        await callTeacher('teacherBookImage', args);
      }
      return saved;
    },
  );
}

export function useDeleteBook() {
  return useConsoleMutation((book: { id: number; version: number }) =>
    callTeacher('teacherBookDelete', book),
  );
}
