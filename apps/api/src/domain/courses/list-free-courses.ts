import type { TenantContext } from '../../context.ts';
import { courseFieldColumns, toCourseSummary } from '../course-tree/course-fields.ts';
import type { CoursePage } from './list-active-courses.ts';
import { offsetOf, totalPagesOf, type PageRequest } from '../../db/paging.ts';

/** The tenant's active courses that cost nothing, newest first. */
export async function listFreeCourses(ctx: TenantContext, options: PageRequest): Promise<CoursePage> {
  const base = ctx.db
    .selectFrom('courses')
    .where('tenant_id', '=', ctx.tenantId)
    .where('active', '=', 1)
    .where('price', '<=', 0);
  const [{ total }, rows] = await Promise.all([
    base.select((eb) => eb.fn.countAll<number>().as('total')).executeTakeFirstOrThrow(),
    base
      .select(courseFieldColumns)
      .orderBy('created_at', 'desc')
      .orderBy('id')
      .limit(options.pageSize)
      .offset(offsetOf(options))
      .execute(),
  ]);
  const totalCount = Number(total);
  return {
    totalCount,
    totalPages: totalPagesOf(totalCount, options.pageSize),
    currentPage: options.pageNumber,
    pageSize: options.pageSize,
    courses: rows.map(toCourseSummary),
  };
}
