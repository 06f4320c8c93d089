import { useQuery } from '@tanstack/react-query';
import { callTeacher, loadTeacher, teacherQueryKey } from '../../../shared/api/teacher-client.ts';

const DAY_MS = 86_400_000;

/** Whether the tenant sells online (its Paymob settings are saved); asked of the Admin only. */
export function useSellsOnline(enabled: boolean) {
  return useQuery({
    queryKey: teacherQueryKey('teacherPaymentSettings'),
    queryFn: async ({ signal }) =>
      (await callTeacher('teacherPaymentSettings', undefined, { signal })).data ?? null,
    enabled,
    select: (settings) => settings !== null,
  });
}

/** Money kept from paid orders in the last 30 days (to the next whole hour, so the key holds a while). */
export function useDashboardRevenue(enabled: boolean) {
  const to = new Date(Math.ceil(Date.now() / 3_600_000) * 3_600_000);
  const args = { from: new Date(to.getTime() - 30 * DAY_MS).toISOString(), to: to.toISOString() };
  return useQuery({
    queryKey: teacherQueryKey('teacherRevenue', args),
    queryFn: ({ signal }) => loadTeacher('teacherRevenue', args, { signal }),
    enabled,
  });
}
