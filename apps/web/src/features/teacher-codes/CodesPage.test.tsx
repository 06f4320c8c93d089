import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { CodeBatch } from '@dars/core/contract';
import CodesPage from './CodesPage.tsx';
import { mockConsoleApi, renderConsole, signInAs } from '../../test/console.tsx';
import { pathOf, queryOf } from '../../test/fetch-mock.ts';
import { reloadSession } from '../../shared/auth/session.ts';

const batch: CodeBatch = {
  id: 12,
  kind: 'course',
  targetId: 'c1',
  targetName: 'الأحياء',
  courseId: 'c1',
  courseName: 'الأحياء',
  label: 'سنتر النور',
  createdAt: '2026-02-01T09:00:00.000Z',
  createdByName: 'المعلم',
  expiresAt: null,
  expired: false,
  revokedAt: null,
  created: 20,
  redeemed: 1,
  revoked: 0,
  remaining: 19,
};
const page = { items: [batch], totalCount: 1, totalPages: 1, currentPage: 1 };

beforeEach(() => {
  reloadSession();
  signInAs('Admin');
});
afterEach(() => vi.unstubAllGlobals());

const routes = (extra: Record<string, unknown> = {}) => ({
  'GET /api/teacher/code-targets': { teacherName: 'المعلم', courses: [] },
  'GET /api/teacher/code-batches': page,
  ...extra,
});

describe('the codes', () => {
  it('revoking asks with distinct words (revoke, back out), then shows the outcome in the batch card', async () => {
    const { calls } = mockConsoleApi(
      routes({
        'POST /api/teacher/code-batches/12/revoke': {
          batch: { ...batch, revoked: 19, remaining: 0 },
          revokedNow: 19,
        },
      }),
    );
    renderConsole(<CodesPage />, '/teacher/codes');
    const user = userEvent.setup();
    const card = await screen.findByTestId('code-batch-12');
    expect(card).toHaveTextContent('دفعة رقم 12');
    await user.click(within(card).getByRole('button', { name: 'إلغاء الأكواد غير المستخدمة' }));
    const dialog = screen.getByRole('dialog', { name: 'إلغاء الأكواد غير المستخدمة؟' });
    const names = within(dialog)
      .getAllByRole('button')
      .map((button) => button.textContent?.trim());
    expect(names).toContain('تراجع');
    expect(names).not.toContain('إلغاء');
    await user.click(within(dialog).getByRole('button', { name: 'نعم، ألغِها' }));
    expect(await within(card).findByText('أُلغي 19 كودًا')).toBeVisible();
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(calls.filter((call) => call.method === 'POST').map(pathOf)).toEqual([
      '/api/teacher/code-batches/12/revoke',
    ]);
  });

  it('looks a code up and tells when it is not found', async () => {
    const { calls } = mockConsoleApi(
      routes({
        'GET /api/teacher/codes/lookup': () =>
          new Response(JSON.stringify({ success: false, message: 'not found', code: 'code_not_found' }), {
            status: 404,
            headers: { 'content-type': 'application/json' },
          }),
      }),
    );
    renderConsole(<CodesPage />, '/teacher/codes');
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText('الكود'), 'abcd-efgh-jkmn');
    await user.click(screen.getByRole('button', { name: /^بحث$/ }));
    expect(await screen.findByText(/لا يوجد كود/)).toBeVisible();
    const lookup = calls.find((call) => pathOf(call) === '/api/teacher/codes/lookup')!;
    expect(queryOf(lookup).get('code')).toBe('abcd-efgh-jkmn');
  });
});
