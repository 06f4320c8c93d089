import { DASHBOARD_DAYS, type DashboardSummary } from '@dars/core/contract';
import { sql } from 'kysely';
import type { TenantContext } from '../../context.ts';

const DAY_MS = 86_400_000;

/** `YYYY-MM-DD` of a time, in UTC. */
function utcDay(at: Date): string {
  return at.toISOString().slice(0, 10);
}

/**
 * The dashboard's head figures: active students (not deactivated), those active in the last 7 and
 * 30 days (`users.last_activity_at`), enrolments and code redemptions (course and unit codes) per
 * UTC day over the last 90 days, and the courses with their quizzes for the detail pickers.
 */
export async function getDashboardSummary(ctx: TenantContext): Promise<DashboardSummary> {
  const now = ctx.now();
  const since7 = new Date(now.getTime() - 7 * DAY_MS).toISOString();
  const since30 = new Date(now.getTime() - 30 * DAY_MS).toISOString();
  const firstDay = utcDay(new Date(now.getTime() - (DASHBOARD_DAYS - 1) * DAY_MS));
  const from = `${firstDay}T00:00:00.000Z`;
  const t = ctx.tenantId;

  const [students, enrolments, redemptions, courses, quizzes] = await Promise.all([
    sql<{ total: number | string; a7: number | string | null; a30: number | string | null }>`
      SELECT COUNT(*) AS total,
        SUM(CASE WHEN last_activity_at >= ${since7} THEN 1 ELSE 0 END) AS a7,
        SUM(CASE WHEN last_activity_at >= ${since30} THEN 1 ELSE 0 END) AS a30
      FROM users WHERE tenant_id = ${t} AND role = 'Student' AND active = 1
    `.execute(ctx.db),
    sql<{ day: string; n: number | string }>`
      SELECT SUBSTR(enrollment_date, 1, 10) AS day, COUNT(*) AS n FROM enrollments
      WHERE tenant_id = ${t} AND enrollment_date >= ${from}
      GROUP BY SUBSTR(enrollment_date, 1, 10)
    `.execute(ctx.db),
    sql<{ day: string; n: number | string }>`
      SELECT day, SUM(n) AS n FROM (
        SELECT SUBSTR(redeemed_at, 1, 10) AS day, COUNT(*) AS n FROM course_codes
        WHERE tenant_id = ${t} AND redeemed_at >= ${from} GROUP BY SUBSTR(redeemed_at, 1, 10)
        UNION ALL
        SELECT SUBSTR(redeemed_at, 1, 10) AS day, COUNT(*) AS n FROM unit_codes
        WHERE tenant_id = ${t} AND redeemed_at >= ${from} GROUP BY SUBSTR(redeemed_at, 1, 10)
      ) r GROUP BY day
    `.execute(ctx.db),
    ctx.db
      .selectFrom('courses')
      .select(['id', 'course_name'])
      .where('tenant_id', '=', t)
      .orderBy('created_at')
      .orderBy('id')
      .execute(),
    ctx.db
      .selectFrom('lessons')
      .innerJoin('units', 'units.id', 'lessons.unit_id')
      .select(['lessons.id', 'lessons.lesson_name', 'units.unit_name', 'units.course_id'])
      .where('lessons.tenant_id', '=', t)
      .where('units.tenant_id', '=', t)
      .where('lessons.type', '=', 'Quiz')
      .orderBy('units.position')
      .orderBy('lessons.position')
      .orderBy('lessons.id')
      .execute(),
  ]);

  const enrolmentsByDay = new Map(enrolments.rows.map((row) => [row.day, Number(row.n)]));
  const redemptionsByDay = new Map(redemptions.rows.map((row) => [row.day, Number(row.n)]));
  const start = new Date(from).getTime();
  const daily = Array.from({ length: DASHBOARD_DAYS }, (_, index) => {
    const day = utcDay(new Date(start + index * DAY_MS));
    return { day, enrolments: enrolmentsByDay.get(day) ?? 0, redemptions: redemptionsByDay.get(day) ?? 0 };
  });
  const head = students.rows[0];
  return {
    students: {
      total: Number(head?.total ?? 0),
      active7Days: Number(head?.a7 ?? 0),
      active30Days: Number(head?.a30 ?? 0),
    },
    daily,
    courses: courses.map((course) => ({
      id: course.id,
      name: course.course_name,
      quizzes: quizzes
        .filter((quiz) => quiz.course_id === course.id)
        .map((quiz) => ({ id: quiz.id, name: quiz.lesson_name, unitName: quiz.unit_name })),
    })),
  };
}
