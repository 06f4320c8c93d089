import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { Grade, Term } from '@dars/core/rules';
import type { MyUnitCodesData } from '@dars/core/contract';
import { apiFetch, ApiError } from '../../../shared/api/client.ts';
import type { Envelope } from '../../../shared/api/envelope.ts';

export const MY_UNITS_PAGE_SIZE = 12;

export interface MyUnitsQuery {
  page: number;
  search: string;
  grade: Grade | null;
  term: Term | null;
}

export const myUnitsKey = (query: MyUnitsQuery) => ['my-unit-codes', query] as const;
export const myUnitsRootKey = ['my-unit-codes'] as const;

export async function fetchMyUnits(query: MyUnitsQuery, signal?: AbortSignal): Promise<MyUnitCodesData> {
  const body = await apiFetch<Envelope<MyUnitCodesData>>('/api/UnitCode/GetMyUnitCodes', {
    query: {
      pageNumber: query.page,
      pageSize: MY_UNITS_PAGE_SIZE,
      search: query.search.trim() || undefined,
      grade: query.grade ?? undefined,
      term: query.term ?? undefined,
    },
    signal,
  });
  if (!body?.data) throw new ApiError(500, body?.message || 'Failed to fetch units', body);
  return body.data;
}

export function useMyUnits(query: MyUnitsQuery) {
  return useQuery({
    queryKey: myUnitsKey(query),
    queryFn: ({ signal }) => fetchMyUnits(query, signal),
    placeholderData: keepPreviousData,
  });
}
