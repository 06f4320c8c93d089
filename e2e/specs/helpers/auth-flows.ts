import fs from 'node:fs';
import path from 'node:path';
import { expect, type APIRequestContext, type Page, type TestInfo } from '@playwright/test';

const TENANT_HEADERS = { 'X-Tenant-ID': 'tenant5' };

/** The server's DATA_DIR for the suite (the Playwright config makes it). */
export function dataDir(): string {
  const dir = process.env.E2E_DATA_DIR;
  if (!dir) throw new Error('E2E_DATA_DIR is not set (the Playwright config sets it)');
  return dir;
}

/** Latest one-time code mailed to `email` (the server writes mails to DATA_DIR/outbox.jsonl). */
export async function latestOtp(email: string): Promise<string> {
  const file = path.join(dataDir(), 'outbox.jsonl');
  let code: string | undefined;
  await expect
    .poll(() => {
      if (!fs.existsSync(file)) return undefined;
      const lines = fs.readFileSync(file, 'utf8').trim().split('\n').filter(Boolean);
      const mine = lines
        .map((line) => JSON.parse(line) as { to: string; purpose: string; code: string })
        .filter((m) => m.to === email);
      code = mine.at(-1)?.code;
      return code;
    })
    .toBeTruthy();
  return code!;
}

let counter = 0;
export interface Student {
  name: string;
  email: string;
  phone: string;
  parentPhone: string;
  password: string;
}

/** A fresh student, unique per run/project/test (the demo student has only two device slots). */
export function newStudent(testInfo: TestInfo, tag: string): Student {
  const unique = `${Date.now().toString(36)}${(counter++).toString(36)}${testInfo.project.name}${testInfo.workerIndex}`;
  const digits = String(Date.now() * 10 + counter + testInfo.workerIndex * 7)
    .slice(-9)
    .padStart(9, '0');
  const parentDigits = String(Number(digits) + 1)
    .slice(-9)
    .padStart(9, '0');
  return {
    name: `طالب ${tag}`,
    email: `p1-${tag}-${unique}@dars.test`.toLowerCase(),
    phone: `010${digits.slice(-8)}`,
    parentPhone: `011${parentDigits.slice(-8)}`,
    password: 'Secret1!',
  };
}

/** Registers through the API (for tests whose subject is not registration itself). */
export async function registerViaApi(request: APIRequestContext, student: Student): Promise<void> {
  const response = await request.post('/api/Auth/register', {
    headers: TENANT_HEADERS,
    multipart: {
      UserName: student.name,
      Email: student.email,
      Password: student.password,
      ConfirmPassword: student.password,
      PhoneNumber: student.phone,
      ParentPhone: student.parentPhone,
      AcademicYear: 'Secondary1',
    },
  });
  expect(response.ok(), await response.text()).toBeTruthy();
}

function isPhone(page: Page): boolean {
  return (page.viewportSize()?.width ?? 1280) < 1024;
}

/** On small screens the navigation and account area live in the hamburger menu. */
export async function openMenuIfCollapsed(page: Page): Promise<void> {
  if (!isPhone(page)) return;
  const toggle = page.getByRole('button', { name: 'فتح القائمة' });
  if (await toggle.isVisible()) await toggle.click();
}

export async function loginViaUi(page: Page, identifier: string, password: string): Promise<void> {
  await page.getByLabel('البريد الإلكتروني أو رقم الهاتف', { exact: true }).fill(identifier);
  await page.getByLabel('كلمة المرور', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'دخول', exact: true }).click();
}
