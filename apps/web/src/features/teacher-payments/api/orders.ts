import { keepPreviousData, useMutation, useQuery } from '@tanstack/react-query';
import type { EndpointBody } from '@dars/core/contract';
import { downloadTeacherFile } from '../../../shared/api/download.ts';
import { callTeacher, loadTeacher, teacherQueryKey } from '../../../shared/api/teacher-client.ts';
import { useConsoleMutation } from '../../../shared/console/index.ts';

const PAGE_SIZE = 20;
const DAY_MS = 86_400_000;

/** The orders table's filters, as kept in the address ('' when unset). */
export const ORDER_FILTER_KEYS = ['status', 'method', 'courseId', 'from', 'to', 'search'] as const;
export type OrderFilters = Record<(typeof ORDER_FILTER_KEYS)[number], string>;

/** A day typed in a date field, as the moment it starts (or ends) in the teacher's time. */
const dayBound = (day: string, end: boolean) => {
  const at = new Date(`${day}T${end ? '23:59:59.999' : '00:00:00'}`);
  return Number.isNaN(at.getTime()) ? undefined : at.toISOString();
};

/** The filters as the server takes them (the table and its export share them). */
const filterArgs = (filters: OrderFilters) => {
  const from = filters.from ? dayBound(filters.from, false) : undefined;
  const to = filters.to ? dayBound(filters.to, true) : undefined;
  return {
    ...(filters.status ? { status: filters.status as 'paid' } : {}),
    ...(filters.method ? { method: filters.method as 'card' } : {}),
    ...(filters.courseId ? { courseId: filters.courseId } : {}),
    ...(from ? { from } : {}),
    ...(to ? { to } : {}),
    ...(filters.search ? { search: filters.search } : {}),
  };
};

export function useOrders(page: number, filters: OrderFilters) {
  const args = { page, pageSize: PAGE_SIZE, ...filterArgs(filters) };
  return useQuery({
    queryKey: teacherQueryKey('teacherOrders', args),
    queryFn: ({ signal }) => loadTeacher('teacherOrders', args, { signal }),
    placeholderData: keepPreviousData,
  });
}

/** Revenue of the last 30 days (to the next whole hour, so the key holds for a while). */
export function useRevenue(options: { enabled?: boolean } = {}) {
  const to = new Date(Math.ceil(Date.now() / 3_600_000) * 3_600_000);
  const args = { from: new Date(to.getTime() - 30 * DAY_MS).toISOString(), to: to.toISOString() };
  return useQuery({
    queryKey: teacherQueryKey('teacherRevenue', args),
    queryFn: ({ signal }) => loadTeacher('teacherRevenue', args, { signal }),
    enabled: options.enabled ?? true,
  });
}

/** One order by its reference (the receipt). */
export function useTeacherOrder(reference: string) {
  return useQuery({
    queryKey: teacherQueryKey('teacherOrder', { reference }),
    queryFn: ({ signal }) => loadTeacher('teacherOrder', { reference }, { signal }),
    retry: false,
  });
}

/** Saves the orders the table's filters select as a CSV or XLSX file (the server records it). */
export function useDownloadOrders() {
  return useMutation({
    mutationFn: ({ filters, format }: { filters: OrderFilters; format: 'csv' | 'xlsx' }) =>
      downloadTeacherFile('teacherOrdersExport', { format, ...filterArgs(filters) }, `orders.${format}`),
  });
}

export function useRefundOrder() {
  return useConsoleMutation((args: { reference: string; amountCents?: number }) =>
    loadTeacher('teacherRefundOrder', args),
  );
}

export function usePaymentSettings() {
  return useQuery({
    queryKey: teacherQueryKey('teacherPaymentSettings'),
    // null: the tenant has no settings yet (no online payment)
    queryFn: async ({ signal }) =>
      (await callTeacher('teacherPaymentSettings', undefined, { signal })).data ?? null,
  });
}

export function useSavePaymentSettings() {
  return useConsoleMutation((body: EndpointBody<'teacherSavePaymentSettings'>) =>
    callTeacher('teacherSavePaymentSettings', body),
  );
}
