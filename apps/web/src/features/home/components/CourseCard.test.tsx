import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import type { CourseSummary } from '@dars/core/contract';
import { CourseCard } from './CourseCard.tsx';
import { renderWithProviders } from '../../../test/render.tsx';

describe('home CourseCard', () => {
  it('a course without term, grade, price or description shows the defaults, never a raw key', () => {
    // An older back end's sparse answer: only id and name.
    const sparse = { id: '44444444-4444-4444-8444-444444444444', courseName: 'Physics' } as CourseSummary;
    const { container } = renderWithProviders(<CourseCard course={sparse} />);
    expect(screen.getByRole('heading', { name: 'Physics' })).toBeInTheDocument();
    expect(screen.getByText('الترم الأول')).toBeInTheDocument();
    expect(screen.getByText('مجاناً')).toBeInTheDocument();
    expect(container.querySelector('img')!.getAttribute('src')).toBeTruthy();
    expect(container.textContent).not.toMatch(/common\.|undefined|null|NaN/);
  });
});
