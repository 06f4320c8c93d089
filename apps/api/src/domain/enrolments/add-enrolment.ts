import type { Kysely } from 'kysely';
import type { TenantContext } from '../../context.ts';
import type { Selectable } from 'kysely';
import type { Database, EnrollmentsTable } from '../../db/schema.ts';

/** The student's enrolment in the course, if any, read inside the enrolling transaction. */
export function findEnrolment(
  db: Kysely<Database>,
  ctx: Pick<TenantContext, 'tenantId'>,
  options: { studentId: string; courseId: string },
): Promise<Selectable<EnrollmentsTable> | undefined> {
  return db
    .selectFrom('enrollments')
    .selectAll()
    .where('tenant_id', '=', ctx.tenantId)
    .where('user_id', '=', options.studentId)
    .where('course_id', '=', options.courseId)
    .executeTakeFirst();
}

/**
 * Enrols the student in the course: by a code (`courseCodeId`), by the teacher's hand (`admin`),
 * free, or by a paid online order (`order`, domain/orders/settle-transaction.ts). The (tenant, student, course) key is unique, so a concurrent enrolment fails here with a
 * unique violation (`isUniqueViolation`) that the caller answers as "already enrolled".
 */
export async function addEnrolment(
  db: Kysely<Database>,
  ctx: Pick<TenantContext, 'tenantId'>,
  options: { studentId: string; courseId: string; at: string } & (
    { source: 'code'; courseCodeId: number } | { source: 'admin' | 'free' | 'order' }
  ),
): Promise<void> {
  await db
    .insertInto('enrollments')
    .values({
      tenant_id: ctx.tenantId,
      user_id: options.studentId,
      course_id: options.courseId,
      enrollment_date: options.at,
      source: options.source,
      course_code_id: options.source === 'code' ? options.courseCodeId : null,
    })
    .execute();
}
