import type { LessonWithProgress, UnitTreeWithProgress } from '@dars/core/contract';
import { describe, expect, it } from 'vitest';
import { buildUnitView } from './unit-view.ts';

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

const acquired = '2026-03-01T10:00:00Z';
function unit(lessons: LessonWithProgress[]): UnitTreeWithProgress {
  return {
    id: 7,
    unitName: 'Cells',
    titel: null,
    order: 1,
    active: true,
    enrollmentDate: acquired,
    courseId: '00000000-0000-4000-8000-000000000001',
    courseName: 'Biology',
    lessons,
  };
}
const day = (n: number) => Date.parse(acquired) + n * 86_400_000 + 1000;

describe('buildUnitView', () => {
  it('opens the URL lesson when it is not behind an unsubmitted quiz', () => {
    const view = buildUnitView(unit([lesson('Video'), lesson('Video'), lesson('Quiz')]), day(0), '1');
    expect(view.selectedIndex).toBe(1);
    expect(view.nextIndex).toBe(2);
  });

  it('ignores a URL lesson behind an unsubmitted quiz and marks it locked', () => {
    const view = buildUnitView(unit([lesson('Quiz'), lesson('Video')]), day(0), '1');
    expect(view.selectedIndex).toBe(0);
    expect(view.locked).toEqual([false, true]);
  });

  it('uses the window of unit 0 from the acquisition date', () => {
    expect(buildUnitView(unit([lesson('Video')]), day(2), null).access).toMatchObject({
      state: 'open',
      daysLeft: 5,
    });
    expect(buildUnitView(unit([lesson('Video')]), day(9), null).access.state).toBe('ended');
  });

  it('has no lesson for an empty unit; the last lesson has no next', () => {
    expect(buildUnitView(unit([]), day(0), null).selectedLesson).toBeNull();
    expect(buildUnitView(unit([lesson('Video')]), day(0), '0').nextIndex).toBeNull();
  });

  it('a lesson index beyond the unit keeps the URL (and the message) until a lesson is picked', () => {
    const view = buildUnitView(unit([lesson('Video'), lesson('Video')]), day(0), '7');
    expect(view.start).toMatchObject({ kind: 'lesson', urlLessonNotAvailable: true });
    expect(view.selectedIndex).toBe(0);
    expect(view.urlTarget).toBeNull();
  });

  it('a lesson index that is not an integer is ignored and the URL is rewritten to the chosen lesson', () => {
    const lessons = [lesson('Video'), lesson('Video')];
    for (const param of ['1.5', '-1', 'abc', null]) {
      const view = buildUnitView(unit(lessons), day(0), param);
      expect(view.start).toMatchObject({ kind: 'lesson', urlLessonNotAvailable: false });
      expect(view.urlTarget).toBe(0);
    }
    expect(buildUnitView(unit(lessons), day(0), '1').urlTarget).toBeNull();
  });
});
