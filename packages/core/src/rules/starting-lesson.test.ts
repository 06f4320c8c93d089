import { describe, expect, it } from 'vitest';
import {
  chooseCourseStartLesson,
  chooseUnitViewerStartLesson,
  parseIndexParam,
  type CourseStart,
  type StartUnit,
  type UnitViewerStart,
} from './starting-lesson.ts';

// V video to watch, C completed video, Q unsubmitted quiz, S submitted quiz.
// Units are separated by '|'; a unit starting with '#' is not accessible now.
function lessonsOf(text: string) {
  return [...text].map((c) => ({
    type: c === 'Q' || c === 'S' ? 'Quiz' : 'Video',
    isCompleted: c === 'C',
    isQuizSubmitted: c === 'S',
  }));
}

function course(shape: string): StartUnit[] {
  if (shape === '') return [];
  return shape.split('|').map((unit) => ({
    accessible: !unit.startsWith('#'),
    lessons: lessonsOf(unit.replace('#', '')),
  }));
}

const auto = (unitIndex: number, lessonIndex: number, urlLessonNotAvailable = false): CourseStart => ({
  kind: 'lesson',
  unitIndex,
  lessonIndex,
  fromUrl: false,
  urlLessonNotAvailable,
});
const fromUrl = (unitIndex: number, lessonIndex: number): CourseStart => ({
  kind: 'lesson',
  unitIndex,
  lessonIndex,
  fromUrl: true,
  urlLessonNotAvailable: false,
});

describe('parseIndexParam (URL index: integer ≥ 0 only)', () => {
  it.each<[unknown, number | null]>([
    ['0', 0],
    ['1', 1],
    ['12', 12],
    ['007', 7],
    [3, 3],
    [0, 0],
    ['1.5', null],
    ['-1', null],
    ['abc', null],
    ['', null],
    [' 1', null],
    ['1 ', null],
    ['+1', null],
    ['1e2', null],
    ['0x1', null],
    ['٣', null],
    ['99999999999999999999', null],
    [null, null],
    [undefined, null],
    [-1, null],
    [1.5, null],
    [Number.NaN, null],
  ])('%j → %j', (value, expected) => {
    expect(parseIndexParam(value)).toBe(expected);
  });
});

describe('chooseCourseStartLesson without URL parameters', () => {
  it.each<[string, string, CourseStart]>([
    ['empty course', '', { kind: 'empty' }],
    ['units without lessons', '|', { kind: 'empty' }],
    ['nothing accessible', '#VV|#VV', { kind: 'no-accessible-unit' }],
    ['nothing done: the first lesson', 'VVV', auto(0, 0)],
    ['all done: the first lesson', 'CSC|CC', auto(0, 0)],
    ['after the last completed one', 'CCV', auto(0, 2)],
    ['after the last completed one, across units', 'CC|VV', auto(1, 0)],
    ['after the LAST completed, not the first gap', 'VCV', auto(0, 2)],
    ['after a submitted quiz', 'CSV', auto(0, 2)],
    ['the lesson after the last done is an open quiz (unlocked)', 'CQV', auto(0, 1)],
    ['after the last done is quiz-locked → first incomplete unlocked', 'VQCV', auto(0, 0)],
    ['last done is the final lesson → first incomplete unlocked', 'VC', auto(0, 0)],
    ['everything incomplete is locked except first open quiz', 'CQC|VV', auto(0, 1)],
    ['skips an inaccessible first unit', '#VV|VV', auto(1, 0)],
    ['all accessible done: first accessible', '#VV|CC', auto(1, 0)],
    ['inaccessible units do not count as done', 'CC|#VV|VV', auto(2, 0)],
    ['last done in an inaccessible unit is not used', 'VV|#CC', auto(0, 0)],
    ['empty accessible unit in between', 'CC||VV', auto(2, 0)],
    // an earlier unsubmitted quiz in a closed unit locks everything after it
    ['locked by a quiz in an ended unit: first lesson anyway', '#Q|VV', auto(1, 0)],
    ['locked after last done: first incomplete unlocked is none → first lesson', '#Q|CV', auto(1, 0)],
  ])('%s: %j', (_name, shape, expected) => {
    expect(chooseCourseStartLesson({ units: course(shape) })).toEqual(expected);
  });

  it.each<[unknown]>([[null], [undefined], ['x'], [{}]])('garbage units %j → empty', (units) => {
    expect(chooseCourseStartLesson({ units: units as never })).toEqual({ kind: 'empty' });
  });
});

describe('chooseCourseStartLesson with URL parameters', () => {
  it.each<[string, string, unknown, unknown, CourseStart]>([
    ['valid unit and lesson open directly', 'VVV|VV', '1', '1', fromUrl(1, 1)],
    ['numbers are accepted too', 'VVV|VV', 0, 2, fromUrl(0, 2)],
    ['the URL wins over progress', 'CCV|VV', '0', '0', fromUrl(0, 0)],
    ['the open quiz itself can be opened', 'VQV', '0', '1', fromUrl(0, 1)],
    ['a lesson behind an unsubmitted quiz is ignored', 'VQV', '0', '2', auto(0, 0)],
    ['a lesson in a later unit behind a quiz is ignored', 'CQ|VV', '1', '0', auto(0, 1)],
    ['a submitted quiz does not lock', 'VS|VV', '1', '1', fromUrl(1, 1)],
    ['a unit that is not accessible is ignored', 'VV|#VV', '1', '0', auto(0, 0)],
    ['unit out of range is ignored', 'CV', '3', '0', auto(0, 1)],
    ['lesson beyond the unit: lesson not available', 'CV|VV', '1', '5', auto(0, 1, true)],
    ['lesson beyond an inaccessible unit is also flagged', 'VV|#V', '1', '1', auto(0, 0, true)],
    ['lesson beyond an empty unit', 'VV|', '1', '0', auto(0, 0, true)],
    ['only the unit given', 'VV|VV', '1', null, auto(0, 0)],
    ['only the lesson given', 'VV|VV', null, '1', auto(0, 0)],
    ['negative lesson', 'VV', '0', '-1', auto(0, 0)],
    ['fractional unit', 'VV|VV', '1.5', '0', auto(0, 0)],
    ['text parameters', 'CV', 'abc', 'def', auto(0, 1)],
    ['empty parameters', 'CV', '', '', auto(0, 1)],
    ['URL on a course with nothing accessible', '#VV', '0', '0', { kind: 'no-accessible-unit' }],
  ])('%s', (_name, shape, unitParam, lessonParam, expected) => {
    expect(chooseCourseStartLesson({ units: course(shape), unitParam, lessonParam })).toEqual(expected);
  });
});

describe('chooseUnitViewerStartLesson', () => {
  const at = (lessonIndex: number, fromUrl = false, urlLessonNotAvailable = false): UnitViewerStart => ({
    kind: 'lesson',
    lessonIndex,
    fromUrl,
    urlLessonNotAvailable,
  });
  it.each<[string, string, unknown, UnitViewerStart]>([
    ['no lessons', '', '0', { kind: 'empty' }],
    ['no parameter: first unlocked (the first)', 'VVV', null, at(0)],
    ['in range', 'VVV', '2', at(2, true)],
    ['index 0', 'VVV', '0', at(0, true)],
    ['the open quiz itself', 'VQV', '1', at(1, true)],
    ['behind an unsubmitted quiz', 'VQV', '2', at(0)],
    ['behind a submitted quiz', 'VSV', '2', at(2, true)],
    ['beyond the lessons', 'VV', '2', at(0, false, true)],
    ['far beyond the lessons', 'VV', '99', at(0, false, true)],
    ['negative', 'VV', '-1', at(0)],
    ['fraction', 'VV', '0.5', at(0)],
    ['text', 'VV', 'x', at(0)],
    ['number parameter', 'VVV', 1, at(1, true)],
  ])('%s', (_name, shape, lessonParam, expected) => {
    expect(chooseUnitViewerStartLesson({ lessons: lessonsOf(shape), lessonParam })).toEqual(expected);
  });

  it('survives a missing lesson list', () => {
    expect(chooseUnitViewerStartLesson({ lessons: null })).toEqual({ kind: 'empty' });
  });
});
