import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import type { EnrolledCourse } from '@dars/core/contract';
import { EnrolledCourseCard } from './EnrolledCourseCard.tsx';
import { renderWithProviders } from '../../../test/render.tsx';

describe('EnrolledCourseCard', () => {
  it('a course without term or grade shows the First term and no grade badge, never a raw key', () => {
    const sparse = { id: '55555555-5555-4555-8555-555555555555', courseName: 'Genetics' } as EnrolledCourse;
    const { container } = renderWithProviders(<EnrolledCourseCard course={sparse} />);
    expect(screen.getByRole('heading', { name: 'Genetics' })).toBeInTheDocument();
    expect(screen.getByText('الترم الأول')).toBeInTheDocument();
    expect(screen.queryByText(/الصف/)).toBeNull();
    expect(container.textContent).not.toMatch(/common\.|undefined|null/);
  });

  it("a grade in the original's loose form is normalised ('2nd Secondary' → the second grade)", () => {
    const loose = {
      id: '55555555-5555-4555-8555-555555555555',
      courseName: 'Genetics',
      grade: '2nd Secondary',
      term: 'Second',
    } as unknown as EnrolledCourse;
    renderWithProviders(<EnrolledCourseCard course={loose} />);
    expect(screen.getByText('الصف الثاني الثانوي')).toBeInTheDocument();
    expect(screen.getByText('الترم الثاني')).toBeInTheDocument();
  });
});
