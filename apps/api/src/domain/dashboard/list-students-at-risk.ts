import { IDLE_DAYS, type DashboardAtRiskPage } from '@dars/core/contract';
import { sql } from 'kysely';
import type { TenantContext } from '../../context.ts';

export interface ListStudentsAtRiskOptions {
  page: number;
  pageSize: number;
}

interface AtRiskRow {
  id: string;
  user_name: string;
  phone_number: string;
  last_activity_at: string | null;
  lesson_id: number | null;
  lesson_name: string | null;
  score: number | string | null;
  pass_degree: number | null;
  submitted_at: string | null;
  idle: number | string;
  below: number | string;
}

/**
 * Students at risk: active students enrolled in at least one course who have had no activity for
 * IDLE_DAYS days, or whose recorded score on the quiz they submitted last is below its pass mark.
 * Longest idle first (never active before everyone), a page at a time.
 */
export async function listStudentsAtRisk(
  ctx: TenantContext,
  options: ListStudentsAtRiskOptions,
): Promise<DashboardAtRiskPage> {
  const t = ctx.tenantId;
  const idleSince = new Date(ctx.now().getTime() - IDLE_DAYS * 86_400_000).toISOString();
  // the last quiz and its recorded score are kept on the user (domain/quizzes/record-last-quiz.ts)
  const atRisk = sql`
    FROM users u
    LEFT JOIN lessons l ON l.id = u.last_quiz_lesson_id AND l.tenant_id = ${t}
    WHERE u.tenant_id = ${t} AND u.role = 'Student' AND u.active = 1
      AND (u.last_activity_at IS NULL OR u.last_activity_at < ${idleSince} OR u.last_quiz_score < l.pass_degree)
      AND EXISTS (SELECT 1 FROM enrollments e WHERE e.tenant_id = ${t} AND e.user_id = u.id)
  `;
  const [count, result] = await Promise.all([
    sql<{ total: number | string }>`SELECT COUNT(*) AS total ${atRisk}`.execute(ctx.db),
    sql<AtRiskRow>`
      SELECT u.id, u.user_name, u.phone_number, u.last_activity_at,
        u.last_quiz_lesson_id AS lesson_id, l.lesson_name, u.last_quiz_score AS score, l.pass_degree,
        u.last_quiz_at AS submitted_at,
        CASE WHEN u.last_activity_at IS NULL OR u.last_activity_at < ${idleSince} THEN 1 ELSE 0 END AS idle,
        CASE WHEN u.last_quiz_score < l.pass_degree THEN 1 ELSE 0 END AS below
      ${atRisk}
      ORDER BY u.last_activity_at ASC NULLS FIRST, u.id
      LIMIT ${options.pageSize} OFFSET ${(options.page - 1) * options.pageSize}
    `.execute(ctx.db),
  ]);
  const totalCount = Number(count.rows[0]?.total ?? 0);
  return {
    items: result.rows.map((row) => ({
      studentId: row.id,
      name: row.user_name,
      phoneNumber: row.phone_number,
      lastActivityAt: row.last_activity_at,
      idle: Number(row.idle) === 1,
      lastQuiz:
        row.lesson_id === null || row.submitted_at === null
          ? null
          : {
              lessonId: Number(row.lesson_id),
              lessonName: row.lesson_name ?? '',
              score: Number(row.score),
              passDegree: Number(row.pass_degree),
              submittedAt: row.submitted_at,
            },
      belowPass: Number(row.below) === 1,
    })),
    totalCount,
    totalPages: Math.ceil(totalCount / options.pageSize),
    currentPage: options.page,
  };
}
