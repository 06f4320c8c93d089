import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route } from 'react-router';
import RegisterPage from './RegisterPage.tsx';
import { json, mockFetch, pathOf } from '../../test/fetch-mock.ts';
import { renderWithProviders } from '../../test/render.tsx';
import { reloadSession } from '../../shared/auth/session.ts';

beforeEach(() => reloadSession());
afterEach(() => vi.unstubAllGlobals());

interface Form {
  userName: string;
  email: string;
  phone: string;
  parentPhone: string;
  grade: string;
  password: string;
  confirm: string;
}

const valid: Form = {
  userName: 'Mona Ali',
  email: 'mona@dars.test',
  phone: '01012345678',
  parentPhone: '01112345678',
  grade: 'Secondary2',
  password: 'Secret1!',
  confirm: 'Secret1!',
};

async function fill(form: Form) {
  const user = userEvent.setup();
  if (form.userName) await user.type(screen.getByLabelText('اسم المستخدم'), form.userName);
  if (form.email) await user.type(screen.getByLabelText('البريد الإلكتروني'), form.email);
  if (form.phone) await user.type(screen.getByLabelText('رقم الهاتف'), form.phone);
  if (form.parentPhone) await user.type(screen.getByLabelText('رقم هاتف ولي الأمر'), form.parentPhone);
  if (form.grade) await user.selectOptions(screen.getByLabelText('الصف الدراسي'), form.grade);
  if (form.password) await user.type(screen.getByLabelText('كلمة المرور'), form.password);
  if (form.confirm) await user.type(screen.getByLabelText('تأكيد كلمة المرور'), form.confirm);
  await user.click(screen.getByRole('button', { name: 'إنشاء الحساب' }));
}

describe('RegisterPage validation order', () => {
  it.each<[string, string, Partial<Form>]>([
    // Several fields wrong at once: the earlier rule wins.
    [
      'passwords differ (everything else empty too)',
      'كلمات المرور غير متطابقة',
      { userName: '', phone: '', parentPhone: '', grade: '', confirm: 'Other1!' },
    ],
    [
      'no grade, phones and name empty',
      'الرجاء اختيار الصف الدراسي',
      { grade: '', phone: '', parentPhone: '', userName: '' },
    ],
    [
      'phone empty, parent phone and name empty',
      'رقم الهاتف مطلوب',
      { phone: '', parentPhone: '', userName: '' },
    ],
    ['parent phone empty, name empty', 'رقم هاتف ولي الأمر مطلوب', { parentPhone: '', userName: '' }],
    ['name empty, phone malformed', 'اسم المستخدم مطلوب', { userName: '', phone: '0123' }],
    [
      'phone malformed, parent phone malformed',
      'يرجى إدخال رقم هاتف مصري صحيح',
      { phone: '0212345678', parentPhone: '123' },
    ],
    ['parent phone malformed', 'يرجى إدخال رقم هاتف ولي الأمر صحيح', { parentPhone: '01212' }],
  ])('%s → %s', async (_name, message, override) => {
    const { fetchMock } = mockFetch(() => json({}));
    renderWithProviders(<RegisterPage />, { path: '/register' });
    await fill({ ...valid, ...override });
    expect(await screen.findByRole('alert')).toHaveTextContent(message);
    expect(fetchMock).not.toHaveBeenCalled();
  });
});

describe('RegisterPage submit', () => {
  it('posts multipart form data with the original field names, then goes to /login', async () => {
    const { calls } = mockFetch(() => json({ success: true, message: 'Registered', data: null }));
    renderWithProviders(<RegisterPage />, {
      path: '/register',
      route: '/register',
      extraRoutes: <Route path="/login" element={<p>login page</p>} />,
    });
    await fill(valid);
    expect(await screen.findByText('login page')).toBeInTheDocument();
    const call = calls.find((c) => pathOf(c) === '/api/Auth/register')!;
    expect(call.method).toBe('POST');
    const form = call.body as FormData;
    expect(form).toBeInstanceOf(FormData);
    expect(Object.fromEntries(form.entries())).toEqual({
      UserName: 'Mona Ali',
      Email: 'mona@dars.test',
      Password: 'Secret1!',
      ConfirmPassword: 'Secret1!',
      PhoneNumber: '01012345678',
      ParentPhone: '01112345678',
      AcademicYear: 'Secondary2',
    });
  });

  it('shows the text of the error code, not the server sentence, when registration is refused', async () => {
    mockFetch(() =>
      json({ success: false, message: 'Email is already registered.', data: null, code: 'email_taken' }, 400),
    );
    renderWithProviders(<RegisterPage />, { path: '/register' });
    await fill(valid);
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('هذا البريد الإلكتروني مسجل بالفعل');
    expect(alert).not.toHaveTextContent('Email is already registered');
  });

  it.each([
    ['a 400 without a body', () => new Response(null, { status: 400, statusText: 'Bad Request' })],
    ['a 500 without a body', () => new Response(null, { status: 500, statusText: 'Internal Server Error' })],
    [
      'an envelope without a code',
      () => json({ success: false, message: 'Something English', data: null }, 400),
    ],
  ])('%s shows the registration fallback text, never the status text', async (_name, answer) => {
    mockFetch(answer);
    renderWithProviders(<RegisterPage />, { path: '/register' });
    await fill(valid);
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('فشل إنشاء الحساب');
    expect(alert).not.toHaveTextContent(/Bad Request|Internal Server Error|Something English/);
  });

  it('refuses a 2-character password before calling the server', async () => {
    const { fetchMock } = mockFetch(() => json({ success: true, message: 'Registered', data: null }));
    renderWithProviders(<RegisterPage />, { path: '/register' });
    await fill({ ...valid, password: 'ab', confirm: 'ab' });
    expect(await screen.findByRole('alert')).toHaveTextContent('كلمة المرور يجب أن تكون على الأقل 6 أحرف');
    expect(fetchMock).not.toHaveBeenCalled();
  });
});
