/**
 * Students in the console: the paged table, one student's page (profile, enrolments, progress,
 * quiz results, devices, parent links) and what staff may do to a student (deactivate, reactivate,
 * reset devices, enrol or unenrol by hand with a reason, send a password-reset code, make or revoke
 * a parent link), and the exports.
 */
import { z } from 'zod';
import { envelope, errorEnvelopeSchema as error } from '../envelope.ts';
import { gradeSchema, guidInputSchema, guidSchema, intIdInputSchema } from '../common.ts';
import type { EndpointDefinition } from '../endpoint-definition.ts';
import { TEACHER_ENDPOINT_ROUTES } from './routes.ts';
import { courseVideosProgressSchema, quizProgressSchema } from '../parents.ts';
import { newParentLinkSchema, parentLinkBodySchema, parentLinkSchema } from '../parent-links.ts';
import { consolePageSchema, consolePagingQuerySchema } from './common.ts';

/** How the students table is ordered; last activity (newest first) by default. */
export const STUDENT_SORTS = [
  'activity_desc',
  'activity_asc',
  'name',
  'registered_desc',
  'registered_asc',
] as const;
export type StudentSort = (typeof STUDENT_SORTS)[number];

const emptyToUndefined = (value: unknown) => (value === '' ? undefined : value);

export const studentsQuerySchema = consolePagingQuerySchema.extend({
  /** name, phone or email; Arabic folded as in docs/product-rules.md (search) */
  q: z.string().trim().max(100, 'Search is too long').optional(),
  grade: z.preprocess(emptyToUndefined, gradeSchema.optional()),
  courseId: z.preprocess(emptyToUndefined, guidInputSchema.optional()),
  sort: z.preprocess(emptyToUndefined, z.enum(STUDENT_SORTS).default('activity_desc')),
});
export type StudentsQuery = z.input<typeof studentsQuerySchema>;

export const studentRowSchema = z.object({
  id: guidSchema,
  name: z.string(),
  email: z.string(),
  phoneNumber: z.string(),
  grade: gradeSchema,
  active: z.boolean(),
  registrationDate: z.string(),
  lastActivityAt: z.string().nullable(),
});
export type StudentRow = z.infer<typeof studentRowSchema>;

export const studentsResponseSchema = envelope(consolePageSchema(studentRowSchema));
export type StudentsPage = NonNullable<z.infer<typeof studentsResponseSchema>['data']>;

export const studentParamsSchema = z.object({ studentId: guidInputSchema });

/** How a student came to a course (`enrollments.source`). */
export const ENROLMENT_SOURCES = ['code', 'free', 'admin'] as const;

export const studentEnrolmentSchema = z.object({
  courseId: guidSchema,
  courseName: z.string(),
  /** `code`, `free` or `admin` (by staff); other values come from imported data */
  source: z.string(),
  enrolledAt: z.string(),
  /** the code batch (and its label, e.g. the centre) whose code enrolled the student; null otherwise */
  batch: z.object({ id: z.number().int(), label: z.string() }).nullable(),
});

export const studentDeviceSchema = z.object({
  id: z.number().int(),
  firstSeenAt: z.string(),
  lastSeenAt: z.string(),
  /** the browser's user agent at the last sign-in from this device; null when not recorded */
  userAgent: z.string().nullable(),
});

export const studentDetailSchema = z.object({
  id: guidSchema,
  name: z.string(),
  email: z.string(),
  phoneNumber: z.string(),
  parentPhone: z.string(),
  grade: gradeSchema,
  active: z.boolean(),
  registrationDate: z.string(),
  lastActivityAt: z.string().nullable(),
  enrolments: z.array(studentEnrolmentSchema),
  progress: z.array(courseVideosProgressSchema),
  quizzes: z.array(quizProgressSchema),
  devices: z.array(studentDeviceSchema),
  parentLinks: z.array(parentLinkSchema),
});
export type StudentDetail = z.infer<typeof studentDetailSchema>;

export const studentResponseSchema = envelope(studentDetailSchema);
const doneResponseSchema = envelope(z.null());

export const reasonSchema = z
  .string({ error: 'A reason is required' })
  .trim()
  .min(3, 'A reason is required (at least 3 characters)')
  .max(500, 'The reason is too long (500 characters at most)');

export const enrolBodySchema = z.object({ courseId: guidInputSchema, reason: reasonSchema });
export type EnrolBody = z.input<typeof enrolBodySchema>;

export const parentLinkParamsSchema = studentParamsSchema.extend({ linkId: intIdInputSchema });

export const EXPORT_KINDS = ['progress', 'quizzes'] as const;
export const EXPORT_FORMATS = ['csv', 'xlsx'] as const;
export const studentsExportQuerySchema = z.object({
  kind: z.enum(EXPORT_KINDS),
  format: z.enum(EXPORT_FORMATS),
});

const student = (summary: string) => ({ error, ours: true as const, auth: 'staff' as const, summary });

export const studentsEndpoints = {
  teacherStudents: {
    ...TEACHER_ENDPOINT_ROUTES.teacherStudents,
    query: studentsQuerySchema,
    response: studentsResponseSchema,
    ...student(
      'Students of the tenant, paged: search by name, phone or email, filter by grade and course, sorted (staff).',
    ),
  },
  teacherStudent: {
    ...TEACHER_ENDPOINT_ROUTES.teacherStudent,
    params: studentParamsSchema,
    response: studentResponseSchema,
    ...student(
      "One student's page: profile, enrolments, progress, quiz results, devices, parent links (staff).",
    ),
  },
  teacherStudentDeactivate: {
    ...TEACHER_ENDPOINT_ROUTES.teacherStudentDeactivate,
    params: studentParamsSchema,
    response: doneResponseSchema,
    ...student('Deactivate a student: refused at sign-in, every session ends at once (staff).'),
  },
  teacherStudentReactivate: {
    ...TEACHER_ENDPOINT_ROUTES.teacherStudentReactivate,
    params: studentParamsSchema,
    response: doneResponseSchema,
    ...student('Reactivate a deactivated student (staff).'),
  },
  teacherStudentResetDevices: {
    ...TEACHER_ENDPOINT_ROUTES.teacherStudentResetDevices,
    params: studentParamsSchema,
    response: doneResponseSchema,
    ...student("Forget a student's devices so new ones can sign in (staff)."),
  },
  teacherStudentEnrol: {
    ...TEACHER_ENDPOINT_ROUTES.teacherStudentEnrol,
    params: studentParamsSchema,
    body: enrolBodySchema,
    response: doneResponseSchema,
    ...student('Enrol a student in a course by hand, with a reason (staff).'),
  },
  teacherStudentUnenrol: {
    ...TEACHER_ENDPOINT_ROUTES.teacherStudentUnenrol,
    params: studentParamsSchema,
    body: enrolBodySchema,
    response: doneResponseSchema,
    ...student('Remove a student from a course by hand, with a reason (staff).'),
  },
  teacherStudentPasswordReset: {
    ...TEACHER_ENDPOINT_ROUTES.teacherStudentPasswordReset,
    params: studentParamsSchema,
    response: doneResponseSchema,
    ...student('Send the student a one-time password-reset code by email (staff).'),
  },
  teacherStudentParentLinkCreate: {
    ...TEACHER_ENDPOINT_ROUTES.teacherStudentParentLinkCreate,
    params: studentParamsSchema,
    body: parentLinkBodySchema,
    response: envelope(newParentLinkSchema),
    ...student('Make a read-only parent link for a student (staff).'),
  },
  teacherStudentParentLinkRevoke: {
    ...TEACHER_ENDPOINT_ROUTES.teacherStudentParentLinkRevoke,
    params: parentLinkParamsSchema,
    response: doneResponseSchema,
    ...student('Revoke a parent link (staff).'),
  },
  teacherStudentsExport: {
    ...TEACHER_ENDPOINT_ROUTES.teacherStudentsExport,
    query: studentsExportQuerySchema,
    /** a CSV or XLSX file, streamed */
    response: z.string(),
    ...student('Students with progress, or quiz results, as a CSV or XLSX file (staff).'),
  },
} as const satisfies Record<string, EndpointDefinition>;
