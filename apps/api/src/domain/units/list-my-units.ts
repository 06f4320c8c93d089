import type { TenantContext } from '../../context.ts';
import type { Grade, Term } from '../../db/schema.ts';
import { isUnitAccessible, matchesSearch, unitViewerAccess } from '@dars/core/rules';

export interface MyUnitItem {
  unitId: number;
  unitName: string;
  unitTitle: string | null;
  courseName: string;
  grade: Grade;
  term: Term;
  active: boolean;
  acquiredAt: string;
}

export interface MyUnitsPage {
  units: MyUnitItem[];
  totalCount: number;
  totalPages: number;
  currentPage: number;
}

export interface ListMyUnitsOptions {
  studentId: string;
  pageNumber: number;
  pageSize: number;
  search?: string | undefined;
  grade?: Grade | undefined;
  term?: Term | undefined;
}

/** The units the student holds on their own (by a unit code or a paid order), newest first, filtered and paged. */
export async function listMyUnits(ctx: TenantContext, options: ListMyUnitsOptions): Promise<MyUnitsPage> {
  let query = ctx.db
    .selectFrom('unit_ownerships')
    .innerJoin('units', 'units.id', 'unit_ownerships.unit_id')
    .innerJoin('courses', 'courses.id', 'units.course_id')
    .select([
      'units.id as unitId',
      'units.unit_name',
      'units.titel',
      'units.active as unitActive',
      'courses.course_name',
      'courses.grade',
      'courses.term',
      'courses.active as courseActive',
      'unit_ownerships.acquired_at',
    ])
    .where('unit_ownerships.tenant_id', '=', ctx.tenantId)
    .where('units.tenant_id', '=', ctx.tenantId)
    .where('courses.tenant_id', '=', ctx.tenantId)
    .where('unit_ownerships.user_id', '=', options.studentId);
  if (options.grade) query = query.where('courses.grade', '=', options.grade);
  if (options.term) query = query.where('courses.term', '=', options.term);
  const rows = await query
    .orderBy('unit_ownerships.acquired_at', 'desc')
    .orderBy('unit_ownerships.id', 'desc')
    .execute();

  const now = ctx.now();
  const search = options.search?.trim();
  const matching = rows
    .filter((row) => !search || matchesSearch(search, [row.unit_name, row.titel, row.course_name]))
    .map((row) => ({
      unitId: row.unitId,
      unitName: row.unit_name,
      unitTitle: row.titel,
      courseName: row.course_name,
      grade: row.grade,
      term: row.term,
      active:
        row.unitActive === 1 &&
        row.courseActive === 1 &&
        isUnitAccessible(unitViewerAccess({ acquiredAt: row.acquired_at, now })),
      acquiredAt: row.acquired_at,
    }));

  const { pageNumber, pageSize } = options;
  return {
    units: matching.slice((pageNumber - 1) * pageSize, pageNumber * pageSize),
    totalCount: matching.length,
    totalPages: Math.ceil(matching.length / pageSize),
    currentPage: pageNumber,
  };
}
