import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect, test, type Page, type TestInfo } from '@playwright/test';
import {
  apiAsStudent,
  expectNoSideScroll,
  newStudent,
  openDrawer,
  playAndSeek,
  registerAndLogin,
} from './helpers/learning-flows.ts';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const MP4 = path.join(root, 'apps/api/media/demo-lesson.mp4');
const PDF = path.join(root, 'apps/api/media/demo-material.pdf');
const YOUTUBE = 'https://www.youtube.com/watch?v=dQw4w9WgXcQ';

/** README screenshots of the console, one per viewport. */
async function shot(page: Page, testInfo: TestInfo, name: string) {
  await page.screenshot({
    path: path.join(root, 'docs/screenshots', `teacher-courses-${name}-${testInfo.project.name}.png`),
  });
}

/** A course code made with the admin command, against the server's DATA_DIR. */
function courseCode(courseId: string): string {
  const out = execFileSync(
    'npm',
    [
      'run',
      '-s',
      'admin',
      '--',
      'codes:create',
      '--tenant',
      'tenant5',
      '--kind',
      'course',
      '--target',
      courseId,
      '--count',
      '1',
      '--format',
      'json',
    ],
    {
      cwd: root,
      env: { ...process.env, DATA_DIR: process.env.E2E_DATA_DIR, LOG_LEVEL: 'silent' },
      encoding: 'utf8',
    },
  );
  const json = JSON.parse(out.slice(out.indexOf('{'))) as { codes: string[] };
  return json.codes[0]!;
}

test('the teacher builds a course with an uploaded video, a PDF and a YouTube lesson; a student sees it in that order', async ({
  page,
  browser,
}, testInfo) => {
  test.setTimeout(180_000);
  const courseName = `دورة الاختبار ${testInfo.project.name} ${Date.now().toString(36)}`;

  // the teacher signs in and lands in the console (on its dashboard), then opens the courses
  await page.goto('/login');
  await page.getByLabel('البريد الإلكتروني أو رقم الهاتف', { exact: true }).fill('teacher@dars.test');
  await page.getByLabel('كلمة المرور', { exact: true }).fill('Dars@2026');
  await page.getByRole('button', { name: 'دخول', exact: true }).click();
  await page.waitForURL(/\/teacher\/dashboard$/);
  await page.getByRole('link', { name: 'الدورات', exact: true }).click();
  await page.waitForURL(/\/teacher\/courses$/);
  await expect(page.getByRole('heading', { level: 1, name: 'الدورات' })).toBeVisible();
  await shot(page, testInfo, 'list');

  // a new course
  await page.getByRole('link', { name: 'دورة جديدة' }).click();
  await page.getByLabel('اسم الدورة').fill(courseName);
  await page.getByLabel('السعر (جنيه)').fill('150');
  await page.getByRole('button', { name: 'حفظ', exact: true }).click();
  await page.waitForURL(/\/teacher\/courses\/[0-9a-f-]{36}$/);
  const courseId = page.url().split('/').at(-1)!;
  await expect(page.getByRole('heading', { level: 1, name: courseName })).toBeVisible();

  // a unit with two video lessons
  await page.getByLabel('اسم الوحدة').fill('الوحدة الأولى');
  await page.getByRole('button', { name: 'إضافة وحدة' }).click();
  const unit = page.getByTestId('unit');
  await expect(unit.getByRole('heading', { name: 'الوحدة الأولى' })).toBeVisible();
  for (const name of ['فيديو مرفوع', 'فيديو يوتيوب']) {
    await unit.getByLabel('اسم الدرس').fill(name);
    await unit.getByRole('button', { name: 'إضافة درس' }).click();
    await expect(unit.getByTestId('lesson').filter({ hasText: name })).toBeVisible();
  }
  await expectNoSideScroll(page);

  // the uploaded MP4 (resumable upload) and a PDF
  await page.getByRole('button', { name: 'تعديل: فيديو مرفوع' }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel('ملف الفيديو').setInputFiles(MP4);
  await expect(dialog.getByText(/تم رفع الفيديو \(0:20\)/)).toBeVisible({ timeout: 30_000 });
  await dialog.getByLabel('عنوان الملف').fill('ملخص الدرس');
  await dialog.getByLabel('ملف PDF (حتى 20 ميجابايت)').setInputFiles(PDF);
  await dialog.getByRole('button', { name: 'رفع الملف' }).click();
  await expect(dialog.getByText('تم الحفظ')).toBeVisible();
  await expect(dialog.getByText('ملخص الدرس')).toBeVisible();
  await shot(page, testInfo, 'lesson');
  await dialog.getByRole('button', { name: 'إغلاق', exact: true }).first().click();

  // the YouTube link, checked and previewed before it is saved
  await page.getByRole('button', { name: 'تعديل: فيديو يوتيوب' }).click();
  await dialog.getByLabel('أو رابط يوتيوب أو منصة البث').fill('https://vimeo.com/1');
  await expect(dialog.getByText('الرابط يجب أن يكون فيديو على يوتيوب')).toBeVisible();
  await dialog.getByLabel('أو رابط يوتيوب أو منصة البث').fill(YOUTUBE);
  await expect(dialog.locator('iframe[title="معاينة الفيديو"]')).toHaveAttribute(
    'src',
    /youtube-nocookie\.com\/embed\/dQw4w9WgXcQ/,
  );
  await dialog.getByRole('button', { name: 'حفظ الرابط' }).click();
  await expect(dialog.getByText('تم الحفظ')).toBeVisible();
  await dialog.getByRole('button', { name: 'إغلاق', exact: true }).first().click();

  // reorder: the YouTube lesson first
  const lessons = unit.getByTestId('lesson');
  await lessons.first().getByRole('button', { name: 'تحريك لأسفل' }).click();
  await expect(lessons.first()).toContainText('فيديو يوتيوب');
  await page.reload();
  await expect(page.getByTestId('lesson').first()).toContainText('فيديو يوتيوب');
  await expect(page.getByTestId('lesson').nth(1)).toContainText('ملف PDF');
  await expectNoSideScroll(page);

  // publish
  await page.getByLabel('منشورة للطلاب').check();
  await page.getByRole('button', { name: 'حفظ', exact: true }).click();
  await expect(page.getByText('تم الحفظ')).toBeVisible();
  await shot(page, testInfo, 'editor');

  // a student enrols with a code made by the admin command and sees exactly that content
  const code = courseCode(courseId);
  const context = await browser.newContext({ viewport: page.viewportSize()!, locale: 'ar-EG' });
  const student = await context.newPage();
  await registerAndLogin(student, newStudent(testInfo, 'console'));
  const redeemed = await apiAsStudent(
    student,
    'POST',
    `/api/Student/add-course-by-code?Code=${encodeURIComponent(code)}&StudentId={userId}`,
  );
  expect(redeemed.status, JSON.stringify(redeemed.body)).toBe(200);
  await student.goto(`/course-player/${courseId}`);
  await expect(student.getByRole('heading', { level: 1 })).toContainText(courseName);
  await openDrawer(student);
  const items = student.getByTestId('drawer-unit').getByRole('button');
  await expect(student.getByTestId('drawer-unit')).toHaveCount(1);
  await expect(items.filter({ hasText: /فيديو/ })).toHaveText([/فيديو يوتيوب/, /فيديو مرفوع/]);

  // the uploaded video plays, served through a signed media URL
  await student.goto(`/course-player/${courseId}?unit=0&lesson=1`);
  await expect(student.getByText('الدرس 2 / 2')).toBeVisible();
  await expect(student.getByTestId('video-player').locator('video')).toHaveAttribute(
    'src',
    /\/media\/lessons\/.+\.mp4\?.*s=/,
  );
  await playAndSeek(student, 0.5);
  await expect
    .poll(() =>
      student
        .getByTestId('video-player')
        .locator('video')
        .evaluate((v: HTMLVideoElement) => v.currentTime),
    )
    .toBeGreaterThan(5);
  await expect(student.getByTestId('attachment-extension')).toHaveText('PDF');
  await context.close();

  // the teacher's preview marks itself
  await page.goto(`/course-player/${courseId}?preview=1`);
  await expect(page.getByRole('status').filter({ hasText: 'معاينة كطالب' })).toBeVisible();
  await shot(page, testInfo, 'preview');
  expect(
    fs.existsSync(path.join(root, 'docs/screenshots', `teacher-courses-editor-${testInfo.project.name}.png`)),
  ).toBe(true);
});
