import type { TenantContext } from '../../context.ts';
import { recordedQuizFigures, type AttemptFigures, type RecordedQuizFigures } from './recorded-score.ts';

/** One student's attempts at one quiz, reduced to what the teacher and the parent see. */
export interface RecordedQuiz {
  studentId: string;
  lessonId: number;
  lessonName: string;
  unitName: string;
  courseName: string;
  passDegree: number;
  figures: RecordedQuizFigures;
}

/**
 * The one reader of stored quiz attempts: every quiz the given students attempted, with its lesson,
 * unit and course names and its recorded figures (`recordedQuizFigures`: the first attempt, the best
 * one taken before the answer key was shown, the number of attempts), in the order read.
 */
export async function readRecordedQuizzes(
  ctx: TenantContext,
  studentIds: readonly string[],
): Promise<RecordedQuiz[]> {
  if (studentIds.length === 0) return [];
  const rows = await ctx.db
    .selectFrom('quiz_attempts')
    .innerJoin('lessons', 'lessons.id', 'quiz_attempts.lesson_id')
    .innerJoin('units', 'units.id', 'lessons.unit_id')
    .innerJoin('courses', 'courses.id', 'units.course_id')
    .select([
      'quiz_attempts.user_id',
      'quiz_attempts.lesson_id',
      'quiz_attempts.attempt_number',
      'quiz_attempts.score',
      'quiz_attempts.correct_count',
      'quiz_attempts.total_count',
      'quiz_attempts.key_shown',
      'quiz_attempts.submitted_at',
      'lessons.lesson_name',
      'lessons.pass_degree',
      'units.unit_name',
      'courses.course_name',
    ])
    .where('quiz_attempts.tenant_id', '=', ctx.tenantId)
    .where('lessons.tenant_id', '=', ctx.tenantId)
    .where('units.tenant_id', '=', ctx.tenantId)
    .where('courses.tenant_id', '=', ctx.tenantId)
    .where('quiz_attempts.user_id', 'in', studentIds)
    .execute();

  const byStudentQuiz = new Map<string, { row: (typeof rows)[number]; attempts: AttemptFigures[] }>();
  for (const row of rows) {
    const key = `${row.user_id}\u0000${row.lesson_id}`;
    const entry = byStudentQuiz.get(key) ?? { row, attempts: [] };
    entry.attempts.push({
      attemptNumber: Number(row.attempt_number),
      score: Number(row.score),
      correctCount: Number(row.correct_count),
      totalCount: Number(row.total_count),
      keyShown: Number(row.key_shown) === 1,
      submittedAt: row.submitted_at,
    });
    byStudentQuiz.set(key, entry);
  }
  return [...byStudentQuiz.values()].flatMap(({ row, attempts }) => {
    const figures = recordedQuizFigures(attempts);
    if (!figures) return [];
    return [
      {
        studentId: row.user_id,
        lessonId: Number(row.lesson_id),
        lessonName: row.lesson_name,
        unitName: row.unit_name,
        courseName: row.course_name,
        passDegree: Number(row.pass_degree),
        figures,
      },
    ];
  });
}
