import fs from 'node:fs';
import path from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { loginViaUi, newStudent, registerViaApi } from './helpers/auth-flows.ts';

const TENANT = { 'X-Tenant-ID': 'tenant5' };

async function apiLogin(page: Page, identifier: string, password: string, deviceId: string) {
  return page.request.post('/api/Auth/login', {
    headers: { ...TENANT, DeviceId: deviceId },
    data: { EmailorMobile: identifier, password },
  });
}

/** README pictures: the console on a desktop, the parent page on a phone. */
async function readmeScreenshot(page: Page, name: string) {
  const dir = path.resolve(import.meta.dirname, '../../docs/screenshots');
  fs.mkdirSync(dir, { recursive: true });
  await page.screenshot({ path: path.join(dir, `${name}.png`) });
}

test('staff find a student, reset devices, deactivate them and share a parent link', async ({
  page,
  browser,
}, testInfo) => {
  test.setTimeout(120_000);
  const student = newStudent(testInfo, 'console');
  await registerViaApi(page.request, student);

  // the teacher signs in and searches
  await page.goto('/login');
  await loginViaUi(page, 'teacher@dars.test', 'Dars@2026');
  await page.waitForURL((url) => url.pathname.startsWith('/teacher'));
  await page.goto('/teacher/students');
  await page.getByRole('searchbox').fill(student.email);
  await page.getByRole('button', { name: 'تطبيق' }).click();
  const row = page.getByRole('link', { name: new RegExp(student.name) });
  await expect(row).toBeVisible();
  if (testInfo.project.name === 'desktop') await readmeScreenshot(page, 'teacher-students');
  await row.click();
  await expect(page.getByRole('heading', { name: student.name })).toBeVisible();

  // two devices fill the account; a third is refused until staff reset the devices
  expect((await apiLogin(page, student.email, student.password, 'e2e-d1')).status()).toBe(200);
  expect((await apiLogin(page, student.email, student.password, 'e2e-d2')).status()).toBe(200);
  expect((await apiLogin(page, student.email, student.password, 'e2e-d3')).status()).toBe(400);
  await page.getByRole('button', { name: 'إعادة ضبط الأجهزة' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'تأكيد' }).click();
  await expect(page.getByRole('dialog')).toBeHidden();
  const third = await apiLogin(page, student.email, student.password, 'e2e-d3');
  expect(third.status()).toBe(200);
  const { token } = (await third.json()) as { token: string };
  const me = () =>
    page.request.get('/api/Auth/me', {
      headers: { ...TENANT, DeviceId: 'e2e-d3', Authorization: `Bearer ${token}` },
    });
  expect((await me()).status()).toBe(200);

  // a parent link opens the progress without signing in
  await page.getByRole('button', { name: 'إنشاء رابط' }).click();
  const url = (await page.getByTestId('parent-link-url').textContent())!.trim();
  await expect(page.getByRole('link', { name: 'إرسال عبر واتساب' })).toHaveAttribute(
    'href',
    /^https:\/\/wa\.me\/20\d+\?text=/,
  );
  const parent = await browser.newContext({ viewport: page.viewportSize()! });
  const parentPage = await parent.newPage();
  await parentPage.goto(url);
  await expect(parentPage.getByTestId('parent-student')).toContainText(student.name);
  await expect(parentPage.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/);
  if (testInfo.project.name === 'phone') await readmeScreenshot(parentPage, 'parent-page');

  // revoked: the same link stops working
  await page.getByTestId('parent-links').getByRole('button', { name: 'إلغاء' }).first().click();
  await expect(page.getByTestId('parent-links').getByText('ملغى')).toBeVisible();
  await parentPage.reload();
  await expect(parentPage.getByRole('alert')).toContainText('غير صالح');
  await parent.close();

  // deactivation: the signed-in student's very next request is refused
  await page.getByRole('button', { name: 'إيقاف الحساب' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'تأكيد' }).click();
  await expect(page.getByRole('button', { name: 'إعادة تفعيل الحساب' })).toBeVisible();
  expect((await me()).status()).toBe(401);
  expect((await apiLogin(page, student.email, student.password, 'e2e-d3')).status()).toBe(403);
});
