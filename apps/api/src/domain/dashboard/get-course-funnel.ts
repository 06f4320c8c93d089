import type { DashboardFunnel } from '@dars/core/contract';
import { SERVER_MESSAGES } from '@dars/core/messages';
import { sql } from 'kysely';
import type { TenantContext } from '../../context.ts';
import { notFound } from '../../errors.ts';

export interface GetCourseFunnelOptions {
  courseId: string;
}

/**
 * A course's completion funnel: the students enrolled in it, then for each active unit (in order)
 * how many of them completed every active lesson of the unit (a quiz is completed by submitting it).
 * Another tenant's course is 404.
 */
export async function getCourseFunnel(
  ctx: TenantContext,
  options: GetCourseFunnelOptions,
): Promise<DashboardFunnel> {
  const t = ctx.tenantId;
  const course = await ctx.db
    .selectFrom('courses')
    .select(['id', 'course_name'])
    .where('tenant_id', '=', t)
    .where('id', '=', options.courseId)
    .executeTakeFirst();
  if (!course) throw notFound(SERVER_MESSAGES.courseNotFound);

  const [units, lessons, enrolled, done] = await Promise.all([
    ctx.db
      .selectFrom('units')
      .select(['id', 'unit_name'])
      .where('tenant_id', '=', t)
      .where('course_id', '=', course.id)
      .where('active', '=', 1)
      .orderBy('position')
      .orderBy('id')
      .execute(),
    sql<{ unit_id: number; n: number | string }>`
      SELECT l.unit_id, COUNT(*) AS n FROM lessons l JOIN units u ON u.id = l.unit_id
      WHERE u.tenant_id = ${t} AND u.course_id = ${course.id} AND u.active = 1
        AND l.tenant_id = ${t} AND l.active = 1
      GROUP BY l.unit_id
    `.execute(ctx.db),
    sql<{ n: number | string }>`
      SELECT COUNT(*) AS n FROM enrollments WHERE tenant_id = ${t} AND course_id = ${course.id}
    `.execute(ctx.db),
    // per unit: how many enrolled students completed how many of its active lessons. The CROSS JOIN
    // keeps SQLite reading the completions lesson by lesson (dashboard_completions_lesson_ix) after
    // the course's lessons; without table statistics it would otherwise walk every completion of
    // the tenant (0.56 s instead of 0.05 s for 1.4 million completions).
    sql<{ unit_id: number; done: number | string; n: number | string }>`
      SELECT f.unit_id, f.done, COUNT(*) AS n FROM (
        SELECT lc.user_id, l.unit_id, COUNT(*) AS done
        FROM units u
        JOIN lessons l ON l.unit_id = u.id AND l.tenant_id = ${t} AND l.active = 1
        CROSS JOIN lesson_completions lc
        WHERE lc.lesson_id = l.id AND lc.tenant_id = ${t}
          AND u.tenant_id = ${t} AND u.course_id = ${course.id} AND u.active = 1
        GROUP BY lc.user_id, l.unit_id
      ) f
      WHERE EXISTS (
        SELECT 1 FROM enrollments e
        WHERE e.user_id = f.user_id AND e.course_id = ${course.id} AND e.tenant_id = ${t}
      )
      GROUP BY f.unit_id, f.done
    `.execute(ctx.db),
  ]);

  const lessonCount = new Map(lessons.rows.map((row) => [Number(row.unit_id), Number(row.n)]));
  const finished = new Map<number, number>();
  for (const row of done.rows) {
    const unitId = Number(row.unit_id);
    if (Number(row.done) === lessonCount.get(unitId)) finished.set(unitId, Number(row.n));
  }
  return {
    courseId: course.id,
    courseName: course.course_name,
    enrolled: Number(enrolled.rows[0]?.n ?? 0),
    units: units.map((unit) => ({
      unitId: unit.id,
      unitName: unit.unit_name,
      lessonCount: lessonCount.get(unit.id) ?? 0,
      finished: finished.get(unit.id) ?? 0,
    })),
  };
}
