import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import EnrolledCoursesPage from './EnrolledCoursesPage.tsx';
import { json, mockFetch, queryOf } from '../../test/fetch-mock.ts';
import { demoUser, renderWithProviders, signIn } from '../../test/render.tsx';
import { reloadSession } from '../../shared/auth/session.ts';

beforeEach(() => {
  reloadSession();
  signIn();
});
afterEach(() => vi.unstubAllGlobals());

const course = {
  id: '33333333-3333-4333-8333-333333333333',
  courseName: 'Genetics',
  description: 'DNA',
  imagePath: null,
  term: 'Second',
  grade: 'Secondary3',
  price: 80,
  isOpenToAll: false,
  enrollmentDate: '2026-01-01T00:00:00.000Z',
};

describe('EnrolledCoursesPage', () => {
  it('lists the courses with a start button to the course player (page size 10)', async () => {
    const { calls } = mockFetch(() =>
      json({
        success: true,
        message: '',
        data: { courses: [course], totalPages: 1, totalCount: 1, currentPage: 1, pageSize: 10 },
      }),
    );
    renderWithProviders(<EnrolledCoursesPage />, { path: '/enrolled-courses' });
    expect(await screen.findByRole('heading', { name: 'Genetics' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'ابدأ Genetics' })).toHaveAttribute(
      'href',
      `/course-player/${course.id}`,
    );
    expect(Object.fromEntries(queryOf(calls[0]!))).toEqual({
      studentId: demoUser.id,
      pagenumber: '1',
      pagesize: '10',
    });
  });

  it("an empty list says 'لا توجد باقات مسجلة'", async () => {
    mockFetch(() =>
      json({
        success: true,
        message: '',
        data: { courses: [], totalPages: 0, totalCount: 0, currentPage: 1, pageSize: 10 },
      }),
    );
    renderWithProviders(<EnrolledCoursesPage />, { path: '/enrolled-courses' });
    expect(await screen.findByText('لا توجد باقات مسجلة')).toBeInTheDocument();
  });

  it("other failures say 'حدث خطأ أثناء جلب الباقات'", async () => {
    mockFetch(() => json({ success: false, message: 'boom', data: null }, 500));
    renderWithProviders(<EnrolledCoursesPage />, { path: '/enrolled-courses' });
    expect(await screen.findByText('حدث خطأ أثناء جلب الباقات', {}, { timeout: 3000 })).toBeInTheDocument();
  });
});
