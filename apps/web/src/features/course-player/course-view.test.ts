import type { CourseTreeWithProgress, LessonWithProgress } from '@dars/core/contract';
import { describe, expect, it } from 'vitest';
import { buildCourseView, withLocalCompletions } from './course-view.ts';

let nextId = 1;
function lesson(type: 'Video' | 'Quiz', done = false): LessonWithProgress {
  const id = nextId++;
  return {
    id,
    lessonName: `L${id}`,
    titel: null,
    order: id,
    active: true,
    type,
    isCompleted: type === 'Video' && done,
    isQuizSubmitted: type === 'Quiz' && done,
  };
}

const enrollmentDate = '2026-01-01T00:00:00Z';
const dayMs = 86_400_000;
const at = (days: number) => Date.parse(enrollmentDate) + days * dayMs + 60_000;

function tree(units: LessonWithProgress[][], isOpenToAll = false): CourseTreeWithProgress {
  return {
    id: '00000000-0000-4000-8000-000000000001',
    courseName: 'Biology',
    term: 'First',
    active: true,
    price: 0,
    grade: 'Secondary1',
    description: '',
    imagePath: null,
    modificationDate: enrollmentDate,
    isOpenToAll,
    enrollmentDate,
    units: units.map((lessons, index) => ({
      id: 100 + index,
      unitName: `U${index}`,
      titel: null,
      active: true,
      order: index + 1,
      lessons,
    })),
  };
}

const noParams = { unit: null, lesson: null };

describe('buildCourseView', () => {
  it('opens the lesson after the last completed one and counts progress', () => {
    const course = tree([[lesson('Video', true), lesson('Video'), lesson('Video')], [lesson('Video')]], true);
    const view = buildCourseView(course, at(0), noParams);
    expect(view.selected).toEqual({ unitIndex: 0, lessonIndex: 1 });
    expect(view.position).toEqual({ number: 2, total: 4 });
    expect(view.percent).toBe(25);
    expect(view.next).toEqual({ unitIndex: 0, lessonIndex: 2 });
  });

  it('ignores URL params that point behind an unsubmitted quiz and shows that lesson locked', () => {
    const course = tree([[lesson('Video'), lesson('Quiz'), lesson('Video')]], true);
    const view = buildCourseView(course, at(0), { unit: '0', lesson: '2' });
    expect(view.start.kind === 'lesson' && view.start.fromUrl).toBe(false);
    expect(view.selected).toEqual({ unitIndex: 0, lessonIndex: 0 });
    expect(view.units[0]!.lessonLocked).toEqual([false, false, true]);
  });

  it('honours valid URL params', () => {
    const course = tree([[lesson('Video'), lesson('Video')], [lesson('Video')]], true);
    const view = buildCourseView(course, at(0), { unit: '1', lesson: '0' });
    expect(view.selected).toEqual({ unitIndex: 1, lessonIndex: 0 });
    expect(view.next).toBeNull();
  });

  it('locks units outside their weekly window and says when they open', () => {
    const course = tree([[lesson('Video')], [lesson('Video')], [lesson('Video')]]);
    const view = buildCourseView(course, at(1), noParams);
    expect(view.units.map((unit) => unit.locked)).toEqual([false, true, true]);
    expect(view.units[1]!.status).toMatchObject({
      kind: 'closed',
      reason: { state: 'upcoming', daysUntil: 6 },
    });
    expect(view.units[1]!.lessonLocked).toEqual([true]);
  });

  it('locks later units while an earlier quiz is unsubmitted, and unlocks them once submitted', () => {
    const locked = buildCourseView(tree([[lesson('Quiz')], [lesson('Video')]], true), at(0), noParams);
    expect(locked.units[1]!.locked).toBe(true);
    expect(locked.units[1]!.status.kind).toBe('complete-previous-quiz');
    const unlocked = buildCourseView(
      tree([[lesson('Quiz', true)], [lesson('Video')]], true),
      at(0),
      noParams,
    );
    expect(unlocked.units[1]!.locked).toBe(false);
  });

  it('counts locally mirrored completions', () => {
    const first = lesson('Video');
    const course = withLocalCompletions(tree([[first, lesson('Video')]], true), [first.id]);
    expect(buildCourseView(course, at(0), noParams).percent).toBe(50);
  });

  it('a lesson index beyond its unit keeps the URL (and the message) until a lesson is picked', () => {
    const course = tree([[lesson('Video', true), lesson('Video')], [lesson('Video')]], true);
    const view = buildCourseView(course, at(0), { unit: '0', lesson: '7' });
    expect(view.start).toMatchObject({ kind: 'lesson', urlLessonNotAvailable: true });
    expect(view.selected).toEqual({ unitIndex: 0, lessonIndex: 1 });
    expect(view.urlTarget).toBeNull();
  });

  it('indexes that are not integers or name no unit are ignored: the URL is rewritten to the chosen lesson', () => {
    const course = tree([[lesson('Video', true), lesson('Video')], [lesson('Video')]], true);
    for (const params of [
      { unit: '0', lesson: '1.5' },
      { unit: '9', lesson: '0' },
      { unit: 'x', lesson: '7' },
      noParams,
    ]) {
      const view = buildCourseView(course, at(0), params);
      expect(view.start).toMatchObject({ kind: 'lesson', urlLessonNotAvailable: false });
      expect(view.urlTarget).toEqual({ unitIndex: 0, lessonIndex: 1 });
    }
    expect(buildCourseView(course, at(0), { unit: '0', lesson: '1' }).urlTarget).toBeNull();
  });

  it('the last lesson of an open unit has no next lesson while the next unit is closed by date', () => {
    const course = tree([[lesson('Video', true), lesson('Video', true)], [lesson('Video')]]);
    const view = buildCourseView(course, at(2), { unit: '0', lesson: '1' });
    expect(view.selected).toEqual({ unitIndex: 0, lessonIndex: 1 });
    expect(view.next).toBeNull();
    expect(view.nextUnitClosed).toMatchObject({ name: 'U1', access: { state: 'upcoming', daysUntil: 5 } });

    const openToAll = buildCourseView(tree([[lesson('Video')], [lesson('Video')]], true), at(2), {
      unit: '0',
      lesson: '0',
    });
    expect(openToAll.next).toEqual({ unitIndex: 1, lessonIndex: 0 });
    expect(openToAll.nextUnitClosed).toBeNull();
  });
});
