import path from 'node:path';
import { expect, test } from '@playwright/test';
import { loginViaUi } from './helpers/auth-flows.ts';
import { OPEN_TO_ALL_COURSE, apiAsStudent, newStudent, registerAndLogin } from './helpers/learning-flows.ts';

const TENANT = 'tenant5';
const TEACHER = { email: 'teacher@dars.test', password: 'Dars@2026' };

test('the teacher opens the console on the dashboard: figures, the 90-day chart, and an at-risk student one click from their page', async ({
  page,
  browser,
}, testInfo) => {
  // a student enrols and fails a quiz (nothing answered): below the pass mark on their last quiz
  const student = newStudent(testInfo, 'dash');
  await registerAndLogin(page, student);
  expect(
    (await apiAsStudent(page, 'POST', `/api/Student/enroll-free?courseId=${OPEN_TO_ALL_COURSE}`)).status,
  ).toBe(200);

  const teacherLogin = await page.request.post('/api/Auth/login', {
    headers: { 'X-Tenant-ID': TENANT, DeviceId: `e2e-dashboard-${testInfo.project.name}` },
    data: { EmailorMobile: TEACHER.email, password: TEACHER.password },
  });
  expect(teacherLogin.ok()).toBeTruthy();
  const teacherToken = ((await teacherLogin.json()) as { token: string }).token;
  const summary = await page.request.get('/api/teacher/dashboard', {
    headers: {
      'X-Tenant-ID': TENANT,
      Authorization: `Bearer ${teacherToken}`,
      DeviceId: `e2e-dashboard-${testInfo.project.name}`,
    },
  });
  const courses = (
    (await summary.json()) as { data: { courses: Array<{ id: string; quizzes: Array<{ id: number }> }> } }
  ).data.courses;
  const quiz = courses.find((course) => course.id === OPEN_TO_ALL_COURSE)!.quizzes[0]!;
  const submitted = await apiAsStudent(page, 'POST', '/api/quizresult/submit', {
    lessonId: quiz.id,
    answers: [null, null, null],
  });
  expect(submitted.status, JSON.stringify(submitted.body)).toBe(200);

  // the teacher, in a browser of their own
  const context = await browser.newContext({
    viewport: testInfo.project.use.viewport ?? null,
    locale: 'ar-EG',
    ...(testInfo.project.use.baseURL ? { baseURL: testInfo.project.use.baseURL } : {}),
  });
  const teacher = await context.newPage();
  await teacher.goto('/login');
  await loginViaUi(teacher, TEACHER.email, TEACHER.password);
  await teacher.waitForURL((url) => url.pathname !== '/login', { timeout: 15_000 });
  await teacher.goto('/teacher');
  await expect(teacher).toHaveURL(/\/teacher\/dashboard/);
  await expect(teacher.getByRole('heading', { name: 'لوحة المتابعة', level: 1 })).toBeVisible();

  // the figures: at least our student, active today
  for (const id of ['students', 'active7', 'active30']) {
    const value = await teacher.getByTestId(`stat-${id}`).locator('dd').first().innerText();
    // Western digits in Arabic too, as every number of the product
    expect(value).toMatch(/^[0-9,]+$/);
    expect(Number(value.replace(/,/g, ''))).toBeGreaterThan(0);
  }
  // the chart (its own chunk) draws the enrolment of today
  await expect(teacher.getByText(/في 90 يومًا: [0-9]+ اشتراك/)).toBeVisible();
  await expect(teacher.getByTestId('daily-chart').locator('canvas')).toBeVisible();
  // the chart's key names its two lines, with no empty day or figures beside them
  const legend = teacher.getByTestId('daily-chart').locator('.u-legend');
  await expect(legend).toContainText('اشتراكات');
  await expect(legend).toContainText('أكواد مفعّلة');
  await expect(legend).not.toContainText('اليوم');
  await expect(legend.locator('.u-value')).toHaveCount(0);
  await expect(teacher.getByTestId('funnel')).toBeVisible();
  // the score distribution of the quiz our student failed
  await teacher.getByLabel('الاختبار', { exact: true }).selectOption(String(quiz.id));
  await expect(teacher.getByTestId('quiz-scores')).toBeVisible();
  await expect(teacher.getByTestId('quiz-scores')).toContainText(/حلّه [0-9]+/);

  // the student is at risk (the quiz they took last is below its pass mark); the list is
  // longest-idle first, so page on until they show up
  const row = teacher.getByTestId('at-risk').locator('li', { hasText: student.phone });
  for (let turn = 0; turn < 20 && !(await row.isVisible()); turn += 1) {
    await teacher.getByRole('button', { name: 'التالي' }).last().click();
    await teacher.waitForTimeout(300);
  }
  await expect(row).toBeVisible();
  await expect(row.getByText('دون درجة النجاح')).toBeVisible();
  if (testInfo.project.name === 'desktop') await teacher.evaluate(() => window.scrollTo(0, 0));
  else await row.scrollIntoViewIfNeeded();
  await teacher.screenshot({
    path: path.join(
      testInfo.config.rootDir,
      '../../docs/screenshots',
      testInfo.project.name === 'desktop'
        ? 'teacher-dashboard.png'
        : `teacher-dashboard-${testInfo.project.name}.png`,
    ),
    fullPage: testInfo.project.name === 'desktop',
  });
  await row.getByRole('link').click();
  await expect(teacher).toHaveURL(/\/teacher\/students\/[0-9a-f-]{36}$/);
  await context.close();
});
