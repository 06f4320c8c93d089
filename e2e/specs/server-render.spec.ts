import { expect, test, type Page } from '@playwright/test';
import { newStudent, registerViaApi } from './helpers/auth-flows.ts';

// The demo tenant (apps/api/src/seed/demo-tenant.ts, demo-catalogue.ts)
const TEACHER = 'أ. محمد عبد الحميد';
const FIRST_GRADE_COURSES = [
  'الأحياء للصف الأول الثانوي - الترم الأول',
  'الأحياء للصف الأول الثانوي - الترم الثاني (مجاني)',
];
const FREE_COURSE = '5d1f0c2a-1b3e-4c5d-8e9f-0a1b2c3d4e02';
const FREE_COURSE_UNITS = [
  'الوحدة الأولى: الأنسجة',
  'الوحدة الثانية: التصنيف',
  'الوحدة الثالثة: الكائنات الدقيقة',
];
const FIRST_BOOK = 'الأحياء ببساطة - الصف الأول الثانوي';

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test("the landing page shows the teacher's name, the packages and the books", async ({ page }) => {
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1 })).toContainText(TEACHER);
    const packages = page.locator('#courses');
    for (const name of FIRST_GRADE_COURSES) await expect(packages.getByText(name)).toBeVisible();
    await expect(page.locator('#books').getByText(FIRST_BOOK)).toBeVisible();
  });

  test("a course page shows the course's name and its units", async ({ page }) => {
    await page.goto(`/courses/${FREE_COURSE}`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(FIRST_GRADE_COURSES[1]!);
    for (const unit of FREE_COURSE_UNITS) await expect(page.getByText(unit).first()).toBeVisible();
  });

  test('every class a public page uses is styled by the stylesheet inlined in it', async ({ page }) => {
    // the inlined stylesheet has only the public pages' classes (apps/web/src/styles/index.css)
    for (const path of ['/', '/about', '/login', '/register', `/courses/${FREE_COURSE}`]) {
      await page.goto(path);
      const unstyled = await page.evaluate(() => {
        const selectors: string[] = [];
        const walk = (rules: CSSRuleList) => {
          for (const rule of Array.from(rules)) {
            if (rule instanceof CSSStyleRule) selectors.push(rule.selectorText);
            if ('cssRules' in rule) walk((rule as CSSGroupingRule).cssRules);
          }
        };
        for (const sheet of Array.from(document.styleSheets)) walk(sheet.cssRules);
        const text = selectors.join('\n');
        const classes = new Set(
          Array.from(document.querySelectorAll('[class]')).flatMap((e) => Array.from(e.classList)),
        );
        return [...classes].filter((name) => !text.includes(`.${CSS.escape(name)}`));
      });
      expect(unstyled, path).toEqual([]);
    }
  });

  test('the sign-in form cannot be sent before the app runs (the browser would put the password in the address)', async ({
    page,
  }) => {
    await page.goto('/login');
    await page.getByLabel('البريد الإلكتروني أو رقم الهاتف', { exact: true }).fill('student@dars.test');
    await page.getByLabel('كلمة المرور', { exact: true }).fill('Dars@2026');
    await expect(page.getByRole('button', { name: 'دخول', exact: true })).toBeDisabled();
    await page.getByLabel('كلمة المرور', { exact: true }).press('Enter');
    expect(new URL(page.url()).search).toBe('');
  });
});

/** Console errors and uncaught errors of the page (a failed hydration logs one). */
function collectErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(error.message));
  return errors;
}

/** The app has taken over the server's HTML once the section loaded after the first paint reacts. */
async function expectHydrated(page: Page) {
  // a grade tab of the server-rendered catalogue switches the list: React handles the click
  await page.getByRole('tab', { name: 'الصف الثالث الثانوي' }).click();
  await expect(page.getByRole('tab', { name: 'الصف الثالث الثانوي' })).toHaveAttribute(
    'aria-selected',
    'true',
  );
}

test('the public pages hydrate without an error or a loading flash', async ({ page }) => {
  const errors = collectErrors(page);
  // the server's packages are on screen from the first paint and stay there through hydration
  let sawLoading = false;
  await page.exposeFunction('darsSawLoading', () => {
    sawLoading = true;
  });
  await page.addInitScript(() => {
    new MutationObserver(() => {
      const courses = document.getElementById('courses');
      if (courses?.querySelector('[role="status"]'))
        (window as unknown as { darsSawLoading(): void }).darsSawLoading();
    }).observe(document, { subtree: true, childList: true });
  });
  await page.goto('/');
  await expect(page.locator('#courses').getByText(FIRST_GRADE_COURSES[0]!)).toBeVisible();
  await expectHydrated(page);
  expect(sawLoading).toBe(false);

  for (const url of ['/about', '/login', '/register', `/courses/${FREE_COURSE}`]) {
    await page.goto(url);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await page.waitForLoadState('networkidle');
  }
  // the course page's tabs respond once hydrated
  await page.getByRole('tab', { name: 'نظرة عامة' }).click();
  await expect(page.getByRole('tab', { name: 'نظرة عامة' })).toHaveAttribute('aria-selected', 'true');
  expect(errors).toEqual([]);
});

test('a signed-in student and an English reader get their own header and texts after hydration, without an error', async ({
  page,
  request,
}, testInfo) => {
  const student = newStudent(testInfo, 'ssr');
  await registerViaApi(request, student);
  const errors = collectErrors(page);
  await page.goto('/login');
  await page.getByLabel('البريد الإلكتروني أو رقم الهاتف', { exact: true }).fill(student.email);
  await page.getByLabel('كلمة المرور', { exact: true }).fill(student.password);
  await page.getByRole('button', { name: 'دخول', exact: true }).click();
  await page.waitForURL((url) => url.pathname !== '/login');

  // the cached HTML is the same for everyone; the student's name appears once the app runs
  const html = await (await request.get('/')).text();
  expect(html).not.toContain(student.name);
  await page.goto('/');
  await expect(page.getByText(student.name).first()).toBeAttached();
  await expectHydrated(page);

  await page.evaluate(() => localStorage.setItem('dars_locale', 'en'));
  await page.goto(`/courses/${FREE_COURSE}`);
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await expect(page.getByRole('tab', { name: 'Overview' })).toBeVisible();
  expect(errors).toEqual([]);
});
