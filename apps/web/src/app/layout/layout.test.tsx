import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ENDPOINT_ROUTES } from '@dars/core/contract/routes';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { TopBar } from './TopBar.tsx';
import Footer from './Footer.tsx';
import { ErrorScreen } from './ErrorScreen.tsx';
import { json, mockFetch, pathOf } from '../../test/fetch-mock.ts';
import { renderWithProviders, signIn } from '../../test/render.tsx';
import { reloadSession } from '../../shared/auth/session.ts';
import { clearResourceCache } from '../../shared/api/resource-cache.ts';
import { applyLocaleToDocument, LOCALE_STORAGE_KEY, setLocale } from '../../shared/i18n/index.ts';

beforeEach(() => {
  reloadSession();
  clearResourceCache();
});
afterEach(() => {
  vi.unstubAllGlobals();
  setLocale('ar');
});

describe('TopBar', () => {
  it('logged out: login and register', () => {
    mockFetch(() => json({}));
    renderWithProviders(<TopBar />);
    expect(screen.getAllByRole('link', { name: 'تسجيل الدخول' }).length).toBeGreaterThan(0);
    expect(screen.getAllByRole('link', { name: 'إنشاء حساب' }).length).toBeGreaterThan(0);
    expect(screen.queryByText('باقاتي')).toBeNull();
  });

  it("logged in: greeting with the name, 'باقاتي' and 'محاضرات السنتر', logout", async () => {
    signIn();
    mockFetch(() => json({ message: 'bye' }));
    renderWithProviders(<TopBar />);
    expect(screen.getAllByText('أهلاً وسهلاً:')[0]).toBeInTheDocument();
    expect(screen.getAllByText('Student One')[0]).toBeInTheDocument();
    expect(screen.getAllByRole('link', { name: 'باقاتي' })[0]).toHaveAttribute('href', '/enrolled-courses');
    expect(screen.getAllByRole('link', { name: 'محاضرات السنتر' })[0]).toHaveAttribute(
      'href',
      '/my-lectures',
    );
    await userEvent.setup().click(screen.getAllByRole('button', { name: 'تسجيل الخروج' })[0]!);
    await waitFor(() => expect(screen.queryByText('أهلاً وسهلاً:')).toBeNull());
  });

  it('the hamburger menu opens and closes from the keyboard', async () => {
    mockFetch(() => json({}));
    renderWithProviders(<TopBar />);
    const toggle = screen.getByRole('button', { name: 'فتح القائمة' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    const user = userEvent.setup();
    toggle.focus();
    await user.keyboard('{Enter}');
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    expect(document.getElementById(toggle.getAttribute('aria-controls')!)).toBeInTheDocument();
    await user.keyboard('{Escape}');
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(toggle).toHaveFocus();
  });

  it('the English switch turns the UI to English and LTR and is remembered', async () => {
    mockFetch(() => json({}));
    applyLocaleToDocument('ar');
    renderWithProviders(<TopBar />);
    expect(document.documentElement).toHaveAttribute('dir', 'rtl');
    await userEvent.setup().click(screen.getAllByRole('button', { name: 'English' })[0]!);
    expect(document.documentElement).toHaveAttribute('dir', 'ltr');
    expect(document.documentElement).toHaveAttribute('lang', 'en');
    expect(localStorage.getItem(LOCALE_STORAGE_KEY)).toBe('en');
    expect(screen.getAllByRole('link', { name: 'Log in' }).length).toBeGreaterThan(0);
    await userEvent.setup().click(screen.getAllByRole('button', { name: 'العربية' })[0]!);
    expect(document.documentElement).toHaveAttribute('dir', 'rtl');
  });
});

describe('Footer', () => {
  it('builds social links from the first contact record; missing ones are disabled with a title', async () => {
    mockFetch((call) =>
      pathOf(call) === ENDPOINT_ROUTES.contacts.path
        ? json({
            success: true,
            message: '',
            data: [
              {
                id: 1,
                whatsApp_Number: '01012345678',
                facebook_Page: 'https://facebook.com/dars',
                youTube_Channel: null,
                tiktokChannel: '',
              },
              {
                id: 2,
                whatsApp_Number: null,
                facebook_Page: null,
                youTube_Channel: 'https://youtube.com/x',
                tiktokChannel: null,
              },
            ],
          })
        : json({
            success: true,
            message: '',
            data: { footerFigures: { students: 5000, successRate: 99, rating: 5 }, companyName: 'Acme Soft' },
          }),
    );
    renderWithProviders(<Footer />);
    const social = screen.getByTestId('social-links');
    const whatsapp = await within(social).findByRole('link', { name: 'واتساب' });
    expect(whatsapp).toHaveAttribute(
      'href',
      `https://wa.me/201012345678?text=${encodeURIComponent('مرحباً')}`,
    );
    expect(within(social).getByRole('link', { name: 'فيسبوك' })).toHaveAttribute(
      'href',
      'https://facebook.com/dars',
    );
    expect(within(social).getByTitle('يوتيوب غير متاح')).toHaveAttribute('aria-disabled', 'true');
    expect(within(social).getByTitle('تيك توك غير متاح')).toHaveAttribute('aria-disabled', 'true');
    expect(screen.getByRole('link', { name: 'انضم الآن' })).toHaveAttribute('href', '/register');
    expect(await screen.findByText('5000+')).toBeInTheDocument();
    expect(screen.getByText('99%')).toBeInTheDocument();
    expect(screen.getByText(/Acme Soft/)).toBeInTheDocument();
  });
});

describe('ErrorScreen', () => {
  it('shows the title, the error text, the hints and a reload button', () => {
    mockFetch(() => json({}));
    renderWithProviders(<ErrorScreen error={new Error('boom happened')} />);
    expect(screen.getByRole('heading', { name: 'حدث خطأ ما' })).toBeInTheDocument();
    expect(screen.getByText('boom happened')).toBeInTheDocument();
    expect(screen.getByText(/CORS/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'إعادة تحميل الصفحة' })).toBeInTheDocument();
  });
});
