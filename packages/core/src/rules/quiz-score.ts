import { PASSING_SCORE, isPassing, quizNotes, quizScore } from './progress.ts';

export interface QuizScoring {
  correctCount: number;
  totalCount: number;
  /** Rounded percentage 0..100. */
  score: number;
  passed: boolean;
  /** 'Correct answers: c out of t' — stored with the submission. */
  notes: string;
}

/**
 * Scores a submission on the server: one question per entry of `correctIndexes` (the index of
 * the right answer, or null when a question has none, which counts as not answerable); a
 * question is right when the chosen index equals it. Missing, null or garbage choices are wrong;
 * extra choices are ignored.
 */
export function scoreQuiz(
  correctIndexes: readonly (number | null)[] | null | undefined,
  chosen: readonly unknown[] | null | undefined,
  passingScore: number = PASSING_SCORE,
): QuizScoring {
  const answers = Array.isArray(correctIndexes) ? correctIndexes : [];
  const picks = Array.isArray(chosen) ? chosen : [];
  const totalCount = answers.length;
  const correctCount = answers.filter(
    (right, i) => typeof right === 'number' && Number.isInteger(right) && picks[i] === right,
  ).length;
  const score = quizScore(correctCount, totalCount);
  return {
    correctCount,
    totalCount,
    score,
    passed: isPassing(score, passingScore),
    notes: quizNotes(correctCount, totalCount),
  };
}
