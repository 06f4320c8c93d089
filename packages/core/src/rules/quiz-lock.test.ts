import { describe, expect, it } from 'vitest';
import type { UnitAccess } from './access-window.ts';
import {
  isLessonLocked,
  isQuiz,
  isUnitQuizLocked,
  isUnsubmittedQuiz,
  lessonLocks,
  unitStatusLabel,
  type LessonRef,
  type LockScope,
  type LockUnit,
  type UnitStatusLabel,
} from './quiz-lock.ts';

// V = video, Q = unsubmitted quiz, S = submitted quiz; '|' separates units.
function course(shape: string): LockUnit[] {
  if (shape === '') return [];
  return shape.split('|').map((unit) => ({
    lessons: [...unit].map((c) => ({ type: c === 'V' ? 'Video' : 'Quiz', isQuizSubmitted: c === 'S' })),
  }));
}

// Same notation for the answer: '.' open, 'x' locked.
function render(locks: boolean[][]): string {
  return locks.map((unit) => unit.map((locked) => (locked ? 'x' : '.')).join('')).join('|');
}

describe('isQuiz / isUnsubmittedQuiz', () => {
  it.each<[unknown, boolean, boolean]>([
    [{ type: 'Quiz', isQuizSubmitted: false }, true, true],
    [{ type: 'Quiz', isQuizSubmitted: true }, true, false],
    [{ type: 'Quiz' }, true, true],
    [{ type: 'Quiz', isQuizSubmitted: null }, true, true],
    [{ type: 'quiz', isQuizSubmitted: false }, true, true],
    [{ type: 'Video', isQuizSubmitted: false }, false, false],
    [{ type: 'Exam', isQuizSubmitted: false }, false, true],
    [{ type: 'Exam', isQuizSubmitted: true }, false, false],
    [{ type: 'Exam' }, false, true],
    [{ type: 'Pdf' }, false, false],
    [{}, false, false],
    [null, false, false],
  ])('%j → quiz %s, unsubmitted %s', (lesson, quiz, unsubmitted) => {
    expect(isQuiz(lesson as never)).toBe(quiz);
    expect(isUnsubmittedQuiz(lesson as never)).toBe(unsubmitted);
  });
});

describe('lessonLocks (quiz locking)', () => {
  it.each<[string, LockScope, LessonRef | null, string]>([
    ['', 'course', null, ''],
    ['VVV', 'course', null, '...'],
    ['VQV', 'course', null, '..x'],
    ['VQVQ', 'course', null, '..xx'],
    ['QVV', 'course', null, '.xx'],
    ['SVV', 'course', null, '...'],
    ['VSVQV', 'course', null, '....x'],
    ['Q', 'course', null, '.'], // a quiz never locks itself
    ['QQ', 'course', null, '.x'],
    // across units in the course player
    ['VQ|VV', 'course', null, '..|xx'],
    ['VS|VQ|V', 'course', null, '..|..|x'],
    ['VQ||VV', 'course', null, '..||xx'], // an empty unit in between
    // unit viewer scope: only earlier quizzes of the same unit count
    ['VQ|VV', 'unit', null, '..|..'],
    ['VQV|QV', 'unit', null, '..x|.x'],
    // the selected lesson is never shown locked
    ['VQV', 'course', { unitIndex: 0, lessonIndex: 2 }, '...'],
    ['VQ|VV', 'course', { unitIndex: 1, lessonIndex: 1 }, '..|x.'],
    ['VQ|VV', 'course', { unitIndex: 5, lessonIndex: 0 }, '..|xx'], // selection out of range changes nothing
  ])('%j (%s, selected %j) → %j', (shape, scope, selected, expected) => {
    expect(render(lessonLocks(course(shape), { scope, selected }))).toBe(expected);
  });

  it.each<[unknown]>([[null], [undefined], ['units'], [{}]])('garbage units %j → no locks', (units) => {
    expect(lessonLocks(units as never, { scope: 'course' })).toEqual([]);
  });

  it('treats a unit without a lesson list as empty', () => {
    expect(lessonLocks([{ lessons: null } as never, ...course('VV')], { scope: 'course' })).toEqual([
      [],
      [false, false],
    ]);
  });
});

describe('isLessonLocked (server check, no selected exemption)', () => {
  it.each<[string, LessonRef, LockScope, boolean]>([
    ['VQV', { unitIndex: 0, lessonIndex: 0 }, 'course', false],
    ['VQV', { unitIndex: 0, lessonIndex: 1 }, 'course', false],
    ['VQV', { unitIndex: 0, lessonIndex: 2 }, 'course', true],
    ['VQ|V', { unitIndex: 1, lessonIndex: 0 }, 'course', true],
    ['VQ|V', { unitIndex: 1, lessonIndex: 0 }, 'unit', false],
    ['VS|V', { unitIndex: 1, lessonIndex: 0 }, 'course', false],
    // lessons that do not exist count as locked
    ['VV', { unitIndex: 0, lessonIndex: 2 }, 'course', true],
    ['VV', { unitIndex: 1, lessonIndex: 0 }, 'course', true],
    ['VV', { unitIndex: -1, lessonIndex: 0 }, 'course', true],
    ['VV', { unitIndex: 0, lessonIndex: 0.5 }, 'course', true],
    ['', { unitIndex: 0, lessonIndex: 0 }, 'course', true],
  ])('%j at %j (%s) → %s', (shape, ref, scope, expected) => {
    expect(isLessonLocked(course(shape), ref, scope)).toBe(expected);
  });

  it('defaults to course scope', () => {
    expect(isLessonLocked(course('Q|V'), { unitIndex: 1, lessonIndex: 0 })).toBe(true);
  });

  it('survives a missing ref', () => {
    expect(isLessonLocked(course('V'), null as never)).toBe(true);
  });

  it.each(['VQV|QSV|VV', 'Q|Q|Q', 'SVQ|V|VQ|SS', 'V||QV', 'VVV'])(
    'says for every lesson of %j what lessonLocks says, in both scopes',
    (shape) => {
      const units = course(shape);
      for (const scope of ['course', 'unit'] as const) {
        const table = lessonLocks(units, { scope });
        table.forEach((locks, unitIndex) =>
          locks.forEach((locked, lessonIndex) =>
            expect(
              isLessonLocked(units, { unitIndex, lessonIndex }, scope),
              `${scope} ${unitIndex}/${lessonIndex}`,
            ).toBe(locked),
          ),
        );
      }
    },
  );
});

describe('isUnitQuizLocked', () => {
  it.each<[string, number, boolean]>([
    ['VQ|V', 0, false],
    ['VQ|V', 1, true],
    ['VS|V', 1, false],
    ['VS|VQ|V', 2, true],
    ['V|V|Q', 2, false], // its own quiz does not lock the unit
    ['VQ|V', -1, false],
    ['VQ|V', 9, true], // earlier units include the quiz
  ])('%j unit %i → %s', (shape, unitIndex, expected) => {
    expect(isUnitQuizLocked(course(shape), unitIndex)).toBe(expected);
  });
});

describe('unitStatusLabel', () => {
  const open: UnitAccess = { state: 'open', daysLeft: 3, endsAt: new Date(0) };
  const upcoming: UnitAccess = { state: 'upcoming', daysUntil: 4, opensAt: new Date(0) };
  const ended: UnitAccess = { state: 'ended', endedAt: new Date(0) };
  it.each<[string, string, number, UnitAccess, UnitStatusLabel]>([
    ['open window shows days left', 'VS|V', 1, open, { kind: 'days-left', days: 3 }],
    ['open to all', 'V|V', 1, { state: 'open-to-all' }, { kind: 'always-available' }],
    ['an earlier unit has an open quiz', 'VQ|V', 1, open, { kind: 'complete-previous-quiz' }],
    [
      'quiz lock wins over open-to-all',
      'Q|V',
      1,
      { state: 'open-to-all' },
      { kind: 'complete-previous-quiz' },
    ],
    ['quiz lock wins over ended', 'Q|V', 1, ended, { kind: 'complete-previous-quiz' }],
    ['own unsubmitted quiz does not count', 'V|Q', 1, open, { kind: 'days-left', days: 3 }],
    ['upcoming', 'V|V', 1, upcoming, { kind: 'closed', reason: upcoming }],
    ['ended', 'V|V', 1, ended, { kind: 'closed', reason: ended }],
    [
      'no enrolment date',
      'V',
      0,
      { state: 'no-enrollment-date' },
      { kind: 'closed', reason: { state: 'no-enrollment-date' } },
    ],
    [
      'invalid',
      'V',
      0,
      { state: 'invalid', reason: 'now' },
      { kind: 'closed', reason: { state: 'invalid', reason: 'now' } },
    ],
  ])('%s', (_name, shape, unitIndex, access, expected) => {
    expect(unitStatusLabel(course(shape), unitIndex, access)).toEqual(expected);
  });
});
