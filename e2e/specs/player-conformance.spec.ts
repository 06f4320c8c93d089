import { expect, test, type Page } from '@playwright/test';
import {
  S2_FIRST_COURSE,
  apiAsStudent,
  newStudent,
  registerAndLogin,
  screenshot,
  waitForApp,
} from './helpers/learning-flows.ts';
import { claimCode, demoCodes } from './helpers/demo-codes.ts';

/** A free demo course that is not open to all: unit n opens 7n days after enrolment. */
const DATED_FREE_COURSE = '5d1f0c2a-1b3e-4c5d-8e9f-0a1b2c3d4e02';

const TEXTS = {
  ar: {
    question: (n: number) => `السؤال ${n} من 3`,
    next: 'السؤال التالي',
    submit: 'إرسال الإجابات',
    finishLast: 'إنهاء الاختبار',
    opensIn7Days: 'ستكون هذه الوحدة متاحة بعد 7 أيام',
    lessonNotAvailable: 'الدرس غير متاح',
  },
  en: {
    question: (n: number) => `Question ${n} of 3`,
    next: 'Next question',
    submit: 'Submit answers',
    finishLast: 'Finish quiz',
    opensIn7Days: 'This unit will be available in 7 days',
    lessonNotAvailable: 'Lesson not available',
  },
} as const;

interface Tree {
  data: { units: { unitName: string; lessons: { id: number; type: 'Video' | 'Quiz' }[] }[] };
}

/** Enrols a fresh student in the dated course and completes the two videos of its first unit. */
async function enrolWithFirstVideosDone(page: Page): Promise<Tree['data']> {
  expect(
    (await apiAsStudent(page, 'POST', `/api/Student/enroll-free?courseId=${DATED_FREE_COURSE}`)).status,
  ).toBe(200);
  const tree = (
    await apiAsStudent(page, 'GET', `/api/Course/tree-course-with-progress?courseid=${DATED_FREE_COURSE}`)
  ).body as Tree;
  for (const lesson of tree.data.units[0]!.lessons.filter((item) => item.type === 'Video')) {
    const done = await apiAsStudent(page, 'POST', '/api/Student/lesson-complete', { lessonId: lesson.id });
    expect(done.status).toBe(200);
  }
  return tree.data;
}

for (const lang of ['ar', 'en'] as const) {
  const text = TEXTS[lang];

  test(`[${lang}] finishing the last lesson of an open unit stays on it and says when the closed next unit opens`, async ({
    page,
  }, testInfo) => {
    await registerAndLogin(page, newStudent(testInfo, `closed-next-${lang}`));
    const course = await enrolWithFirstVideosDone(page);
    await page.evaluate((locale) => localStorage.setItem('dars_locale', locale), lang);

    // The URL names a lesson beyond the unit: the message stays (the URL is not rewritten).
    await page.goto(`/course-player/${DATED_FREE_COURSE}?unit=0&lesson=7`);
    await expect(page.getByText(text.lessonNotAvailable)).toBeVisible();
    await page.waitForTimeout(500);
    await expect(page).toHaveURL(/unit=0&lesson=7$/);
    await expect(page.getByText(text.lessonNotAvailable)).toBeVisible();
    await screenshot(page, testInfo, `lesson-not-available-${lang}`);

    // The unit's last lesson is its quiz; unit 2 opens a week after enrolment.
    await page.goto(`/course-player/${DATED_FREE_COURSE}?unit=0&lesson=2`);
    for (let question = 1; question <= 3; question += 1) {
      await expect(page.getByText(text.question(question))).toBeVisible();
      await page.getByRole('radio').first().check();
      await page.getByRole('button', { name: question < 3 ? text.next : text.submit }).click();
    }
    // A reload would drop this marker.
    await page.evaluate(() => ((window as unknown as { e2eMarker: boolean }).e2eMarker = true));
    await page.getByRole('button', { name: text.finishLast }).click();
    await expect(page.getByTestId('celebration')).toBeVisible();
    await expect(page.getByTestId('celebration')).toBeHidden({ timeout: 5000 });
    await page.waitForTimeout(1000);

    await expect(page).toHaveURL(/unit=0&lesson=2$/);
    expect(await page.evaluate(() => (window as unknown as { e2eMarker?: boolean }).e2eMarker)).toBe(true);
    const note = page
      .getByRole('status')
      .filter({ hasText: course.units[1]!.unitName })
      .filter({ hasText: text.opensIn7Days });
    await expect(note).toBeVisible();
    await screenshot(page, testInfo, `next-unit-closed-${lang}`);
  });
}

const S3_FIRST_COURSE = '5d1f0c2a-1b3e-4c5d-8e9f-0a1b2c3d4e04';

test("a code for another course, entered on a course's page, names the course it opened and goes there", async ({
  page,
}, testInfo) => {
  await registerAndLogin(page, newStudent(testInfo, 'other-code'));
  const { code, courseName } = claimCode(
    demoCodes().courseCodes.filter((entry) => entry.courseId === S3_FIRST_COURSE),
  );

  await page.goto(`/courses/${S2_FIRST_COURSE}`);
  await waitForApp(page);
  await page.getByLabel('كود التسجيل').fill(code);
  await page.getByRole('button', { name: 'تسجيل بالكود' }).click();
  const dialog = page.getByRole('dialog', { name: 'تم التسجيل بنجاح' });
  await expect(dialog).toContainText(`هذا الكود خاص بدورة «\u2068${courseName}\u2069»`);
  await screenshot(page, testInfo, 'code-for-other-course');
  await dialog.getByRole('button', { name: courseName }).click();
  await expect(page).toHaveURL(new RegExp(`/course-player/${S3_FIRST_COURSE}`));
  await expect(page.getByRole('heading', { level: 1 })).toContainText(courseName);
});

test('a sparse course answer shows the defaults (First term, free), never a raw key', async ({
  page,
}, testInfo) => {
  const id = '5d1f0c2a-1b3e-4c5d-8e9f-0a1b2c3d4eee';
  await page.route(
    (url) => url.pathname === '/api/Course/tree',
    (route) =>
      route.fulfill({
        json: { success: true, message: '', data: { id, courseName: 'كورس بلا تفاصيل', units: [] } },
      }),
  );
  await page.goto(`/courses/${id}`);
  await expect(page.getByRole('heading', { name: 'كورس بلا تفاصيل', level: 1 })).toBeVisible();
  await expect(page.getByText('الترم الأول')).toBeVisible();
  await expect(page.getByTestId('course-price')).toHaveText('مجاناً');
  await expect(page.getByRole('button', { name: 'ابدأ مجاناً' })).toBeVisible();
  expect(await page.locator('main').innerText()).not.toMatch(/common\.|undefined|NaN/);
  await screenshot(page, testInfo, 'sparse-course');
});
