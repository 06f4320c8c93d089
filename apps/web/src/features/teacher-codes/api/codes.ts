import { keepPreviousData, useMutation, useQuery } from '@tanstack/react-query';
import type { EndpointBody } from '@dars/core/contract';
import { downloadTeacherFile } from '../../../shared/api/download.ts';
import { loadTeacher, teacherQueryKey } from '../../../shared/api/teacher-client.ts';
import { useConsoleMutation } from '../../../shared/console/index.ts';

export function useCodeTargets() {
  return useQuery({
    queryKey: teacherQueryKey('teacherCodeTargets'),
    queryFn: ({ signal }) => loadTeacher('teacherCodeTargets', {}, { signal }),
  });
}

export function useCodeBatches(page: number) {
  return useQuery({
    queryKey: teacherQueryKey('teacherCodeBatches', { page, pageSize: 10 }),
    queryFn: ({ signal }) => loadTeacher('teacherCodeBatches', { page, pageSize: 10 }, { signal }),
    placeholderData: keepPreviousData,
  });
}

export function useCreateCodeBatch() {
  return useConsoleMutation((body: EndpointBody<'teacherCreateCodeBatch'>) =>
    loadTeacher('teacherCreateCodeBatch', body),
  );
}

export function useRevokeCodeBatch() {
  return useConsoleMutation((batchId: number) => loadTeacher('teacherRevokeCodeBatch', { batchId }));
}

/** A code's story; each look-up is one request (not cached: the answer changes with redemptions). */
export function useLookUpCode() {
  return useMutation({ mutationFn: (code: string) => loadTeacher('teacherLookupCode', { code }) });
}

/** The printable cards of the codes just created (the server renders them, keeps nothing). */
export function useCodeCards() {
  return useMutation({
    mutationFn: ({ batchId, codes }: { batchId: number; codes: string[] }) =>
      loadTeacher('teacherCodeCards', { batchId, codes, siteOrigin: window.location.origin }),
  });
}

/** The teacher's download of a batch's still-unused codes again (Admin; the server records it). */
export function useDownloadUnusedCodes() {
  return useMutation({
    mutationFn: ({ batchId, format }: { batchId: number; format: 'csv' | 'xlsx' }) =>
      downloadTeacherFile(
        'teacherCodeBatchDownload',
        { batchId, format },
        `codes-${batchId}-unused.${format}`,
      ),
  });
}
