import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import StaffPage from './StaffPage.tsx';
import { bodyOf, mockConsoleApi, renderConsole, signInAs } from '../../test/console.tsx';
import { pathOf } from '../../test/fetch-mock.ts';
import { reloadSession } from '../../shared/auth/session.ts';

const STAFF_ID = '66666666-6666-4666-8666-666666666666';
const staff = {
  items: [
    { id: 'a', name: 'المعلم', email: 'teacher@dars.test', role: 'Admin' },
    { id: STAFF_ID, name: 'منى', email: 'mona@dars.test', role: 'Moderator' },
  ],
};

beforeEach(() => reloadSession());
afterEach(() => vi.unstubAllGlobals());

describe('the assistants', () => {
  it('an assistant is told only the teacher manages assistants, and nothing is loaded', async () => {
    signInAs('Moderator');
    const { calls } = mockConsoleApi({});
    renderConsole(<StaffPage />, '/teacher/staff');
    expect(await screen.findByText('إدارة المساعدين للمعلم فقط')).toBeVisible();
    expect(screen.queryByRole('button', { name: 'إضافة مساعد' })).toBeNull();
    expect(calls).toEqual([]);
  });

  it('adding checks the fields first (a bad email is named), then sends them and confirms in the dialog', async () => {
    signInAs('Admin');
    const { calls } = mockConsoleApi({
      'GET /api/teacher/staff': staff,
      'POST /api/teacher/staff': { id: 'n', name: 'هاني', email: 'hany@dars.test', role: 'Moderator' },
    });
    renderConsole(<StaffPage />, '/teacher/staff');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'إضافة مساعد' }));
    const dialog = screen.getByRole('dialog');
    await user.type(within(dialog).getByLabelText('الاسم'), 'هاني');
    await user.type(within(dialog).getByLabelText('البريد الإلكتروني'), 'not-an-email');
    await user.type(within(dialog).getByLabelText('رقم الهاتف'), '01011112222');
    await user.type(within(dialog).getByLabelText('كلمة مرور مؤقتة'), 'Temp1234');
    await user.click(within(dialog).getByRole('button', { name: 'إضافة مساعد' }));
    expect(await within(dialog).findByText('القيمة غير صحيحة')).toBeVisible();
    expect(calls.filter((call) => call.method === 'POST')).toEqual([]);

    const email = within(dialog).getByLabelText('البريد الإلكتروني');
    await user.clear(email);
    await user.type(email, 'hany@dars.test');
    await user.click(within(dialog).getByRole('button', { name: 'إضافة مساعد' }));
    expect(await within(dialog).findByText('تمت إضافة المساعد')).toBeVisible();
    expect(bodyOf(calls.find((call) => call.method === 'POST')!)).toEqual({
      name: 'هاني',
      email: 'hany@dars.test',
      phoneNumber: '01011112222',
      password: 'Temp1234',
    });
  });

  it('removing an assistant asks once in a dialog (no browser prompt), then removes them', async () => {
    signInAs('Admin');
    const confirm = vi.spyOn(window, 'confirm');
    const { calls } = mockConsoleApi({
      'GET /api/teacher/staff': staff,
      [`DELETE /api/teacher/staff/${STAFF_ID}`]: null,
    });
    renderConsole(<StaffPage />, '/teacher/staff');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'إزالة منى' }));
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'نعم، أزِله' }));
    expect(await screen.findByText('تمت إزالة المساعد')).toBeVisible();
    expect(confirm).not.toHaveBeenCalled();
    expect(calls.filter((call) => call.method === 'DELETE').map(pathOf)).toEqual([
      `/api/teacher/staff/${STAFF_ID}`,
    ]);
  });
});
