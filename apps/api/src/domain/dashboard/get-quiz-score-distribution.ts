import type { DashboardQuizScores } from '@dars/core/contract';
import { SERVER_MESSAGES } from '@dars/core/messages';
import { sql } from 'kysely';
import type { TenantContext } from '../../context.ts';
import { notFound } from '../../errors.ts';
import { countsTowardsRecordedScore } from './recorded-scores.ts';

export interface GetQuizScoreDistributionOptions {
  lessonId: number;
}

const BANDS = 10;

/**
 * A quiz's distribution of recorded scores (one per student who attempted it) in ten bands, with
 * how many reached the pass mark and the mean. Another tenant's quiz, or a video lesson, is 404.
 */
export async function getQuizScoreDistribution(
  ctx: TenantContext,
  options: GetQuizScoreDistributionOptions,
): Promise<DashboardQuizScores> {
  const t = ctx.tenantId;
  const quiz = await ctx.db
    .selectFrom('lessons')
    .select(['id', 'lesson_name', 'pass_degree'])
    .where('tenant_id', '=', t)
    .where('id', '=', options.lessonId)
    .where('type', '=', 'Quiz')
    .executeTakeFirst();
  if (!quiz) throw notFound(SERVER_MESSAGES.quizNotFound);

  const rows = await sql<{
    band: number | string;
    n: number | string;
    passed: number | string;
    total: number | string;
  }>`
    SELECT band, COUNT(*) AS n, SUM(passed) AS passed, SUM(score) AS total FROM (
      SELECT
        CASE WHEN r.score >= 100 THEN 9 WHEN r.score < 0 THEN 0 ELSE r.score / 10 END AS band,
        CASE WHEN r.score >= ${quiz.pass_degree} THEN 1 ELSE 0 END AS passed,
        r.score
      FROM (
        SELECT a.user_id, MAX(a.score) AS score FROM quiz_attempts a
        WHERE a.tenant_id = ${t} AND a.lesson_id = ${quiz.id} AND ${countsTowardsRecordedScore(t)}
        GROUP BY a.user_id
      ) r
    ) b
    GROUP BY band
  `.execute(ctx.db);

  const counts = new Array<number>(BANDS).fill(0);
  let students = 0;
  let passed = 0;
  let total = 0;
  for (const row of rows.rows) {
    const band = Math.min(BANDS - 1, Math.max(0, Number(row.band)));
    counts[band] = (counts[band] ?? 0) + Number(row.n);
    students += Number(row.n);
    passed += Number(row.passed);
    total += Number(row.total);
  }
  return {
    lessonId: quiz.id,
    lessonName: quiz.lesson_name,
    passDegree: quiz.pass_degree,
    students,
    passed,
    average: students === 0 ? null : Math.round((total / students) * 10) / 10,
    buckets: counts.map((count, band) => ({
      from: band * 10,
      to: band === BANDS - 1 ? 100 : band * 10 + 9,
      count,
    })),
  };
}
