import type { TenantContext } from '../../context.ts';
import type { Grade } from '../../db/schema.ts';
import { courseFieldColumns, toCourseSummary, type CourseSummary } from './course-fields.ts';
import { offsetOf, totalPagesOf, type PageRequest } from './paging.ts';
import { normalizeGradeInput } from './grade.ts';

export interface CoursePage {
  totalCount: number;
  totalPages: number;
  currentPage: number;
  pageSize: number;
  courses: CourseSummary[];
}

export const NO_ACTIVE_COURSES_MESSAGE = 'No active courses found for this grade';

/**
 * The tenant's active courses of a grade, newest first. The grade is normalised by the spec's rule
 * ('1st Secondary', '2', 'secondary3' → SecondaryN); no grade → every grade; a grade outside
 * Secondary1..3 matches nothing.
 */
export async function listActiveCourses(
  ctx: TenantContext,
  options: PageRequest & { grade?: string | undefined },
): Promise<CoursePage> {
  const grade = options.grade === undefined || options.grade.trim() === '' ? undefined : normalizeGradeInput(options.grade);
  if (grade === null) return emptyPage(options);
  let base = ctx.db.selectFrom('courses').where('tenant_id', '=', ctx.tenantId).where('active', '=', 1);
  if (grade) base = base.where('grade', '=', grade);
  // one statement for the page and the total (window count); a page past the end has no rows to
  // carry the total, so only then is it counted separately
  const rows = await base
    .select(courseFieldColumns)
    .select((eb) => eb.fn.countAll<number>().over().as('total_count'))
    .orderBy('created_at', 'desc')
    .orderBy('id')
    .limit(options.pageSize)
    .offset(offsetOf(options))
    .execute();
  const total =
    rows[0]?.total_count ??
    (options.pageNumber > 1
      ? (await base.select((eb) => eb.fn.countAll<number>().as('total')).executeTakeFirstOrThrow()).total
      : 0);
  const totalCount = Number(total);
  return {
    totalCount,
    totalPages: totalPagesOf(totalCount, options.pageSize),
    currentPage: options.pageNumber,
    pageSize: options.pageSize,
    courses: rows.map(toCourseSummary),
  };
}

function emptyPage({ pageNumber, pageSize }: PageRequest): CoursePage {
  return { totalCount: 0, totalPages: 0, currentPage: pageNumber, pageSize, courses: [] };
}

export type { Grade };
