import { spawn, type ChildProcess } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import {
  apiAsStudent,
  expectNoSideScroll,
  newStudent,
  registerAndLogin,
  screenshot,
} from './helpers/learning-flows.ts';
import { loginViaUi } from './helpers/auth-flows.ts';

/**
 * Messages through the fake WhatsApp Cloud API the config starts on E2E_PORT + 40
 * (apps/api/test/fakes/serve-fake-whatsapp.ts; GET /__accepted lists what it accepted). The demo
 * teacher saves the fake account and announces from the console.
 * The suite's server has no quiet hours (it runs at any hour); the quiet-hours test runs its own
 * server (E2E_PORT + 41, + 42 for the second project) with the product's quiet hours and a clock
 * the test moves (TEST_CLOCK_FILE, apps/api/src/clock.ts).
 */
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const basePort = Number(process.env.E2E_PORT ?? 3300);
const fakeBase = `http://127.0.0.1:${basePort + 40}`;
const TEACHER = { EmailorMobile: 'teacher@dars.test', password: 'Dars@2026' };
const TENANT = 'tenant5';
/** the demo course the demo student is enrolled in (apps/api/src/seed/demo-catalogue.ts, s3-first) */
const COURSE = '5d1f0c2a-1b3e-4c5d-8e9f-0a1b2c3d4e04';
const ACCOUNT = {
  phoneNumberId: '106540352242922',
  language: 'ar',
  accessToken: 'EAAG-e2e-access-token-0123456789',
  appSecret: 'e2e-meta-app-secret-0123456789ab',
  verifyToken: 'e2e-verify-token',
};

interface Accepted {
  to: string;
  template: string;
  language: string;
  parameters: string[];
}

const international = (phone: string) => `2${phone}`;

async function asTeacher(request: APIRequestContext, origin = '') {
  const headers = { 'X-Tenant-ID': TENANT, DeviceId: 'e2e-messages-teacher' };
  const login = await request.post(`${origin}/api/Auth/login`, { headers, data: TEACHER });
  expect(login.ok(), await login.text()).toBeTruthy();
  const { token } = (await login.json()) as { token: string };
  return { ...headers, Authorization: `Bearer ${token}` };
}

async function saveWhatsApp(request: APIRequestContext, enabled: boolean, origin = '') {
  const saved = await request.put(`${origin}/api/teacher/message-channels/whatsapp`, {
    headers: await asTeacher(request, origin),
    data: { enabled, ...ACCOUNT },
  });
  expect(saved.ok(), await saved.text()).toBeTruthy();
}

async function accepted(request: APIRequestContext): Promise<Accepted[]> {
  return (await (await request.get(`${fakeBase}/__accepted`)).json()) as Accepted[];
}

/** The course's enrolled students with their parent phones (the console's student pages). */
async function enrolledParents(request: APIRequestContext) {
  const headers = await asTeacher(request);
  const parents = new Map<string, string>();
  for (let page = 1; ; page += 1) {
    const list = await request.get(`/api/teacher/students?courseId=${COURSE}&pageSize=100&page=${page}`, {
      headers,
    });
    const data = (await list.json()).data as {
      items: Array<{ id: string; name: string }>;
      totalPages: number;
    };
    for (const student of data.items) {
      const detail = await request.get(`/api/teacher/students/${student.id}`, { headers });
      const { parentPhone, active } = (await detail.json()).data as { parentPhone: string; active: boolean };
      if (active && /^01[0-9]{9}$/.test(parentPhone))
        parents.set(student.name + '\u0000' + student.id, parentPhone);
    }
    if (page >= data.totalPages) break;
  }
  return parents;
}

/** A parent's reply "إيقاف" on WhatsApp, signed with the app secret as Meta signs it. */
async function replyStop(request: APIRequestContext, phone: string, origin = '') {
  const body = JSON.stringify({
    object: 'whatsapp_business_account',
    entry: [
      {
        id: '102290129340398',
        changes: [
          {
            field: 'messages',
            value: {
              messaging_product: 'whatsapp',
              metadata: { display_phone_number: '15550783881', phone_number_id: ACCOUNT.phoneNumberId },
              messages: [
                {
                  from: phone,
                  id: `wamid.stop${Date.now()}`,
                  timestamp: '1772355600',
                  type: 'text',
                  text: { body: 'إيقاف' },
                },
              ],
            },
          },
        ],
      },
    ],
  });
  const signature = `sha256=${crypto.createHmac('sha256', ACCOUNT.appSecret).update(body).digest('hex')}`;
  const answer = await request.post(`${origin}/api/webhooks/whatsapp/${TENANT}`, {
    headers: { 'content-type': 'application/json', 'x-hub-signature-256': signature },
    data: body,
  });
  expect(answer.status()).toBe(200);
}

/** Enrols a signed-in student (their id from the browser's storage) by hand, as the teacher. */
async function enrolByTeacher(page: Page, request: APIRequestContext) {
  const studentId = await page.evaluate(() => localStorage.getItem('user_id'));
  const enrolled = await request.post(`/api/teacher/students/${studentId}/enrol`, {
    headers: await asTeacher(request),
    data: { courseId: COURSE, reason: 'e2e: messages' },
  });
  expect(enrolled.ok(), await enrolled.text()).toBeTruthy();
}

async function openMessages(page: Page, tab = '') {
  await page.goto('/login');
  await loginViaUi(page, TEACHER.EmailorMobile, TEACHER.password);
  await page.waitForURL((url) => url.pathname !== '/login', { timeout: 15_000 });
  await page.goto(`/teacher/messages${tab ? `?tab=${tab}` : ''}`);
  await expect(page.getByRole('heading', { name: 'الرسائل', level: 1 })).toBeVisible();
}

test.describe.configure({ mode: 'serial' });
// WhatsApp stays on afterwards: the two projects run this file at once on the one server, and one
// turning it off at its end would silence the other's messages (later specs' messages go to the fake)
test.beforeAll(async ({ request }) => saveWhatsApp(request, true));

test('the teacher announces to a course: each parent gets one template message with the right parameters, the opted-out none', async ({
  page,
  request,
}, testInfo) => {
  test.setTimeout(180_000);
  // one more enrolled student with a parent phone of their own, besides the demo student
  await registerAndLogin(page, newStudent(testInfo, 'msg-announce'));
  await enrolByTeacher(page, request);
  await page.context().clearCookies();
  await page.evaluate(() => localStorage.clear());
  const before = await enrolledParents(request);
  expect(before.size).toBeGreaterThan(1);
  // the same parent in both projects (they run at once): the smallest phone, the demo student's
  const [stoppedKey, stoppedPhone] = [...before.entries()].sort((a, b) => a[1].localeCompare(b[1]))[0]!;
  await replyStop(request, international(stoppedPhone));
  const text = `الحصة القادمة يوم السبت (${testInfo.project.name} ${Date.now()})`;

  await openMessages(page, 'announce');
  await page.getByLabel('الدورة').selectOption(COURSE);
  await page.getByLabel('نص الإعلان').fill(text);
  await page.getByRole('button', { name: 'معاينة' }).click();
  const preview = page.getByTestId('announce-preview');
  await expect(preview).toContainText('أوقفوا الرسائل');
  await expectNoSideScroll(page);
  await screenshot(page, testInfo, 'messages-announce-preview');
  await page.getByRole('button', { name: 'أرسل الإعلان' }).click();
  await expect(page.getByText(/^تم: في قائمة الإرسال \d+/)).toBeVisible();

  const ours = async () => (await accepted(request)).filter((m) => m.parameters[1] === text);
  await expect
    .poll(async () => (await ours()).length, { timeout: 20_000 })
    .toBeGreaterThanOrEqual(before.size - 1);
  await page.waitForTimeout(2_000); // nothing more arrives
  const messages = await ours();
  for (const [key, parentPhone] of before) {
    const name = key.split('\u0000')[0]!;
    const got = messages.filter((m) => m.to === international(parentPhone) && m.parameters[0] === name);
    expect(got, `${name} → ${parentPhone}`).toHaveLength(key === stoppedKey ? 0 : 1);
  }
  for (const message of messages) {
    expect(message).toMatchObject({
      template: 'dars_announcement',
      language: 'ar',
      parameters: [expect.any(String), text],
    });
    expect(message.to).not.toBe(international(stoppedPhone));
  }

  await page.goto('/teacher/messages');
  await expect(page.getByTestId('message').first()).toBeVisible();
  for (const locale of ['ar', 'en']) {
    await page.evaluate((value) => localStorage.setItem('dars_locale', value), locale);
    for (const tab of ['log', 'announce', 'jobs', 'templates', 'channels']) {
      await page.goto(`/teacher/messages${tab === 'log' ? '' : `?tab=${tab}`}`);
      await expect(page.locator('html')).toHaveAttribute('lang', locale);
      await expect(page.getByRole('tab', { selected: true })).toBeVisible();
      await page.waitForLoadState('networkidle');
      await expectNoSideScroll(page);
      await screenshot(page, testInfo, `messages-${tab}-${locale}`);
    }
  }
  await page.evaluate(() => localStorage.removeItem('dars_locale'));
});

test("a quiz result reaches the student's parent", async ({ page, request }, testInfo) => {
  const student = newStudent(testInfo, 'msg-quiz');
  await registerAndLogin(page, student);
  await enrolByTeacher(page, request);
  const tree = await apiAsStudent(page, 'GET', `/api/Course/tree-course-with-progress?courseid=${COURSE}`);
  const quiz = (
    tree.body as { data: { units: { lessons: { id: number; type: string; lessonName?: string }[] }[] } }
  ).data.units[0]!.lessons.find((lesson) => lesson.type === 'Quiz')!;
  const submitted = await apiAsStudent(page, 'POST', '/api/quizresult/submit', {
    lessonId: quiz.id,
    answers: [0, 0, 0],
  });
  expect(submitted.status).toBe(200);
  expect(submitted.body).toMatchObject({ success: true });
  const parent = international(`011${student.phone.slice(3)}`);
  await expect
    .poll(
      async () =>
        (await accepted(request)).filter((m) => m.to === parent && m.template === 'dars_quiz_result'),
      {
        timeout: 20_000,
      },
    )
    .toEqual([
      expect.objectContaining({
        template: 'dars_quiz_result',
        parameters: ['طالب تجريبي', expect.any(String), expect.stringMatching(/^\d+\/\d+$/)],
      }),
    ]);
});

async function startServer(
  port: number,
  dataDir: string,
  quietHours: string,
  clockFile: string,
): Promise<ChildProcess> {
  const server = spawn(process.execPath, ['scripts/start.mjs'], {
    cwd: root,
    stdio: 'ignore',
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      SKIP_WEB_BUILD: '1',
      LOG_LEVEL: 'warn',
      WHATSAPP_API_BASE: fakeBase,
      MESSAGES_QUIET_HOURS: quietHours,
      TEST_CLOCK_FILE: clockFile,
      FFMPEG_PATH: path.join(dataDir, 'no-ffmpeg'),
    },
  });
  // a fresh server seeds the demo data first: slow on a loaded machine, and both projects start one
  for (let tries = 0; tries < 720; tries++) {
    const ready = await fetch(`http://127.0.0.1:${port}/readyz`).then(
      (r) => r.ok,
      () => false,
    );
    if (ready) return server;
    if (server.exitCode !== null) throw new Error(`the server stopped (${server.exitCode})`);
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error('the server did not start');
}

async function stopServer(server: ChildProcess): Promise<void> {
  if (server.exitCode !== null) return;
  const exited = new Promise((resolve) => server.once('exit', resolve));
  server.kill('SIGTERM');
  await exited;
}

const cairoHour = (at: Date) =>
  Number(
    new Intl.DateTimeFormat('en-GB', { timeZone: 'Africa/Cairo', hour: '2-digit', hourCycle: 'h23' }).format(
      at,
    ),
  );

/** The first instant after `from` at which it is `hour`:00 in Cairo (whatever its offset that day). */
function nextCairoHour(from: Date, hour: number): Date {
  const at = new Date(from);
  at.setUTCMinutes(0, 0, 0);
  do at.setTime(at.getTime() + 3_600_000);
  while (cairoHour(at) !== hour);
  return at;
}

/** Sets the clock of a server started with TEST_CLOCK_FILE: it reads `at` now and ticks on. */
function setServerClock(file: string, at: Date) {
  const temp = `${file}.tmp`;
  fs.writeFileSync(temp, JSON.stringify({ offsetMs: at.getTime() - Date.now() }));
  fs.renameSync(temp, file);
}

test('a message in quiet hours waits for the morning: held and dated at 23:00, sent once each at 08:00 (the test clock)', async ({
  request,
}, testInfo) => {
  test.setTimeout(300_000);
  const port = basePort + (testInfo.project.name === 'phone' ? 41 : 42);
  const origin = `http://127.0.0.1:${port}`;
  const dataDir = path.join(root, 'e2e/.artifacts', `messages-quiet-${testInfo.project.name}`);
  fs.rmSync(dataDir, { recursive: true, force: true });
  fs.mkdirSync(dataDir, { recursive: true });
  const clockFile = path.join(dataDir, 'clock.json');
  // the product's quiet hours, 22:00–08:00 Cairo time, with the server's clock at 23:00
  const night = nextCairoHour(new Date(), 23);
  const morning = nextCairoHour(night, 8);
  setServerClock(clockFile, night);
  const server = await startServer(port, dataDir, '22-8', clockFile);
  try {
    await saveWhatsApp(request, true, origin);
    const text = `تذكير قبل الامتحان (${testInfo.project.name} ${Date.now()})`;
    const headers = await asTeacher(request, origin);
    const sent = await request.post(`${origin}/api/teacher/announcements`, {
      headers,
      data: { audience: 'course', courseId: COURSE, text },
    });
    const result = (await sent.json()).data as { queued: number; heldUntilMorning: number };
    expect(result.queued).toBeGreaterThan(0);
    expect(result.heldUntilMorning).toBe(result.queued);
    const ours = async () => (await accepted(request)).filter((m) => m.parameters[1] === text);
    await new Promise((resolve) => setTimeout(resolve, 3_000)); // the runner polls every second
    expect(await ours()).toEqual([]);
    const log = (
      await (await request.get(`${origin}/api/teacher/messages?status=queued`, { headers })).json()
    ).data as { items: Array<{ params: string[]; sendAfter: string }> };
    const held = log.items.filter((m) => m.params[1] === text);
    expect(held).toHaveLength(result.queued);
    for (const message of held) expect(message.sendAfter).toBe(morning.toISOString());
    // their send jobs wait for the same time
    const jobs = (
      await (await request.get(`${origin}/api/teacher/message-jobs?state=queued`, { headers })).json()
    ).data as { items: Array<{ runAt: string; messageId: number | null }> };
    expect(jobs.items.length).toBeGreaterThanOrEqual(result.queued);
    for (const job of jobs.items) expect(job.runAt).toBe(morning.toISOString());

    // the clock reaches 08:00: each held message goes out once
    setServerClock(clockFile, new Date(morning.getTime() - 2_000));
    await expect.poll(async () => (await ours()).length, { timeout: 30_000 }).toBe(result.queued);
    await new Promise((resolve) => setTimeout(resolve, 2_000)); // nothing more arrives
    const messages = await ours();
    expect(messages).toHaveLength(result.queued);
    expect(new Set(messages.map((m) => m.to)).size).toBe(result.queued);
    for (const message of messages) expect(message.template).toBe('dars_announcement');
    const after = (
      await (
        await request.get(`${origin}/api/teacher/messages?status=sent`, {
          headers: await asTeacher(request, origin), // the night's token has expired by the morning
        })
      ).json()
    ).data as { items: Array<{ params: string[] }> };
    expect(after.items.filter((m) => m.params[1] === text)).toHaveLength(result.queued);
  } finally {
    await stopServer(server);
  }
});
