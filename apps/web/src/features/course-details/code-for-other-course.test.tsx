import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import CourseDetailsPage from './CourseDetailsPage.tsx';
import { json, mockFetch, pathOf } from '../../test/fetch-mock.ts';
import { renderWithProviders, signIn } from '../../test/render.tsx';
import { reloadSession } from '../../shared/auth/session.ts';

const PAGE_COURSE = '77777777-7777-4777-8777-777777777777';
const OTHER_COURSE = '88888888-8888-4888-8888-888888888888';

function server(redeemedCourse: { courseId: string; courseName: string }) {
  return mockFetch((call) => {
    switch (pathOf(call)) {
      case '/api/Course/tree':
        return json({
          success: true,
          message: '',
          data: {
            id: PAGE_COURSE,
            courseName: 'Biology',
            term: 'First',
            active: true,
            price: 60,
            grade: 'Secondary1',
            description: '',
            imagePath: null,
            modificationDate: '2026-01-01T00:00:00.000Z',
            isOpenToAll: false,
            units: [],
          },
        });
      case '/api/AdminStudent/IsEnrolled':
        return json(false);
      case '/api/Student/add-course-by-code':
        return json({
          success: true,
          message: 'Enrolled successfully.',
          data: { ...redeemedCourse, enrollmentDate: '2026-01-01T00:00:00.000Z' },
        });
      default:
        return json({ success: false, message: '', data: null }, 404);
    }
  });
}

async function redeem() {
  const user = userEvent.setup();
  await user.type(await screen.findByLabelText('كود التسجيل'), 'OTHERCODE12');
  await user.click(screen.getByRole('button', { name: 'تسجيل بالكود' }));
  return { user, dialog: await screen.findByRole('dialog', { name: 'تم التسجيل بنجاح' }) };
}

const render = () =>
  renderWithProviders(<CourseDetailsPage />, {
    path: `/courses/${PAGE_COURSE}`,
    route: '/courses/:id',
  });

beforeEach(() => {
  reloadSession();
  signIn();
});
afterEach(() => vi.unstubAllGlobals());

describe('a course code for another course, entered on a course page', () => {
  it('the success dialog names the course the code opened and goes there', async () => {
    server({ courseId: OTHER_COURSE, courseName: 'Chemistry' });
    render();
    const { user, dialog } = await redeem();
    expect(
      within(dialog).getByText('هذا الكود خاص بدورة «\u2068Chemistry\u2069»، وقد تم تسجيلك فيها بنجاح.'),
    ).toBeInTheDocument();
    expect(within(dialog).queryByRole('button', { name: 'الذهاب إلى محاضراتي' })).toBeNull();
    await user.click(within(dialog).getByRole('button', { name: 'الذهاب إلى «\u2068Chemistry\u2069»' }));
    await waitFor(() =>
      expect(screen.getByTestId('location')).toHaveTextContent(`/course-player/${OTHER_COURSE}`),
    );
  });

  it("a code for the page's own course keeps the usual dialog", async () => {
    server({ courseId: PAGE_COURSE, courseName: 'Biology' });
    render();
    const { dialog } = await redeem();
    expect(within(dialog).getByRole('button', { name: 'الذهاب إلى محاضراتي' })).toBeInTheDocument();
    expect(within(dialog).queryByText(/«Biology»/)).toBeNull();
  });
});
