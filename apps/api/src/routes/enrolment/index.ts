import { SERVER_MESSAGES } from '@dars/core/messages';
import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import type { Caller } from '../../context.ts';
import { isCodeRefused, redeemCourseCode } from '../../domain/codes/index.ts';
import { enrollFree, isEnrolled, listEnrolledCourses } from '../../domain/enrolments/index.ts';
import { guardRedemption } from '../../rate-limit/guards.ts';
import { ok, registerEndpoint } from '../register-endpoint.ts';
import { actingStudentId } from './acting-student.ts';
import { withImageUrls } from '../../plugins/file-urls.ts';

/** Enrolment check, enrolled courses, enrolment by code and free enrolment. */
const enrolmentRoutes: FastifyPluginAsync = async (app) => {
  /** The caller when a valid token came with the request, else null (IsEnrolled answers false). */
  const optionalCaller = async (request: FastifyRequest, reply: FastifyReply): Promise<Caller | null> => {
    try {
      await app.requireAuth(request, reply);
      return request.caller;
    } catch {
      return null;
    }
  };

  registerEndpoint(app, 'isEnrolled', async (request, reply) => {
    const caller = await optionalCaller(request, reply);
    if (!caller) return false;
    const studentId = actingStudentId(caller, request.query.studentId);
    return isEnrolled(request.ctx, { studentId, courseId: request.query.courseId });
  });

  registerEndpoint(app, 'enrolledCourses', async (request, _reply, caller) => {
    const page = await listEnrolledCourses(request.ctx, {
      studentId: actingStudentId(caller, request.query.studentId),
      pageNumber: request.query.pagenumber,
      pageSize: request.query.pagesize,
    });
    const message = page.totalCount ? SERVER_MESSAGES.enrolledCourses : SERVER_MESSAGES.noEnrolledCourses;
    return ok(message, { ...page, courses: withImageUrls(request, page.courses) });
  });

  registerEndpoint(app, 'addCourseByCode', async (request, reply, caller) => {
    const studentId = actingStudentId(caller, request.query.StudentId);
    const code = request.query.Code;
    const data = await guardRedemption(request, reply, studentId, isCodeRefused, () =>
      redeemCourseCode(request.ctx, { studentId, code, codeHashKey: app.config.codeHashKey }),
    );
    return ok(SERVER_MESSAGES.enrolled, data);
  });

  registerEndpoint(app, 'enrollFree', async (request, _reply, caller) => {
    const data = await enrollFree(request.ctx, {
      studentId: caller.userId,
      courseId: request.query.courseId,
    });
    return ok(SERVER_MESSAGES.enrolled, data);
  });
};

export default enrolmentRoutes;
