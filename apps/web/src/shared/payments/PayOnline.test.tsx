import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import PayOnline from './PayOnline.tsx';
import { json, mockFetch, pathOf, type RecordedCall } from '../../test/fetch-mock.ts';
import { renderWithProviders, signIn } from '../../test/render.tsx';
import { reloadSession } from '../auth/session.ts';

const COURSE_ID = '0f8e7d6c-5b4a-4392-8170-6f5e4d3c2b1a';
const REFERENCE = '7d9f1c2e-0a4b-4c8d-9e1f-2a3b4c5d6e7f';

function api(options: { online: boolean; discountCodes: boolean }, order: unknown) {
  return mockFetch((call: RecordedCall) => {
    if (pathOf(call) === '/api/payments/options')
      return json({
        success: true,
        message: 'ok',
        data: { ...options, methods: options.online ? ['card', 'wallet'] : [] },
      });
    if (pathOf(call) === '/api/payments/orders' && call.method === 'POST')
      return json({ success: true, message: 'ok', data: order });
    return json({ success: false, message: 'unexpected' }, 404);
  });
}
const posted = (calls: RecordedCall[]) =>
  calls.filter((call) => call.method === 'POST').map((call) => JSON.parse(String(call.body)) as unknown);

beforeEach(() => {
  reloadSession();
  signIn();
});
afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

describe('the pay box', () => {
  it('shows nothing when the teacher neither sells online nor has a usable discount code', async () => {
    const { calls } = api({ online: false, discountCodes: false }, null);
    renderWithProviders(<PayOnline courseId={COURSE_ID} />, { path: `/courses/${COURSE_ID}` });
    await waitFor(() => expect(calls.some((call) => pathOf(call) === '/api/payments/options')).toBe(true));
    expect(screen.queryByLabelText('كود الخصم (إن وجد)')).toBeNull();
    expect(screen.queryByRole('button')).toBeNull();
  });

  it('without online payment, a whole-price discount code enrols from the box and the page shows the outcome', async () => {
    const { calls } = api(
      { online: false, discountCodes: true },
      { reference: REFERENCE, amountCents: 0, currency: 'EGP', status: 'paid', checkoutUrl: null },
    );
    renderWithProviders(<PayOnline courseId={COURSE_ID} />, {
      path: `/courses/${COURSE_ID}`,
      route: '/courses/:id',
    });
    const use = await screen.findByRole('button', { name: 'استخدم كود الخصم' });
    expect(use).toBeDisabled();
    expect(screen.queryByRole('button', { name: 'ادفع أونلاين' })).toBeNull();
    expect(screen.getByText('كود الخصم الذي يغطي السعر كاملاً يسجلك فوراً.')).toBeVisible();
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('كود الخصم (إن وجد)'), 'gift 100');
    await user.click(use);
    await waitFor(() =>
      expect(screen.getByTestId('location')).toHaveTextContent(`/courses/${COURSE_ID}?order=${REFERENCE}`),
    );
    expect(posted(calls)).toEqual([{ courseId: COURSE_ID, discountCode: 'gift 100' }]);
  });

  it('a unit sold on its own is ordered by its id, and the box says it is taking the student to pay', async () => {
    const checkoutUrl = 'https://accept.paymob.com/unifiedcheckout/?publicKey=pk&clientSecret=cs';
    const { calls } = api(
      { online: true, discountCodes: false },
      { reference: REFERENCE, amountCents: 3_500, currency: 'EGP', status: 'pending', checkoutUrl },
    );
    renderWithProviders(<PayOnline courseId={COURSE_ID} unitId={12} />, { path: `/courses/${COURSE_ID}` });
    await userEvent.setup().click(await screen.findByRole('button', { name: 'ادفع أونلاين' }));
    await waitFor(() => expect(posted(calls)).toEqual([{ unitId: 12 }]));
    // the browser is sent on to Paymob's page (jsdom does not leave the page): the button says so
    expect(await screen.findByRole('button', { name: /جارٍ تحويلك إلى صفحة الدفع/ })).toBeVisible();
  });
});
