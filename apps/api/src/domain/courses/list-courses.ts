import type { TeacherCourse } from '@dars/core/contract';
import type { TenantContext } from '../../context.ts';
import { coursesWithCounts, loadTeacherCourseDetail, toTeacherCourse } from './course-rows.ts';

export interface ListCoursesOptions {
  page: number;
  pageSize: number;
}

/** The tenant's courses, newest first, with counts, a page at a time. */
export async function listCourses(ctx: TenantContext, options: ListCoursesOptions) {
  const total = await ctx.db
    .selectFrom('courses')
    .select((eb) => eb.fn.countAll<number | string>().as('n'))
    .where('tenant_id', '=', ctx.tenantId)
    .executeTakeFirstOrThrow();
  const totalCount = Number(total.n);
  const rows = await coursesWithCounts(ctx.db, ctx.tenantId)
    .orderBy('c.created_at', 'desc')
    .orderBy('c.id')
    .limit(options.pageSize)
    .offset((options.page - 1) * options.pageSize)
    .execute();
  const items: TeacherCourse[] = rows.map(toTeacherCourse);
  return {
    items,
    totalCount,
    totalPages: Math.max(1, Math.ceil(totalCount / options.pageSize)),
    currentPage: options.page,
  };
}

/** One course with every unit and lesson, active or not, in order. */
export function getCourse(ctx: TenantContext, options: { courseId: string }) {
  return loadTeacherCourseDetail(ctx.db, ctx.tenantId, options.courseId);
}
