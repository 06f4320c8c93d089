import { expect, test, type Page, type TestInfo } from '@playwright/test';
import { loginViaUi, newStudent, registerViaApi } from './helpers/auth-flows.ts';
import { quizCourse } from './helpers/console-flows.ts';
import { expectNoSideScroll, screenshot } from './helpers/learning-flows.ts';

const TENANT = 'tenant5';
const TEACHER = { email: 'teacher@dars.test', password: 'Dars@2026' };

async function signInAsTeacher(page: Page) {
  await page.goto('/login');
  await loginViaUi(page, TEACHER.email, TEACHER.password);
  await page.waitForURL((url) => url.pathname.startsWith('/teacher'), { timeout: 15_000 });
}

/** A new student, found through the console's search: answers their page's path. */
async function studentPage(
  page: Page,
  testInfo: TestInfo,
): Promise<{ path: string; name: string; email: string }> {
  const student = newStudent(testInfo, 'phone');
  await registerViaApi(page.request, student);
  await page.goto(`/teacher/students?q=${encodeURIComponent(student.email)}`);
  const row = page.getByRole('link', { name: new RegExp(student.name) });
  await expect(row).toBeVisible();
  await row.click();
  await expect(page.getByRole('heading', { level: 1, name: student.name })).toBeVisible();
  return { path: new URL(page.url()).pathname, name: student.name, email: student.email };
}

async function openRoute(page: Page, testInfo: TestInfo, path: string, shot: string) {
  await page.goto(path);
  await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
  await expect(page.getByText('جارٍ التحميل…')).toHaveCount(0);
  await expectNoSideScroll(page);
  await screenshot(page, testInfo, `console-${shot}`);
}

/** Stops the course's first unit and starts it again: two audited changes with a before and an after. */
async function toggleFirstUnit(page: Page, courseId: string) {
  await page.goto(`/teacher/courses/${courseId}`);
  const unit = page.getByTestId('unit').first();
  // the unit's own buttons come before its lessons' buttons
  await unit.getByRole('button', { name: 'إيقاف', exact: true }).first().click();
  await unit.getByRole('button', { name: 'تفعيل', exact: true }).first().click();
  await expect(unit.getByText('غير مفعّل', { exact: true })).toHaveCount(0);
}

/** Opens a dialog with `button`, checks the page still fits the window, and backs out of it. */
async function openDialog(page: Page, button: ReturnType<Page['getByRole']>) {
  await button.click();
  const dialog = page.getByRole('dialog');
  await expect(dialog).toBeVisible();
  await expectNoSideScroll(page);
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
}

test('every console screen and every dialog fits the window: no sideways scroll', async ({
  page,
}, testInfo) => {
  test.setTimeout(180_000);
  const quiz = await quizCourse(page, testInfo, TENANT);
  await signInAsTeacher(page);
  const student = await studentPage(page, testInfo);

  for (const [path, shot] of [
    ['/teacher/dashboard', 'dashboard'],
    ['/teacher/courses', 'courses'],
    ['/teacher/courses/new', 'course-new'],
    ['/teacher/students', 'students'],
    ['/teacher/codes', 'codes'],
    ['/teacher/books', 'books'],
    ['/teacher/staff', 'staff'],
  ] as const) {
    await openRoute(page, testInfo, path, shot);
  }

  await openRoute(page, testInfo, `/teacher/courses/${quiz.courseId}`, 'course');
  await openDialog(page, page.getByRole('button', { name: /^تعديل: / }).first());
  for (const name of ['نسخ لعام دراسي جديد', 'أرشفة', 'حذف']) {
    const button = page.getByRole('button', { name, exact: true });
    if ((await button.count()) > 0) await openDialog(page, button.first());
  }

  await openRoute(page, testInfo, `/teacher/quizzes/${quiz.lessonId}`, 'quiz');

  await openRoute(page, testInfo, student.path, 'student');
  for (const name of ['إضافة إلى دورة', 'إيقاف الحساب', 'إعادة ضبط الأجهزة']) {
    await openDialog(page, page.getByRole('button', { name, exact: true }));
  }

  await openRoute(page, testInfo, '/teacher/codes', 'codes');
  const revoke = page.getByRole('button', { name: 'إلغاء الأكواد غير المستخدمة' });
  if ((await revoke.count()) > 0) await openDialog(page, revoke.first());

  await openRoute(page, testInfo, '/teacher/site-content', 'site-content');
  await openDialog(page, page.getByRole('button', { name: 'إضافة رأي' }));
  await openDialog(page, page.getByRole('button', { name: /^تعديل رأي / }).first());

  await openRoute(page, testInfo, '/teacher/books', 'books');
  await openDialog(page, page.getByRole('button', { name: 'إضافة كتاب' }));

  await openRoute(page, testInfo, '/teacher/staff', 'staff');
  await openDialog(page, page.getByRole('button', { name: 'إضافة مساعد' }));

  await toggleFirstUnit(page, quiz.courseId);
  await openRoute(page, testInfo, '/teacher/audit', 'audit');
  const details = page.getByTestId('audit-entry').getByText('التفاصيل');
  for (let index = 0; index < Math.min(5, await details.count()); index++) await details.nth(index).click();
  await expectNoSideScroll(page);
  await screenshot(page, testInfo, 'console-audit-details');
});

test('the quiz save is confirmed where the teacher pressed it, and the editor leads back to its course', async ({
  page,
}, testInfo) => {
  test.setTimeout(120_000);
  const quiz = await quizCourse(page, testInfo, TENANT);
  await signInAsTeacher(page);
  await page.goto(`/teacher/quizzes/${quiz.lessonId}`);
  await page.getByLabel('نص السؤال').fill('ما وحدة بناء الكائن الحي؟');
  const bar = page.getByTestId('quiz-save-bar');
  await bar.getByRole('button', { name: 'حفظ الاختبار' }).click();
  await expect(bar.getByText('تم حفظ الاختبار')).toBeInViewport();
  await screenshot(page, testInfo, 'console-quiz-saved');

  await page.getByRole('link', { name: new RegExp(`العودة إلى «${quiz.courseName}»`) }).click();
  await expect(page).toHaveURL(new RegExp(`/teacher/courses/${quiz.courseId}$`));
  await expect(page.getByRole('heading', { level: 1, name: quiz.courseName })).toBeVisible();
});

test('the audit log reads as sentences with choices to filter by', async ({ page }, testInfo) => {
  const quiz = await quizCourse(page, testInfo, TENANT);
  await signInAsTeacher(page);
  await toggleFirstUnit(page, quiz.courseId);
  await page.goto('/teacher/audit');
  const entries = page.getByTestId('audit-entry');
  await expect(entries.first()).toBeVisible();
  // the sentences: no `course.update`-style codes, no ids (the changed values may hold any text)
  for (const text of await entries.getByTestId('audit-sentence').allTextContents()) {
    expect(text).not.toMatch(/\b[a-z_]+\.[a-z_]+\b/);
    expect(text).not.toMatch(/[0-9a-f]{8}-[0-9a-f]{4}-/);
  }
  await page.getByLabel('نوع التغيير').selectOption({ label: 'الوحدات' });
  await page.getByRole('button', { name: 'تطبيق' }).click();
  await expect(page).toHaveURL(/action=unit/);
  const stopped = entries.filter({ hasText: 'تعديل الوحدة «الوحدة الأولى»' }).first();
  await stopped.getByText('التفاصيل').click();
  await expect(stopped.getByText(/مفعّل: (نعم ← لا|لا ← نعم)/)).toBeVisible();
  await expectNoSideScroll(page);
  await screenshot(page, testInfo, 'console-audit-filtered');
});

test('on a phone: names are whole, results come first, the site is reachable, stopping an account is not the first button, phones are links', async ({
  page,
}, testInfo) => {
  test.setTimeout(120_000);
  await signInAsTeacher(page);
  const student = await studentPage(page, testInfo);
  const phone = testInfo.project.name === 'phone';

  // a student's page: calling and WhatsApp links; the first action is not stopping the account
  await expect(page.locator('a[href^="tel:"]').first()).toBeVisible();
  await expect(page.locator('a[href^="https://wa.me/20"]').first()).toBeVisible();
  const actions = page.locator('main').getByRole('button');
  await expect(actions.first()).not.toHaveText('إيقاف الحساب');
  await screenshot(page, testInfo, 'console-student-page');

  // the students table: after a search the first result is on the first screen
  await page.goto(`/teacher/students?q=${encodeURIComponent(student.email)}`);
  await expect(page.getByRole('link', { name: new RegExp(student.name) })).toBeInViewport();

  // every label in the navigation is whole (none cut off with an ellipsis)
  const cutLabels = () =>
    page
      .locator('nav:visible')
      .locator('a, button')
      .evaluateAll((items) =>
        items.filter((item) => item.scrollWidth > item.clientWidth + 1).map((item) => item.textContent),
      );
  expect(await cutLabels()).toEqual([]);

  // the site is one tap away (through "More" on a phone)
  if (phone) await page.getByRole('button', { name: 'المزيد' }).click();
  await expect(page.getByRole('link', { name: 'عرض الموقع' }).locator('visible=true')).toBeVisible();
  await screenshot(page, testInfo, 'console-nav');

  // in English too: the labels and the console's name are whole
  await page.evaluate(() => localStorage.setItem('dars_locale', 'en'));
  await page.goto('/teacher/students');
  await expect(page.getByRole('heading', { level: 1, name: 'Students' })).toBeVisible();
  expect(await cutLabels()).toEqual([]);
  const title = page.getByRole('link', { name: "Teacher's console" });
  expect(await title.evaluate((item) => item.scrollWidth <= item.clientWidth + 1)).toBe(true);
  await screenshot(page, testInfo, 'console-nav-en');
});
