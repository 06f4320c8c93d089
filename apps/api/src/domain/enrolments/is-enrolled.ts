import type { TenantContext } from '../../context.ts';

export async function isEnrolled(
  ctx: TenantContext,
  options: { studentId: string; courseId: string },
): Promise<boolean> {
  const row = await ctx.db
    .selectFrom('enrollments')
    .select('id')
    .where('tenant_id', '=', ctx.tenantId)
    .where('user_id', '=', options.studentId)
    .where('course_id', '=', options.courseId)
    .executeTakeFirst();
  return row !== undefined;
}
