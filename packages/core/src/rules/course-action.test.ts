import { describe, expect, it } from 'vitest';
import { courseAction, showsRegistrationCodeBox, type CourseAction } from './course-action.ts';

describe('courseAction and the registration code box', () => {
  it.each<[unknown, unknown, CourseAction, boolean]>([
    [true, 49.99, 'continue', false],
    [true, 0, 'continue', false],
    [false, 0, 'free-start', false],
    [false, 49.99, 'paid', true],
    [false, 99.99, 'paid', true],
    [false, 0.01, 'paid', true],
    [undefined, 0, 'free-start', false],
    [false, -5, 'paid', false],
    [false, Number.NaN, 'paid', false],
    [false, '0', 'paid', false],
    [false, null, 'paid', false],
    ['true', 10, 'paid', true],
  ])('enrolled %j, price %j → %s, code box %s', (isEnrolled, price, action, codeBox) => {
    expect(courseAction({ isEnrolled, price })).toBe(action);
    expect(showsRegistrationCodeBox({ isEnrolled, price })).toBe(codeBox);
  });

  it('survives a missing input', () => {
    expect(courseAction(null as never)).toBe('paid');
    expect(showsRegistrationCodeBox(undefined as never)).toBe(false);
  });
});
