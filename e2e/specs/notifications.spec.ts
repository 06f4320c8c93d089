import { expect, test, type Page } from '@playwright/test';
import { loginViaUi, newStudent, openMenuIfCollapsed, registerViaApi } from './helpers/auth-flows.ts';

/**
 * The profile's notifications switch against the real server. The suite blocks service workers
 * and a test browser reaches no push service, so the page gets a stand-in for the browser's side
 * (the worker's registration, the Push API and the permission prompt) whose subscription points
 * at a real push service's host; the server's side (the tenant's key, storing and forgetting the
 * subscription) is the real one.
 */
async function standInPushApi(page: Page) {
  await page.addInitScript(() => {
    let current: object | null = null;
    const subscription = {
      endpoint: 'https://fcm.googleapis.com/fcm/send/e2e-device',
      toJSON: () => ({
        endpoint: 'https://fcm.googleapis.com/fcm/send/e2e-device',
        expirationTime: null,
        keys: { p256dh: `B${'A'.repeat(86)}`, auth: 'A'.repeat(22) },
      }),
      unsubscribe: async () => {
        current = null;
        return true;
      },
    };
    const pushManager = {
      getSubscription: async () => current,
      subscribe: async (options: { applicationServerKey: Uint8Array }) => {
        if (options.applicationServerKey.length !== 65) throw new Error('not a P-256 key');
        current = subscription;
        return subscription;
      },
    };
    Object.defineProperty(navigator, 'serviceWorker', {
      configurable: true,
      value: { getRegistration: async () => ({ pushManager }), register: async () => ({}) },
    });
    Object.assign(window, {
      PushManager: function PushManager() {},
      Notification: { permission: 'default', requestPermission: async () => 'granted' },
    });
  });
}

async function noSidewaysScroll(page: Page) {
  expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
}

test('a student turns notifications on and off in the profile, in Arabic and English', async ({
  page,
  request,
}, testInfo) => {
  const student = newStudent(testInfo, 'notifications');
  await registerViaApi(request, student);
  await standInPushApi(page);
  await page.goto('/login');
  await loginViaUi(page, student.email, student.password);
  await expect(page).toHaveURL(/\/$/);
  await page.goto('/profile');

  const toggle = page.getByRole('switch', { name: 'الإشعارات على هذا الجهاز' });
  await expect(toggle).not.toBeChecked();
  await expect(page.getByText('نتائج اختباراتك وإعلانات المدرس تصلك على هذا الجهاز')).toBeVisible();
  const stored = page.waitForResponse((r) => r.url().endsWith('/api/push/subscriptions'));
  await toggle.click();
  expect((await (await stored).json()).data).toEqual({ devices: 1 });
  await expect(toggle).toBeChecked();
  await toggle.scrollIntoViewIfNeeded();
  await noSidewaysScroll(page);
  await page.screenshot({ path: testInfo.outputPath('notifications-ar.png') });

  await openMenuIfCollapsed(page);
  await page.getByRole('button', { name: 'English' }).filter({ visible: true }).first().click();
  await expect(page.locator('html')).toHaveAttribute('dir', 'ltr');
  const english = page.getByRole('switch', { name: 'Notifications on this device' });
  await expect(english).toBeChecked();
  const forgotten = page.waitForResponse((r) => r.url().endsWith('/api/push/subscriptions/remove'));
  await english.click();
  expect((await (await forgotten).json()).data).toEqual({ devices: 0 });
  await expect(english).not.toBeChecked();
  await english.scrollIntoViewIfNeeded();
  await noSidewaysScroll(page);
  await page.screenshot({ path: testInfo.outputPath('notifications-en.png') });
});
