import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect, test, type Download, type Page } from '@playwright/test';
import jsQR from 'jsqr';
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';
import { newStudent, registerAndLogin, screenshot } from './helpers/learning-flows.ts';

const CODE = /[A-Z2-9]{4}-[A-Z2-9]{4}-[A-Z2-9]{4}/g;
const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');

async function readDownload(download: Download): Promise<Buffer> {
  const file = await download.path();
  return fs.readFileSync(file);
}

/**
 * A PDF of cards read back with PDF.js: the codes printed (text of every page, spaces removed),
 * and what the QR code of the first card (top right of page 1) says, decoded from the rendered page.
 */
async function readCards(bytes: Buffer): Promise<{ pages: number; codes: string[]; firstQr: string | null }> {
  const pdf = await getDocument({ data: new Uint8Array(bytes), verbosity: 0 }).promise;
  let text = '';
  for (let n = 1; n <= pdf.numPages; n++) {
    const content = await (await pdf.getPage(n)).getTextContent();
    text += content.items.map((item) => ('str' in item ? item.str : '')).join('');
  }
  const page = await pdf.getPage(1);
  const viewport = page.getViewport({ scale: 3 });
  // PDF.js's own Node canvas factory (it draws with the canvas package PDF.js brings along)
  const factory = pdf.canvasFactory as {
    create(width: number, height: number): { canvas: HTMLCanvasElement; context: CanvasRenderingContext2D };
  };
  const { canvas, context } = factory.create(viewport.width, viewport.height);
  await page.render({ canvas, canvasContext: context, viewport }).promise;
  const firstCard = context.getImageData(viewport.width / 2, 0, viewport.width / 2, viewport.height / 5);
  const qr = jsQR(firstCard.data, firstCard.width, firstCard.height);
  return {
    pages: pdf.numPages,
    codes: text.replace(/\s+/g, '').match(CODE) ?? [],
    firstQr: qr?.data ?? null,
  };
}

async function signInStaff(page: Page, email: string): Promise<void> {
  await page.goto('/login');
  await page.getByLabel('البريد الإلكتروني أو رقم الهاتف', { exact: true }).fill(email);
  await page.getByLabel('كلمة المرور', { exact: true }).fill('Dars@2026');
  await page.getByRole('button', { name: 'دخول', exact: true }).click();
  await page.waitForURL((url) => url.pathname !== '/login', { timeout: 15_000 });
}

test('a batch of 20: CSV and PDF cards → a student redeems one → counts and look-up → revoke the rest → refused', async ({
  page,
  browser,
}, testInfo) => {
  // two browsers, two file downloads and a PDF rendered in the test: more than the default minute
  test.setTimeout(180_000);
  // the teacher on the desktop, the assistant on the phone (both may do everything here)
  const staffEmail = testInfo.project.name === 'desktop' ? 'teacher@dars.test' : 'moderator@dars.test';
  await signInStaff(page, staffEmail);
  await page.goto('/teacher/codes');
  await expect(page.getByRole('heading', { name: 'أكواد التفعيل', level: 1 })).toBeVisible();

  const label = `e2e ${testInfo.project.name} ${Date.now().toString(36)}`;
  const courseSelect = page.getByLabel('الدورة', { exact: true });
  await expect(courseSelect.locator('option')).not.toHaveCount(1);
  const courseId = await courseSelect.locator('option').nth(1).getAttribute('value');
  await courseSelect.selectOption(courseId!);
  await page.getByLabel('عدد الأكواد (1 إلى 5000)').fill('20');
  await page.getByLabel('اسم الدفعة').fill(label);
  await page.getByRole('button', { name: 'إنشاء الأكواد' }).click();
  await expect(page.getByRole('heading', { name: 'تم إنشاء 20 كودًا' })).toBeVisible();

  // the CSV: a header and 20 codes, every field quoted
  const [csvDownload] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'تنزيل ملف CSV' }).click(),
  ]);
  const csv = (await readDownload(csvDownload)).toString('utf8').replace(/^\uFEFF/, '');
  const rows = csv.trim().split(/\r?\n/);
  expect(rows[0]).toBe('"code","kind","target","course","label","expiresAt"');
  const codes = rows.slice(1).map((row) => row.split(',')[0]!.replaceAll('"', ''));
  expect(codes).toHaveLength(20);
  for (const code of codes) expect(code).toMatch(/^[A-Z2-9]{4}-[A-Z2-9]{4}-[A-Z2-9]{4}$/);

  // the PDF: 20 cards (two A4 pages of ten), the same 20 codes
  const [pdfDownload] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'تنزيل بطاقات للطباعة (PDF)' }).click(),
  ]);
  const pdf = await readCards(await readDownload(pdfDownload));
  expect(pdf.pages).toBe(2);
  expect(pdf.codes).toHaveLength(20);
  expect([...pdf.codes].sort()).toEqual([...codes].sort());
  // the first card's QR code opens the course page with its code filled in
  const qrUrl = new URL(pdf.firstQr ?? 'about:blank');
  expect(qrUrl.pathname).toBe(`/courses/${courseId}`);
  expect(qrUrl.searchParams.get('code')).toBe(codes[0]);

  // a student scans the first card (the course page with ?code=) and enrols
  const studentContext = await browser.newContext({ viewport: page.viewportSize() ?? undefined });
  const studentPage = await studentContext.newPage();
  const student = newStudent(testInfo, 'codes');
  await registerAndLogin(studentPage, student);
  await studentPage.goto(`${qrUrl.pathname}${qrUrl.search}`);
  await expect(studentPage.getByLabel('كود التسجيل')).toHaveValue(codes[0]!);
  await studentPage.getByRole('button', { name: 'تسجيل بالكود' }).click();
  await expect(studentPage.getByRole('dialog', { name: 'تم التسجيل بنجاح' })).toBeVisible();

  // the batch shows one redeemed; the look-up names the student
  await page.getByRole('button', { name: 'انتهيت' }).click();
  await page.reload();
  const card = page.locator('li', { hasText: label });
  await expect(card).toBeVisible();
  const countOf = (name: string) =>
    card.locator('div', { has: page.getByText(name, { exact: true }) }).locator('dd');
  await expect(countOf('المُنشأة')).toHaveText('20');
  await expect(countOf('المستخدمة')).toHaveText('1');
  await expect(countOf('المتبقية')).toHaveText('19');

  await page.getByLabel('الكود', { exact: true }).fill(codes[0]!.toLowerCase());
  await page.getByRole('button', { name: 'بحث', exact: true }).click();
  const result = page.getByTestId('code-lookup-result');
  await expect(result).toContainText('مستخدم');
  await expect(result).toContainText('طالب تجريبي');
  await expect(result).toContainText(student.phone);
  if (testInfo.project.name === 'desktop') {
    fs.mkdirSync(path.join(ROOT, 'docs', 'screenshots'), { recursive: true });
    await page.screenshot({ path: path.join(ROOT, 'docs', 'screenshots', 'teacher-codes.png') });
  }

  // revoke the rest
  await card.getByRole('button', { name: 'إلغاء الأكواد غير المستخدمة' }).click();
  const dialog = page.getByRole('dialog', { name: 'إلغاء الأكواد غير المستخدمة؟' });
  await dialog.getByRole('button', { name: 'نعم، ألغِها' }).click();
  await expect(page.getByText('أُلغي 19 كودًا')).toBeVisible();
  await expect(countOf('الملغاة')).toHaveText('19');
  await expect(countOf('المتبقية')).toHaveText('0');
  await card.scrollIntoViewIfNeeded();
  await screenshot(page, testInfo, 'teacher-codes-revoked');

  // a revoked code is refused with its own message
  await studentPage.goto(`/`);
  const second = newStudent(testInfo, 'codes2');
  await studentContext.clearCookies();
  await studentPage.evaluate(() => localStorage.clear());
  await registerAndLogin(studentPage, second);
  await studentPage.goto(`/courses/${courseId}?code=${codes[1]}`);
  await studentPage.getByRole('button', { name: 'تسجيل بالكود' }).click();
  await expect(
    studentPage.getByText('أوقف المعلم هذا الكود، فلم يعد صالحًا للاستخدام. تواصل مع المعلم أو السنتر'),
  ).toBeVisible();
  await studentContext.close();
});
