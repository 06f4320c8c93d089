import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { RevenueCard } from './RevenueCard.tsx';
import '../messages.ts';
import { mockConsoleApi, renderConsole, signInAs } from '../../../test/console.tsx';
import { pathOf } from '../../../test/fetch-mock.ts';
import { reloadSession } from '../../../shared/auth/session.ts';

const SETTINGS = {
  secretKey: '••••••••3f9a',
  publicKey: 'egy_pk_test_abc123',
  hmacSecret: '••••••••',
  apiKey: '••••••••9c1d',
  integrations: { card: 4511 },
};
const REVENUE = {
  totalCents: 27_500,
  byDay: [
    { day: '2026-02-01', amountCents: 15_000 },
    { day: '2026-02-03', amountCents: 12_500 },
  ],
  byCourse: [
    { courseId: 'c1', courseName: 'الأحياء', amountCents: 20_000, orders: 2 },
    { courseId: 'c2', courseName: 'الكيمياء', amountCents: 7_500, orders: 1 },
  ],
};

beforeEach(() => reloadSession());
afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

describe('revenue on the dashboard', () => {
  it('shows the total, each day with revenue and each course when the tenant sells online', async () => {
    signInAs('Admin');
    mockConsoleApi({ 'GET /api/teacher/payment-settings': SETTINGS, 'GET /api/teacher/revenue': REVENUE });
    renderConsole(<RevenueCard />, '/teacher/dashboard');
    expect(await screen.findByTestId('dashboard-revenue-total')).toHaveTextContent(
      'الإجمالي بعد الاسترداد: 275.00 ج.م',
    );
    const days = within(screen.getByTestId('revenue-by-day')).getAllByRole('listitem');
    expect(days.map((day) => day.textContent)).toEqual([
      expect.stringContaining('150.00 ج.م'),
      expect.stringContaining('125.00 ج.م'),
    ]);
    const courses = within(screen.getByTestId('revenue-by-course')).getAllByRole('listitem');
    expect(courses[0]).toHaveTextContent('الأحياء');
    expect(courses[0]).toHaveTextContent('200.00 ج.م · طلبان');
    expect(courses[1]).toHaveTextContent('طلب واحد');
    expect(screen.getByRole('link', { name: 'كل الطلبات' })).toHaveAttribute('href', '/teacher/orders');
  });

  it('shows nothing, and asks no revenue, when the tenant has no payment settings', async () => {
    signInAs('Admin');
    const { calls } = mockConsoleApi({ 'GET /api/teacher/payment-settings': null });
    const { container } = renderConsole(<RevenueCard />, '/teacher/dashboard');
    await waitFor(() => expect(calls.map(pathOf)).toContain('/api/teacher/payment-settings'));
    expect(container.querySelector('section')).toBeNull();
    expect(calls.map(pathOf)).not.toContain('/api/teacher/revenue');
  });

  it('an assistant, who cannot see orders, is asked nothing', async () => {
    signInAs('Moderator');
    const { calls } = mockConsoleApi({});
    renderConsole(<RevenueCard />, '/teacher/dashboard');
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(calls).toEqual([]);
  });
});
