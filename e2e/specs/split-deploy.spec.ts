import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';

/**
 * A split deploy (docs/deploy.md): the built web app served from a second origin (E2E_PORT + 10,
 * e2e/second-origin.mjs), the API on E2E_PORT with CORS_ORIGINS naming the web app's origin.
 */
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const MP4 = fs.readFileSync(path.join(root, 'apps/api/media/demo-lesson.mp4'));
const port = Number(process.env.E2E_PORT ?? 3300);
const API = `http://127.0.0.1:${port}`;
const WEB = `http://127.0.0.1:${port + 10}`;
/** not in CORS_ORIGINS: the same files under another host name */
const STRANGER = `http://localhost:${port + 10}`;
const TENANT = { 'X-Tenant-ID': 'tenant5' };
// a 2×2 PNG
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAIAAAACCAIAAAD91JpzAAAAFklEQVR4nGP4z8DAwMDAxMDAwMDAAAANHQEDasKb6QAAAABJRU5ErkJggg==',
  'base64',
);

interface Setup {
  courseId: string;
  courseName: string;
  bookTitle: string;
}

/** The teacher, through the API: a free published course with a picture and an uploaded video, a book with a cover. */
async function teacherPublishes(request: APIRequestContext, tag: string): Promise<Setup> {
  const login = await request.post(`${API}/api/Auth/login`, {
    headers: { ...TENANT, DeviceId: `split-teacher-${tag}` },
    data: { EmailorMobile: 'teacher@dars.test', password: 'Dars@2026' },
  });
  expect(login.ok(), await login.text()).toBeTruthy();
  const { token } = (await login.json()) as { token: string };
  const headers = { ...TENANT, Authorization: `Bearer ${token}`, DeviceId: `split-teacher-${tag}` };
  const json = async (method: string, url: string, data: unknown) => {
    const res = await request.fetch(`${API}${url}`, { method, headers, data });
    expect(res.ok(), `${method} ${url}: ${await res.text()}`).toBeTruthy();
    return ((await res.json()) as { data: { id: string | number; version: number } }).data;
  };
  const image = { name: 'picture.png', mimeType: 'image/png', buffer: PNG };

  const courseName = `دورة مجانية ${tag}`;
  const course = await json('POST', '/api/teacher/courses', {
    courseName,
    // the home page opens on the signed-in student's grade
    grade: 'Secondary2',
    term: 'First',
    price: 0,
    active: true,
  });
  const pictured = await request.post(`${API}/api/teacher/courses/${course.id}/image`, {
    headers,
    multipart: { version: String(course.version), image },
  });
  expect(pictured.ok(), await pictured.text()).toBeTruthy();
  const unit = await json('POST', `/api/teacher/courses/${course.id}/units`, { unitName: 'الوحدة الأولى' });
  const lesson = await json('POST', `/api/teacher/units/${unit.id}/lessons`, {
    lessonName: 'درس مرفوع',
    type: 'Video',
  });

  const created = await request.post(`${API}/api/teacher/uploads/video`, {
    headers: { ...headers, 'Tus-Resumable': '1.0.0', 'Upload-Length': String(MP4.length) },
  });
  expect(created.status()).toBe(201);
  const uploadUrl = new URL(created.headers()['location']!, `${API}/api/teacher/uploads/video/`).pathname;
  const patched = await request.patch(`${API}${uploadUrl}`, {
    headers: {
      ...headers,
      'Tus-Resumable': '1.0.0',
      'Upload-Offset': '0',
      'Content-Type': 'application/offset+octet-stream',
    },
    data: MP4,
  });
  expect(patched.status()).toBe(204);
  await json('PUT', `/api/teacher/lessons/${lesson.id}/video`, {
    version: lesson.version,
    uploadId: uploadUrl.split('/').at(-1),
  });

  const bookTitle = `كتاب ${tag}`;
  const book = await json('POST', '/api/teacher/books', {
    title: bookTitle,
    description: '',
    price: 50,
    grade: 'Secondary2',
    active: true,
  });
  const covered = await request.put(`${API}/api/teacher/books/${book.id}/image`, {
    headers,
    multipart: { version: String(book.version), image },
  });
  expect(covered.ok(), await covered.text()).toBeTruthy();
  return { courseId: String(course.id), courseName, bookTitle };
}

/** Calls the API as the student signed in on `page` (the web app's local storage). */
async function asStudent(page: Page, method: 'GET' | 'POST', url: string) {
  const auth = await page.evaluate(() => ({
    token: localStorage.getItem('auth_token'),
    device: localStorage.getItem('app_device_id'),
  }));
  const res = await page.request.fetch(`${API}${url}`, {
    method,
    headers: { ...TENANT, Authorization: `Bearer ${auth.token}`, DeviceId: auth.device ?? '' },
  });
  expect(res.ok(), await res.text()).toBeTruthy();
  return ((await res.json()) as { data: Record<string, unknown> }).data;
}

/** Whether an <img> of the page at `src` finished loading with pixels. */
const imageLoaded = (page: Page, src: string) =>
  page.evaluate(
    (url) =>
      Array.from(document.images).some(
        (img) => img.currentSrc === url && img.complete && img.naturalWidth > 0,
      ),
    src,
  );

test('the web app on another origin: a student sees the course picture and a book cover and plays an uploaded video', async ({
  page,
  request,
}, testInfo) => {
  test.setTimeout(120_000);
  const tag = `${testInfo.project.name}-${Date.now().toString(36)}`;
  const setup = await teacherPublishes(request, tag);

  // a new student signs in on the web app's origin
  const digits = String(Date.now()).slice(-8);
  const student = {
    email: `split-${tag}@dars.test`.toLowerCase(),
    phone: `015${digits}`,
    password: 'Secret1!',
  };
  const registered = await request.post(`${API}/api/Auth/register`, {
    headers: TENANT,
    multipart: {
      UserName: 'طالب على نطاق آخر',
      Email: student.email,
      Password: student.password,
      ConfirmPassword: student.password,
      PhoneNumber: student.phone,
      ParentPhone: `011${digits}`,
      AcademicYear: 'Secondary2',
    },
  });
  expect(registered.ok(), await registered.text()).toBeTruthy();
  const refused: string[] = [];
  page.on('requestfailed', (r) => refused.push(`${r.url()} ${r.failure()?.errorText}`));
  await page.goto(`${WEB}/login`);
  await page.getByLabel('البريد الإلكتروني أو رقم الهاتف', { exact: true }).fill(student.email);
  await page.getByLabel('كلمة المرور', { exact: true }).fill(student.password);
  await page.getByRole('button', { name: 'دخول', exact: true }).click();
  await page.waitForURL((url) => url.origin === WEB && url.pathname === '/', { timeout: 15_000 });

  // the course picture and the book cover come from the API's origin, by absolute URLs
  await page.locator('#courses').scrollIntoViewIfNeeded();
  const courseCard = page.getByRole('article').filter({ hasText: setup.courseName }).first();
  await courseCard.scrollIntoViewIfNeeded();
  const coursePicture = (await courseCard.locator('img').first().getAttribute('src'))!;
  expect(coursePicture).toMatch(new RegExp(`^${API}/uploads/[0-9a-f-]+\\.png$`));
  await expect.poll(() => imageLoaded(page, coursePicture)).toBe(true);
  await page.locator('#books').scrollIntoViewIfNeeded();
  const bookCard = page.locator('li, article').filter({ hasText: setup.bookTitle }).last();
  await bookCard.scrollIntoViewIfNeeded();
  const cover = (await bookCard.locator('img').first().getAttribute('src'))!;
  expect(cover).toMatch(new RegExp(`^${API}/uploads/[0-9a-f-]+\\.png$`));
  await expect.poll(() => imageLoaded(page, cover)).toBe(true);

  // enrolled in the free course, the student plays the uploaded video past its first seconds
  await asStudent(page, 'POST', `/api/Student/enroll-free?courseId=${setup.courseId}`);
  await page.goto(`${WEB}/course-player/${setup.courseId}`);
  const player = page.getByTestId('video-player');
  const video = player.locator('video');
  await expect(video).toHaveAttribute('src', new RegExp(`^${API}/media/lessons/.+\\.mp4\\?.*s=`));
  await player.getByRole('button', { name: 'تشغيل' }).first().click();
  await expect
    .poll(() => video.evaluate((v: HTMLVideoElement) => v.currentTime), { timeout: 20_000 })
    .toBeGreaterThan(3);
  // (a media element aborts its first request once it switches to ranges: ERR_ABORTED is no refusal)
  expect(refused.filter((r) => r.startsWith(API) && /BLOCKED|FAILED/.test(r))).toEqual([]);

  // a plain <video> and <img> on a page of the allowed origin load a signed lesson file and the picture
  const tree = await asStudent(page, 'GET', `/api/Course/tree?courseid=${setup.courseId}`);
  const lessonId = (tree.units as Array<{ lessons: Array<{ id: number }> }>)[0]!.lessons[0]!.id;
  const content = await asStudent(page, 'GET', `/api/Student/contentlesson/${lessonId}`);
  const signed = content.videoUrl as string;
  const plainElements = (target: Page) =>
    target.evaluate(
      ([videoUrl, imageUrl]) =>
        Promise.all([
          new Promise<string>((resolve) => {
            const v = document.createElement('video');
            v.muted = true;
            v.onloadeddata = () => resolve(`video ${v.videoWidth}x${v.videoHeight}`);
            v.onerror = () => resolve('video refused');
            v.src = videoUrl!;
            document.body.append(v);
          }),
          new Promise<string>((resolve) => {
            const img = new Image();
            img.onload = () => resolve(`image ${img.naturalWidth}x${img.naturalHeight}`);
            img.onerror = () => resolve('image refused');
            img.src = imageUrl!;
            document.body.append(img);
          }),
        ]),
      [signed, coursePicture],
    );
  const [plainVideo, plainImage] = await plainElements(page);
  expect(plainVideo).toMatch(/^video [1-9]\d*x[1-9]\d*$/);
  expect(plainImage).toBe('image 2x2');

  // a page of an origin not in CORS_ORIGINS cannot read the lesson file; the allowed one can
  const readBy = (target: Page) =>
    target.evaluate(
      (url) =>
        fetch(url).then(
          (r) => `read ${r.status}`,
          () => 'refused',
        ),
      signed,
    );
  expect(await readBy(page)).toBe('read 200');
  const stranger = await page.context().newPage();
  await stranger.goto(`${STRANGER}/healthz`);
  expect(await readBy(stranger)).toBe('refused');
  await stranger.close();
});
