import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { CodeBatch } from '@dars/core/contract';
import CodesPage from './CodesPage.tsx';
import { mockConsoleApi, renderConsole, signInAs } from '../../test/console.tsx';
import { json, pathOf, queryOf } from '../../test/fetch-mock.ts';
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
afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

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

  it("the teacher downloads a batch's unused codes again; a batch made before copies were kept says so in its card", async () => {
    const saved: string[] = [];
    URL.createObjectURL = vi.fn(() => 'blob:file');
    URL.revokeObjectURL = vi.fn();
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      saved.push(this.download);
    });
    const old = { ...batch, id: 7, label: 'قديمة' };
    const { calls } = mockConsoleApi(
      routes({
        'GET /api/teacher/code-batches': { ...page, items: [batch, old], totalCount: 2 },
        'GET /api/teacher/code-batches/12/unused-codes': () =>
          new Response('\uFEFF"code"\r\n"ABCD-EFGH-JKMN"\r\n', { headers: { 'content-type': 'text/csv' } }),
        'GET /api/teacher/code-batches/7/unused-codes': () =>
          json({ success: false, message: 'old batch', data: null, code: 'codes_not_kept' }, 409),
      }),
    );
    renderConsole(<CodesPage />, '/teacher/codes');
    const user = userEvent.setup();

    const card = await screen.findByTestId('code-batch-12');
    await user.click(within(card).getByRole('button', { name: 'تنزيل الأكواد غير المستخدمة (CSV)' }));
    await waitFor(() => expect(saved).toEqual(['codes-12-unused.csv']));
    const asked = calls.find((call) => pathOf(call) === '/api/teacher/code-batches/12/unused-codes')!;
    expect(queryOf(asked).get('format')).toBe('csv');

    const oldCard = screen.getByTestId('code-batch-7');
    await user.click(within(oldCard).getByRole('button', { name: 'تنزيل الأكواد غير المستخدمة (XLSX)' }));
    expect(await within(oldCard).findByText(/فلا يمكن تنزيلها مرة أخرى/)).toBeVisible();
    expect(within(card).queryByText(/فلا يمكن تنزيلها/)).toBeNull();
    expect(saved).toEqual(['codes-12-unused.csv']);
  });

  it('an assistant is offered no download of codes', async () => {
    signInAs('Moderator');
    mockConsoleApi(routes());
    renderConsole(<CodesPage />, '/teacher/codes');
    const card = await screen.findByTestId('code-batch-12');
    expect(within(card).getByRole('button', { name: 'إلغاء الأكواد غير المستخدمة' })).toBeVisible();
    expect(within(card).queryByRole('button', { name: /تنزيل الأكواد/ })).toBeNull();
  });
});
