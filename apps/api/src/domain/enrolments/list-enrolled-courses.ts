import type { TenantContext } from '../../context.ts';
import type { Grade, Term } from '../../db/schema.ts';

export interface EnrolledCourseItem {
  id: string;
  courseName: string;
  description: string;
  imagePath: string | null;
  term: Term;
  grade: Grade;
  price: number;
  isOpenToAll: boolean;
  enrollmentDate: string;
}

export interface EnrolledCoursesPage {
  courses: EnrolledCourseItem[];
  totalPages: number;
  totalCount: number;
  currentPage: number;
  pageSize: number;
}

/** The student's courses, most recently enrolled first. */
export async function listEnrolledCourses(
  ctx: TenantContext,
  options: { studentId: string; pageNumber: number; pageSize: number },
): Promise<EnrolledCoursesPage> {
  const { studentId, pageNumber, pageSize } = options;
  const base = ctx.db
    .selectFrom('enrollments')
    .innerJoin('courses', 'courses.id', 'enrollments.course_id')
    .where('enrollments.tenant_id', '=', ctx.tenantId)
    .where('courses.tenant_id', '=', ctx.tenantId)
    .where('enrollments.user_id', '=', studentId);

  const { count } = await base.select((eb) => eb.fn.countAll<number>().as('count')).executeTakeFirstOrThrow();
  const totalCount = Number(count);
  const rows = await base
    .select([
      'courses.id',
      'courses.course_name',
      'courses.description',
      'courses.image_path',
      'courses.term',
      'courses.grade',
      'courses.price',
      'courses.is_open_to_all',
      'enrollments.enrollment_date',
    ])
    .orderBy('enrollments.enrollment_date', 'desc')
    .orderBy('enrollments.id', 'desc')
    .limit(pageSize)
    .offset((pageNumber - 1) * pageSize)
    .execute();

  return {
    courses: rows.map((row) => ({
      id: row.id,
      courseName: row.course_name,
      description: row.description,
      imagePath: row.image_path,
      term: row.term,
      grade: row.grade,
      price: Number(row.price),
      isOpenToAll: row.is_open_to_all === 1,
      enrollmentDate: row.enrollment_date,
    })),
    totalPages: Math.ceil(totalCount / pageSize),
    totalCount,
    currentPage: pageNumber,
    pageSize,
  };
}
