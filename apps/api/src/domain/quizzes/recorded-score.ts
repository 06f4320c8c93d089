/** One stored attempt, as the teacher's figures need it. */
export interface AttemptFigures {
  attemptNumber: number;
  score: number;
  correctCount: number;
  totalCount: number;
  keyShown: boolean;
  submittedAt: string;
}

export interface RecordedQuizFigures {
  first: AttemptFigures;
  /** the best attempt taken before the answer key was shown (the first attempt at least) */
  best: AttemptFigures;
  attemptCount: number;
}

/**
 * What the teacher sees of a student's attempts at one quiz. An attempt taken after the answer key
 * was shown (with an earlier attempt's result) cannot raise the recorded score: a student could
 * otherwise resubmit the key (docs/decisions/0018-quiz-retakes.md).
 */
export function recordedQuizFigures(attempts: readonly AttemptFigures[]): RecordedQuizFigures | null {
  const ordered = [...attempts].sort((a, b) => a.attemptNumber - b.attemptNumber);
  const first = ordered[0];
  if (!first) return null;
  let best = first;
  for (const attempt of ordered.slice(1)) {
    const keySeen = ordered.some(
      (earlier) => earlier.attemptNumber < attempt.attemptNumber && earlier.keyShown,
    );
    if (!keySeen && attempt.score > best.score) best = attempt;
  }
  return { first, best, attemptCount: ordered.length };
}
