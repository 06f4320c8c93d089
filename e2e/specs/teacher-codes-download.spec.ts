import fs from 'node:fs';
import { expect, test, type Page } from '@playwright/test';
import { loginViaUi } from './helpers/auth-flows.ts';
import { expectNoSideScroll, screenshot } from './helpers/learning-flows.ts';

const CODE = /[A-Z2-9]{4}-[A-Z2-9]{4}-[A-Z2-9]{4}/g;

async function signIn(page: Page, email: string): Promise<void> {
  await page.goto('/login');
  await loginViaUi(page, email, 'Dars@2026');
  await page.waitForURL((url) => url.pathname !== '/login', { timeout: 15_000 });
}

test("the teacher downloads a batch's unused codes again; the assistant is offered no such button", async ({
  page,
  browser,
}, testInfo) => {
  test.setTimeout(120_000);
  await signIn(page, 'teacher@dars.test');
  await page.goto('/teacher/codes');
  const label = `e2e again ${testInfo.project.name} ${Date.now().toString(36)}`;
  const courseSelect = page.getByLabel('الدورة', { exact: true });
  await expect(courseSelect.locator('option')).not.toHaveCount(1);
  await courseSelect.selectOption((await courseSelect.locator('option').nth(1).getAttribute('value'))!);
  await page.getByLabel('عدد الأكواد (1 إلى 5000)').fill('3');
  await page.getByLabel('اسم الدفعة').fill(label);
  await page.getByRole('button', { name: 'إنشاء الأكواد' }).click();
  await expect(page.getByRole('heading', { name: 'تم إنشاء 3 أكواد' })).toBeVisible();
  const shown = ((await page.locator('main').textContent()) ?? '').match(CODE) ?? [];
  expect(new Set(shown).size).toBe(3);
  await page.getByRole('button', { name: 'انتهيت' }).click();

  const card = page.locator('li[data-testid^="code-batch-"]', { hasText: label });
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    card.getByRole('button', { name: 'تنزيل الأكواد غير المستخدمة (CSV)' }).click(),
  ]);
  expect(download.suggestedFilename()).toMatch(/^codes-\d+-unused\.csv$/);
  const csv = fs.readFileSync(await download.path()).toString('utf8');
  expect([...new Set(csv.match(CODE) ?? [])].sort()).toEqual([...new Set(shown)].sort());
  await card.scrollIntoViewIfNeeded();
  await expectNoSideScroll(page);
  await screenshot(page, testInfo, 'codes-download-again');

  await page.evaluate(() => localStorage.setItem('dars_locale', 'en'));
  await page.reload();
  const cardEn = page.locator('li[data-testid^="code-batch-"]', { hasText: label });
  await expect(cardEn.getByRole('button', { name: 'Download the unused codes (XLSX)' })).toBeVisible();
  await cardEn.scrollIntoViewIfNeeded();
  await expectNoSideScroll(page);
  await screenshot(page, testInfo, 'codes-download-again-en');

  // the assistant sees the batch and may revoke it, but gets no download of its codes
  const assistant = await browser.newPage({ viewport: page.viewportSize()! });
  await signIn(assistant, 'moderator@dars.test');
  await assistant.goto('/teacher/codes');
  const assistantCard = assistant.locator('li[data-testid^="code-batch-"]', { hasText: label });
  await expect(assistantCard.getByRole('button', { name: 'إلغاء الأكواد غير المستخدمة' })).toBeVisible();
  await expect(assistantCard.getByRole('button', { name: /تنزيل الأكواد/ })).toHaveCount(0);
  await assistant.close();
});
