import { expect, test, type Page, type TestInfo } from '@playwright/test';
import { demoCodes } from './helpers/demo-codes.ts';

/**
 * A failure without a message shows the screen's catalogue text in the screen's language (never the
 * HTTP status text), and a 401 for a request that carried a token ends the session on any page and
 * sends the student to /login, which says why. Run in Arabic and in English, at both sizes.
 */
const LOCALES = {
  ar: {
    registrationFailed: 'فشل إنشاء الحساب',
    forgotFailed: 'فشل إرسال طلب إعادة تعيين كلمة المرور',
    sessionExpired: 'انتهت صلاحية الجلسة. يرجى تسجيل الدخول مرة أخرى.',
  },
  en: {
    registrationFailed: 'Registration failed',
    forgotFailed: 'Failed to send reset password request',
    sessionExpired: 'Your session has expired. Please log in again.',
  },
} as const;

const STATUS_TEXTS = /Bad Request|Internal Server Error/;

/** The browser starts in `locale`; with `expiredSession`, a stored session the server no longer knows. */
async function prepare(page: Page, locale: keyof typeof LOCALES, expiredSession = false) {
  await page.addInitScript(
    ({ locale, expiredSession }) => {
      if (sessionStorage.getItem('e2e-seeded')) return;
      sessionStorage.setItem('e2e-seeded', '1');
      localStorage.setItem('dars_locale', locale);
      if (!expiredSession) return;
      const id = '11111111-1111-4111-8111-111111111111';
      localStorage.setItem('auth_token', 'a-token-the-server-never-issued');
      localStorage.setItem(
        'currentUser',
        JSON.stringify({
          id,
          name: 'Expired Student',
          email: 'expired@dars.test',
          grade: 'Secondary1',
          phoneNumber: '01000000009',
          enrolledCourses: [],
        }),
      );
      localStorage.setItem('isAuthenticated', 'true');
      localStorage.setItem('user_id', id);
    },
    { locale, expiredSession },
  );
}

async function snap(page: Page, testInfo: TestInfo, name: string) {
  const path = testInfo.outputPath(`${name}.png`);
  await page.screenshot({ path });
  await testInfo.attach(name, { path, contentType: 'image/png' });
}

for (const locale of ['ar', 'en'] as const) {
  const text = LOCALES[locale];

  test.describe(`${locale}`, () => {
    test('registration that fails without a message shows the registration fallback text', async ({
      page,
    }, testInfo) => {
      await prepare(page, locale);
      await page.route('**/api/Auth/register', (route) =>
        route.fulfill({ status: 500, body: '', headers: { 'content-type': 'text/plain' } }),
      );
      await page.goto('/register');
      await page.locator('input[name="userName"]').fill('Mona Ali');
      await page.locator('input[name="email"]').fill(`fallback-${testInfo.project.name}@dars.test`);
      await page.locator('input[name="phoneNumber"]').fill('01012345678');
      await page.locator('input[name="parentPhone"]').fill('01112345678');
      await page.locator('select[name="academicYear"]').selectOption('Secondary2');
      await page.locator('input[name="password"]').fill('Secret1!');
      await page.locator('input[name="confirmPassword"]').fill('Secret1!');
      await page.locator('form button[type="submit"]').click();
      const alert = page.getByRole('alert');
      await expect(alert).toHaveText(text.registrationFailed);
      await expect(alert).not.toHaveText(STATUS_TEXTS);
      await snap(page, testInfo, `register-fallback-${locale}`);
    });

    test('forgot password that fails with a bare 400 shows its fallback text', async ({ page }, testInfo) => {
      await prepare(page, locale);
      await page.route('**/api/Auth/ForgotPassword*', (route) => route.fulfill({ status: 400, body: '' }));
      await page.goto('/forgot-password');
      await page.locator('input[type="email"]').fill('someone@dars.test');
      await page.locator('form button[type="submit"]').click();
      const alert = page.getByRole('alert');
      await expect(alert).toHaveText(text.forgotFailed);
      await expect(alert).not.toHaveText(STATUS_TEXTS);
      await snap(page, testInfo, `forgot-fallback-${locale}`);
    });

    for (const [name, path] of [
      ['home', () => '/'],
      ['about', () => '/about'],
      ['course details', () => `/courses/${demoCodes().courseCodes[0]!.courseId}`],
    ] as const) {
      test(`an expired session on ${name} goes to /login, which says the session expired`, async ({
        page,
      }, testInfo) => {
        await prepare(page, locale, true);
        await page.goto(path());
        await expect(page).toHaveURL(/\/login$/);
        await expect(page.getByText(text.sessionExpired)).toBeVisible();
        expect(await page.evaluate(() => localStorage.getItem('auth_token'))).toBeNull();
        await snap(page, testInfo, `session-expired-${name}-${locale}`);
      });
    }

    test('a visitor without a session stays on an open page', async ({ page }) => {
      await prepare(page, locale);
      await page.goto('/about');
      await expect(page.locator('main h1').first()).toBeVisible();
      await page.waitForLoadState('networkidle');
      await expect(page).toHaveURL(/\/about$/);
      await expect(page.getByText(text.sessionExpired)).toHaveCount(0);
    });
  });
}
