import { viewLimitOf, viewsLeft } from '@dars/core/rules';
import type { TenantContext } from '../../context.ts';

export interface ViewAllowance {
  /** null: no limit */
  limit: number | null;
  granted: number;
  used: number;
  /** null: no limit */
  left: number | null;
}

/** A student's views of a lesson's video: the limit in force (lesson over course), extra views granted, views counted. */
export async function readViewAllowance(
  ctx: Pick<TenantContext, 'db' | 'tenantId'>,
  options: { userId: string; lessonId: number },
): Promise<ViewAllowance> {
  const limits = await ctx.db
    .selectFrom('lessons')
    .innerJoin('units', 'units.id', 'lessons.unit_id')
    .innerJoin('courses', 'courses.id', 'units.course_id')
    .select(['lessons.video_view_limit as lesson_limit', 'courses.video_view_limit as course_limit'])
    .where('lessons.tenant_id', '=', ctx.tenantId)
    .where('lessons.id', '=', options.lessonId)
    .executeTakeFirst();
  const limit = viewLimitOf(limits?.course_limit ?? null, limits?.lesson_limit ?? null);
  const granted = await ctx.db
    .selectFrom('video_view_grants')
    .select((eb) => eb.fn.sum<number | string | null>('extra_views').as('n'))
    .where('tenant_id', '=', ctx.tenantId)
    .where('user_id', '=', options.userId)
    .where('lesson_id', '=', options.lessonId)
    .executeTakeFirst();
  const used = await ctx.db
    .selectFrom('video_views')
    .select((eb) => eb.fn.countAll<number | string>().as('n'))
    .where('tenant_id', '=', ctx.tenantId)
    .where('user_id', '=', options.userId)
    .where('lesson_id', '=', options.lessonId)
    .where('counted_at', 'is not', null)
    .executeTakeFirst();
  const counts = { granted: Number(granted?.n ?? 0), used: Number(used?.n ?? 0) };
  return { limit, ...counts, left: viewsLeft({ limit, ...counts }) };
}
