import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { expect, test, type Page, type TestInfo } from '@playwright/test';
import { apiAsStudent, newStudent, registerAndLogin, screenshot } from './helpers/learning-flows.ts';

const ROOT = path.resolve(import.meta.dirname, '..', '..');
const TENANT = 'tenant5';
const TEACHER = { email: 'teacher@dars.test', password: 'Dars@2026' };

/** A free course whose first lesson is an exam, made with the admin command; answers its ids. */
async function examCourse(page: Page, testInfo: TestInfo) {
  const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'dars-exam-')), 'course.json');
  const courseName = `امتحان ${testInfo.project.name} ${Date.now()}`;
  fs.writeFileSync(
    file,
    JSON.stringify({
      courseName,
      description: 'امتحان الوحدة الأولى',
      grade: 'Secondary3',
      term: 'Second',
      price: 0,
      isOpenToAll: true,
      units: [
        {
          unitName: 'الوحدة الأولى',
          lessons: [
            { lessonName: 'امتحان الوحدة', type: 'Exam', passDegree: 50 },
            { lessonName: 'بعد الامتحان', type: 'Video', videoUrl: 'https://videos.example/after.mp4' },
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
  const tree = await page.request.get(`/api/Course/tree?courseid=${courseId}`, {
    headers: { 'X-Tenant-ID': TENANT },
  });
  const lessonId = Number(/"id":(\d+),"lessonName":"امتحان الوحدة"/.exec(await tree.text())?.[1]);
  expect(lessonId).toBeGreaterThan(0);
  return { courseId: courseId!, lessonId };
}

/** The teacher's bank of 30 questions and the exam: 10 drawn by quotas, 5 minutes. */
async function teacherBuildsExam(page: Page, testInfo: TestInfo, courseId: string, lessonId: number) {
  const device = `e2e-exam-${testInfo.project.name}`;
  const login = await page.request.post('/api/Auth/login', {
    headers: { 'X-Tenant-ID': TENANT, DeviceId: device },
    data: { EmailorMobile: TEACHER.email, password: TEACHER.password },
  });
  expect(login.ok()).toBeTruthy();
  const headers = {
    'X-Tenant-ID': TENANT,
    DeviceId: device,
    Authorization: `Bearer ${((await login.json()) as { token: string }).token}`,
  };
  for (let n = 1; n <= 30; n += 1) {
    const created = await page.request.post(`/api/teacher/courses/${courseId}/bank`, {
      headers,
      data: {
        text: `سؤال رقم ${n}: ما وظيفة العضية ${n}؟`,
        imagePath: null,
        type: 'MultipleChoice',
        options: [1, 2, 3, 4].map((o) => ({ text: `الاختيار ${o} للسؤال ${n}`, imagePath: null })),
        correctIndex: n % 4,
        explanation: `شرح السؤال ${n}`,
        explanationImagePath: null,
        unit: n <= 20 ? 'الوحدة الأولى' : 'الوحدة الثانية',
        topic: 'الخلية',
        difficulty: n % 2 ? 'easy' : 'hard',
      },
    });
    expect(created.ok(), await created.text()).toBeTruthy();
  }
  const saved = await page.request.put(`/api/teacher/exams/${lessonId}`, {
    headers,
    data: {
      draw: {
        kind: 'quotas',
        quotas: [
          { count: 5, difficulty: 'easy', unit: 'الوحدة الأولى' },
          { count: 5, difficulty: 'hard', unit: null },
        ],
      },
      durationSeconds: 300,
      opensAt: null,
      closesAt: null,
      attemptsAllowed: 1,
      reveal: 'explanations',
      revealAfterClose: false,
      passDegree: 50,
    },
  });
  expect(saved.ok(), await saved.text()).toBeTruthy();
  return headers;
}

test('exam: drawn per student, each answer kept over a reload with the server clock running, submitted with the result', async ({
  page,
  browser,
}, testInfo) => {
  // a teacher and two students through a whole exam: longer than one student's flow
  test.setTimeout(120_000);
  const { courseId, lessonId } = await examCourse(page, testInfo);
  const teacher = await teacherBuildsExam(page, testInfo, courseId, lessonId);

  await registerAndLogin(page, newStudent(testInfo, 'exam'));
  expect((await apiAsStudent(page, 'POST', `/api/Student/enroll-free?courseId=${courseId}`)).status).toBe(
    200,
  );
  await page.goto(`/course-player/${courseId}?unit=0&lesson=0`);
  await expect(page.getByText('عدد الأسئلة: 10')).toBeVisible();
  await screenshot(page, testInfo, 'exam-intro');
  await page.getByRole('button', { name: 'ابدأ الامتحان' }).click();
  const timer = page.getByRole('timer');
  await expect(timer).toHaveText(/^[45]:\d\d$/);
  const questions = page.locator('fieldset[data-question-id]');
  await expect(questions).toHaveCount(10);
  for (let n = 0; n < 3; n += 1) {
    await questions.nth(n).getByRole('radio').nth(n).check();
    await expect(questions.nth(n).getByText('تم الحفظ')).toBeVisible();
  }
  await screenshot(page, testInfo, 'exam-attempt');
  const order = await questions.evaluateAll((nodes) =>
    nodes.map((node) => node.getAttribute('data-question-id')),
  );
  await page.waitForTimeout(2_000);

  await page.reload();
  await expect(questions).toHaveCount(10);
  expect(
    await questions.evaluateAll((nodes) => nodes.map((node) => node.getAttribute('data-question-id'))),
  ).toEqual(order);
  for (let n = 0; n < 3; n += 1) await expect(questions.nth(n).getByRole('radio').nth(n)).toBeChecked();
  await expect(questions.nth(3).getByRole('radio').first()).not.toBeChecked();
  const [minutes, seconds] = (await timer.textContent())!.split(':').map(Number);
  expect(minutes! * 60 + seconds!).toBeLessThan(298);
  await expect(page.getByText('أجبت عن 3 من 10')).toBeVisible();

  // a second student gets other questions or another order
  const other = await browser.newContext({ viewport: page.viewportSize()!, locale: 'ar-EG' });
  const otherPage = await other.newPage();
  await registerAndLogin(otherPage, newStudent(testInfo, 'exam2'));
  await apiAsStudent(otherPage, 'POST', `/api/Student/enroll-free?courseId=${courseId}`);
  const started = await apiAsStudent(otherPage, 'POST', `/api/exams/${lessonId}/start`);
  const theirOrder = (
    started.body as { data: { attempt: { questions: Array<{ id: number }> } } }
  ).data.attempt.questions.map((question) => String(question.id));
  expect(theirOrder).not.toEqual(order);
  await other.close();

  page.once('dialog', (dialog) => void dialog.accept());
  await page.getByRole('button', { name: 'سلّم الامتحان' }).click();
  await expect(page.getByRole('heading', { name: 'تم تسليم الامتحان' })).toBeVisible();
  await expect(page.getByText(/درجتك: \d+%/)).toBeVisible();
  await expect(page.getByText('الإجابة الصحيحة').first()).toBeVisible();
  await screenshot(page, testInfo, 'exam-result');

  // the teacher's figures
  const results = await page.request.get(`/api/teacher/exams/${lessonId}/results`, { headers: teacher });
  const figures = (await results.json()) as {
    data: { attempts: number; questions: Array<{ shown: number; percentCorrect: number | null }> };
  };
  expect(figures.data.attempts).toBe(1);
  expect(figures.data.questions).toHaveLength(10);
});
