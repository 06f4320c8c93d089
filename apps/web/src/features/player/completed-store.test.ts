import { describe, expect, it } from 'vitest';
import { completedStorageKey, markLessonCompleted, readCompletedLessons } from './completed-store.ts';

describe('local completion mirror', () => {
  it('keeps a de-duplicated list of lesson ids per course', () => {
    markLessonCompleted('course-a', 3);
    markLessonCompleted('course-a', 3);
    markLessonCompleted('course-a', 5);
    markLessonCompleted('course-b', 9);
    expect(readCompletedLessons('course-a')).toEqual([3, 5]);
    expect(readCompletedLessons('course-b')).toEqual([9]);
  });

  it('survives garbage in storage', () => {
    localStorage.setItem(completedStorageKey('x'), '{not json');
    expect(readCompletedLessons('x')).toEqual([]);
    localStorage.setItem(completedStorageKey('y'), JSON.stringify([1, 'two', 3.5, 4]));
    expect(readCompletedLessons('y')).toEqual([1, 4]);
  });
});
