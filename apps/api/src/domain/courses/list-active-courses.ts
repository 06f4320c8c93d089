import type { CourseSummary } from '@dars/core/contract';
import type { TenantContext } from '../../context.ts';
import type { Grade } from '../../db/schema.ts';
import { sql } from 'kysely';
import { toCourseSummary, type CourseFields } from '../course-tree/course-fields.ts';
import { offsetOf, totalPagesOf, type PageRequest } from '../../db/paging.ts';
import { normalizeGradeInput } from './grade.ts';
import { VersionedCache } from '../../cache/versioned-cache.ts';

export interface CoursePage {
  totalCount: number;
  totalPages: number;
  currentPage: number;
  pageSize: number;
  courses: CourseSummary[];
}

/**
 * The tenant's active courses of a grade, newest first. The grade is normalised by the grade rule
 * ('1st Secondary', '2', 'secondary3' → SecondaryN); no grade → every grade; a grade outside
 * Secondary1..3 matches nothing.
 */
export async function listActiveCourses(
  ctx: TenantContext,
  options: PageRequest & { grade?: string | undefined },
): Promise<CoursePage> {
  const grade =
    options.grade === undefined || options.grade.trim() === ''
      ? undefined
      : normalizeGradeInput(options.grade);
  if (grade === null) return emptyPage(options);
  const key = `${ctx.tenantId}\u0000${grade ?? '*'}\u0000${options.pageNumber}\u0000${options.pageSize}`;
  const pages = pagesOf(ctx);
  if (!pages) return readPage(ctx, grade, options);
  return pages.get(key, await catalogueVersion(ctx), () => readPage(ctx, grade, options));
}

/**
 * Pages are cached (they are the same for every visitor) under the tenant's catalogue version:
 * the number of courses, how many are active and the latest modification date, read in one
 * small statement. Adding, removing, (de)activating or editing a course (which bumps its
 * modification date) changes it; the TTL of the cache bounds anything else.
 */
const pagesOf = (ctx: TenantContext) =>
  ctx.caches?.named('course-pages', () => new VersionedCache<CoursePage>({ max: 500 }));

async function catalogueVersion(ctx: TenantContext): Promise<string> {
  const { rows } = await sql<{ n: number; a: number | null; m: string | null }>`
    SELECT COUNT(*) AS n, SUM(active) AS a, MAX(modification_date) AS m FROM courses WHERE tenant_id = ${ctx.tenantId}
  `.execute(ctx.db);
  const row = rows[0];
  return `${row?.n ?? 0}:${row?.a ?? 0}:${row?.m ?? ''}`;
}

async function readPage(
  ctx: TenantContext,
  grade: Grade | undefined,
  options: PageRequest,
): Promise<CoursePage> {
  // Hot public path: a raw statement (the query builder costs more than the query here), one for
  // the page and the total (window count); a page past the end has no rows to carry the total,
  // so only then is it counted separately.
  const gradeFilter = grade ? sql`AND grade = ${grade}` : sql``;
  const { rows } = await sql<CourseFields & { total_count: number }>`
    SELECT id, course_name, description, image_path, grade, term, price, active, is_open_to_all, created_at,
      modification_date, COUNT(*) OVER () AS total_count
    FROM courses WHERE tenant_id = ${ctx.tenantId} AND active = 1 ${gradeFilter}
    ORDER BY created_at DESC, id LIMIT ${options.pageSize} OFFSET ${offsetOf(options)}
  `.execute(ctx.db);
  const total =
    rows[0]?.total_count ??
    (options.pageNumber > 1
      ? ((
          await sql<{
            total: number;
          }>`SELECT COUNT(*) AS total FROM courses WHERE tenant_id = ${ctx.tenantId} AND active = 1 ${gradeFilter}`.execute(
            ctx.db,
          )
        ).rows[0]?.total ?? 0)
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
