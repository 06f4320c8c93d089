import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ENDPOINT_ROUTES } from '@dars/core/contract/routes';
import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route } from 'react-router';
import LoginPage from './LoginPage.tsx';
import { json, mockFetch, pathOf } from '../../test/fetch-mock.ts';
import { renderWithProviders } from '../../test/render.tsx';
import { getSession, reloadSession } from '../../shared/auth/session.ts';
import { STORAGE_KEYS } from '@dars/core/rules';

const serverUser = {
  id: 'u-1',
  name: 'Mona',
  email: 'mona@dars.test',
  phoneNumber: '01000000001',
  academicYear: 'Secondary2',
};

beforeEach(() => reloadSession());
afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

async function submit(identifier: string, password: string) {
  const user = userEvent.setup();
  if (identifier) await user.type(screen.getByLabelText('البريد الإلكتروني أو رقم الهاتف'), identifier);
  if (password) await user.type(screen.getByLabelText('كلمة المرور'), password);
  await user.click(screen.getByRole('button', { name: 'دخول' }));
}

describe('LoginPage validation (checked before any request)', () => {
  it.each([
    ['', 'secret', 'يرجى إدخال بريد إلكتروني صحيح أو رقم هاتف مصري صحيح'],
    ['0100000000', 'secret', 'يرجى إدخال بريد إلكتروني صحيح أو رقم هاتف مصري صحيح'],
    ['not-an-email', '', 'يرجى إدخال بريد إلكتروني صحيح أو رقم هاتف مصري صحيح'],
    ['01000000001', '', 'كلمة المرور مطلوبة'],
  ])('identifier %j, password %j → %s', async (identifier, password, message) => {
    const { fetchMock } = mockFetch(() => json({}));
    renderWithProviders(<LoginPage />, { path: '/login' });
    await submit(identifier, password);
    expect(await screen.findByRole('alert')).toHaveTextContent(message);
    expect(fetchMock.mock.calls.filter(([url]) => String(url).includes('/Auth/login'))).toHaveLength(0);
  });
});

describe('LoginPage server answers', () => {
  it.each([
    ['bare string body', json('Invalid credentials', 400), 'البريد الإلكتروني أو الباسورد غير صحيح'],
    [
      'the invalid-credentials code',
      json({ success: false, message: 'Invalid credentials', data: null, code: 'invalid_credentials' }, 400),
      'بيانات الدخول غير صحيحة',
    ],
    [
      'another code: its own text, not the English sentence',
      json({ success: false, message: 'Account is inactive', data: null, code: 'account_inactive' }, 403),
      'هذا الحساب غير مفعّل',
    ],
    [
      'an envelope without a code: the screen fallback, not the English sentence',
      json({ success: false, message: 'Account is inactive', data: null }, 403),
      'فشل تسجيل الدخول',
    ],
    [
      'a 500 without a body: the screen fallback',
      new Response(null, { status: 500, statusText: 'Internal Server Error' }),
      'فشل تسجيل الدخول',
    ],
  ])('%s → %s', async (_name, response, message) => {
    mockFetch(() => response.clone());
    renderWithProviders(<LoginPage />, { path: '/login' });
    await submit('student@dars.test', 'wrong-pass');
    expect(await screen.findByRole('alert')).toHaveTextContent(message);
    expect(getSession()).toBeNull();
  });

  it('shows the network error text when the request never gets an answer', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(() => Promise.reject(new TypeError('Failed to fetch'))),
    );
    renderWithProviders(<LoginPage />, { path: '/login' });
    await submit('student@dars.test', 'whatever');
    expect(await screen.findByRole('alert')).toHaveTextContent('خطأ في الشبكة');
  });

  it('shows the max-devices panel with contact-support and retry', async () => {
    mockFetch((call) =>
      pathOf(call) === ENDPOINT_ROUTES.contacts.path
        ? json({
            success: true,
            message: '',
            data: [
              {
                id: 1,
                whatsApp_Number: '01012345678',
                facebook_Page: null,
                youTube_Channel: null,
                tiktokChannel: null,
              },
            ],
          })
        : json(
            {
              success: false,
              message: "You can't log in from more than two devices.",
              data: null,
              code: 'max_devices',
            },
            400,
          ),
    );
    renderWithProviders(<LoginPage />, { path: '/login' });
    await submit('student@dars.test', 'Dars@2026');
    expect(
      await screen.findByRole('heading', { name: 'تم تجاوز الحد المسموح به من الأجهزة' }),
    ).toBeInTheDocument();
    expect(screen.getByText(/لا يمكنك تسجيل الدخول من أكثر من جهازين/)).toBeInTheDocument();
    const support = await screen.findByRole('link', { name: 'التواصل مع الدعم' });
    expect(support.getAttribute('href')).toMatch(/^https:\/\/wa\.me\/201012345678\?text=/);
    await userEvent.setup().click(screen.getByRole('button', { name: 'إعادة المحاولة' }));
    expect(screen.getByRole('button', { name: 'دخول' })).toBeInTheDocument();
  });

  it('stores the session, shows success, and goes to / after 1.5 s when there is no state.from', async () => {
    const { calls } = mockFetch(() => json({ token: 'jwt-1', user: serverUser }));
    renderWithProviders(<LoginPage />, {
      path: '/login',
      route: '/login',
      extraRoutes: <Route path="/enrolled-courses" element={<p>enrolled page</p>} />,
    });
    await submit('01000000001', 'Dars@2026');
    expect(await screen.findByText('تم تسجيل الدخول بنجاح')).toBeInTheDocument();
    const login = calls.find((c) => pathOf(c) === '/api/Auth/login')!;
    expect(JSON.parse(String(login.body))).toEqual({ EmailorMobile: '01000000001', password: 'Dars@2026' });
    expect(localStorage.getItem(STORAGE_KEYS.authToken)).toBe('jwt-1');
    expect(localStorage.getItem(STORAGE_KEYS.isAuthenticated)).toBe('true');
    expect(localStorage.getItem(STORAGE_KEYS.userId)).toBe('u-1');
    expect(JSON.parse(localStorage.getItem(STORAGE_KEYS.currentUser)!)).toMatchObject({
      id: 'u-1',
      name: 'Mona',
      grade: 'Secondary2',
    });
    expect(screen.getByTestId('location')).toHaveTextContent('/login');
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(/^\/$/), { timeout: 2500 });
  });
});

describe('LoginPage redirect target', () => {
  it('returns to the page the guard came from', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    mockFetch(() => json({ token: 'jwt-1', user: serverUser }));
    const { MemoryRouter, Routes } = await import('react-router');
    const { render } = await import('@testing-library/react');
    const { QueryClientProvider } = await import('@tanstack/react-query');
    const { createQueryClient } = await import('../../shared/api/query-client.ts');
    const { AuthProvider } = await import('../../shared/auth/AuthProvider.tsx');
    const { LocationProbe } = await import('../../test/render.tsx');
    render(
      <QueryClientProvider client={createQueryClient()}>
        <AuthProvider>
          <MemoryRouter initialEntries={[{ pathname: '/login', state: { from: '/profile' } }]}>
            <Routes>
              <Route path="/login" element={<LoginPage />} />
              <Route path="/profile" element={<p>profile page</p>} />
            </Routes>
            <LocationProbe />
          </MemoryRouter>
        </AuthProvider>
      </QueryClientProvider>,
    );
    await submit('student@dars.test', 'Dars@2026');
    await screen.findByText('تم تسجيل الدخول بنجاح');
    act(() => vi.advanceTimersByTime(1400));
    expect(screen.queryByText('profile page')).toBeNull();
    act(() => vi.advanceTimersByTime(200));
    expect(await screen.findByText('profile page')).toBeInTheDocument();
  });
});

describe('LoginPage password visibility', () => {
  it('the show/hide button toggles the password field', async () => {
    mockFetch(() => json({}));
    renderWithProviders(<LoginPage />, { path: '/login' });
    const field = screen.getByLabelText('كلمة المرور');
    expect(field).toHaveAttribute('type', 'password');
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'إظهار كلمة المرور' }));
    expect(field).toHaveAttribute('type', 'text');
    await user.click(screen.getByRole('button', { name: 'إخفاء كلمة المرور' }));
    expect(field).toHaveAttribute('type', 'password');
    expect(screen.getByRole('link', { name: 'نسيت كلمة المرور؟' })).toHaveAttribute(
      'href',
      '/forgot-password',
    );
  });
});
