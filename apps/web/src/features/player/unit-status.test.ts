import { createTranslator } from '@dars/core/messages';
import { unitAccess, unitStatusLabel } from '@dars/core/rules';
import { describe, expect, it } from 'vitest';
import { unitStatusText } from './unit-status.ts';

const ar = createTranslator('ar');
const en = createTranslator('en');
const enrolled = '2026-01-01T00:00:00Z';
const day = (n: number) => new Date(Date.parse(enrolled) + n * 86_400_000 + 1000);
const video = { type: 'Video' };
const openQuiz = { type: 'Quiz', isQuizSubmitted: false };

function label(
  unitIndex: number,
  now: Date,
  units = [{ lessons: [video] }, { lessons: [video] }, { lessons: [video] }],
  isOpenToAll = false,
) {
  return unitStatusLabel(
    units,
    unitIndex,
    unitAccess({ unitIndex, enrollmentDate: enrolled, isOpenToAll, now }),
  );
}

describe('unit status text', () => {
  it('counts days left inside the window', () => {
    expect(unitStatusText(en, label(0, day(0)))).toBe('7 days left');
    expect(unitStatusText(ar, label(0, day(5)))).toBe('متبقٍ يومان');
  });

  it('says when a future unit opens, with Arabic plurals', () => {
    expect(unitStatusText(en, label(2, day(3)))).toBe('This unit will be available in 11 days');
    expect(unitStatusText(ar, label(2, day(3)))).toBe('ستكون هذه الوحدة متاحة بعد 11 يوماً');
    expect(unitStatusText(ar, label(1, day(6)))).toBe('ستكون هذه الوحدة متاحة بعد يوم واحد');
  });

  it('says when access ended, always-available and previous-quiz', () => {
    expect(unitStatusText(en, label(0, day(8)))).toBe('Access period for this unit has ended');
    expect(unitStatusText(en, label(2, day(30), undefined, true))).toBe('always available');
    expect(unitStatusText(en, label(1, day(8), [{ lessons: [openQuiz] }, { lessons: [video] }]))).toBe(
      'Complete Previous Quiz',
    );
  });
});
