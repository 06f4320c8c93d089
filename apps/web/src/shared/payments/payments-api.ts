import { useQuery } from '@tanstack/react-query';
import './messages.ts';
import type { Order } from '@dars/core/contract';
import type { MessageId } from '@dars/core/messages/runtime';
import { call } from '../api/client.ts';
import { errorTextId } from '../api/error-text.ts';
import { queryKeyOf } from '../api/query-keys.ts';

/** Whether the teacher takes online payments, and by which methods (none: no button anywhere). */
export function usePaymentOptions() {
  return useQuery({
    queryKey: queryKeyOf('paymentOptions'),
    queryFn: async ({ signal }) => (await call('paymentOptions', undefined, { signal })).data,
    staleTime: 60_000,
  });
}

/** What a student buys: a paid course, or a unit sold on its own. */
export type Purchase = { courseId: string; unitId?: undefined } | { unitId: number; courseId?: undefined };

/**
 * Makes the order and sends the browser to Paymob's checkout (no card data ever reaches us). A
 * discount code covering the whole price enrols at once: the order's reference is answered instead.
 */
export async function startCheckout(
  purchase: Purchase,
  discountCode: string,
): Promise<{ paid: string } | null> {
  const what = purchase.unitId !== undefined ? { unitId: purchase.unitId } : { courseId: purchase.courseId };
  const answer = await call('createOrder', { ...what, ...(discountCode.trim() ? { discountCode } : {}) });
  if (!answer.data) throw new Error('no checkout');
  if (answer.data.checkoutUrl === null) return { paid: answer.data.reference };
  window.location.assign(answer.data.checkoutUrl);
  return null;
}

export function checkoutFailure(error: unknown): MessageId {
  return errorTextId(error, { fallback: 'payments.startFailed', network: 'errors.enrolNetwork' });
}

const POLL_MS = 3_000;

/** One of the student's orders; asked again every few seconds while it waits for its payment. */
export function useMyOrder(reference: string | null) {
  return useQuery({
    queryKey: queryKeyOf('myOrder', { reference: reference ?? '' }),
    queryFn: async ({ signal }) => (await call('myOrder', { reference: reference! }, { signal })).data,
    enabled: Boolean(reference),
    refetchInterval: (query) => (query.state.data?.status === 'pending' ? POLL_MS : false),
  });
}

/** A receipt: one of the student's own orders (404 for anyone else's). */
export function useReceiptOrder(reference: string) {
  return useQuery({
    queryKey: queryKeyOf('myOrder', { reference }),
    queryFn: async ({ signal }) => (await call('myOrder', { reference }, { signal })).data,
    retry: false,
  });
}

export function useMyOrders() {
  return useQuery({
    queryKey: queryKeyOf('myOrders'),
    queryFn: async ({ signal }): Promise<Order[]> =>
      (await call('myOrders', undefined, { signal })).data ?? [],
  });
}
