import { expect, test } from '@playwright/test';
import { loginViaUi, newStudent, openMenuIfCollapsed } from './helpers/auth-flows.ts';
import { claimCode, demoCodes } from './helpers/demo-codes.ts';

const GRADE1_COURSE = 'الأحياء للصف الأول الثانوي - الترم الأول';
const GRADE2_COURSE = 'الأحياء للصف الثاني الثانوي - الترم الأول';

test('register → login → greeting → courses by grade → details → redeem a code → enrolled courses → logout', async ({
  page,
}, testInfo) => {
  const student = newStudent(testInfo, 'journey');

  // Register.
  await page.goto('/register');
  await expect(page.getByRole('heading', { name: 'إنشاء حساب', level: 1 })).toBeVisible();
  await page.getByLabel('اسم المستخدم').fill(student.name);
  await page.getByLabel('البريد الإلكتروني', { exact: true }).fill(student.email);
  await page.getByLabel('رقم الهاتف', { exact: true }).fill(student.phone);
  await page.getByLabel('رقم هاتف ولي الأمر').fill(student.parentPhone);
  await page.getByLabel('الصف الدراسي').selectOption('Secondary1');
  await page.getByLabel('كلمة المرور', { exact: true }).fill(student.password);
  await page.getByLabel('تأكيد كلمة المرور').fill(student.password);
  await page.getByRole('button', { name: 'إنشاء الحساب' }).click();

  // Login; success message, then home after 1.5 s.
  await expect(page).toHaveURL(/\/login$/);
  await loginViaUi(page, student.email, student.password);
  await expect(page.getByText('تم تسجيل الدخول بنجاح')).toBeVisible();
  await expect(page).toHaveURL(/\/$/);
  await openMenuIfCollapsed(page);
  await expect(page.getByText('أهلاً وسهلاً:').filter({ visible: true }).first()).toBeVisible();
  await expect(page.getByText(student.name).filter({ visible: true }).first()).toBeVisible();
  if (testInfo.project.name === 'phone') await page.getByRole('button', { name: 'إغلاق القائمة' }).click();

  // Home lists the demo courses by grade.
  await page.getByRole('button', { name: 'تصفح الدورات' }).click();
  const tabs = page.getByRole('tablist', { name: 'الصفوف الدراسية' });
  await expect(tabs.getByRole('tab', { name: 'الصف الأول الثانوي' })).toHaveAttribute(
    'aria-selected',
    'true',
  );
  await expect(page.getByRole('heading', { name: GRADE1_COURSE })).toBeVisible();
  await tabs.getByRole('tab', { name: 'الصف الثاني الثانوي' }).click();
  await expect(page.getByRole('heading', { name: GRADE2_COURSE })).toBeVisible();
  await tabs.getByRole('tab', { name: 'الصف الأول الثانوي' }).click();

  // Course details.
  await page.getByRole('link', { name: `عرض تفاصيل ${GRADE1_COURSE}` }).click();
  await expect(page.getByRole('heading', { name: GRADE1_COURSE, level: 1 })).toBeVisible();
  await expect(page.getByRole('tab', { name: 'المنهج' })).toHaveAttribute('aria-selected', 'true');

  // Redeem a demo course code no other test has claimed (codes are single-use).
  const { code } = claimCode(demoCodes().courseCodes.filter((c) => c.courseName === GRADE1_COURSE));
  await page.getByLabel('كود التسجيل').fill(code);
  await page.getByRole('button', { name: 'تسجيل بالكود' }).click();
  const dialog = page.getByRole('dialog', { name: 'تم التسجيل بنجاح' });
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: 'إغلاق' }).filter({ visible: true }).first().click();
  await expect(page.getByRole('link', { name: 'متابعة التعلم' })).toBeVisible();

  // Enrolled courses lists it.
  await openMenuIfCollapsed(page);
  await page.getByRole('link', { name: 'باقاتي' }).filter({ visible: true }).first().click();
  await expect(page).toHaveURL(/\/enrolled-courses$/);
  await expect(page.getByRole('heading', { name: GRADE1_COURSE })).toBeVisible();
  await expect(page.getByRole('link', { name: `ابدأ ${GRADE1_COURSE}` })).toHaveAttribute(
    'href',
    /\/course-player\/[0-9a-f-]{36}$/,
  );

  // Logout.
  await openMenuIfCollapsed(page);
  await page.getByRole('button', { name: 'تسجيل الخروج' }).filter({ visible: true }).first().click();
  await openMenuIfCollapsed(page);
  await expect(
    page.getByRole('link', { name: 'تسجيل الدخول' }).filter({ visible: true }).first(),
  ).toBeVisible();
  // the token is gone once the server has answered the logout
  await expect.poll(() => page.evaluate(() => localStorage.getItem('auth_token'))).toBeNull();
});
