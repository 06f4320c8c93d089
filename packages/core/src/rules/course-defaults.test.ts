import { describe, expect, it } from 'vitest';
import { withCourseDefaults } from './course-defaults.ts';

describe('withCourseDefaults', () => {
  it('fills a sparse course: term First, price 0, empty description, no image, active, no grade', () => {
    expect(withCourseDefaults({ id: 'c1', courseName: 'Biology' })).toEqual({
      id: 'c1',
      courseName: 'Biology',
      term: 'First',
      grade: null,
      price: 0,
      description: '',
      imagePath: null,
      active: true,
    });
  });

  it('keeps complete data and passes other fields through', () => {
    const course = {
      id: 'c2',
      courseName: 'Chemistry',
      term: 'Summer',
      grade: 'Secondary3',
      price: 49.99,
      description: 'Atoms',
      imagePath: '/img/c.png',
      active: false,
      units: [],
    };
    expect(withCourseDefaults(course)).toEqual(course);
  });

  it('normalises grades and replaces values that are not usable', () => {
    const course = withCourseDefaults({
      courseName: null,
      term: 'Winter',
      grade: '2nd Secondary',
      price: 'free',
      description: 42,
      imagePath: '   ',
      active: 'yes',
    });
    expect(course).toMatchObject({
      courseName: '',
      term: 'First',
      grade: 'Secondary2',
      price: 0,
      description: '',
      imagePath: null,
      active: true,
    });
    expect(withCourseDefaults({ grade: 'Primary4', price: '75.5' })).toMatchObject({
      grade: null,
      price: 75.5,
    });
    expect(withCourseDefaults({ price: -3 }).price).toBe(0);
  });
});
