import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ENDPOINT_ROUTES } from '@dars/core/contract/routes';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import CourseDetailsPage from './CourseDetailsPage.tsx';
import { json, mockFetch, pathOf, queryOf, type RecordedCall } from '../../test/fetch-mock.ts';
import { demoUser, renderWithProviders, signIn } from '../../test/render.tsx';
import { reloadSession } from '../../shared/auth/session.ts';

const COURSE_ID = '22222222-2222-4222-8222-222222222222';
const course = (price: number) => ({
  id: COURSE_ID,
  courseName: 'Biology Basics',
  term: 'First',
  active: true,
  price,
  grade: 'Secondary1',
  description: 'Cells and more',
  imagePath: null,
  modificationDate: '2026-01-01T00:00:00.000Z',
  isOpenToAll: false,
  units: [
    {
      id: 1,
      unitName: 'Unit A',
      titel: null,
      active: true,
      order: 1,
      lessons: [
        { id: 10, lessonName: 'Cells', titel: null, order: 1, active: true, type: 'Video' },
        { id: 11, lessonName: 'Cells quiz', titel: null, order: 2, active: true, type: 'Quiz' },
      ],
    },
    {
      id: 2,
      unitName: 'Unit B',
      titel: null,
      active: true,
      order: 2,
      lessons: [{ id: 20, lessonName: 'Genetics', titel: null, order: 1, active: true, type: 'Video' }],
    },
  ],
});

function server(
  price: number,
  redeem: (call: RecordedCall) => Response = () => json({}),
  enrolled = () => false,
) {
  return mockFetch((call) => {
    switch (pathOf(call)) {
      case ENDPOINT_ROUTES.courseTree.path:
        return json({ success: true, message: '', data: course(price) });
      case ENDPOINT_ROUTES.isEnrolled.path:
        return json(enrolled());
      case ENDPOINT_ROUTES.contacts.path:
        return json({
          success: true,
          message: '',
          data: [
            {
              id: 1,
              whatsApp_Number: '01012345678',
              facebook_Page: null,
              youTube_Channel: null,
              tiktokChannel: null,
            },
          ],
        });
      case ENDPOINT_ROUTES.addCourseByCode.path:
        return redeem(call);
      default:
        return json({}, 404);
    }
  });
}

beforeEach(() => reloadSession());
afterEach(() => vi.unstubAllGlobals());

const render = () =>
  renderWithProviders(<CourseDetailsPage />, { path: `/courses/${COURSE_ID}`, route: '/courses/:id' });

describe('CourseDetailsPage', () => {
  it('shows hero, lesson count, price and a curriculum whose units expand to lessons', async () => {
    server(99.99);
    render();
    expect(await screen.findByRole('heading', { name: 'Biology Basics', level: 1 })).toBeInTheDocument();
    expect(screen.getByText('3 دروس')).toBeInTheDocument();
    expect(screen.getByTestId('course-price').textContent).toMatch(/٩٩[.,٫]٩٩|99\.99/);
    expect(screen.getByRole('tab', { name: 'المنهج' })).toHaveAttribute('aria-selected', 'true');
    const unitB = screen.getByRole('button', { name: /Unit B/ });
    expect(unitB).toHaveAttribute('aria-expanded', 'false');
    await userEvent.setup().click(unitB);
    expect(unitB).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByText('Genetics')).toBeVisible();
  });

  it('shows the not-found screen with a link to /', async () => {
    mockFetch(() => json({ success: false, message: 'Course details not found.', data: null }, 404));
    render();
    expect(await screen.findByRole('heading', { name: 'لم يتم العثور على الدورة' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'تصفح جميع الدورات' })).toHaveAttribute('href', '/');
  });

  it('paid course, signed out: the code box asks for a code, then for a login', async () => {
    server(50);
    render();
    const submit = await screen.findByRole('button', { name: 'تسجيل بالكود' });
    const user = userEvent.setup();
    await user.click(submit);
    expect(await screen.findByRole('alert')).toHaveTextContent('يرجى إدخال كود التسجيل');
    await user.type(screen.getByLabelText('كود التسجيل'), 'ABCDEF1234');
    await user.click(submit);
    expect(await screen.findByRole('alert')).toHaveTextContent('يرجى تسجيل الدخول للتسجيل في هذه الدورة');
    const supervisor = screen.getByRole('link', { name: 'تواصل مع المشرف' });
    expect(decodeURIComponent(supervisor.getAttribute('href')!)).toContain('Biology Basics');
  });

  it("server 'Code not found.' → 'كود التسجيل غير صحيح'", async () => {
    signIn();
    server(50, () => json({ success: false, message: 'Code not found.', data: null }, 404));
    render();
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText('كود التسجيل'), 'WRONGCODE1');
    await user.click(screen.getByRole('button', { name: 'تسجيل بالكود' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('كود التسجيل غير صحيح');
  });

  it('a redeemed code opens the success dialog and the enrolment is re-checked', async () => {
    signIn();
    let isEnrolled = false;
    const { calls } = server(
      50,
      () => {
        isEnrolled = true;
        return json({
          success: true,
          message: 'Enrolled successfully',
          data: {
            courseId: COURSE_ID,
            courseName: 'Biology Basics',
            enrollmentDate: '2026-01-01T00:00:00.000Z',
          },
        });
      },
      () => isEnrolled,
    );
    render();
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText('كود التسجيل'), '  GOODCODE12 ');
    await user.click(screen.getByRole('button', { name: 'تسجيل بالكود' }));
    const dialog = await screen.findByRole('dialog', { name: 'تم التسجيل بنجاح' });
    // The server's English success sentence is not shown; the screen says it in Arabic.
    expect(within(dialog).getByText('تم تسجيلك في الدورة بنجاح')).toBeInTheDocument();
    expect(within(dialog).queryByText('Enrolled successfully')).toBeNull();
    expect(within(dialog).getByRole('button', { name: 'الذهاب إلى محاضراتي' })).toHaveFocus();
    const redeem = calls.find((c) => pathOf(c) === '/api/Student/add-course-by-code')!;
    expect(queryOf(redeem).get('Code')).toBe('GOODCODE12');
    expect(queryOf(redeem).get('StudentId')).toBe(demoUser.id);
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(await screen.findByRole('link', { name: 'متابعة التعلم' })).toHaveAttribute(
      'href',
      `/course-player/${COURSE_ID}`,
    );
  });

  it('free course shows the free-start button; enrolled shows continue', async () => {
    signIn();
    server(0);
    render();
    expect(await screen.findByRole('button', { name: 'ابدأ مجاناً' })).toBeInTheDocument();
    expect(screen.queryByLabelText('كود التسجيل')).toBeNull();
  });
});
