import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import {
  S2_FIRST_COURSE,
  apiAsStudent,
  newStudent,
  playAndSeek,
  registerAndLogin,
  screenshot,
  waitForApp,
} from './helpers/learning-flows.ts';
import { loginViaUi } from './helpers/auth-flows.ts';

/**
 * Online payment through the fake Paymob the config starts (apps/api/test/fakes/serve-fake-paymob.ts):
 * its checkout page sends the signed callbacks as Paymob does. The demo teacher saves the fake
 * account's keys first and turns online payment off again at the end.
 */
const ACCOUNT = {
  secretKey: 'egy_sk_test_e2e_5f2a9c1d7b3e4f60a8c9d0e1',
  publicKey: 'egy_pk_test_e2e_8b7a6c5d4e3f2a1b',
  hmacSecret: 'E2EHMACSECRET00112233445566778899',
  apiKey: 'ZTJlLWFwaS1rZXktMDAxMTIyMzM0NDU1NjY3Nzg4OTk',
  integrations: { card: 5101, wallet: 5102, kiosk: 5103 },
};
const TEACHER = { EmailorMobile: 'teacher@dars.test', password: 'Dars@2026' };
const HEADERS = { 'X-Tenant-ID': 'tenant5', DeviceId: 'e2e-payments-teacher' };
const paymobBase = `http://127.0.0.1:${Number(process.env.E2E_PORT ?? 3300) + 20}`;

async function asTeacher(request: APIRequestContext) {
  const login = await request.post('/api/Auth/login', { headers: HEADERS, data: TEACHER });
  expect(login.ok(), await login.text()).toBeTruthy();
  const { token } = (await login.json()) as { token: string };
  return { ...HEADERS, Authorization: `Bearer ${token}` };
}

async function saveSettings(request: APIRequestContext, integrations: Record<string, number>) {
  const headers = await asTeacher(request);
  const saved = await request.put('/api/teacher/payment-settings', {
    headers,
    data: { ...ACCOUNT, integrations },
  });
  expect(saved.ok(), await saved.text()).toBeTruthy();
}

test.beforeAll(async ({ request }) => saveSettings(request, ACCOUNT.integrations));
test.afterAll(async ({ request }) => saveSettings(request, {}));

/** From the course page through "pay online" to the fake checkout page. */
async function openCheckout(page: Page) {
  await page.goto(`/courses/${S2_FIRST_COURSE}`);
  await waitForApp(page);
  await expect(
    page.getByText('طرق الدفع المتاحة: بطاقة بنكية، محفظة إلكترونية، الدفع نقداً في منفذ'),
  ).toBeVisible();
  await page.getByRole('button', { name: 'ادفع أونلاين' }).click();
  await page.waitForURL((url) => url.href.startsWith(`${paymobBase}/unifiedcheckout/`));
  await expect(page.getByRole('heading', { name: 'Pay 79.99 EGP' })).toBeVisible();
}

const orderOf = (page: Page) => new URL(page.url()).searchParams.get('order')!;

test('card payment → enrolled → plays a lesson', async ({ page }, testInfo) => {
  await registerAndLogin(page, newStudent(testInfo, 'pay-card'));
  await openCheckout(page);
  await page.getByRole('button', { name: 'Pay with card' }).click();
  await page.waitForURL(
    (url) => url.pathname === `/courses/${S2_FIRST_COURSE}` && url.searchParams.has('order'),
  );
  await expect(page.getByRole('status').filter({ hasText: 'تم الدفع بنجاح' })).toBeVisible();
  await screenshot(page, testInfo, 'payments-card-paid');
  await page.getByRole('link', { name: 'متابعة التعلم' }).click();
  await expect(page).toHaveURL(/\/course-player\//);
  await expect(page.getByTestId('video-player')).toBeVisible();
  await playAndSeek(page, 0.2);
  await expect
    .poll(() =>
      page
        .getByTestId('video-player')
        .locator('video')
        .evaluate((v: HTMLVideoElement) => v.currentTime),
    )
    .toBeGreaterThan(0);
});

test('wallet payment cancelled → not enrolled, a clear message, the code box still there', async ({
  page,
}, testInfo) => {
  await registerAndLogin(page, newStudent(testInfo, 'pay-wallet'));
  await openCheckout(page);
  await page.getByRole('button', { name: 'Cancel wallet' }).click();
  await page.waitForURL((url) => url.searchParams.has('order'));
  await expect(page.getByRole('status').filter({ hasText: 'لم يتم الدفع' })).toContainText('لم يُخصم أي مبلغ');
  await expect(page.getByLabel('كود التسجيل')).toBeVisible();
  await screenshot(page, testInfo, 'payments-wallet-cancelled');
  const enrolled = await apiAsStudent(
    page,
    'GET',
    `/api/AdminStudent/IsEnrolled?studentId={userId}&courseId=${S2_FIRST_COURSE}`,
  );
  expect(enrolled.body).toBe(false);
});

test('kiosk reference → its number shown → enrolled when the payment arrives', async ({
  page,
  request,
}, testInfo) => {
  await registerAndLogin(page, newStudent(testInfo, 'pay-kiosk'));
  await openCheckout(page);
  await page.getByRole('button', { name: 'Pay with kiosk' }).click();
  await page.waitForURL((url) => url.searchParams.has('order'));
  const waiting = page.getByRole('status').filter({ hasText: 'في انتظار تأكيد الدفع' });
  await expect(waiting).toContainText(/بالرقم المرجعي \d+/);
  await screenshot(page, testInfo, 'payments-kiosk-pending');
  const paid = await request.post(`${paymobBase}/_fake/pay-kiosk`, {
    data: { merchant_order_id: orderOf(page) },
  });
  expect(await paid.json()).toEqual({ status: 200 });
  await expect(page.getByRole('status').filter({ hasText: 'تم الدفع بنجاح' })).toBeVisible({
    timeout: 15_000,
  });
  await expect(page.getByRole('link', { name: 'متابعة التعلم' })).toBeVisible();
});

test('the teacher refunds in the console → access removed', async ({ page, browser }, testInfo) => {
  const student = newStudent(testInfo, 'pay-refund');
  await registerAndLogin(page, student);
  await openCheckout(page);
  await page.getByRole('button', { name: 'Pay with card' }).click();
  await page.waitForURL((url) => url.searchParams.has('order'));
  await expect(page.getByRole('link', { name: 'متابعة التعلم' })).toBeVisible();

  // the teacher, in a browser of their own: the order in the console's orders, refunded there
  const context = await browser.newContext({
    viewport: testInfo.project.use.viewport ?? null,
    locale: 'ar-EG',
    ...(testInfo.project.use.baseURL ? { baseURL: testInfo.project.use.baseURL } : {}),
  });
  const teacher = await context.newPage();
  await teacher.goto('/login');
  await loginViaUi(teacher, TEACHER.EmailorMobile, TEACHER.password);
  await teacher.waitForURL((url) => url.pathname !== '/login', { timeout: 15_000 });
  await teacher.goto(`/teacher/orders?search=${encodeURIComponent(student.email)}`);
  await expect(teacher.getByRole('heading', { name: 'الطلبات والمدفوعات', level: 1 })).toBeVisible();
  await expect(teacher.getByTestId('revenue-total')).toBeVisible();
  const card = teacher.getByTestId('order').filter({ hasText: orderOf(page) });
  await expect(card).toContainText('مدفوع');
  await expect(card).toContainText('79.99 ج.م');
  await screenshot(teacher, testInfo, 'payments-console-orders');
  await card.getByRole('button', { name: /^استرداد طلب/ }).click();
  await teacher.getByRole('button', { name: 'نعم، استرد المبلغ' }).click();
  await expect(card).toContainText('مسترد');
  await expect(teacher.getByRole('region', { name: 'إعدادات Paymob' })).toBeVisible();
  await screenshot(teacher, testInfo, 'payments-console-refunded');
  await context.close();

  await page.reload();
  await waitForApp(page);
  await expect(page.getByRole('status').filter({ hasText: 'تم استرداد المبلغ' })).toBeVisible();
  await expect(page.getByLabel('كود التسجيل')).toBeVisible();
  await expect(page.getByRole('link', { name: 'متابعة التعلم' })).toHaveCount(0);
  const enrolled = await apiAsStudent(
    page,
    'GET',
    `/api/AdminStudent/IsEnrolled?studentId={userId}&courseId=${S2_FIRST_COURSE}`,
  );
  expect(enrolled.body).toBe(false);
  await screenshot(page, testInfo, 'payments-refunded');
});

test('a discount code of the whole price → enrolled without Paymob', async ({ page, request }, testInfo) => {
  const code = `FREE${testInfo.project.name.toUpperCase()}${Date.now().toString(36).toUpperCase()}`;
  const made = await request.post('/api/teacher/discount-codes', {
    headers: await asTeacher(request),
    data: { code, kind: 'percent', value: 100, courseId: S2_FIRST_COURSE, maxUses: 1 },
  });
  expect(made.ok(), await made.text()).toBeTruthy();
  await registerAndLogin(page, newStudent(testInfo, 'pay-discount'));
  await page.goto(`/courses/${S2_FIRST_COURSE}`);
  await waitForApp(page);
  await page.getByLabel('كود الخصم (إن وجد)').fill(code.toLowerCase());
  await page.getByRole('button', { name: 'ادفع أونلاين' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'تم الدفع بنجاح' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'متابعة التعلم' })).toBeVisible();
  expect(page.url().startsWith(paymobBase)).toBe(false);
  await screenshot(page, testInfo, 'payments-discount-code');
});
