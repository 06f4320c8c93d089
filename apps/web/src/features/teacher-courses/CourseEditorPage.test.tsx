import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { TeacherCourseDetail, TeacherLesson } from '@dars/core/contract';
import CoursesSection from './CoursesSection.tsx';
import { bodyOf, mockConsoleApi, renderConsole, signInAs } from '../../test/console.tsx';
import { reloadSession } from '../../shared/auth/session.ts';

const COURSE_ID = '33333333-3333-4333-8333-333333333333';
const lesson = (id: number, lessonName: string, type: TeacherLesson['type']): TeacherLesson => ({
  id,
  unitId: 5,
  lessonName,
  subtitle: null,
  position: id,
  active: true,
  type,
  videoUrl: null,
  videoDurationSeconds: null,
  attachmentUrl: null,
  attachmentTitle: null,
  videoViewLimit: null,
  version: 1,
});
const course: TeacherCourseDetail = {
  id: COURSE_ID,
  courseName: 'الأحياء للصف الثالث',
  description: '',
  grade: 'Secondary3',
  term: 'First',
  price: 100,
  imagePath: null,
  active: true,
  isOpenToAll: false,
  archivedAt: null,
  version: 2,
  unitCount: 1,
  lessonCount: 2,
  enrolledCount: 0,
  videoViewLimit: null,
  units: [
    {
      id: 5,
      courseId: COURSE_ID,
      unitName: 'الوحدة الأولى: الخلية ومكوناتها الأساسية',
      subtitle: null,
      position: 1,
      active: true,
      price: null,
      version: 1,
      lessons: [lesson(8, 'شرح الخلية', 'Video'), lesson(9, 'اختبار الخلية', 'Quiz')],
    },
  ],
};

const open = () => renderConsole(<CoursesSection />, `/teacher/courses/${COURSE_ID}`, '/teacher/courses/*');

beforeEach(() => reloadSession());
afterEach(() => vi.unstubAllGlobals());

describe('the course content editor', () => {
  it('an assistant sees the units and lessons, opens the quiz questions, and has no control that changes them', async () => {
    signInAs('Moderator');
    mockConsoleApi({ [`GET /api/teacher/courses/${COURSE_ID}`]: course });
    open();
    const quizRow = (await screen.findAllByTestId('lesson'))[1]!;
    expect(within(quizRow).getByRole('link', { name: 'أسئلة الاختبار' })).toHaveAttribute(
      'href',
      '/teacher/quizzes/9',
    );
    expect(screen.queryByRole('button', { name: /تعديل: / })).toBeNull();
    expect(screen.queryByRole('button', { name: 'إضافة وحدة' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'إيقاف' })).toBeNull();
    // the whole unit name is there, not cut off
    expect(screen.getByRole('heading', { name: course.units[0]!.unitName })).not.toHaveClass('truncate');
  });

  it('the teacher deactivates a lesson: the request names its version and the new state', async () => {
    signInAs('Admin');
    const { calls } = mockConsoleApi({
      [`GET /api/teacher/courses/${COURSE_ID}`]: course,
      'PUT /api/teacher/lessons/8': { ...course.units[0]!.lessons[0]!, active: false, version: 2 },
    });
    open();
    const videoRow = (await screen.findAllByTestId('lesson'))[0]!;
    await userEvent.setup().click(within(videoRow).getByRole('button', { name: 'إيقاف' }));
    await waitFor(() => expect(calls.some((call) => call.method === 'PUT')).toBe(true));
    expect(bodyOf(calls.find((call) => call.method === 'PUT')!)).toMatchObject({
      version: 1,
      lessonName: 'شرح الخلية',
      active: false,
    });
  });

  it('the teacher prices a unit on its own; a price with three decimals is refused before sending', async () => {
    signInAs('Admin');
    const unit = course.units[0]!;
    const { calls } = mockConsoleApi({
      [`GET /api/teacher/courses/${COURSE_ID}`]: course,
      'PUT /api/teacher/units/5': { ...unit, price: 40, version: 2 },
    });
    open();
    const user = userEvent.setup();
    expect(await screen.findByTestId('unit-price-5')).toHaveTextContent('بأكواد الوحدة فقط');
    await user.click(screen.getByRole('button', { name: `سعر بيع الوحدة ${unit.unitName} وحدها` }));
    const price = screen.getByLabelText('سعر الوحدة وحدها أونلاين (ج.م)');
    const form = within(price.closest('form')!);
    await user.type(price, '12.345');
    await user.click(form.getByRole('button', { name: 'حفظ' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('بمنزلتين عشريتين');
    expect(calls.filter((call) => call.method === 'PUT')).toEqual([]);
    await user.clear(price);
    await user.type(price, '40');
    await user.click(form.getByRole('button', { name: 'حفظ' }));
    await waitFor(() => expect(calls.some((call) => call.method === 'PUT')).toBe(true));
    expect(bodyOf(calls.find((call) => call.method === 'PUT')!)).toEqual({
      version: 1,
      unitName: unit.unitName,
      subtitle: null,
      active: true,
      price: 40,
    });
  });

  it("an assistant sees a unit's price and cannot change it", async () => {
    signInAs('Moderator');
    mockConsoleApi({
      [`GET /api/teacher/courses/${COURSE_ID}`]: {
        ...course,
        units: [{ ...course.units[0]!, price: 35.5 }],
      },
    });
    open();
    expect(await screen.findByTestId('unit-price-5')).toHaveTextContent('تُباع وحدها: 35.50 ج.م');
    expect(screen.queryByRole('button', { name: /سعر بيع الوحدة/ })).toBeNull();
  });

  it("a refused change to a lesson is told in that lesson's row", async () => {
    signInAs('Admin');
    mockConsoleApi({
      [`GET /api/teacher/courses/${COURSE_ID}`]: course,
      'PUT /api/teacher/lessons/9': () =>
        new Response(JSON.stringify({ success: false, message: 'stale', code: 'stale_version' }), {
          status: 409,
          headers: { 'content-type': 'application/json' },
        }),
    });
    open();
    const [videoRow, quizRow] = await screen.findAllByTestId('lesson');
    await userEvent.setup().click(within(quizRow!).getByRole('button', { name: 'إيقاف' }));
    expect(await within(quizRow!).findByRole('status')).toHaveTextContent(/.+/);
    expect(within(videoRow!).queryByRole('status')).toBeNull();
  });

  it('the lesson dialog confirms a save beside its button, and then its button reads close', async () => {
    signInAs('Admin');
    mockConsoleApi({
      [`GET /api/teacher/courses/${COURSE_ID}`]: course,
      'PUT /api/teacher/lessons/8': {
        ...course.units[0]!.lessons[0]!,
        lessonName: 'شرح الخلية 2',
        version: 2,
      },
    });
    open();
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'تعديل: شرح الخلية' }));
    const dialog = screen.getByRole('dialog');
    expect(within(dialog).getByRole('button', { name: 'تراجع' })).toBeVisible();
    const name = within(dialog).getByLabelText('اسم الدرس');
    await user.clear(name);
    await user.type(name, 'شرح الخلية 2');
    // the lesson's own save (the dialog also saves its views per student)
    const save = within(name.closest('form')!).getByRole('button', { name: /^حفظ$/ });
    await user.click(save);
    const saved = await within(dialog).findByText('تم الحفظ');
    expect(save.closest('form')).toContainElement(saved);
    expect(within(dialog).queryByRole('button', { name: 'تراجع' })).toBeNull();
    expect(within(dialog).getAllByRole('button', { name: 'إغلاق' }).length).toBeGreaterThan(0);
  });
});
