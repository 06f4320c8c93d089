import type { StudentQuizzesProgress } from '@dars/core/contract';
import { isPassing } from '@dars/core/rules';
import type { TenantContext } from '../../context.ts';
import { recordedQuizFigures, type AttemptFigures } from '../quizzes/recorded-score.ts';
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
  const rows = await ctx.db
    .selectFrom('quiz_attempts')
    .innerJoin('lessons', 'lessons.id', 'quiz_attempts.lesson_id')
    .innerJoin('units', 'units.id', 'lessons.unit_id')
    .innerJoin('courses', 'courses.id', 'units.course_id')
    .select([
      'lessons.id',
      'lessons.lesson_name',
      'lessons.pass_degree',
      'units.unit_name',
      'courses.course_name',
      'quiz_attempts.attempt_number',
      'quiz_attempts.score',
      'quiz_attempts.correct_count',
      'quiz_attempts.total_count',
      'quiz_attempts.key_shown',
      'quiz_attempts.submitted_at',
    ])
    .where('quiz_attempts.tenant_id', '=', ctx.tenantId)
    .where('lessons.tenant_id', '=', ctx.tenantId)
    .where('units.tenant_id', '=', ctx.tenantId)
    .where('courses.tenant_id', '=', ctx.tenantId)
    .where('quiz_attempts.user_id', '=', student.id)
    .execute();

  const byLesson = new Map<number, { row: (typeof rows)[number]; attempts: AttemptFigures[] }>();
  for (const row of rows) {
    const lessonId = Number(row.id);
    const entry = byLesson.get(lessonId) ?? { row, attempts: [] };
    entry.attempts.push({
      attemptNumber: Number(row.attempt_number),
      score: Number(row.score),
      correctCount: Number(row.correct_count),
      totalCount: Number(row.total_count),
      keyShown: Number(row.key_shown) === 1,
      submittedAt: row.submitted_at,
    });
    byLesson.set(lessonId, entry);
  }

  const quizzes = [...byLesson.entries()].flatMap(([lessonId, { row, attempts }]) => {
    const figures = recordedQuizFigures(attempts);
    if (!figures) return [];
    const { first, best, attemptCount } = figures;
    return [
      {
        lessonId,
        lessonName: row.lesson_name,
        unitName: row.unit_name,
        courseName: row.course_name,
        score: best.score,
        passed: isPassing(best.score, Number(row.pass_degree)),
        correctCount: best.correctCount,
        totalCount: best.totalCount,
        submittedAt: first.submittedAt,
        firstScore: first.score,
        attemptCount,
      },
    ];
  });
  quizzes.sort((a, b) => a.submittedAt.localeCompare(b.submittedAt) || a.lessonId - b.lessonId);
  return { studentName: student.name, quizzes };
}
