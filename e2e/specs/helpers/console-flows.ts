import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { expect, type Page, type TestInfo } from '@playwright/test';

const ROOT = path.resolve(import.meta.dirname, '..', '..', '..');

/**
 * A demo course with one Quiz lesson (one placeholder question), made with the admin command, so
 * each project edits its own quiz. Answers the course and the lesson id.
 */
export async function quizCourse(
  page: Page,
  testInfo: TestInfo,
  tenant: string,
): Promise<{ courseId: string; lessonId: number; courseName: string }> {
  const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'dars-quiz-')), 'course.json');
  const courseName = `مراجعة المعلم ${testInfo.project.name} ${Date.now()}`;
  fs.writeFileSync(
    file,
    JSON.stringify({
      courseName,
      description: 'اختبار يبنيه المعلم من لوحة المعلم',
      grade: 'Secondary3',
      term: 'Second',
      price: 0,
      isOpenToAll: true,
      units: [
        {
          unitName: 'الوحدة الأولى',
          lessons: [
            {
              lessonName: 'اختبار الوحدة',
              type: 'Quiz',
              questions: [
                {
                  text: 'سؤال مؤقت',
                  answers: [
                    { text: 'أ', isCorrect: true },
                    { text: 'ب', isCorrect: false },
                  ],
                },
              ],
            },
          ],
        },
      ],
    }),
  );
  const output = execFileSync(
    'npx',
    ['tsx', 'apps/api/src/cli/admin.ts', 'course:import', '--tenant', tenant, '--file', file],
    { cwd: ROOT, env: { ...process.env, DATA_DIR: process.env.E2E_DATA_DIR }, encoding: 'utf8' },
  );
  const courseId = /Imported course ([0-9a-f-]{36})/.exec(output)?.[1];
  expect(courseId, output).toBeTruthy();
  const tree = await page.request.get(`/api/Course/tree?courseid=${courseId}`, {
    headers: { 'X-Tenant-ID': tenant },
  });
  expect(tree.ok(), await tree.text()).toBeTruthy();
  const lessonId = /"id":(\d+),"lessonName":"اختبار الوحدة"/.exec(await tree.text())?.[1];
  expect(lessonId).toBeTruthy();
  return { courseId: courseId!, lessonId: Number(lessonId), courseName };
}
