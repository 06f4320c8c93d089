import { expect, test, type Page, type TestInfo } from '@playwright/test';
import {
  apiAsStudent,
  newStudent,
  playAndSeek,
  registerAndLogin,
  screenshot,
} from './helpers/learning-flows.ts';
import { claimCode, demoCodes } from './helpers/demo-codes.ts';

// The demo's free course: its first unit opens with two video lessons
const FREE_COURSE = '5d1f0c2a-1b3e-4c5d-8e9f-0a1b2c3d4e02';
const COMPLETE = /\/api\/Student\/lesson-complete/;
const SLOW_MS = 8_000;

/** The server answers the completion only after SLOW_MS (a slow mobile network, a loaded server). */
async function slowCompletion(page: Page) {
  const answered: string[] = [];
  await page.route(COMPLETE, async (route) => {
    await new Promise((resolve) => setTimeout(resolve, SLOW_MS));
    await route.continue();
    answered.push(route.request().url());
  });
  return answered;
}

/** The completion request fails (the connection dropped). */
async function failingCompletion(page: Page) {
  await page.route(COMPLETE, (route) => route.abort('internetdisconnected'));
}

/**
 * On the first lesson: the completion fails, the student moves on all the same and is told, the
 * lesson is not marked done; then on a slow network the student moves on long before the answer.
 */
async function completeOnSlowAndFailingNetworks(
  page: Page,
  testInfo: TestInfo,
  firstLesson: string,
  position: RegExp,
) {
  await failingCompletion(page);
  await playAndSeek(page, 0.95);
  await page.getByRole('button', { name: 'إكمال ومتابعة' }).click();
  await expect(page.getByTestId('celebration')).toBeVisible();
  await expect(page).toHaveURL(/lesson=1/, { timeout: 5_000 });
  const notSaved = page.getByRole('alert').filter({ hasText: 'لم يُحفظ إكمال درس' });
  await expect(notSaved).toContainText(firstLesson);
  await expect(notSaved.getByRole('button', { name: 'إعادة المحاولة' })).toBeVisible();
  await screenshot(page, testInfo, `completion-not-saved-${new URL(page.url()).pathname.split('/')[1]}`);
  await page.unrouteAll({ behavior: 'wait' });

  // back on the first lesson, which is not marked done, on a slow network this time
  await page.goto(page.url().replace(/lesson=1/, 'lesson=0'));
  await expect(page.getByText(position)).toBeVisible();
  await expect(page.getByRole('button', { name: 'استمتعت بالمحاضرة' })).toBeVisible();
  const answered = await slowCompletion(page);
  await playAndSeek(page, 0.95);
  const clickedAt = Date.now();
  await page.getByRole('button', { name: 'إكمال ومتابعة' }).click();
  await expect(page.getByTestId('celebration')).toBeVisible();
  await expect(page).toHaveURL(/lesson=1/, { timeout: 5_000 });
  // moved on while the server had not answered yet
  expect(answered).toEqual([]);
  expect(Date.now() - clickedAt).toBeLessThan(SLOW_MS);
  await expect(page.getByTestId('celebration')).toBeHidden();
  await expect.poll(() => answered.length, { timeout: SLOW_MS + 5_000 }).toBe(1);
  await expect(page.getByRole('alert').filter({ hasText: 'لم يُحفظ إكمال درس' })).toHaveCount(0);
}

test('Complete & Continue in the course player moves on whatever the network, and says when it failed', async ({
  page,
}, testInfo) => {
  await registerAndLogin(page, newStudent(testInfo, 'slow-course'));
  const enrolled = await apiAsStudent(page, 'POST', `/api/Student/enroll-free?courseId=${FREE_COURSE}`);
  expect(enrolled.status).toBe(200);
  await page.goto(`/course-player/${FREE_COURSE}?unit=0&lesson=0`);
  await expect(page.getByText('الدرس 1 / 9')).toBeVisible();
  await completeOnSlowAndFailingNetworks(page, testInfo, 'الأنسجة النباتية', /الدرس 1 \/ 9/);
  await expect(page.getByText('الدرس 2 / 9')).toBeVisible();
  // the server recorded it: a reload without the local mirror keeps the progress
  await page.evaluate(() => {
    for (const key of Object.keys(localStorage))
      if (key.startsWith('completedLessons_')) localStorage.removeItem(key);
  });
  await page.reload();
  await expect(page.getByText('11% مكتمل')).toBeVisible();
});

test('Complete & Continue in the unit viewer moves on whatever the network, and says when it failed', async ({
  page,
}, testInfo) => {
  await registerAndLogin(page, newStudent(testInfo, 'slow-unit'));
  const unitId = demoCodes().unitCodes[0]!.unitId;
  const { code } = claimCode(demoCodes().unitCodes.filter((entry) => entry.unitId === unitId));
  const entered = await apiAsStudent(
    page,
    'POST',
    `/api/UnitCode/EnterCode?code=${encodeURIComponent(code)}`,
  );
  expect(entered.status).toBe(200);
  await page.goto(`/unit-viewer/${unitId}?lesson=0`);
  await expect(page.getByText('الدرس 1 من 3')).toBeVisible();
  await completeOnSlowAndFailingNetworks(page, testInfo, 'الكربوهيدرات', /الدرس 1 من 3/);
  await expect(page.getByText('الدرس 2 من 3')).toBeVisible();
});
