import { expect, test, type Page } from '@playwright/test';
import { newStudent, playAndSeek, registerAndLogin, screenshot } from './helpers/learning-flows.ts';
import { claimCode, demoCodes } from './helpers/demo-codes.ts';

async function enterCode(page: Page, unitId: number): Promise<void> {
  const codes = demoCodes()
    .unitCodes.filter((entry) => entry.unitId === unitId)
    .reverse();
  for (;;) {
    const { code } = claimCode(codes);
    await page.getByLabel('كود المحاضرة').fill(code);
    await page.getByRole('button', { name: 'تفعيل الكود' }).click();
    const result = page.locator('#unit-code-message');
    await expect(result).toBeVisible();
    if ((await result.textContent())?.includes('تمت إضافة المحاضرة بنجاح')) return;
  }
}

test('unit codes → My Lectures lists them → search and filters narrow the grid → unit viewer plays', async ({
  page,
}, testInfo) => {
  const student = newStudent(testInfo, 'units');
  await registerAndLogin(page, student);
  await page.goto('/my-lectures');
  await expect(page.getByRole('heading', { name: 'محاضراتي', level: 1 })).toBeVisible();
  await expect(page.getByText('لم تتم إضافة أي محاضرات بعد')).toBeVisible();

  await page.getByRole('button', { name: 'تفعيل الكود' }).click();
  await expect(page.getByText('يرجى إدخال كود صحيح')).toBeVisible();
  await page.getByLabel('كود المحاضرة').fill('NOPE-NOPE-NOPE');
  await page.getByRole('button', { name: 'تفعيل الكود' }).click();
  await expect(page.getByText('كود الوحدة غير صحيح أو غير موجود')).toBeVisible();

  const [first, second] = [...new Set(demoCodes().unitCodes.map((entry) => entry.unitId))];
  await enterCode(page, first!);
  await expect(page.getByTestId('unit-card')).toHaveCount(1);
  await enterCode(page, second!);
  await expect(page.getByTestId('unit-card')).toHaveCount(2);
  await expect(page.getByTestId('lectures-count')).toHaveText('عرض 2 من محاضرتين');
  await screenshot(page, testInfo, 'my-lectures');

  await page.getByLabel('المرحلة').selectOption('Secondary2');
  await expect(page.getByTestId('unit-card')).toHaveCount(1);
  await expect(page).toHaveURL(/grade=Secondary2/);
  await page.getByLabel('المرحلة').selectOption('');
  await expect(page.getByTestId('unit-card')).toHaveCount(2);
  await page.getByLabel('الترم').selectOption('Second');
  await expect(page.getByText('لا توجد محاضرات تطابق البحث')).toBeVisible();
  await page.getByLabel('الترم').selectOption('');
  // Arabic-aware search: "الاولى" without hamza finds "الأولى".
  await page.getByRole('searchbox', { name: 'بحث' }).fill('الوحدة الاولى');
  await expect(page.getByTestId('unit-card')).toHaveCount(1);
  await page.reload();
  await expect(page.getByRole('searchbox', { name: 'بحث' })).toHaveValue('الوحدة الاولى');
  await expect(page.getByTestId('unit-card')).toHaveCount(1);

  await page.getByRole('link', { name: 'دخول المحاضرة' }).click();
  await expect(page).toHaveURL(/\/unit-viewer\/\d+\?lesson=0/);
  await expect(page.getByText('الدرس 1 من 3')).toBeVisible();
  await expect(page.getByTestId('video-watermark')).toHaveText(student.phone);
  await expect(page.getByTestId('video-watermark')).toHaveCSS('opacity', '0.7');
  await playAndSeek(page, 0.95);
  await expect(page.getByRole('button', { name: 'إكمال ومتابعة' })).toBeVisible();
  await screenshot(page, testInfo, 'unit-viewer');
  await page.getByRole('button', { name: 'إكمال ومتابعة' }).click();
  await expect(page.getByTestId('celebration')).toBeVisible();
  await expect(page).toHaveURL(/lesson=1/, { timeout: 10_000 });
  await expect(page.getByText('الدرس 2 من 3')).toBeVisible();
  // The second lesson is a hosted-delivery video: an embedded frame, with our watermark over it.
  await expect(page.locator('iframe[src^="https://iframe.mediadelivery.net/embed/"]')).toBeAttached();
  await expect(page.getByTestId('video-watermark')).toHaveText(student.phone);
  await page.getByRole('link', { name: 'العودة إلى محاضراتي' }).click();
  await expect(page).toHaveURL(/\/my-lectures/);
});

test('a unit the student does not have shows "unit not available" with a way back', async ({
  page,
}, testInfo) => {
  await registerAndLogin(page, newStudent(testInfo, 'nounit'));
  await page.goto('/unit-viewer/999999');
  await expect(page.getByRole('heading', { name: 'المحاضرة غير متاحة' })).toBeVisible();
  await page.getByRole('link', { name: 'العودة إلى محاضراتي' }).click();
  await expect(page).toHaveURL(/\/my-lectures$/);
  await expect(page.getByRole('heading', { name: 'محاضراتي', level: 1 })).toBeVisible();
});
