import { createTranslator } from '@dars/core/messages';
import { describe, expect, it } from 'vitest';
import { ApiError } from '../../shared/api/client.ts';
import { accessTextOf, lessonErrorMessage, renderAccessText } from './access-message.ts';

const refusal = (code: string, message: string) =>
  new ApiError(403, message, { success: false, message, data: null, code });

describe('accessTextOf', () => {
  it.each([
    [
      refusal('unit_not_open_yet', 'This unit will be available in 3 day(s)'),
      { id: 'access.availableInDays', count: 3 },
    ],
    [refusal('unit_not_open_yet', 'Not yet.'), { id: 'access.unitNotAvailableNow' }],
    [refusal('unit_access_ended', 'Access period for this unit has ended'), { id: 'access.ended' }],
    [
      refusal('quiz_locked', 'Must complete the previous quiz first'),
      { id: 'access.completePreviousQuizFirst' },
    ],
    [
      refusal('enrollment_date_unavailable', 'Enrollment date unavailable'),
      { id: 'access.enrollmentDateUnavailable' },
    ],
    [refusal('unit_not_available', 'Unit not available now'), { id: 'access.unitNotAvailableNow' }],
    [refusal('not_enrolled', 'Not enrolled.'), null],
    // the sentence alone, without a code, is not read
    [new ApiError(403, 'Access period for this unit has ended'), null],
  ])('%#', (error, expected) => {
    expect(accessTextOf(error)).toEqual(expected);
  });
});

describe('Arabic plurals of "available in N days"', () => {
  const ar = createTranslator('ar');
  const en = createTranslator('en');
  it.each([
    [1, 'ستكون هذه الوحدة متاحة بعد يوم واحد', 'This unit will be available in 1 day'],
    [2, 'ستكون هذه الوحدة متاحة بعد يومين', 'This unit will be available in 2 days'],
    [5, 'ستكون هذه الوحدة متاحة بعد 5 أيام', 'This unit will be available in 5 days'],
    [11, 'ستكون هذه الوحدة متاحة بعد 11 يوماً', 'This unit will be available in 11 days'],
  ])('%s days', (count, arabic, english) => {
    const text = accessTextOf(
      refusal('unit_not_open_yet', `This unit will be available in ${count} day(s)`),
    )!;
    expect(renderAccessText(ar, text)).toBe(arabic);
    expect(renderAccessText(en, text)).toBe(english);
  });
});

describe('lessonErrorMessage', () => {
  const en = createTranslator('en');
  it('maps a 403 access refusal, a 404 and anything else', () => {
    expect(
      lessonErrorMessage(en, refusal('unit_access_ended', 'Access period for this unit has ended')),
    ).toBe('Access period for this unit has ended');
    expect(lessonErrorMessage(en, new ApiError(404, 'Not found.'))).toBe('Lesson details not found.');
    expect(lessonErrorMessage(en, new ApiError(500, 'boom'))).toBe('Failed to load lesson content');
    expect(lessonErrorMessage(en, new Error('x'))).toBe('Failed to load lesson content');
    expect(lessonErrorMessage(en, new ApiError(403, 'Some other refusal.'))).toBe(
      'Failed to load lesson content',
    );
    expect(
      lessonErrorMessage(en, new ApiError(403, 'Not enrolled.', { success: false, code: 'not_enrolled' })),
    ).toBe('You are not enrolled in this course');
  });
});
