import type { StudentQuizzesProgress } from '@dars/core/contract';
import { isPassing } from '@dars/core/rules';
import type { TenantContext } from '../../context.ts';
import { readRecordedQuizzes } from '../quizzes/read-recorded-quizzes.ts';
import type { ProgressStudent } from './find-progress-student.ts';

/**
 * The student's quizzes, oldest first attempt first: the recorded score (the best attempt taken
 * before the answer key was shown), the first attempt's score and the number of attempts, each
 * judged by its quiz's pass degree.
 */
export async function getQuizzesProgress(
  ctx: TenantContext,
  student: ProgressStudent,
): Promise<StudentQuizzesProgress> {
  const recorded = await readRecordedQuizzes(ctx, [student.id]);
  const quizzes = recorded.map(({ lessonId, lessonName, unitName, courseName, passDegree, figures }) => {
    const { first, best, attemptCount } = figures;
    return {
      lessonId,
      lessonName,
      unitName,
      courseName,
      score: best.score,
      passed: isPassing(best.score, passDegree),
      correctCount: best.correctCount,
      totalCount: best.totalCount,
      submittedAt: first.submittedAt,
      firstScore: first.score,
      attemptCount,
    };
  });
  quizzes.sort((a, b) => a.submittedAt.localeCompare(b.submittedAt) || a.lessonId - b.lessonId);
  return { studentName: student.name, quizzes };
}
