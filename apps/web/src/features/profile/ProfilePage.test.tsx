import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import ProfilePage from './ProfilePage.tsx';
import { json, mockFetch, pathOf } from '../../test/fetch-mock.ts';
import { demoUser, renderWithProviders, signIn } from '../../test/render.tsx';
import { getSession, reloadSession } from '../../shared/auth/session.ts';

beforeEach(() => {
  reloadSession();
  signIn();
});
afterEach(() => vi.unstubAllGlobals());

const save = () => userEvent.setup().click(screen.getByRole('button', { name: 'حفظ التغييرات' }));

describe('ProfilePage', () => {
  it('shows the email read-only and the current name and grade', () => {
    mockFetch(() => json({}));
    renderWithProviders(<ProfilePage />, { path: '/profile' });
    expect(screen.getByLabelText('البريد الإلكتروني')).toHaveAttribute('readonly');
    expect(screen.getByLabelText('البريد الإلكتروني')).toHaveValue(demoUser.email);
    expect(screen.getByLabelText('الاسم بالكامل')).toHaveValue(demoUser.name);
    expect(screen.getByLabelText('الصف الدراسي')).toHaveValue('Secondary1');
  });

  it('nothing changed → "no changes" and no request', async () => {
    const { fetchMock } = mockFetch(() => json({}));
    renderWithProviders(<ProfilePage />, { path: '/profile' });
    await save();
    expect(await screen.findByRole('alert')).toHaveTextContent('لم يتم إجراء أي تغييرات');
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it.each([
    ['Secret1', 'Secret2', 'كلمات المرور غير متطابقة'],
    ['abc', 'abc', 'كلمة المرور يجب أن تكون على الأقل 6 أحرف'],
  ])('new %s / confirm %s → %s', async (password, confirm, message) => {
    const { fetchMock } = mockFetch(() => json({}));
    renderWithProviders(<ProfilePage />, { path: '/profile' });
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('كلمة المرور الجديدة'), password);
    await user.type(screen.getByLabelText('تأكيد كلمة المرور'), confirm);
    await save();
    expect(await screen.findByRole('alert')).toHaveTextContent(message);
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('a password change needs the current password', async () => {
    const { fetchMock } = mockFetch(() => json({}));
    renderWithProviders(<ProfilePage />, { path: '/profile' });
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('كلمة المرور الجديدة'), 'NewPass1');
    await user.type(screen.getByLabelText('تأكيد كلمة المرور'), 'NewPass1');
    await save();
    expect(await screen.findByRole('alert')).toHaveTextContent('يرجى إدخال كلمة المرور الحالية');
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('sends only the changed field and updates the stored user', async () => {
    const { calls } = mockFetch(() =>
      json({
        success: true,
        message: 'ok',
        data: { id: demoUser.id, name: 'New Name', email: demoUser.email, academicYear: 'Secondary1' },
      }),
    );
    renderWithProviders(<ProfilePage />, { path: '/profile' });
    const user = userEvent.setup();
    await user.clear(screen.getByLabelText('الاسم بالكامل'));
    await user.type(screen.getByLabelText('الاسم بالكامل'), 'New Name');
    await save();
    expect(await screen.findByRole('status')).toHaveTextContent('تم تحديث الملف الشخصي بنجاح');
    expect(calls).toHaveLength(1);
    expect(pathOf(calls[0]!)).toBe('/api/Auth/profile');
    expect(calls[0]!.method).toBe('PUT');
    expect(JSON.parse(String(calls[0]!.body))).toEqual({ userName: 'New Name' });
    expect(getSession()?.user.name).toBe('New Name');
  });

  it('changes the password through /api/Auth/ChangePassword only', async () => {
    const { calls } = mockFetch(() => json({ success: true, message: 'Password changed', data: null }));
    renderWithProviders(<ProfilePage />, { path: '/profile' });
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('كلمة المرور الحالية'), 'Dars@2026');
    await user.type(screen.getByLabelText('كلمة المرور الجديدة'), 'NewPass1');
    await user.type(screen.getByLabelText('تأكيد كلمة المرور'), 'NewPass1');
    await save();
    expect(await screen.findByRole('status')).toHaveTextContent('تم تحديث الملف الشخصي بنجاح');
    expect(calls.map((c) => pathOf(c))).toEqual(['/api/Auth/ChangePassword']);
    expect(JSON.parse(String(calls[0]!.body))).toEqual({
      currentPassword: 'Dars@2026',
      newPassword: 'NewPass1',
      confirmPassword: 'NewPass1',
    });
  });

  it('shows the text of the error code when the current password is wrong, not the server sentence', async () => {
    mockFetch(() =>
      json(
        { success: false, message: 'Current password is incorrect', data: null, code: 'wrong_password' },
        400,
      ),
    );
    renderWithProviders(<ProfilePage />, { path: '/profile' });
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('كلمة المرور الحالية'), 'nope');
    await user.type(screen.getByLabelText('كلمة المرور الجديدة'), 'NewPass1');
    await user.type(screen.getByLabelText('تأكيد كلمة المرور'), 'NewPass1');
    await save();
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('كلمة المرور الحالية غير صحيحة');
    expect(alert).not.toHaveTextContent('Current password is incorrect');
  });
});
