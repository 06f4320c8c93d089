import { useQuery } from '@tanstack/react-query';
import type { UnitTreeWithProgress } from '@dars/core/contract';
import { ApiError, call } from '../../../shared/api/client.ts';
import { queryKeyOf } from '../../../shared/api/query-keys.ts';

export const unitTreeKey = (unitId: number) => queryKeyOf('unitTreeWithProgress', { unitId });

export async function fetchUnitTree(unitId: number, signal?: AbortSignal): Promise<UnitTreeWithProgress> {
  const body = await call('unitTreeWithProgress', { unitId }, { signal });
  if (!body?.data) throw new ApiError(404, body?.message ?? '', body);
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
