import type { StudentQuizzesProgress } from '@dars/core/contract';
import { isPassing } from '@dars/core/rules';
import type { TenantContext } from '../../context.ts';
import type { ProgressStudent } from './find-progress-student.ts';

/** The student's submitted quizzes, oldest submission first, each judged by its quiz's pass degree. */
export async function getQuizzesProgress(
  ctx: TenantContext,
  student: ProgressStudent,
): Promise<StudentQuizzesProgress> {
  const rows = await ctx.db
    .selectFrom('quiz_submissions')
    .innerJoin('lessons', 'lessons.id', 'quiz_submissions.lesson_id')
    .innerJoin('units', 'units.id', 'lessons.unit_id')
    .innerJoin('courses', 'courses.id', 'units.course_id')
    .select([
      'lessons.id',
      'lessons.lesson_name',
      'lessons.pass_degree',
      'units.unit_name',
      'courses.course_name',
      'quiz_submissions.score',
      'quiz_submissions.correct_count',
      'quiz_submissions.total_count',
      'quiz_submissions.submitted_at',
    ])
    .where('quiz_submissions.tenant_id', '=', ctx.tenantId)
    .where('lessons.tenant_id', '=', ctx.tenantId)
    .where('units.tenant_id', '=', ctx.tenantId)
    .where('courses.tenant_id', '=', ctx.tenantId)
    .where('quiz_submissions.user_id', '=', student.id)
    .orderBy('quiz_submissions.submitted_at')
    .orderBy('quiz_submissions.id')
    .execute();

  return {
    studentName: student.name,
    quizzes: rows.map((row) => {
      const score = Number(row.score);
      return {
        lessonId: Number(row.id),
        lessonName: row.lesson_name,
        unitName: row.unit_name,
        courseName: row.course_name,
        score,
        passed: isPassing(score, Number(row.pass_degree)),
        correctCount: Number(row.correct_count),
        totalCount: Number(row.total_count),
        submittedAt: row.submitted_at,
      };
    }),
  };
}
