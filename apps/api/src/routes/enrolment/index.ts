import {
  addCourseByCodeQuerySchema,
  addCourseByCodeResponseSchema,
  enrolledCoursesQuerySchema,
  enrolledCoursesResponseSchema,
  enrollFreeQuerySchema,
  enrollFreeResponseSchema,
  isEnrolledQuerySchema,
  isEnrolledResponseSchema,
} from '@dars/core/contract';
import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { isCodeNotFound, redeemCourseCode } from '../../domain/codes/index.ts';
import { enrollFree, isEnrolled, listEnrolledCourses } from '../../domain/enrolment/index.ts';
import { unauthorized } from '../../errors.ts';
import { guardRedemption } from '../../rate-limit/guards.ts';
import { actingStudentId } from './acting-student.ts';

/** Spec §7 lists some of these paths without the /api prefix; both forms answer. */
const bothPrefixes = (path: string) => [`/api${path}`, path];

export const ENROLLED_MESSAGE = 'Enrolled successfully.';

const enrolmentRoutes: FastifyPluginAsync = async (root) => {
  const app = root.withTypeProvider<ZodTypeProvider>();

  /** Signed in or not: this one endpoint answers `false` instead of 401. */
  const isSignedIn = async (request: FastifyRequest, reply: FastifyReply) => {
    try {
      await app.requireAuth(request, reply);
      return request.caller !== null;
    } catch {
      return false;
    }
  };

  for (const url of bothPrefixes('/AdminStudent/IsEnrolled')) {
    app.get(
      url,
      {
        schema: {
          tags: ['Enrolment'],
          summary: 'Whether the student is enrolled in the course (bare boolean; false without a token)',
          querystring: isEnrolledQuerySchema,
          response: { 200: isEnrolledResponseSchema },
        },
      },
      async (request, reply) => {
        if (!(await isSignedIn(request, reply))) return false;
        const studentId = actingStudentId(request, request.query.studentId);
        return isEnrolled(request.ctx, { studentId, courseId: request.query.courseId });
      },
    );
  }

  for (const url of bothPrefixes('/Student/Student-Enrolled-Courses')) {
    app.get(
      url,
      {
        preHandler: app.requireAuth,
        schema: {
          tags: ['Enrolment'],
          summary: "The student's enrolled courses, paged (200 with an empty page when there are none)",
          querystring: enrolledCoursesQuerySchema,
          response: { 200: enrolledCoursesResponseSchema },
        },
      },
      async (request) => {
        const studentId = actingStudentId(request, request.query.studentId);
        const page = await listEnrolledCourses(request.ctx, {
          studentId,
          pageNumber: request.query.pagenumber,
          pageSize: request.query.pagesize,
        });
        return {
          success: true,
          message: page.totalCount ? 'Enrolled courses.' : 'No enrolled courses.',
          data: page,
        };
      },
    );
  }

  for (const url of bothPrefixes('/Student/add-course-by-code')) {
    app.post(
      url,
      {
        preHandler: app.requireAuth,
        schema: {
          tags: ['Enrolment'],
          summary: 'Enrol in a course with a single-use registration code (no body)',
          querystring: addCourseByCodeQuerySchema,
          response: { 200: addCourseByCodeResponseSchema },
        },
      },
      async (request, reply) => {
        const studentId = actingStudentId(request, request.query.StudentId);
        const code = request.query.Code;
        const data = await guardRedemption(request, reply, studentId, isCodeNotFound, () =>
          redeemCourseCode(request.ctx, { studentId, code, codeHashKey: app.config.codeHashKey }),
        );
        return { success: true, message: ENROLLED_MESSAGE, data };
      },
    );
  }

  for (const url of bothPrefixes('/Student/enroll-free')) {
    app.post(
      url,
      {
        preHandler: app.requireAuth,
        schema: {
          tags: ['Enrolment'],
          summary: 'Enrol in a free (price 0) course',
          querystring: enrollFreeQuerySchema,
          response: { 200: enrollFreeResponseSchema },
        },
      },
      async (request) => {
        if (!request.caller) throw unauthorized();
        const data = await enrollFree(request.ctx, {
          studentId: request.caller.userId,
          courseId: request.query.courseId,
        });
        return { success: true, message: ENROLLED_MESSAGE, data };
      },
    );
  }
};

export default enrolmentRoutes;
