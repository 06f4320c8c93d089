import { SERVER_MESSAGES } from '@dars/core/messages';
import type { FastifyPluginAsync } from 'fastify';
import { createParentLink, revokeParentLink } from '../../../domain/parent-links/index.ts';
import { guardParentLinkCreation } from '../../../rate-limit/guards.ts';
import {
  deactivateStudent,
  enrolStudent,
  exportStudents,
  recordStudentsExport,
  getStudent,
  listStudents,
  reactivateStudent,
  resetDevices,
  sendPasswordReset,
  unenrolStudent,
} from '../../../domain/students/index.ts';
import { done, ok, registerEndpoint } from '../../register-endpoint.ts';
import { SPREADSHEET_CONTENT_TYPES } from '../../../files/index.ts';
import { requireStaffPermission } from '../../../domain/staff/index.ts';

/** The students table, a student's page and what staff may do to a student (Moderator or Admin). */
const studentRoutes: FastifyPluginAsync = async (app) => {
  const otpKey = app.config.codeHashKey;

  registerEndpoint(app, 'teacherStudents', async (request) => {
    const data = await listStudents(request.ctx, request.query);
    return ok(SERVER_MESSAGES.studentsRetrieved, data);
  });

  registerEndpoint(app, 'teacherStudent', async (request) => {
    const data = await getStudent(request.ctx, request.params);
    return ok(SERVER_MESSAGES.studentRetrieved, data);
  });

  registerEndpoint(app, 'teacherStudentDeactivate', async (request, _reply, caller) => {
    await deactivateStudent(request.ctx, { caller, ...request.params });
    return done(SERVER_MESSAGES.studentDeactivated);
  });

  registerEndpoint(app, 'teacherStudentReactivate', async (request, _reply, caller) => {
    await reactivateStudent(request.ctx, { caller, ...request.params });
    return done(SERVER_MESSAGES.studentReactivated);
  });

  registerEndpoint(app, 'teacherStudentResetDevices', async (request, _reply, caller) => {
    await resetDevices(request.ctx, { caller, ...request.params });
    return done(SERVER_MESSAGES.studentDevicesReset);
  });

  registerEndpoint(app, 'teacherStudentEnrol', async (request, _reply, caller) => {
    await requireStaffPermission(request.ctx, caller, 'enrol');
    await enrolStudent(request.ctx, { caller, ...request.params, ...request.body });
    return done(SERVER_MESSAGES.studentEnrolledByStaff);
  });

  registerEndpoint(app, 'teacherStudentUnenrol', async (request, _reply, caller) => {
    await requireStaffPermission(request.ctx, caller, 'enrol');
    await unenrolStudent(request.ctx, { caller, ...request.params, ...request.body });
    return done(SERVER_MESSAGES.studentUnenrolledByStaff);
  });

  registerEndpoint(app, 'teacherStudentPasswordReset', async (request, _reply, caller) => {
    await sendPasswordReset(request.ctx, { caller, ...request.params, mailer: app.mailer, otpKey });
    return done(SERVER_MESSAGES.passwordResetCodeSent);
  });

  registerEndpoint(app, 'teacherStudentParentLinkCreate', async (request, reply, caller) => {
    await guardParentLinkCreation(request, reply, {
      studentId: request.params.studentId,
      callerId: caller.userId,
    });
    const data = await createParentLink(request.ctx, { caller, ...request.params, ...request.body });
    return ok(SERVER_MESSAGES.parentLinkCreated, data);
  });

  registerEndpoint(app, 'teacherStudentParentLinkRevoke', async (request, _reply, caller) => {
    await revokeParentLink(request.ctx, { caller, ...request.params });
    return done(SERVER_MESSAGES.parentLinkRevoked);
  });

  registerEndpoint(app, 'teacherStudentsExport', async (request, reply, caller) => {
    const { kind, format } = request.query;
    await recordStudentsExport(request.ctx, { caller, kind, format });
    const day = request.ctx.now().toISOString().slice(0, 10);
    return reply
      .header('Content-Type', SPREADSHEET_CONTENT_TYPES[format])
      .header(
        'Content-Disposition',
        `attachment; filename="${kind === 'progress' ? 'students' : 'quiz-results'}-${day}.${format}"`,
      )
      .send(exportStudents(request.ctx, { kind, format }));
  });
};

export default studentRoutes;
