import fs from 'node:fs';
import path from 'node:path';
import { expect, type Page, type TestInfo } from '@playwright/test';
import { claimCode, demoCodes } from './demo-codes.ts';

const TENANT = 'tenant5';
export const S2_FIRST_COURSE = '5d1f0c2a-1b3e-4c5d-8e9f-0a1b2c3d4e03';
export const OPEN_TO_ALL_COURSE = '5d1f0c2a-1b3e-4c5d-8e9f-0a1b2c3d4e05';

export interface Student {
  email: string;
  phone: string;
  password: string;
}

let counter = 0;
/** A fresh student per test (the demo student has only two device slots). */
export function newStudent(testInfo: TestInfo, tag: string): Student {
  counter += 1;
  const unique = `${Date.now().toString(36)}${counter}${testInfo.project.name}${testInfo.workerIndex}${testInfo.retry}`;
  const digits = String(
    Date.now() * 100 + counter * 13 + testInfo.workerIndex * 7 + testInfo.retry * 3,
  ).slice(-8);
  return {
    email: `p2-${tag}-${unique}@dars.test`.toLowerCase(),
    phone: `012${digits}`,
    password: 'Secret1!',
  };
}

/** Registers through the API, then signs in through the login screen. */
export async function registerAndLogin(page: Page, student: Student): Promise<void> {
  const registered = await page.request.post('/api/Auth/register', {
    headers: { 'X-Tenant-ID': TENANT },
    multipart: {
      UserName: 'طالب تجريبي',
      Email: student.email,
      Password: student.password,
      ConfirmPassword: student.password,
      PhoneNumber: student.phone,
      ParentPhone: `011${student.phone.slice(3)}`,
      AcademicYear: 'Secondary2',
    },
  });
  expect(registered.ok(), await registered.text()).toBeTruthy();
  await page.goto('/login');
  await page.getByLabel('البريد الإلكتروني أو رقم الهاتف', { exact: true }).fill(student.email);
  await page.getByLabel('كلمة المرور', { exact: true }).fill(student.password);
  await page.getByRole('button', { name: 'دخول', exact: true }).click();
  await page.waitForURL((url) => url.pathname === '/', { timeout: 15_000 });
}

/** Calls the API as the signed-in browser user (token and device id from local storage). */
export async function apiAsStudent(
  page: Page,
  method: 'GET' | 'POST',
  url: string,
  data?: unknown,
): Promise<{ status: number; body: unknown }> {
  const auth = await page.evaluate(() => ({
    token: localStorage.getItem('auth_token'),
    device: localStorage.getItem('app_device_id'),
    userId: localStorage.getItem('user_id'),
  }));
  const response = await page.request.fetch(url.replace('{userId}', auth.userId ?? ''), {
    method,
    headers: { 'X-Tenant-ID': TENANT, Authorization: `Bearer ${auth.token}`, DeviceId: auth.device ?? '' },
    ...(data === undefined ? {} : { data }),
  });
  return { status: response.status(), body: await response.json().catch(() => null) };
}

/** Redeems a demo code of a course that no other test has claimed (codes are single-use). */
export async function redeemCourseCode(page: Page, courseId: string): Promise<void> {
  const codes = demoCodes()
    .courseCodes.filter((entry) => entry.courseId === courseId)
    .reverse();
  for (;;) {
    const { code } = claimCode(codes);
    const { status } = await apiAsStudent(
      page,
      'POST',
      `/api/Student/add-course-by-code?Code=${encodeURIComponent(code)}&StudentId={userId}`,
    );
    if (status === 200) return;
  }
}

/**
 * The app runs the page: it marks the document once its first render is committed
 * (apps/web/src/shared/ssr/server-state.ts). On a server-rendered page a signed-in student's parts
 * (the enrolment box of a course page) replace the server's signed-out ones only then.
 */
export async function waitForApp(page: Page): Promise<void> {
  await page.locator('html[data-ready]').waitFor({ state: 'attached' });
}

function isPhone(page: Page): boolean {
  return (page.viewportSize()?.width ?? 1280) < 1024;
}

/** On phones the lesson drawer is closed at first. */
export async function openDrawer(page: Page): Promise<void> {
  const toggle = page.locator('button[aria-controls="player-drawer"]');
  await toggle.waitFor();
  if ((await toggle.getAttribute('aria-expanded')) !== 'true') await toggle.click();
  await expect(toggle).toHaveAttribute('aria-expanded', 'true');
}

export async function closeDrawerOnPhone(page: Page): Promise<void> {
  if (!isPhone(page)) return;
  const close = page.getByRole('button', { name: 'إغلاق قائمة الدروس' }).first();
  if (await close.isVisible()) await close.click();
}

export async function screenshot(page: Page, testInfo: TestInfo, name: string): Promise<void> {
  const dir = path.join(path.dirname(testInfo.outputDir), '..', 'screenshots');
  fs.mkdirSync(dir, { recursive: true });
  await page.screenshot({
    path: path.join(dir, `${name}-${testInfo.project.name}.png`),
    fullPage: false,
  });
}

/**
 * Nothing on the page is wider than the window, so it never scrolls sideways. Measured against
 * the project's viewport: a phone's window.innerWidth grows with a page that is too wide.
 */
export async function expectNoSideScroll(page: Page): Promise<void> {
  const width = page.viewportSize()?.width ?? 1280;
  await expect
    .poll(() => page.evaluate(() => document.documentElement.scrollWidth), {
      message: `the page is no wider than the ${width} px window`,
    })
    .toBeLessThanOrEqual(width);
}

/** Starts the custom player and seeks to `fraction` of the video with the seek bar. */
export async function playAndSeek(page: Page, fraction: number): Promise<void> {
  const player = page.getByTestId('video-player');
  await player.getByRole('button', { name: 'تشغيل' }).first().click();
  await expect
    .poll(() => player.locator('video').evaluate((video: HTMLVideoElement) => video.duration || 0))
    .toBeGreaterThan(0);
  const duration = await player.locator('video').evaluate((video: HTMLVideoElement) => video.duration);
  await player.hover();
  await player.getByRole('slider', { name: 'شريط التقدم' }).fill(String((duration * fraction).toFixed(1)));
}
