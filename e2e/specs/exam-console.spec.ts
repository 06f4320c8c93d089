import fs from 'node:fs';
import { expect, test, type Browser, type Page, type TestInfo } from '@playwright/test';
import JSZip from 'jszip';
import { bankFiles, examCourse, TEACHER, teacherHeaders } from './helpers/exam-flows.ts';
import {
  apiAsStudent,
  expectNoSideScroll,
  newStudent,
  registerAndLogin,
  screenshot,
} from './helpers/learning-flows.ts';

/** A student of the course in their own browser (a device of their own). */
async function student(browser: Browser, page: Page, testInfo: TestInfo, tag: string, courseId: string) {
  const context = await browser.newContext({ viewport: page.viewportSize()!, locale: 'ar-EG' });
  const own = await context.newPage();
  await registerAndLogin(own, newStudent(testInfo, tag));
  expect((await apiAsStudent(own, 'POST', `/api/Student/enroll-free?courseId=${courseId}`)).status).toBe(200);
  return { context, page: own };
}

test('exam console: 30 questions imported with pictures, an exam drawn by quotas, a student who leaves submitted at the deadline, the figures and the honour board', async ({
  page,
  browser,
}, testInfo) => {
  test.setTimeout(420_000);
  const { courseId, courseName, lessonIds } = await examCourse(page, testInfo, ['امتحان الوحدة']);
  const examId = lessonIds[0]!;
  // another course with a quick exam (an exam gates the lessons after it, so each has its own course)
  const quickCourse = await examCourse(page, testInfo, ['امتحان سريع']);
  const quickId = quickCourse.lessonIds[0]!;
  const files = bankFiles();

  // the teacher imports the sheet with its pictures
  await page.goto('/login');
  await page.getByLabel('البريد الإلكتروني أو رقم الهاتف', { exact: true }).fill(TEACHER.email);
  await page.getByLabel('كلمة المرور', { exact: true }).fill(TEACHER.password);
  await page.getByRole('button', { name: 'دخول', exact: true }).click();
  await page.waitForURL(/\/teacher\/dashboard$/);
  await page.goto(`/teacher/exams/course/${courseId}`);
  await page.getByText('استيراد أسئلة').click();
  await page.getByLabel('ملف الأسئلة').setInputFiles(files.sheet);
  await page.getByLabel('ملف الصور (ZIP، اختياري)').setInputFiles(files.zip);
  await page.getByRole('button', { name: 'استيراد', exact: true }).click();
  await expect(page.getByText('عدد الأسئلة المستوردة: 30')).toBeVisible();
  await expect(page.getByText('الأسئلة المعروضة: 30')).toBeVisible();
  await page.getByLabel('الصعوبة').selectOption('hard');
  await expect(page.getByText('الأسئلة المعروضة: 15')).toBeVisible();
  await expectNoSideScroll(page);
  await screenshot(page, testInfo, 'console-bank');

  // the pictures export: the ZIP that imports beside the exported sheet
  const [pictures] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'تصدير الصور (ZIP)' }).click(),
  ]);
  expect(pictures.suggestedFilename()).toBe('question-bank-pictures.zip');
  const archive = await JSZip.loadAsync(fs.readFileSync(await pictures.path()));
  const pictureNames = Object.keys(archive.files);
  expect(pictureNames.length).toBeGreaterThanOrEqual(10);
  for (const name of pictureNames) expect(name).toMatch(/\.png$/);

  // …and builds the exam: 5 easy from unit one and 5 hard from any, 5 minutes
  await page.goto(`/teacher/exams/lesson/${examId}`);
  const first = page.getByTestId('quota').first();
  await first.getByLabel('عدد الأسئلة').fill('5');
  await first.getByLabel('الصعوبة').selectOption('easy');
  await first.getByLabel('الوحدة').selectOption('الوحدة الأولى');
  await page.getByRole('button', { name: 'إضافة قاعدة' }).click();
  const second = page.getByTestId('quota').nth(1);
  await second.getByLabel('عدد الأسئلة').fill('5');
  await second.getByLabel('الصعوبة').selectOption('hard');
  await page.getByLabel('مدة الامتحان (بالدقائق)').fill('5');
  await expect(page.getByText('أسئلة كل طالب: 10')).toBeVisible();
  await page.getByLabel('ما يراه الطالب بعد التسليم').selectOption('explanations');
  await page.getByRole('button', { name: 'حفظ الامتحان' }).click();
  await expect(page.getByText('تم حفظ الامتحان')).toBeVisible();
  await expectNoSideScroll(page);
  await screenshot(page, testInfo, 'console-exam-builder');

  // the quick exam's window closes in 45 s (its attempts end then); its bank has three questions
  const api = await teacherHeaders(page, testInfo);
  for (let n = 1; n <= 3; n += 1) {
    const created = await page.request.post(`/api/teacher/courses/${quickCourse.courseId}/bank`, {
      headers: api,
      data: {
        text: `سؤال سريع ${n}`,
        imagePath: null,
        type: 'TrueFalse',
        options: [
          { text: 'صح', imagePath: null },
          { text: 'خطأ', imagePath: null },
        ],
        correctIndex: 0,
        explanation: '',
        explanationImagePath: null,
        unit: '',
        topic: '',
        difficulty: 'easy',
      },
    });
    expect(created.ok(), await created.text()).toBeTruthy();
  }
  const closesAt = new Date(Date.now() + 45_000).toISOString();
  const quick = await page.request.put(`/api/teacher/exams/${quickId}`, {
    headers: api,
    data: {
      draw: { kind: 'quotas', quotas: [{ count: 3, difficulty: null, unit: null }] },
      durationSeconds: 300,
      opensAt: null,
      closesAt,
      attemptsAllowed: 1,
      reveal: 'score',
      revealAfterClose: false,
      passDegree: 50,
    },
  });
  expect(quick.ok(), await quick.text()).toBeTruthy();

  // a student who leaves the quick exam after one answer: the server submits it at the deadline
  const leaver = await student(browser, page, testInfo, 'exam-leaver', quickCourse.courseId);
  await leaver.page.goto(`/course-player/${quickCourse.courseId}?unit=0&lesson=0`);
  await leaver.page.getByRole('button', { name: 'ابدأ الامتحان' }).click();
  await expect(leaver.page.getByRole('timer')).toBeVisible();
  await leaver.page.locator('fieldset[data-question-id]').first().getByRole('radio').first().check();
  await expect(leaver.page.getByText('تم الحفظ')).toBeVisible();
  await leaver.context.close();

  // two students take the main exam: one shows by name, the other by initials
  const named = await student(browser, page, testInfo, 'exam-named', courseId);
  await named.page.goto('/profile');
  await named.page.locator('summary', { hasText: 'اسمك في قائمة الأوائل' }).click();
  await named.page.getByLabel('اظهر باسمي الكامل').check();
  await expect(named.page.getByText('تم الحفظ')).toBeVisible();
  const initials = await student(browser, page, testInfo, 'exam-initials', courseId);
  for (const taker of [named, initials]) {
    await taker.page.goto(`/course-player/${courseId}?unit=0&lesson=0`);
    await taker.page.getByRole('button', { name: 'ابدأ الامتحان' }).click();
    const questions = taker.page.locator('fieldset[data-question-id]');
    await expect(questions).toHaveCount(10);
    const answers = taker === named ? 10 : 4;
    for (let n = 0; n < answers; n += 1) {
      await questions
        .nth(n)
        .getByRole('radio')
        .nth(n % 4)
        .check();
      await expect(questions.nth(n).getByText('تم الحفظ')).toBeVisible();
    }
    if (taker === named) await screenshot(taker.page, testInfo, 'exam-sticky-timer');
    taker.page.once('dialog', (dialog) => void dialog.accept());
    await taker.page.getByRole('button', { name: 'سلّم الامتحان' }).click();
    await expect(taker.page.getByRole('heading', { name: 'تم تسليم الامتحان' })).toBeVisible();
    await taker.context.close();
  }

  // past the quick exam's close, the leaver's attempt was submitted by the server
  const wait = Date.parse(closesAt) - Date.now() + 3_000;
  if (wait > 0) await page.waitForTimeout(wait);
  await page.goto(`/teacher/exams/lesson/${quickId}?tab=results`);
  await expect(page.getByTestId('exam-students')).toContainText('سلّمه الموقع عند انتهاء الوقت', {
    timeout: 30_000,
  });

  // the results of the main exam: the figures of every question drawn
  await page.goto(`/teacher/exams/lesson/${examId}?tab=results`);
  await expect(page.getByText('المحاولات المسلَّمة: 2', { exact: false })).toBeVisible({ timeout: 30_000 });
  const figures = page.getByTestId('question-figures').getByRole('listitem');
  expect(await figures.count()).toBeGreaterThanOrEqual(10);
  await expect(figures.first()).toContainText('أجاب صح');
  await expect(figures.first()).toContainText('معامل التمييز');
  await expectNoSideScroll(page);
  await screenshot(page, testInfo, 'console-exam-results');

  // the honour board, shown on the home page too
  await page.goto(`/teacher/exams/course/${courseId}`);
  await page.getByRole('tab', { name: 'الأوائل' }).click();
  const board = page.getByTestId('honour-board');
  await expect(board).toContainText('طالب تجريبي');
  await expect(board).toContainText('ط. ت.');
  await page.getByLabel('اعرض أوائل هذه الدورة في الصفحة الرئيسية').check();
  await expect(page.getByText('تم الحفظ')).toBeVisible();
  await screenshot(page, testInfo, 'console-honour-board');
  await page.goto('/');
  const home = page.locator('#honour-board');
  await home.getByRole('heading', { name: courseName }).scrollIntoViewIfNeeded();
  await expect(home.getByRole('article').filter({ hasText: courseName })).toContainText('طالب تجريبي');
  await expectNoSideScroll(page);
  await screenshot(page, testInfo, 'home-honour-board');

  // the same console screens in English
  await page.evaluate(() => localStorage.setItem('dars_locale', 'en'));
  await page.goto(`/teacher/exams/course/${courseId}`);
  await expect(page.getByText('Questions shown: 30')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Export pictures (ZIP)' })).toBeVisible();
  await expectNoSideScroll(page);
  await screenshot(page, testInfo, 'console-bank-en');
  await page.goto(`/teacher/exams/lesson/${examId}`);
  await expect(page.getByText('Questions per student: 10')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Save the exam' })).toBeVisible();
  await expectNoSideScroll(page);
  await screenshot(page, testInfo, 'console-exam-builder-en');
  await page.goto(`/teacher/exams/lesson/${examId}?tab=results`);
  await expect(page.getByText('Attempts submitted: 2', { exact: false })).toBeVisible();
  await expectNoSideScroll(page);
  await screenshot(page, testInfo, 'console-exam-results-en');
  await page.goto(`/teacher/exams/course/${courseId}`);
  await page.getByRole('tab', { name: 'Honour board' }).click();
  await expect(page.getByTestId('honour-board')).toBeVisible();
  await expectNoSideScroll(page);
  await screenshot(page, testInfo, 'console-honour-board-en');
});
