import { expect, test } from '@playwright/test';
import {
  latestOtp,
  loginViaUi,
  newStudent,
  openMenuIfCollapsed,
  registerViaApi,
} from './helpers/auth-flows.ts';

test('a wrong password shows the Arabic invalid-credentials message', async ({ page }) => {
  await page.goto('/login');
  await loginViaUi(page, 'student@dars.test', 'not-the-password');
  await expect(page.getByRole('alert')).toHaveText('البريد الإلكتروني أو الباسورد غير صحيح');
  await expect(page).toHaveURL(/\/login$/);
});

test('the third device gets the max-devices panel', async ({ browser, request }, testInfo) => {
  const student = newStudent(testInfo, 'devices');
  await registerViaApi(request, student);
  const contexts = [];
  for (let device = 1; device <= 3; device += 1) {
    const context = await browser.newContext({ viewport: testInfo.project.use.viewport ?? undefined });
    contexts.push(context);
    const page = await context.newPage();
    await page.goto('/login');
    await loginViaUi(page, student.email, student.password);
    if (device < 3) {
      await expect(page.getByText('تم تسجيل الدخول بنجاح')).toBeVisible();
    } else {
      await expect(page.getByRole('heading', { name: 'تم تجاوز الحد المسموح به من الأجهزة' })).toBeVisible();
      await expect(page.getByText(/لا يمكنك تسجيل الدخول من أكثر من جهازين/)).toBeVisible();
      await expect(page.getByRole('link', { name: 'التواصل مع الدعم' })).toHaveAttribute(
        'href',
        /^https:\/\/wa\.me\//,
      );
      await page.getByRole('button', { name: 'إعادة المحاولة' }).click();
      await expect(page.getByRole('button', { name: 'دخول', exact: true })).toBeVisible();
    }
  }
  await Promise.all(contexts.map((context) => context.close()));
});

test('the guard sends a visitor to /login and back to the page after login', async ({
  page,
  request,
}, testInfo) => {
  const student = newStudent(testInfo, 'guard');
  await registerViaApi(request, student);
  await page.goto('/enrolled-courses');
  await expect(page).toHaveURL(/\/login$/);
  await loginViaUi(page, student.email, student.password);
  await expect(page).toHaveURL(/\/enrolled-courses$/);
  await expect(page.getByRole('heading', { name: 'باقاتي', level: 1 })).toBeVisible();
  await expect(page.getByText('لا توجد باقات مسجلة')).toBeVisible();
});

test('forgot → reset with the one-time code from the outbox → log in with the new password', async ({
  page,
  request,
}, testInfo) => {
  const student = newStudent(testInfo, 'reset');
  await registerViaApi(request, student);
  await page.goto('/login');
  await page.getByRole('link', { name: 'نسيت كلمة المرور؟' }).click();
  await expect(page).toHaveURL(/\/forgot-password$/);
  await page.getByLabel('البريد الإلكتروني', { exact: true }).fill(student.email);
  await page.getByRole('button', { name: 'إرسال رمز التحقق' }).click();
  await page.getByRole('link', { name: 'إعادة تعيين كلمة المرور' }).click();
  await expect(page).toHaveURL(/\/reset-password\?email=/);
  await expect(page.getByLabel('البريد الإلكتروني', { exact: true })).toHaveValue(student.email);
  const otp = await latestOtp(student.email);
  await page.getByLabel('رمز التحقق', { exact: true }).fill(otp);
  await page.getByLabel('كلمة المرور الجديدة').fill('Changed9!');
  await page.getByLabel('تأكيد كلمة المرور').fill('Changed9!');
  await page.getByRole('button', { name: 'تغيير كلمة المرور' }).click();
  await expect(page.getByText('تمت إعادة تعيين كلمة المرور بنجاح')).toBeVisible();
  await page.getByRole('link', { name: 'الذهاب لتسجيل الدخول' }).click();
  await loginViaUi(page, student.email, 'Changed9!');
  await expect(page.getByText('تم تسجيل الدخول بنجاح')).toBeVisible();
});

test('a profile change persists after reload', async ({ page, request }, testInfo) => {
  const student = newStudent(testInfo, 'profile');
  await registerViaApi(request, student);
  await page.goto('/login');
  await loginViaUi(page, student.email, student.password);
  await expect(page).toHaveURL(/\/$/);
  await page.goto('/profile');
  await expect(page.getByLabel('البريد الإلكتروني', { exact: true })).toHaveValue(student.email);
  await page.getByLabel('الاسم بالكامل').fill('اسم جديد للطالب');
  await page.getByLabel('الصف الدراسي').selectOption('Secondary3');
  await page.getByRole('button', { name: 'حفظ التغييرات' }).click();
  await expect(page.getByText('تم تحديث الملف الشخصي بنجاح')).toBeVisible();
  await page.reload();
  await expect(page.getByLabel('الاسم بالكامل')).toHaveValue('اسم جديد للطالب');
  await expect(page.getByLabel('الصف الدراسي')).toHaveValue('Secondary3');
  // The server has it too: a fresh login brings the new name back.
  await page.evaluate(() => localStorage.removeItem('currentUser'));
  await page.goto('/login');
  await loginViaUi(page, student.email, student.password);
  await expect(page).toHaveURL(/\/$/);
  await openMenuIfCollapsed(page);
  await expect(page.getByText('اسم جديد للطالب').filter({ visible: true }).first()).toBeVisible();
});
