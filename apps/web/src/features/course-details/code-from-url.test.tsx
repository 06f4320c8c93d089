import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import CourseDetailsPage from './CourseDetailsPage.tsx';
import { json, mockFetch, pathOf, queryOf } from '../../test/fetch-mock.ts';
import { renderWithProviders, signIn } from '../../test/render.tsx';
import { reloadSession } from '../../shared/auth/session.ts';

const COURSE = '77777777-7777-4777-8777-777777777777';

/** The course page a printed card's QR code opens, with `?code=`; `redeem` answers the code. */
function server(redeem: () => Response) {
  return mockFetch((call) => {
    switch (pathOf(call)) {
      case '/api/Course/tree':
        return json({
          success: true,
          message: '',
          data: {
            id: COURSE,
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
        return redeem();
      default:
        return json({ success: false, message: '', data: null }, 404);
    }
  });
}

const render = (query: string) =>
  renderWithProviders(<CourseDetailsPage />, { path: `/courses/${COURSE}${query}`, route: '/courses/:id' });

beforeEach(() => {
  reloadSession();
  signIn();
});
afterEach(() => vi.unstubAllGlobals());

describe('a code in the course page address', () => {
  it('fills the code box, and the code sent is that one', async () => {
    const { calls } = server(() =>
      json({
        success: true,
        message: 'Enrolled successfully.',
        data: { courseId: COURSE, courseName: 'Biology', enrollmentDate: '2026-01-01T00:00:00.000Z' },
      }),
    );
    render('?code=ABCD-EFGH-JKMN');
    const box = await screen.findByLabelText('كود التسجيل');
    expect(box).toHaveValue('ABCD-EFGH-JKMN');
    await userEvent.setup().click(screen.getByRole('button', { name: 'تسجيل بالكود' }));
    await screen.findByRole('dialog', { name: 'تم التسجيل بنجاح' });
    const sent = calls.find((call) => pathOf(call) === '/api/Student/add-course-by-code');
    expect(queryOf(sent!).get('Code')).toBe('ABCD-EFGH-JKMN');
  });

  it('leaves the box empty without one', async () => {
    server(() => json({ success: false, message: '', data: null }, 400));
    render('');
    expect(await screen.findByLabelText('كود التسجيل')).toHaveValue('');
  });

  it.each([
    ['code_revoked', 'أوقف المعلم هذا الكود، فلم يعد صالحًا للاستخدام. تواصل مع المعلم أو السنتر'],
    ['code_expired', 'انتهت صلاحية هذا الكود، فلم يعد صالحًا للاستخدام'],
  ])('a %s refusal shows its own message', async (code, text) => {
    server(() => json({ success: false, message: 'refused', data: null, code }, 410));
    render('?code=ABCD-EFGH-JKMN');
    await screen.findByLabelText('كود التسجيل');
    await userEvent.setup().click(screen.getByRole('button', { name: 'تسجيل بالكود' }));
    expect(await screen.findByText(text)).toBeInTheDocument();
  });
});
