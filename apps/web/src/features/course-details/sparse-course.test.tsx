import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import CourseDetailsPage from './CourseDetailsPage.tsx';
import { json, mockFetch, pathOf } from '../../test/fetch-mock.ts';
import { renderWithProviders, signIn } from '../../test/render.tsx';
import { reloadSession } from '../../shared/auth/session.ts';

const COURSE_ID = '66666666-6666-4666-8666-666666666666';

beforeEach(() => reloadSession());
afterEach(() => vi.unstubAllGlobals());

describe('CourseDetailsPage with a sparse course', () => {
  it('applies the defaults: First term, free (price 0) with the free start, no raw keys', async () => {
    signIn();
    mockFetch((call) => {
      if (pathOf(call) === '/api/Course/tree')
        return json({
          success: true,
          message: '',
          data: { id: COURSE_ID, courseName: 'Botany', units: [] },
        });
      if (pathOf(call) === '/api/AdminStudent/IsEnrolled') return json(false);
      return json({ success: false, message: '', data: null }, 404);
    });
    const { container } = renderWithProviders(<CourseDetailsPage />, {
      path: `/courses/${COURSE_ID}`,
      route: '/courses/:id',
    });
    expect(await screen.findByRole('heading', { name: 'Botany', level: 1 })).toBeInTheDocument();
    expect(screen.getByText('الترم الأول')).toBeInTheDocument();
    expect(screen.getByTestId('course-price')).toHaveTextContent('مجاناً');
    expect(await screen.findByRole('button', { name: 'ابدأ مجاناً' })).toBeInTheDocument();
    expect(container.textContent).not.toMatch(/common\.|undefined|NaN/);
  });
});
