import { useQuery } from '@tanstack/react-query';
import type { UnitTreeWithProgress } from '@dars/core/contract';
import { apiFetch, ApiError } from '../../../shared/api/client.ts';
import type { Envelope } from '../../../shared/api/envelope.ts';

export const unitTreeKey = (unitId: number) => ['unit-tree-with-progress', unitId] as const;

export async function fetchUnitTree(unitId: number, signal?: AbortSignal): Promise<UnitTreeWithProgress> {
  const body = await apiFetch<Envelope<UnitTreeWithProgress>>('/api/Course/tree-unit-with-progress', {
    query: { unitId },
    signal,
  });
  if (!body?.data) throw new ApiError(404, body?.message || 'Unit not found.', body);
  return body.data;
}

export function useUnitTree(unitId: number | null) {
  return useQuery({
    queryKey: unitTreeKey(unitId ?? -1),
    queryFn: ({ signal }) => fetchUnitTree(unitId as number, signal),
    enabled: unitId !== null,
    staleTime: 0,
  });
}
