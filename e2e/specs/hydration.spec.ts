import { expect, test, type Page } from '@playwright/test';
import { newStudent } from './helpers/auth-flows.ts';
import { claimCode, demoCodes } from './helpers/demo-codes.ts';
import { registerAndLogin, waitForApp } from './helpers/learning-flows.ts';

// The pages the server renders (apps/web/src/app/public-pages.ts), a free and a paid course (last)
const PAID_COURSE = '5d1f0c2a-1b3e-4c5d-8e9f-0a1b2c3d4e04';
const FREE_COURSE = '5d1f0c2a-1b3e-4c5d-8e9f-0a1b2c3d4e02';
const SERVER_RENDERED = [
  '/',
  '/about',
  '/login',
  '/register',
  `/courses/${FREE_COURSE}`,
  `/courses/${PAID_COURSE}`,
];

/**
 * Console errors and uncaught errors of the page. A page whose first client render differs from
 * the server's HTML makes React report a recoverable error (#418, #423, #425 in a production
 * build) and render the page again from scratch.
 */
function collectErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(error.message));
  return errors;
}

/** The page is hydrated and has settled (the browser's own state applied after hydration). */
async function settled(page: Page) {
  await waitForApp(page);
  await page.waitForLoadState('networkidle');
}

async function expectEveryPageHydrates(page: Page, state: string, search = '') {
  const errors = collectErrors(page);
  for (const path of SERVER_RENDERED) {
    await page.goto(`${path}${search}`);
    await settled(page);
    await page.reload();
    await settled(page);
    expect(errors, `${state}: ${path}${search}`).toEqual([]);
  }
}

test.describe('every server-rendered page hydrates without an error', () => {
  test('signed out, with a query string', async ({ page }) => {
    await expectEveryPageHydrates(page, 'query string', '?code=ABCD-EFGH-JKLM&utm_source=whatsapp');
  });

  test('in English', async ({ page }) => {
    await page.goto('/about');
    await page.evaluate(() => localStorage.setItem('dars_locale', 'en'));
    await expectEveryPageHydrates(page, 'English');
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  });

  test('signed in', async ({ page }, testInfo) => {
    await registerAndLogin(page, newStudent(testInfo, 'hydrate'));
    await expectEveryPageHydrates(page, 'signed in', '?code=ABCD-EFGH-JKLM');
    // the code a printed card's QR code carries fills the box of a student not enrolled once the page is the app's
    await expect(page.getByLabel('كود التسجيل')).toHaveValue('ABCD-EFGH-JKLM');
  });

  test('just registered: the sign-in page after a reload, then signing in', async ({ page }, testInfo) => {
    const student = newStudent(testInfo, 'fresh');
    const errors = collectErrors(page);
    await page.goto('/register');
    await waitForApp(page);
    await page.getByLabel('اسم المستخدم', { exact: true }).fill(student.name);
    await page.getByLabel('البريد الإلكتروني', { exact: true }).fill(student.email);
    await page.getByLabel('رقم الهاتف', { exact: true }).fill(student.phone);
    await page.getByLabel('رقم هاتف ولي الأمر', { exact: true }).fill(student.parentPhone);
    await page.getByLabel('الصف الدراسي', { exact: true }).selectOption({ index: 1 });
    await page.getByLabel('كلمة المرور', { exact: true }).fill(student.password);
    await page.getByLabel('تأكيد كلمة المرور', { exact: true }).fill(student.password);
    await page.getByRole('button', { name: 'إنشاء الحساب' }).click();
    await expect(page).toHaveURL(/\/login$/);
    await expect(page.getByText('تم إنشاء الحساب بنجاح')).toBeVisible();

    await page.reload();
    await settled(page);
    expect(errors).toEqual([]);
    // the page was not drawn again: what the student types stays and signs in
    await page.getByLabel('البريد الإلكتروني أو رقم الهاتف', { exact: true }).fill(student.email);
    await page.getByLabel('كلمة المرور', { exact: true }).fill(student.password);
    await page.getByRole('button', { name: 'دخول', exact: true }).click();
    await page.waitForURL((url) => url.pathname === '/', { timeout: 15_000 });
    expect(errors).toEqual([]);
  });
});

/** Holds the page's scripts back until `release()`: the server's HTML is on screen without the app. */
async function holdScripts(page: Page) {
  let release = () => undefined as void;
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/assets\/.*\.js$/, async (route) => {
    await released;
    await route.continue();
  });
  return release;
}

/** Opens the server's HTML, parsed, while its scripts are held (no load event comes before them). */
async function openWithoutApp(page: Page, path: string) {
  await page.goto(path, { waitUntil: 'commit' });
  await page.waitForFunction(() => document.readyState !== 'loading');
  expect(await page.locator('html[data-ready]').count()).toBe(0);
}

test.describe('what is typed before the page is ready', () => {
  test('stays in every field of every server-rendered page', async ({ page }, testInfo) => {
    await registerAndLogin(page, newStudent(testInfo, 'early'));
    for (const path of SERVER_RENDERED) {
      const release = await holdScripts(page);
      await openWithoutApp(page, path);
      const fields = page.locator(
        'main input:not([type="hidden"]):not([type="checkbox"]):not([type="radio"])',
      );
      const count = await fields.count();
      for (let index = 0; index < count; index += 1) await fields.nth(index).fill(`A1B2C3D4E${index}`);
      release();
      await settled(page);
      await expect(fields).toHaveCount(count);
      for (let index = 0; index < count; index += 1)
        await expect(fields.nth(index), `${path}, field ${index + 1}`).toHaveValue(`A1B2C3D4E${index}`);
      await page.unrouteAll({ behavior: 'wait' });
    }
  });

  test('a registration code on a course page is kept and redeemed', async ({ page }, testInfo) => {
    await registerAndLogin(page, newStudent(testInfo, 'early-code'));
    const { code } = claimCode(demoCodes().courseCodes.filter((entry) => entry.courseId === PAID_COURSE));
    const release = await holdScripts(page);
    await openWithoutApp(page, `/courses/${PAID_COURSE}`);
    await page.getByLabel('كود التسجيل').fill(code);
    release();
    await settled(page);
    await expect(page.getByLabel('كود التسجيل')).toHaveValue(code);
    await page.getByRole('button', { name: 'تسجيل بالكود' }).click();
    await expect(page.getByRole('dialog', { name: 'تم التسجيل بنجاح' })).toBeVisible();
  });
});
