import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { EndpointBody } from '@dars/core/contract';
import { loadTeacher, teacherQueryKey } from '../../../shared/api/teacher-client.ts';

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

function useRefreshBatches() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: teacherQueryKey('teacherCodeBatches') });
}

export function useCreateCodeBatch() {
  const refresh = useRefreshBatches();
  return useMutation({
    mutationFn: (body: EndpointBody<'teacherCreateCodeBatch'>) => loadTeacher('teacherCreateCodeBatch', body),
    onSuccess: () => void refresh(),
  });
}

export function useRevokeCodeBatch() {
  const refresh = useRefreshBatches();
  return useMutation({
    mutationFn: (batchId: number) => loadTeacher('teacherRevokeCodeBatch', { batchId }),
    onSuccess: () => void refresh(),
  });
}

/** A code's story; each look-up is one request (not cached: the answer changes with redemptions). */
export function lookUpCode(code: string) {
  return loadTeacher('teacherLookupCode', { code });
}

/** The printable cards of the codes just created (the server renders them, keeps nothing). */
export function loadCodeCards(batchId: number, codes: string[]) {
  return loadTeacher('teacherCodeCards', { batchId, codes, siteOrigin: window.location.origin });
}
