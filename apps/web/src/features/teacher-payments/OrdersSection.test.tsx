import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { DiscountCode, Order } from '@dars/core/contract';
import OrdersSection from './OrdersSection.tsx';
import { bodyOf, mockConsoleApi, renderConsole, signInAs } from '../../test/console.tsx';
import { pathOf, queryOf } from '../../test/fetch-mock.ts';
import { reloadSession } from '../../shared/auth/session.ts';

const COURSE = { id: '0f8e7d6c-5b4a-4392-8170-6f5e4d3c2b1a', name: 'الأحياء', units: [] };
const code = (over: Partial<DiscountCode>): DiscountCode => ({
  id: 1,
  code: 'RAMADAN50',
  kind: 'percent',
  value: 50,
  courseId: null,
  maxUses: 100,
  maxUsesPerStudent: 1,
  usedCount: 3,
  expiresAt: null,
  createdAt: '2026-02-01T09:00:00.000Z',
  disabledAt: null,
  ...over,
});
const order: Order = {
  reference: '7d9f1c2e-0a4b-4c8d-9e1f-2a3b4c5d6e7f',
  courseId: COURSE.id,
  courseName: 'الأحياء',
  unitId: 12,
  unitName: 'الوحدة الأولى',
  studentId: 's1',
  studentName: 'مريم أحمد',
  amountCents: 12_000,
  discountCents: 3_000,
  refundedCents: 2_000,
  currency: 'EGP',
  status: 'paid',
  method: 'card',
  billReference: null,
  createdAt: '2026-02-01T09:00:00.000Z',
  updatedAt: '2026-02-03T10:00:00.000Z',
  paidAt: '2026-02-01T09:05:00.000Z',
  refunds: [
    { amountCents: 1_500, refundedAt: '2026-02-02T10:00:00.000Z' },
    { amountCents: 500, refundedAt: '2026-02-03T10:00:00.000Z' },
  ],
};

beforeEach(() => {
  reloadSession();
  signInAs('Admin');
});
afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

const codesRoutes = (extra: Record<string, unknown> = {}) => ({
  'GET /api/teacher/code-targets': { teacherName: 'المعلم', courses: [COURSE] },
  'GET /api/teacher/discount-codes': [
    code({}),
    code({ id: 2, code: 'BIO-FIXED', kind: 'fixed', value: 2_550, courseId: COURSE.id, maxUses: null }),
    code({ id: 3, code: 'OLDCODE', disabledAt: '2026-02-02T09:00:00.000Z' }),
  ],
  ...extra,
});

// typing a whole form is slow on a loaded machine: these tests get more time than the default
describe('the discount codes screen', { timeout: 20_000 }, () => {
  it('lists each code with its value, course, use and state', async () => {
    mockConsoleApi(codesRoutes());
    renderConsole(<OrdersSection />, '/teacher/orders/discount-codes', '/teacher/orders/*');
    const first = await screen.findByTestId('discount-code-1');
    expect(first).toHaveTextContent('خصم 50٪');
    expect(first).toHaveTextContent('كل الدورات');
    expect(first).toHaveTextContent('الاستخدام: 3 من 100');
    expect(within(first).getByText('فعّال')).toBeVisible();
    const fixed = screen.getByTestId('discount-code-2');
    expect(fixed).toHaveTextContent('خصم 25.50 ج.م');
    expect(fixed).toHaveTextContent('الأحياء');
    expect(fixed).toHaveTextContent('(بلا حد)');
    const old = screen.getByTestId('discount-code-3');
    expect(within(old).getByText('موقوف')).toBeVisible();
    expect(within(old).queryByRole('button')).toBeNull();
  });

  it('makes a fixed code for one course: pounds are sent as piasters, the expiry day to its end', async () => {
    const { calls } = mockConsoleApi(
      codesRoutes({ 'POST /api/teacher/discount-codes': code({ id: 9, code: 'EID2026' }) }),
    );
    renderConsole(<OrdersSection />, '/teacher/orders/discount-codes', '/teacher/orders/*');
    const user = userEvent.setup({ delay: null });
    const form = await screen.findByRole('form', { name: 'كود خصم جديد' });
    await user.type(within(form).getByLabelText(/نص الكود/), 'eid 2026');
    await user.selectOptions(within(form).getByLabelText('نوع الخصم'), 'fixed');
    await user.type(within(form).getByLabelText('المبلغ (ج.م)'), '25.5');
    await user.selectOptions(within(form).getByLabelText('الدورة'), COURSE.id);
    await user.type(within(form).getByLabelText(/أقصى عدد للاستخدام/), '40');
    await user.type(within(form).getByLabelText(/ينتهي في/), '2026-03-31');
    await user.click(within(form).getByRole('button', { name: 'إنشاء الكود' }));
    expect(await within(form).findByText('تم إنشاء كود الخصم')).toBeVisible();
    const posted = calls.find((call) => call.method === 'POST')!;
    expect(pathOf(posted)).toBe('/api/teacher/discount-codes');
    expect(bodyOf(posted)).toEqual({
      code: 'eid 2026',
      kind: 'fixed',
      value: 2_550,
      courseId: COURSE.id,
      maxUses: 40,
      maxUsesPerStudent: 1,
      expiresAt: new Date('2026-03-31T23:59:59').toISOString(),
    });
  });

  it.each([
    ['a percent above 100', 'GOOD-CODE', 'percent', '150'],
    ['a code with symbols', 'BAD=CODE', 'percent', '10'],
    ['a code too short', 'AB', 'percent', '10'],
    ['no value', 'GOOD-CODE', 'fixed', ''],
  ])('refuses %s before sending anything', async (_case, text, kind, value) => {
    const { calls } = mockConsoleApi(codesRoutes());
    renderConsole(<OrdersSection />, '/teacher/orders/discount-codes', '/teacher/orders/*');
    const user = userEvent.setup({ delay: null });
    const form = await screen.findByRole('form', { name: 'كود خصم جديد' });
    await user.type(within(form).getByLabelText(/نص الكود/), text);
    await user.selectOptions(within(form).getByLabelText('نوع الخصم'), kind);
    if (value) await user.type(within(form).getByRole('spinbutton', { name: /النسبة|المبلغ/ }), value);
    await user.click(within(form).getByRole('button', { name: 'إنشاء الكود' }));
    expect(await within(form).findByRole('alert')).toHaveTextContent('القيمة غير صحيحة');
    expect(calls.filter((call) => call.method === 'POST')).toEqual([]);
  });

  it('disables a code after asking, with the action named', async () => {
    const { calls } = mockConsoleApi(
      codesRoutes({
        'POST /api/teacher/discount-codes/1/disable': code({ disabledAt: '2026-02-05T09:00:00.000Z' }),
      }),
    );
    renderConsole(<OrdersSection />, '/teacher/orders/discount-codes', '/teacher/orders/*');
    const user = userEvent.setup({ delay: null });
    const card = await screen.findByTestId('discount-code-1');
    await user.click(within(card).getByRole('button', { name: 'إيقاف كود الخصم RAMADAN50' }));
    const dialog = screen.getByRole('dialog', { name: 'إيقاف كود الخصم RAMADAN50' });
    expect(dialog).toHaveTextContent('تبقى الطلبات السابقة كما هي');
    await user.click(within(dialog).getByRole('button', { name: 'إيقاف' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(calls.filter((call) => call.method === 'POST').map(pathOf)).toEqual([
      '/api/teacher/discount-codes/1/disable',
    ]);
  });
});

describe('an order from the console', () => {
  it('the receipt shows what was bought, the amounts, refunds and dates, and prints', async () => {
    mockConsoleApi({
      [`GET /api/teacher/orders/${order.reference}`]: order,
      'GET /api/Tenant/profile': { teacherName: 'أ. أحمد' },
    });
    const print = vi.fn();
    vi.stubGlobal('print', print);
    renderConsole(<OrdersSection />, `/teacher/orders/receipt/${order.reference}`, '/teacher/orders/*');
    const receipt = await screen.findByRole('article', { name: 'إيصال الطلب' });
    for (const text of [
      order.reference,
      'مريم أحمد',
      'الأحياء',
      'الوحدة الأولى',
      '120.00 ج.م',
      '30.00 ج.م',
      '100.00 ج.م',
      'بطاقة بنكية',
      'مدفوع',
    ])
      expect(receipt).toHaveTextContent(text);
    expect(await within(receipt).findByText('أ. أحمد')).toBeVisible();
    const refunds = within(within(receipt).getByTestId('receipt-refunds')).getAllByRole('listitem');
    expect(refunds.map((refund) => refund.textContent)).toEqual([
      expect.stringMatching(/^15\.00 ج\.م في .*2026/),
      expect.stringMatching(/^5\.00 ج\.م في .*2026/),
    ]);
    await userEvent.setup().click(within(receipt).getByRole('button', { name: 'طباعة' }));
    expect(print).toHaveBeenCalledOnce();
  });

  it('the table and its export take the filters in the address: status, method, course and days', async () => {
    URL.createObjectURL = vi.fn(() => 'blob:file');
    URL.revokeObjectURL = vi.fn();
    const saved: string[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      saved.push(this.download);
    });
    const { calls } = mockConsoleApi({
      'GET /api/teacher/orders': { items: [order], totalCount: 1, totalPages: 1, currentPage: 1 },
      'GET /api/teacher/revenue': { totalCents: 0, byDay: [], byCourse: [] },
      'GET /api/teacher/payment-settings': null,
      'GET /api/teacher/code-targets': { teacherName: 'المعلم', courses: [COURSE] },
      'GET /api/teacher/orders-export': () =>
        new Response('\uFEFF"Reference"\r\n', { headers: { 'content-type': 'text/csv' } }),
    });
    renderConsole(
      <OrdersSection />,
      `/teacher/orders?status=paid&method=card&courseId=${COURSE.id}&from=2026-02-01&to=2026-02-28`,
      '/teacher/orders/*',
    );
    const user = userEvent.setup({ delay: null });
    expect(await screen.findByRole('link', { name: 'إيصال طلب مريم أحمد' })).toHaveAttribute(
      'href',
      `/teacher/orders/receipt/${order.reference}`,
    );
    await user.click(screen.getByRole('button', { name: 'XLSX' }));
    await waitFor(() => expect(saved).toEqual(['orders.xlsx']));
    const asked = calls.find((call) => pathOf(call) === '/api/teacher/orders-export')!;
    expect(Object.fromEntries(queryOf(asked))).toEqual({
      format: 'xlsx',
      status: 'paid',
      method: 'card',
      courseId: COURSE.id,
      from: new Date('2026-02-01T00:00:00').toISOString(),
      to: new Date('2026-02-28T23:59:59.999').toISOString(),
    });
    // the table asked for the same orders
    const table = calls.find((call) => pathOf(call) === '/api/teacher/orders')!;
    expect(queryOf(table).get('courseId')).toBe(COURSE.id);
    expect(screen.getByLabelText('الدورة')).toHaveValue(COURSE.id);
  });
});
