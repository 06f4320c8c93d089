import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { EndpointQuery } from '@dars/core/contract';
import { loadTeacher, teacherQueryKey } from '../../../shared/api/teacher-client.ts';

export type AuditLogFilters = EndpointQuery<'teacherAuditLog'>;

export function useAuditLog(filters: AuditLogFilters) {
  return useQuery({
    queryKey: teacherQueryKey('teacherAuditLog', filters),
    queryFn: ({ signal }) => loadTeacher('teacherAuditLog', filters, { signal }),
    placeholderData: keepPreviousData,
  });
}
