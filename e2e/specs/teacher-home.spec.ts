import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import ExcelJS from 'exceljs';
import { expect, test, type Page, type TestInfo } from '@playwright/test';
import { loginViaUi } from './helpers/auth-flows.ts';
import { quizCourse } from './helpers/console-flows.ts';
import {
  apiAsStudent,
  expectNoSideScroll,
  newStudent,
  registerAndLogin,
  screenshot,
} from './helpers/learning-flows.ts';

const TENANT = 'tenant5';
const TEACHER = { email: 'teacher@dars.test', password: 'Dars@2026' };
const ROOT = path.resolve(import.meta.dirname, '..', '..');
/** each project hides its own demo testimonial, so the two runs do not race for one row */
const HIDDEN_AUTHOR: Record<string, string> = { phone: 'سارة أحمد', desktop: 'يوسف خالد' };

async function xlsxFile(): Promise<string> {
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet('questions');
  sheet.addRow([
    'question',
    'type',
    'option1',
    'option2',
    'option3',
    'option4',
    'option5',
    'option6',
    'correct',
    'explanation',
  ]);
  sheet.addRow([
    'أين يحدث البناء الضوئي؟',
    'mc',
    'الميتوكوندريا',
    'البلاستيدات الخضراء',
    'النواة',
    '',
    '',
    '',
    '2',
    'في البلاستيدات',
  ]);
  const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'dars-xlsx-')), 'questions.xlsx');
  await workbook.xlsx.writeFile(file);
  return file;
}

async function saveReadmeShot(page: Page, testInfo: TestInfo, name: string) {
  await page.evaluate(() => window.scrollTo(0, 0));
  await screenshot(page, testInfo, name);
  if (testInfo.project.name !== 'desktop') return;
  const dir = path.join(ROOT, 'docs', 'screenshots');
  fs.mkdirSync(dir, { recursive: true });
  await page.screenshot({ path: path.join(dir, `${name}.png`) });
}

test('the teacher builds a quiz (one question from XLSX), a student sees it; a hidden testimonial leaves the home page', async ({
  page,
  browser,
}, testInfo) => {
  test.setTimeout(120_000);
  const { courseId, lessonId } = await quizCourse(page, testInfo, TENANT);

  // the teacher signs in and lands in the console
  await page.goto('/login');
  await loginViaUi(page, TEACHER.email, TEACHER.password);
  await page.waitForURL(/\/teacher/, { timeout: 15_000 });

  await page.goto(`/teacher/quizzes/${lessonId}`);
  await expect(page.getByRole('heading', { name: 'اختبار الوحدة' })).toBeVisible();
  await page.getByRole('button', { name: 'حذف السؤال 1' }).click();

  await page.getByRole('button', { name: /سؤال اختيار من متعدد/ }).click();
  const first = page.getByTestId('quiz-question').nth(0);
  await first.getByLabel('نص السؤال').fill('ما وحدة بناء الكائن الحي؟');
  await first.getByLabel('الاختيار 1', { exact: true }).fill('الخلية');
  await first.getByLabel('الاختيار 2', { exact: true }).fill('النسيج');
  await first.getByRole('button', { name: 'إضافة اختيار' }).click();
  await first.getByLabel('الاختيار 3', { exact: true }).fill('العضو');
  await expectNoSideScroll(page);
  await first.getByLabel('الإجابة الصحيحة: الاختيار 1').check();

  await page.getByRole('button', { name: /سؤال صح أو خطأ/ }).click();
  const second = page.getByTestId('quiz-question').nth(1);
  await second.getByLabel('نص السؤال').fill('الفيروسات كائنات خلوية');
  await second.getByLabel('الإجابة الصحيحة: الاختيار 2').check();
  await page.getByLabel('الوقت بالدقائق').fill('10');
  await expectNoSideScroll(page);

  await page.getByRole('button', { name: 'حفظ الاختبار' }).click();
  await expect(page.getByText('تم حفظ الاختبار')).toBeVisible();

  await page.getByLabel('ملف الأسئلة').setInputFiles(await xlsxFile());
  await page.getByRole('button', { name: 'استيراد', exact: true }).click();
  await expect(page.getByText('استُورد سؤال واحد')).toBeVisible();
  await expect(page.getByTestId('quiz-question')).toHaveCount(3);
  await expect(page.getByTestId('quiz-question').nth(2).getByLabel('نص السؤال')).toHaveValue(
    'أين يحدث البناء الضوئي؟',
  );
  await saveReadmeShot(page, testInfo, 'teacher-quiz');

  // a student enrols in the open course and sees exactly those three questions, in order
  const studentContext = await browser.newContext();
  const student = await studentContext.newPage();
  await registerAndLogin(student, newStudent(testInfo, 'tq'));
  expect((await apiAsStudent(student, 'POST', `/api/Student/enroll-free?courseId=${courseId}`)).status).toBe(
    200,
  );
  await student.goto(`/course-player/${courseId}?unit=0&lesson=0`);
  const texts = ['ما وحدة بناء الكائن الحي؟', 'الفيروسات كائنات خلوية', 'أين يحدث البناء الضوئي؟'];
  for (const [index, text] of texts.entries()) {
    await expect(student.getByText(`السؤال ${index + 1} من 3`)).toBeVisible();
    await expect(student.getByText(text)).toBeVisible();
    await student.getByRole('radio').first().check();
    await student.getByRole('button', { name: index < 2 ? 'السؤال التالي' : 'إرسال الإجابات' }).click();
  }
  await expect(student.getByRole('heading', { name: 'تم تسليم الاختبار' })).toBeVisible();
  await studentContext.close();

  // the teacher hides a testimonial: it is gone from the home page
  const author = HIDDEN_AUTHOR[testInfo.project.name] ?? 'والدة الطالبة مريم';
  const visitor = await browser.newPage();
  await visitor.goto('/');
  await expect(visitor.locator('#testimonials').getByText(author)).toBeVisible();
  await page.goto('/teacher/site-content');
  await expectNoSideScroll(page);
  await page.getByRole('button', { name: `إخفاء رأي ${author}` }).click();
  await expect(page.getByRole('button', { name: `إظهار رأي ${author}` })).toBeVisible();
  await saveReadmeShot(page, testInfo, 'teacher-home');
  await visitor.goto('/');
  await expect(visitor.locator('#testimonials')).toBeVisible();
  await expect(visitor.locator('#testimonials').getByText(author)).toHaveCount(0);
  await visitor.close();
});
