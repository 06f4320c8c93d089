import { expect, test } from '@playwright/test';
import {
  OPEN_TO_ALL_COURSE,
  S2_FIRST_COURSE,
  apiAsStudent,
  closeDrawerOnPhone,
  newStudent,
  openDrawer,
  playAndSeek,
  redeemCourseCode,
  registerAndLogin,
  screenshot,
} from './helpers/learning-flows.ts';

test('course code → player on the first lesson → watch past 90 % → Complete & Continue → next lesson; progress survives reload', async ({
  page,
}, testInfo) => {
  const student = newStudent(testInfo, 'course');
  await registerAndLogin(page, student);
  await redeemCourseCode(page, S2_FIRST_COURSE);

  await page.goto(`/course-player/${S2_FIRST_COURSE}`);
  await expect(page).toHaveURL(/unit=0&lesson=0/);
  await expect(page.getByRole('heading', { level: 1 })).toContainText('الأحياء للصف الثاني الثانوي');
  await expect(page.getByText('الدرس 1 / 9')).toBeVisible();
  await expect(page.getByText('0% مكتمل')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'مواد الدرس' })).toBeVisible();
  await expect(page.getByTestId('attachment-extension')).toHaveText('PDF');
  await expect(page.getByRole('link', { name: 'تحميل' })).toHaveAttribute(
    'href',
    /\/media\/demo-material\.pdf\?t=tenant5&u=[^&]+&e=\d+&s=[\w-]+$/,
  );
  // Not yet 90 %: only the "enjoyed" button is offered.
  await expect(page.getByRole('button', { name: 'استمتعت بالمحاضرة' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'إكمال ومتابعة' })).toHaveCount(0);

  // The watermark (the student's phone number) is drawn over the video and moves.
  const watermark = page.getByTestId('video-watermark');
  await expect(watermark).toHaveText(student.phone);
  const before = await watermark.boundingBox();
  await page.waitForTimeout(2500);
  const after = await watermark.boundingBox();
  expect(before && after && (before.x !== after.x || before.y !== after.y)).toBeTruthy();
  await expect(watermark).toHaveCSS('opacity', '0.2');

  await playAndSeek(page, 0.95);
  await screenshot(page, testInfo, 'course-player-video');
  const complete = page.getByRole('button', { name: 'إكمال ومتابعة' });
  await expect(complete).toBeVisible();
  await complete.click();
  await expect(page.getByTestId('celebration')).toBeVisible();
  await screenshot(page, testInfo, 'course-player-celebration');
  await expect(page.getByTestId('celebration')).toBeHidden({ timeout: 5000 });
  await expect(page).toHaveURL(/unit=0&lesson=1/);
  await expect(page.getByText('الدرس 2 / 9')).toBeVisible();
  await expect(page.getByText('11% مكتمل')).toBeVisible();

  // Server-side progress: a reload (which starts from an empty page) keeps it.
  await page.evaluate(() => {
    for (const key of Object.keys(localStorage))
      if (key.startsWith('completedLessons_')) localStorage.removeItem(key);
  });
  await page.reload();
  await expect(page.getByText('11% مكتمل')).toBeVisible();
  await expect(page).toHaveURL(/unit=0&lesson=1/);

  await openDrawer(page);
  const drawer = page.getByRole('complementary', { name: 'محتوى الدورة' });
  await expect(drawer.getByText('مكتمل').first()).toBeVisible();
  const units = drawer.getByTestId('drawer-unit');
  await expect(units).toHaveCount(3);
  // While unit 1's quiz is open the later units ask for it first.
  await expect(units.nth(1).getByTestId('unit-status')).toHaveText('أكمل الاختبار السابق');
  await closeDrawerOnPhone(page);

  // Once it is submitted, unit 2 (a week after enrolment) and unit 3 (two weeks) say when they open.
  const tree = await apiAsStudent(
    page,
    'GET',
    `/api/Course/tree-course-with-progress?courseid=${S2_FIRST_COURSE}`,
  );
  const quiz = (
    tree.body as { data: { units: { lessons: { id: number; type: string }[] }[] } }
  ).data.units[0]!.lessons.find((lesson) => lesson.type === 'Quiz')!;
  const submitted = await apiAsStudent(page, 'POST', '/api/quizresult/submit', {
    lessonId: quiz.id,
    answers: [0, 0, 0],
  });
  expect(submitted.status).toBe(200);
  await page.reload();
  await openDrawer(page);
  await expect(units.nth(1).getByTestId('unit-status')).toHaveText('ستكون هذه الوحدة متاحة بعد 7 أيام');
  await expect(units.nth(2).getByTestId('unit-status')).toHaveText('أكمل الاختبار السابق');
  await expect(units.nth(1).getByRole('button').first()).toBeDisabled();
  await expect(units.nth(0).getByTestId('unit-countdown')).toContainText('الوقت المتبقي');
  await screenshot(page, testInfo, 'course-player-drawer');
  await closeDrawerOnPhone(page);
});

test('a lesson behind an unsubmitted quiz is locked and its URL is ignored', async ({ page }, testInfo) => {
  await registerAndLogin(page, newStudent(testInfo, 'lock'));
  const enrolled = await apiAsStudent(
    page,
    'POST',
    `/api/Student/enroll-free?courseId=${OPEN_TO_ALL_COURSE}`,
  );
  expect(enrolled.status).toBe(200);

  await page.goto(`/course-player/${OPEN_TO_ALL_COURSE}?unit=1&lesson=0`);
  await expect(page).toHaveURL(/unit=0&lesson=0/);
  // the loading shell the document painted while the code loaded is gone once the player is up
  await expect(page.locator('#app-shell')).toBeAttached();
  await expect(page.locator('#app-shell')).toBeHidden();
  await openDrawer(page);
  const units = page.getByTestId('drawer-unit');
  await expect(units.nth(0).getByTestId('unit-status')).toHaveText('متاحة دائماً');
  await expect(units.nth(1).getByTestId('unit-status')).toHaveText('أكمل الاختبار السابق');
  await expect(units.nth(1).getByRole('button').first()).toBeDisabled();
});

test('an unknown course shows Course Not Found with a way back', async ({ page }, testInfo) => {
  await registerAndLogin(page, newStudent(testInfo, 'missing'));
  await page.goto('/course-player/00000000-0000-4000-8000-00000000dead');
  await expect(page.getByRole('heading', { name: 'لم يتم العثور على الدورة' })).toBeVisible();
  await page.getByRole('link', { name: 'العودة إلى باقاتي' }).click();
  await expect(page).toHaveURL(/\/enrolled-courses$/);
});

test('in English the course player reads left to right with the catalogue English wording', async ({
  page,
}, testInfo) => {
  await registerAndLogin(page, newStudent(testInfo, 'english'));
  expect(
    (await apiAsStudent(page, 'POST', `/api/Student/enroll-free?courseId=${OPEN_TO_ALL_COURSE}`)).status,
  ).toBe(200);
  await page.evaluate(() => localStorage.setItem('dars_locale', 'en'));
  await page.goto(`/course-player/${OPEN_TO_ALL_COURSE}`);
  await expect(page.locator('html')).toHaveAttribute('dir', 'ltr');
  await expect(page.getByText('Lesson 1 / 9')).toBeVisible();
  await expect(page.getByText('0% complete')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Course Materials' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'I enjoyed the lecture' })).toBeVisible();
  await openDrawer(page);
  await expect(page.getByTestId('drawer-unit').nth(1).getByTestId('unit-status')).toHaveText(
    'Complete Previous Quiz',
  );
  await screenshot(page, testInfo, 'course-player-english');
});
