import { expect, test } from '@playwright/test';
import {
  OPEN_TO_ALL_COURSE,
  apiAsStudent,
  newStudent,
  openDrawer,
  registerAndLogin,
  screenshot,
} from './helpers/learning-flows.ts';

test('quiz: answer each question, submit, see the score, reveal answers, finish → next unit unlocks', async ({
  page,
}, testInfo) => {
  await registerAndLogin(page, newStudent(testInfo, 'quiz'));
  expect(
    (await apiAsStudent(page, 'POST', `/api/Student/enroll-free?courseId=${OPEN_TO_ALL_COURSE}`)).status,
  ).toBe(200);

  await page.goto(`/course-player/${OPEN_TO_ALL_COURSE}?unit=0&lesson=2`);
  await expect(page).toHaveURL(/unit=0&lesson=2/);
  for (let question = 1; question <= 3; question += 1) {
    await expect(page.getByText(`السؤال ${question} من 3`)).toBeVisible();
    const next = page.getByRole('button', { name: question < 3 ? 'السؤال التالي' : 'إرسال الإجابات' });
    await expect(next).toBeDisabled();
    await page.getByRole('radio').first().check();
    if (question === 1) await screenshot(page, testInfo, 'quiz-question');
    await next.click();
  }
  await expect(page.getByRole('heading', { name: 'تم تسليم الاختبار' })).toBeVisible();
  await expect(page.getByTestId('quiz-score')).toHaveText(/درجتك: \d+%/);
  await page.getByRole('button', { name: 'عرض الإجابات الصحيحة' }).click();
  await expect(page.getByText('الإجابة الصحيحة:').first()).toBeVisible();
  await screenshot(page, testInfo, 'quiz-done');

  await page.getByRole('button', { name: 'إنهاء والانتقال للدرس التالي' }).click();
  await expect(page.getByTestId('celebration')).toBeVisible();
  await expect(page).toHaveURL(/unit=1&lesson=0/, { timeout: 10_000 });
  await openDrawer(page);
  const units = page.getByTestId('drawer-unit');
  await expect(units.nth(1).getByRole('button').first()).toBeEnabled();
  await expect(units.nth(1).getByTestId('unit-status')).toHaveText('متاحة دائماً');

  // The submitted quiz keeps its stored score when opened again.
  await page.goto(`/course-player/${OPEN_TO_ALL_COURSE}?unit=0&lesson=2`);
  await expect(page.getByTestId('quiz-score')).toHaveText(/درجتك: \d+%/);
});
