import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { Grade, Term } from '@dars/core/rules';
import type { MyUnitCodesData } from '@dars/core/contract';
import { ApiError, call } from '../../../shared/api/client.ts';
import { queryKeyOf } from '../../../shared/api/query-keys.ts';

export const MY_UNITS_PAGE_SIZE = 12;

export interface MyUnitsQuery {
  page: number;
  search: string;
  grade: Grade | null;
  term: Term | null;
}

function argsOf(query: MyUnitsQuery) {
  return {
    pageNumber: query.page,
    pageSize: MY_UNITS_PAGE_SIZE,
    search: query.search.trim() || undefined,
    grade: query.grade ?? undefined,
    term: query.term ?? undefined,
  };
}

export const myUnitsKey = (query: MyUnitsQuery) => queryKeyOf('myUnitCodes', argsOf(query));
export const myUnitsRootKey = queryKeyOf('myUnitCodes');

export async function fetchMyUnits(query: MyUnitsQuery, signal?: AbortSignal): Promise<MyUnitCodesData> {
  const body = await call('myUnitCodes', argsOf(query), { signal });
  if (!body?.data) throw new ApiError(500, body?.message ?? '', body);
  return body.data;
}

export function useMyUnits(query: MyUnitsQuery) {
  return useQuery({
    queryKey: myUnitsKey(query),
    queryFn: ({ signal }) => fetchMyUnits(query, signal),
    placeholderData: keepPreviousData,
  });
}
