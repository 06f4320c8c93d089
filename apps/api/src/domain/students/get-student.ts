import type { StudentDetail } from '@dars/core/contract';
import type { TenantContext } from '../../context.ts';
import { listParentLinks } from '../parent-links/list-parent-links.ts';
import { getQuizzesProgress } from '../progress/get-quizzes-progress.ts';
import { getVideosProgress } from '../progress/get-videos-progress.ts';
import { findStudent } from '../auth/find-student.ts';

/** One student's page: profile, enrolments, progress per course and unit, quizzes, devices, parent links. */
export async function getStudent(ctx: TenantContext, options: { studentId: string }): Promise<StudentDetail> {
  const student = await findStudent(ctx.db, ctx, options.studentId);
  const who = { id: student.id, name: student.user_name };
  const [enrolments, videos, quizzes, devices, parentLinks] = await Promise.all([
    ctx.db
      .selectFrom('enrollments')
      .innerJoin('courses', 'courses.id', 'enrollments.course_id')
      .leftJoin('course_codes', (join) =>
        join
          .onRef('course_codes.id', '=', 'enrollments.course_code_id')
          .on('course_codes.tenant_id', '=', ctx.tenantId),
      )
      .leftJoin('code_batches', (join) =>
        join
          .onRef('code_batches.id', '=', 'course_codes.batch_id')
          .on('code_batches.tenant_id', '=', ctx.tenantId),
      )
      .select([
        'courses.id',
        'courses.course_name',
        'enrollments.source',
        'enrollments.enrollment_date',
        'code_batches.id as batch_id',
        'code_batches.label as batch_label',
      ])
      .where('enrollments.tenant_id', '=', ctx.tenantId)
      .where('courses.tenant_id', '=', ctx.tenantId)
      .where('enrollments.user_id', '=', student.id)
      .orderBy('enrollments.enrollment_date')
      .orderBy('enrollments.id')
      .execute(),
    getVideosProgress(ctx, who),
    getQuizzesProgress(ctx, who),
    ctx.db
      .selectFrom('devices')
      .select(['id', 'created_at', 'last_seen_at', 'user_agent'])
      .where('tenant_id', '=', ctx.tenantId)
      .where('user_id', '=', student.id)
      .orderBy('created_at')
      .orderBy('id')
      .execute(),
    listParentLinks(ctx, { studentId: student.id }),
  ]);
  return {
    id: student.id,
    name: student.user_name,
    email: student.email,
    phoneNumber: student.phone_number,
    parentPhone: student.parent_phone,
    grade: student.academic_year,
    active: Number(student.active) === 1,
    registrationDate: student.registration_date,
    lastActivityAt: student.last_activity_at,
    enrolments: enrolments.map((row) => ({
      courseId: row.id,
      courseName: row.course_name,
      source: row.source,
      enrolledAt: row.enrollment_date,
      batch: row.batch_id === null ? null : { id: Number(row.batch_id), label: row.batch_label ?? '' },
    })),
    progress: videos.courses,
    quizzes: quizzes.quizzes,
    devices: devices.map((row) => ({
      id: Number(row.id),
      firstSeenAt: row.created_at,
      lastSeenAt: row.last_seen_at,
      userAgent: row.user_agent,
    })),
    parentLinks,
  };
}
