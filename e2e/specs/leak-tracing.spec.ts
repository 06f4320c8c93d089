import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { expect, test, type APIRequestContext, type TestInfo } from '@playwright/test';
import { loginViaUi } from './helpers/auth-flows.ts';
import {
  apiAsStudent,
  expectNoSideScroll,
  newStudent,
  registerAndLogin,
  screenshot,
  waitForApp,
} from './helpers/learning-flows.ts';

/**
 * Leak tracing, end to end: the teacher's upload goes to the tenant's Bunny Stream library (the
 * fake the config starts, apps/api/test/fakes/serve-fake-bunny.ts), a student plays it in Bunny's
 * token-signed player under our moving watermark, the code the watermark shows is read off the
 * screen and typed into the console's lookup, which names that student, their device and view.
 */
const ROOT = path.resolve(import.meta.dirname, '..', '..');
const TENANT = 'tenant5';
const LIBRARY = {
  libraryId: '424242',
  apiKey: 'e2e-stream-api-key-0123456789abcdef',
  tokenKey: 'e2e-token-auth-key-0123456789abcdef',
};
const TEACHER = { EmailorMobile: 'teacher@dars.test', password: 'Dars@2026' };
const MP4 = fs.readFileSync(path.join(ROOT, 'apps', 'api', 'media', 'demo-lesson.mp4'));
const bunnyBase = `http://127.0.0.1:${Number(process.env.E2E_PORT ?? 3300) + 22}`;

async function asTeacher(request: APIRequestContext, device: string) {
  const headers = { 'X-Tenant-ID': TENANT, DeviceId: device };
  const login = await request.post('/api/Auth/login', { headers, data: TEACHER });
  expect(login.ok(), await login.text()).toBeTruthy();
  const { token } = (await login.json()) as { token: string };
  return { ...headers, Authorization: `Bearer ${token}` };
}

/** A free course with one video lesson, made with the admin command; answers its id and the lesson's. */
function videoCourse(testInfo: TestInfo): { courseId: string; courseName: string } {
  const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'dars-leak-')), 'course.json');
  const courseName = `دورة التتبع ${testInfo.project.name} ${Date.now()}`;
  fs.writeFileSync(
    file,
    JSON.stringify({
      courseName,
      description: 'فيديو محمي بعلامة مائية',
      grade: 'Secondary2',
      term: 'First',
      price: 0,
      isOpenToAll: true,
      units: [
        {
          unitName: 'الوحدة الأولى',
          lessons: [
            {
              lessonName: 'درس محمي',
              type: 'Video',
              videoUrl: 'https://www.youtube.com/watch?v=dQw4w9WgXcQ',
            },
          ],
        },
      ],
    }),
  );
  const output = execFileSync(
    'npx',
    ['tsx', 'apps/api/src/cli/admin.ts', 'course:import', '--tenant', TENANT, '--file', file],
    { cwd: ROOT, env: { ...process.env, DATA_DIR: process.env.E2E_DATA_DIR }, encoding: 'utf8' },
  );
  const courseId = /Imported course ([0-9a-f-]{36})/.exec(output)?.[1];
  expect(courseId, output).toBeTruthy();
  return { courseId: courseId!, courseName };
}

/** The teacher uploads the demo lesson (tus, one PATCH) as the lesson's video while Bunny is on. */
async function uploadToBunny(request: APIRequestContext, courseId: string, device: string): Promise<number> {
  const headers = await asTeacher(request, device);
  const settings = (enabled: boolean) =>
    request.put('/api/teacher/video-host-settings', { headers, data: { enabled, ...LIBRARY } });
  expect((await settings(true)).ok()).toBeTruthy();
  try {
    const created = await request.post('/api/teacher/uploads/video', {
      headers: { ...headers, 'Tus-Resumable': '1.0.0', 'Upload-Length': String(MP4.length) },
    });
    expect(created.status(), await created.text()).toBe(201);
    const uploadId = created.headers().location!.split('/').at(-1)!;
    const patched = await request.patch(`/api/teacher/uploads/video/${uploadId}`, {
      headers: {
        ...headers,
        'Tus-Resumable': '1.0.0',
        'Upload-Offset': '0',
        'Content-Type': 'application/offset+octet-stream',
      },
      data: MP4,
    });
    expect(patched.status()).toBe(204);
    const course = await request.get(`/api/teacher/courses/${courseId}`, { headers });
    const lesson = (
      (await course.json()) as { data: { units: { lessons: { id: number; version: number }[] }[] } }
    ).data.units[0]!.lessons[0]!;
    const saved = await request.put(`/api/teacher/lessons/${lesson.id}/video`, {
      headers,
      data: { version: lesson.version, uploadId, keepOriginal: true },
    });
    expect(saved.ok(), await saved.text()).toBeTruthy();
    // the video is at Bunny once its encoding is followed to the end (one status read)
    await expect
      .poll(
        async () => {
          const listed = await request.get(`/api/teacher/lessons/${lesson.id}/videos`, { headers });
          return ((await listed.json()) as { data: { status: string; host: string }[] }).data[0];
        },
        { timeout: 60_000, intervals: [1000] },
      )
      .toMatchObject({ host: 'bunny', status: 'ready' });
    return lesson.id;
  } finally {
    // other specs upload too: theirs are transcoded here as before
    await settings(false);
  }
}

test('a watermark code read off a student’s player names that student in the console', async ({
  page,
  browser,
  request,
}, testInfo) => {
  test.setTimeout(300_000);
  const { courseId } = videoCourse(testInfo);
  await uploadToBunny(request, courseId, `e2e-leak-teacher-${testInfo.project.name}`);

  const student = newStudent(testInfo, 'leak');
  await registerAndLogin(page, student);
  expect((await apiAsStudent(page, 'POST', `/api/Student/enroll-free?courseId=${courseId}`)).status).toBe(
    200,
  );
  await page.goto(`/course-player/${courseId}`);
  await waitForApp(page);
  // Bunny's player, signed for five minutes, under our watermark
  const frame = page.locator(`iframe[src^="${bunnyBase}/embed/${LIBRARY.libraryId}/"]`);
  await expect(frame).toBeVisible({ timeout: 20_000 });
  const src = new URL((await frame.getAttribute('src'))!);
  expect(Number(src.searchParams.get('expires')) * 1000 - Date.now()).toBeLessThanOrEqual(5 * 60_000);
  await expect(
    page
      .frameLocator('iframe')
      .first()
      .getByText(/video /),
  ).toBeVisible();
  const watermark = page.getByTestId('video-watermark');
  await expect(watermark).toContainText(student.phone);
  const code = /([0-9A-Z]{3}-[0-9A-Z]{5})/.exec((await watermark.textContent()) ?? '')?.[1];
  expect(code, 'the watermark shows a code beside the phone number').toBeTruthy();
  await expectNoSideScroll(page);
  await screenshot(page, testInfo, 'leak-tracing-player');

  // the console's lookup, in a browser of the teacher's own
  const context = await browser.newContext({
    viewport: page.viewportSize() ?? { width: 1280, height: 800 },
    locale: 'ar-EG',
    serviceWorkers: 'block',
  });
  const teacher = await context.newPage();
  try {
    await teacher.goto('/login');
    await loginViaUi(teacher, TEACHER.EmailorMobile, TEACHER.password);
    await teacher.waitForURL((url) => url.pathname.startsWith('/teacher'), { timeout: 15_000 });
    await teacher.goto('/teacher/videos');
    // typed as read off a clip: lower case, a space for the dash
    await teacher.getByLabel('رمز العلامة المائية').fill(code!.toLowerCase().replace('-', ' '));
    await teacher.getByRole('button', { name: 'بحث' }).click();
    const found = teacher.getByTestId('traced-student');
    await expect(found).toHaveCount(1);
    await expect(found.getByRole('heading', { name: 'طالب تجريبي' })).toBeVisible();
    await expect(found).toContainText(student.phone);
    await expect(found).toContainText(student.email);
    const view = found.getByTestId('traced-view');
    await expect(view.first()).toContainText('درس محمي');
    await expect(found.getByText('الأجهزة')).toBeVisible();
    await expectNoSideScroll(teacher);
    await screenshot(teacher, testInfo, 'leak-tracing-console');
    await teacher.getByRole('heading', { name: 'مكتبة Bunny Stream' }).scrollIntoViewIfNeeded();
    await expect(teacher.getByLabel('مفتاح API للمكتبة')).toHaveAttribute('placeholder', /^•+/);
    await screenshot(teacher, testInfo, 'videos-bunny-settings');

    // the lesson's upload: where it went, ready, the original kept; views per student
    await teacher.goto(`/teacher/courses/${courseId}`);
    await expect(teacher.getByTestId('view-limit-course')).toBeVisible();
    await teacher.getByRole('button', { name: 'تعديل: درس محمي' }).click();
    const dialog = teacher.getByRole('dialog');
    const uploaded = dialog.getByTestId('lesson-upload').first();
    await expect(uploaded).toContainText('على Bunny Stream');
    await expect(uploaded).toContainText('جاهز للطلاب');
    await expect(uploaded).toContainText('الملف الأصلي محفوظ');
    await uploaded.scrollIntoViewIfNeeded();
    await expectNoSideScroll(teacher);
    await screenshot(teacher, testInfo, 'videos-lesson-uploads');

    // the same screens in English, left to right
    await teacher.evaluate(() => localStorage.setItem('dars_locale', 'en'));
    await teacher.goto('/teacher/videos');
    await expect(teacher.locator('html')).toHaveAttribute('dir', 'ltr');
    await teacher.getByLabel('Watermark code').fill(code!);
    await teacher.getByRole('button', { name: 'Look up' }).click();
    await expect(teacher.getByTestId('traced-student')).toContainText(student.phone);
    await expectNoSideScroll(teacher);
    await screenshot(teacher, testInfo, 'leak-tracing-console-en');
    await teacher.goto(`/teacher/courses/${courseId}`);
    await teacher.getByRole('button', { name: 'Edit: درس محمي' }).click();
    await expect(teacher.getByRole('dialog').getByTestId('lesson-upload').first()).toContainText(
      'At Bunny Stream',
    );
    await expectNoSideScroll(teacher);
    await screenshot(teacher, testInfo, 'videos-lesson-uploads-en');
  } finally {
    await context.close();
  }

  await page.evaluate(() => localStorage.setItem('dars_locale', 'en'));
  await page.reload();
  await expect(page.locator('html')).toHaveAttribute('dir', 'ltr');
  await expect(page.getByTestId('video-watermark')).toContainText(code!);
  await expectNoSideScroll(page);
  await screenshot(page, testInfo, 'leak-tracing-player-en');
});
