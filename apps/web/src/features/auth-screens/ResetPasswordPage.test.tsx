import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import ResetPasswordPage from './ResetPasswordPage.tsx';
import ForgotPasswordPage from './ForgotPasswordPage.tsx';
import { json, mockFetch, pathOf, queryOf } from '../../test/fetch-mock.ts';
import { renderWithProviders } from '../../test/render.tsx';

afterEach(() => vi.unstubAllGlobals());

async function fillStep2(otp: string, password: string, confirm: string) {
  const user = userEvent.setup();
  if (otp) await user.type(screen.getByLabelText('رمز التحقق'), otp);
  if (password) await user.type(screen.getByLabelText('كلمة المرور الجديدة'), password);
  if (confirm) await user.type(screen.getByLabelText('تأكيد كلمة المرور'), confirm);
  await user.click(screen.getByRole('button', { name: 'تغيير كلمة المرور' }));
}

describe('ResetPasswordPage', () => {
  it('starts at step 2 with the email prefilled when ?email= is present', () => {
    mockFetch(() => json({}));
    renderWithProviders(<ResetPasswordPage />, { path: '/reset-password?email=mona%40dars.test' });
    expect(screen.getByLabelText('البريد الإلكتروني')).toHaveValue('mona@dars.test');
    expect(screen.getByLabelText('رمز التحقق')).toBeInTheDocument();
    expect(screen.getByText('الخطوة 2')).toHaveAttribute('aria-current', 'step');
  });

  it('starts at step 1 without the parameter and sends the code', async () => {
    const { calls } = mockFetch(() => json({ success: true, message: 'sent', data: null }));
    renderWithProviders(<ResetPasswordPage />, { path: '/reset-password' });
    expect(screen.queryByLabelText('رمز التحقق')).toBeNull();
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('البريد الإلكتروني'), 'mona@dars.test');
    await user.click(screen.getByRole('button', { name: 'إرسال رمز التحقق' }));
    expect(await screen.findByLabelText('رمز التحقق')).toBeInTheDocument();
    expect(pathOf(calls[0]!)).toBe('/api/Auth/ForgotPassword');
    expect(queryOf(calls[0]!).get('email')).toBe('mona@dars.test');
  });

  it.each([
    ['123456', 'Secret1', 'Secret2', 'كلمات المرور غير متطابقة'],
    ['123456', 'abc', 'abc', 'كلمة المرور يجب أن تكون على الأقل 6 أحرف'],
    // Mismatch is checked before length.
    ['123456', 'ab', 'cd', 'كلمات المرور غير متطابقة'],
  ])('otp %s, %s / %s → %s', async (otp, password, confirm, message) => {
    const { fetchMock } = mockFetch(() => json({}));
    renderWithProviders(<ResetPasswordPage />, { path: '/reset-password?email=mona%40dars.test' });
    await fillStep2(otp, password, confirm);
    expect(await screen.findByRole('alert')).toHaveTextContent(message);
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('posts the reset and shows step 3 with a button to /login', async () => {
    const { calls } = mockFetch(() =>
      json({ success: true, message: 'Password has been reset successfully', data: null }),
    );
    renderWithProviders(<ResetPasswordPage />, { path: '/reset-password?email=mona%40dars.test' });
    await fillStep2('123456', 'NewPass1', 'NewPass1');
    expect(await screen.findByText('تمت إعادة تعيين كلمة المرور بنجاح')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'الذهاب لتسجيل الدخول' })).toHaveAttribute('href', '/login');
    expect(JSON.parse(String(calls[0]!.body))).toEqual({
      email: 'mona@dars.test',
      otp: '123456',
      newPassword: 'NewPass1',
      confirmPassword: 'NewPass1',
    });
  });

  it('shows the text of the error code when the code is wrong, not the server sentence', async () => {
    mockFetch(() =>
      json({ success: false, message: 'Invalid or expired OTP.', data: null, code: 'otp_invalid' }, 400),
    );
    renderWithProviders(<ResetPasswordPage />, { path: '/reset-password?email=mona%40dars.test' });
    await fillStep2('000000', 'NewPass1', 'NewPass1');
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('رمز التحقق غير صحيح أو منتهي الصلاحية');
    expect(alert).not.toHaveTextContent('Invalid or expired');
  });

  it('a failure without a message shows the reset fallback text, never the status text', async () => {
    mockFetch(() => new Response(null, { status: 500, statusText: 'Internal Server Error' }));
    renderWithProviders(<ResetPasswordPage />, { path: '/reset-password?email=mona%40dars.test' });
    await fillStep2('000000', 'NewPass1', 'NewPass1');
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('فشل إعادة تعيين كلمة المرور');
    expect(alert).not.toHaveTextContent('Internal Server Error');
  });
});

describe('ForgotPasswordPage', () => {
  it('requires an email, then shows the success panel linking to /reset-password?email=', async () => {
    const { fetchMock } = mockFetch(() => json({ success: true, message: 'sent', data: null }));
    renderWithProviders(<ForgotPasswordPage />, { path: '/forgot-password' });
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'إرسال رمز التحقق' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('البريد الإلكتروني مطلوب');
    expect(fetchMock).not.toHaveBeenCalled();
    await user.type(screen.getByLabelText('البريد الإلكتروني'), 'mona@dars.test');
    await user.click(screen.getByRole('button', { name: 'إرسال رمز التحقق' }));
    const link = await screen.findByRole('link', { name: 'إعادة تعيين كلمة المرور' });
    expect(link).toHaveAttribute('href', '/reset-password?email=mona%40dars.test');
  });

  it('a failure without a message shows the forgot-password fallback text, never the status text', async () => {
    mockFetch(() => new Response(null, { status: 400, statusText: 'Bad Request' }));
    renderWithProviders(<ForgotPasswordPage />, { path: '/forgot-password' });
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('البريد الإلكتروني'), 'mona@dars.test');
    await user.click(screen.getByRole('button', { name: 'إرسال رمز التحقق' }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('فشل إرسال طلب إعادة تعيين كلمة المرور');
    expect(alert).not.toHaveTextContent('Bad Request');
  });
});
