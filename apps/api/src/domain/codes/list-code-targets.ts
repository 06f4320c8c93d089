import type { TenantContext } from '../../context.ts';

/** The tenant's courses with their units (what a batch can be made for) and the teacher's name. */
export async function listCodeTargets(ctx: TenantContext) {
  const [courses, units, profile] = await Promise.all([
    ctx.db
      .selectFrom('courses')
      .select(['id', 'course_name'])
      .where('tenant_id', '=', ctx.tenantId)
      .orderBy('course_name')
      .execute(),
    ctx.db
      .selectFrom('units')
      .select(['id', 'unit_name', 'course_id'])
      .where('tenant_id', '=', ctx.tenantId)
      .orderBy('id')
      .execute(),
    ctx.db
      .selectFrom('teacher_profiles')
      .select('teacher_name')
      .where('tenant_id', '=', ctx.tenantId)
      .executeTakeFirst(),
  ]);
  return {
    teacherName: profile?.teacher_name ?? '',
    courses: courses.map((course) => ({
      id: course.id,
      name: course.course_name,
      units: units
        .filter((unit) => unit.course_id === course.id)
        .map((unit) => ({ id: unit.id, name: unit.unit_name })),
    })),
  };
}

/** The teacher's name printed on the cards. */
export async function teacherNameOf(ctx: TenantContext): Promise<string> {
  const profile = await ctx.db
    .selectFrom('teacher_profiles')
    .select('teacher_name')
    .where('tenant_id', '=', ctx.tenantId)
    .executeTakeFirst();
  return profile?.teacher_name ?? '';
}
