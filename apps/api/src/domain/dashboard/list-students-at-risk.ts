import { IDLE_DAYS, type DashboardAtRiskPage } from '@dars/core/contract';
import { sql } from 'kysely';
import type { TenantContext } from '../../context.ts';
import { countsTowardsRecordedScore } from './recorded-scores.ts';

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
  total: number | string;
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
  const result = await sql<AtRiskRow>`
    WITH ranked AS (
      SELECT s.user_id, s.lesson_id, s.submitted_at,
        ROW_NUMBER() OVER (PARTITION BY s.user_id ORDER BY s.submitted_at DESC, s.lesson_id DESC) AS rn
      FROM quiz_submissions s WHERE s.tenant_id = ${t}
    ),
    recorded AS (
      SELECT q.user_id, q.lesson_id, q.submitted_at, MAX(a.score) AS score
      FROM ranked q
      JOIN quiz_attempts a ON a.user_id = q.user_id AND a.lesson_id = q.lesson_id AND a.tenant_id = ${t}
      WHERE q.rn = 1 AND ${countsTowardsRecordedScore(t)}
      GROUP BY q.user_id, q.lesson_id, q.submitted_at
    ),
    risk AS (
      SELECT u.id, u.user_name, u.phone_number, u.last_activity_at,
        r.lesson_id, l.lesson_name, r.score, l.pass_degree, r.submitted_at,
        CASE WHEN u.last_activity_at IS NULL OR u.last_activity_at < ${idleSince} THEN 1 ELSE 0 END AS idle,
        CASE WHEN r.score < l.pass_degree THEN 1 ELSE 0 END AS below
      FROM users u
      LEFT JOIN recorded r ON r.user_id = u.id
      LEFT JOIN lessons l ON l.id = r.lesson_id AND l.tenant_id = ${t}
      WHERE u.tenant_id = ${t} AND u.role = 'Student' AND u.active = 1
        AND EXISTS (SELECT 1 FROM enrollments e WHERE e.tenant_id = ${t} AND e.user_id = u.id)
    )
    SELECT risk.*, COUNT(*) OVER () AS total FROM risk
    WHERE idle = 1 OR below = 1
    ORDER BY CASE WHEN last_activity_at IS NULL THEN 0 ELSE 1 END, last_activity_at, id
    LIMIT ${options.pageSize} OFFSET ${(options.page - 1) * options.pageSize}
  `.execute(ctx.db);

  let totalCount = Number(result.rows[0]?.total ?? 0);
  if (result.rows.length === 0 && options.page > 1) {
    // past the last page: the window count is not there, count on its own
    const again = await listStudentsAtRisk(ctx, { page: 1, pageSize: 1 });
    totalCount = again.totalCount;
  }
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
