import { describe, expect, it } from 'vitest';
import { scoreQuiz, type QuizScoring } from './quiz-score.ts';

describe('scoreQuiz (server-side scoring)', () => {
  it.each<[string, (number | null)[] | null, unknown[] | null, number | undefined, QuizScoring]>([
    [
      'sample quiz, all right',
      [0, 2, 1],
      [0, 2, 1],
      undefined,
      { correctCount: 3, totalCount: 3, score: 100, passed: true, notes: 'Correct answers: 3 out of 3' },
    ],
    [
      'sample quiz, 2 of 3 is 67 — below 70',
      [0, 2, 1],
      [0, 2, 3],
      undefined,
      { correctCount: 2, totalCount: 3, score: 67, passed: false, notes: 'Correct answers: 2 out of 3' },
    ],
    [
      '1 of 3',
      [0, 2, 1],
      [1, 2, 0],
      undefined,
      { correctCount: 1, totalCount: 3, score: 33, passed: false, notes: 'Correct answers: 1 out of 3' },
    ],
    [
      '7 of 10 passes exactly',
      [0, 0, 0, 0, 0, 0, 0, 0, 0, 0],
      [0, 0, 0, 0, 0, 0, 0, 1, 1, 1],
      undefined,
      { correctCount: 7, totalCount: 10, score: 70, passed: true, notes: 'Correct answers: 7 out of 10' },
    ],
    [
      'custom pass degree 60 with 2 of 3',
      [0, 1, 2],
      [0, 1, null],
      60,
      { correctCount: 2, totalCount: 3, score: 67, passed: true, notes: 'Correct answers: 2 out of 3' },
    ],
    [
      'unanswered questions are wrong',
      [0, 1, 2],
      [null, null],
      undefined,
      { correctCount: 0, totalCount: 3, score: 0, passed: false, notes: 'Correct answers: 0 out of 3' },
    ],
    [
      'garbage choices are wrong',
      [0, 1],
      ['0', 1.0000001],
      undefined,
      { correctCount: 0, totalCount: 2, score: 0, passed: false, notes: 'Correct answers: 0 out of 2' },
    ],
    [
      'extra choices are ignored',
      [1],
      [1, 1, 1],
      undefined,
      { correctCount: 1, totalCount: 1, score: 100, passed: true, notes: 'Correct answers: 1 out of 1' },
    ],
    [
      'a question without a right answer cannot be scored right',
      [null, 0],
      [null, 0],
      undefined,
      { correctCount: 1, totalCount: 2, score: 50, passed: false, notes: 'Correct answers: 1 out of 2' },
    ],
    [
      'empty quiz',
      [],
      [],
      undefined,
      { correctCount: 0, totalCount: 0, score: 0, passed: false, notes: 'Correct answers: 0 out of 0' },
    ],
    [
      'missing lists',
      null,
      null,
      undefined,
      { correctCount: 0, totalCount: 0, score: 0, passed: false, notes: 'Correct answers: 0 out of 0' },
    ],
  ])('%s', (_name, correct, chosen, passing, expected) => {
    expect(passing === undefined ? scoreQuiz(correct, chosen) : scoreQuiz(correct, chosen, passing)).toEqual(
      expected,
    );
  });
});
