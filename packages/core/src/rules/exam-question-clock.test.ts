import { describe, expect, it } from 'vitest';
import { questionClock, questionClockDeadline } from './exam.ts';

const STARTED = '2026-03-06T18:00:00.000Z';
const at = (seconds: number) => new Date(Date.parse(STARTED) + seconds * 1000);

describe('questionClock', () => {
  // 30 s per question, 5 questions, question 1 (index 1) shown at STARTED
  it.each([
    { after: 0, index: 1, shownAfter: 0 },
    { after: 29.999, index: 1, shownAfter: 0 },
    { after: 30, index: 2, shownAfter: 30 },
    { after: 61, index: 3, shownAfter: 60 },
    { after: 119, index: 4, shownAfter: 90 },
    // every question's time is over: past the last one
    { after: 120, index: 5, shownAfter: 120 },
    { after: 10_000, index: 5, shownAfter: 120 },
    // a clock behind the start never goes back
    { after: -5, index: 1, shownAfter: 0 },
  ])(
    '$after s after the start: question $index, shown $shownAfter s after',
    ({ after, index, shownAfter }) => {
      const clock = questionClock({
        index: 1,
        startedAt: STARTED,
        questionSeconds: 30,
        count: 5,
        now: at(after),
      });
      expect(clock.index).toBe(index);
      expect(clock.shownAt).toBe(at(shownAfter).getTime());
      expect(clock.endsAt).toBe(at(shownAfter + 30).getTime());
    },
  );
});

describe('questionClockDeadline', () => {
  it.each([
    // 3 questions left (index 2 of 5) at 30 s each: 90 s, sooner than the exam's deadline
    { deadlineAfter: 600, index: 2, shownAfter: 10, expected: 100 },
    // the exam's deadline (or the window's close) comes first
    { deadlineAfter: 50, index: 2, shownAfter: 10, expected: 50 },
    // the last question
    { deadlineAfter: 600, index: 4, shownAfter: 200, expected: 230 },
  ])(
    'question $index shown at $shownAfter s, deadline at $deadlineAfter s → $expected s',
    ({ deadlineAfter, index, shownAfter, expected }) => {
      const deadline = questionClockDeadline({
        deadlineAt: at(deadlineAfter).toISOString(),
        index,
        shownAt: at(shownAfter).getTime(),
        questionSeconds: 30,
        count: 5,
      });
      expect(deadline.toISOString()).toBe(at(expected).toISOString());
    },
  );
});
