import { SERVER_MESSAGES } from '@dars/core/messages';
import type { FastifyPluginAsync } from 'fastify';
import { completeLesson } from '../../domain/lessons/complete-lesson.ts';
import { getCourseTreeWithProgressJson } from '../../domain/courses/get-course-tree-with-progress.ts';
import { getLessonContent } from '../../domain/lessons/get-lesson-content.ts';
import { getUnitTreeWithProgress, listUnitLessons } from '../../domain/units/get-unit-with-progress.ts';
import { ok, registerEndpoint } from '../register-endpoint.ts';
import { isStaff, refuseStaffProgress } from './staff-preview.ts';

const COURSE_TREE_PREFIX = `{"success":true,"message":${JSON.stringify(SERVER_MESSAGES.courseTreeRetrieved)},"data":`;

/** A video lesson's answer is built field by field (domain/lessons/get-lesson-content.ts); a quiz's is checked. */
const isVideoAnswer = (answer: unknown) =>
  (answer as { data?: { type?: unknown } | null } | null)?.data?.type === 'Video';

/** The players: trees with the caller's progress, lesson content, lesson completion. */
const learningRoutes: FastifyPluginAsync = async (app) => {
  registerEndpoint(app, 'courseTreeWithProgress', async (request, reply, caller) => {
    // pre-rendered JSON (see getCourseTreeWithProgressJson) of the declared schema's shape; a string
    // with a JSON content type is sent as is, past the schema's serializer
    const data = await getCourseTreeWithProgressJson(request.ctx, {
      userId: caller.userId,
      courseId: request.query.courseid,
      staffPreview: isStaff(caller),
    });
    return reply.type('application/json; charset=utf-8').send(`${COURSE_TREE_PREFIX}${data}}`);
  });

  registerEndpoint(app, 'unitTreeWithProgress', async (request, _reply, caller) => {
    const data = await getUnitTreeWithProgress(request.ctx, {
      userId: caller.userId,
      unitId: request.query.unitId,
      staffPreview: isStaff(caller),
    });
    return ok(SERVER_MESSAGES.unitRetrieved, data);
  });

  registerEndpoint(app, 'unitLessons', async (request, _reply, caller) => {
    const data = await listUnitLessons(request.ctx, {
      userId: caller.userId,
      unitId: request.params.id,
      staffPreview: isStaff(caller),
      pageNumber: request.query.pageNumber,
      pageSize: request.query.pageSize,
    });
    return ok(SERVER_MESSAGES.unitLessonsRetrieved, data);
  });

  registerEndpoint(
    app,
    'lessonContent',
    async (request, _reply, caller) => {
      const data = await getLessonContent(request.ctx, {
        userId: caller.userId,
        lessonId: request.params.id,
        signMedia: app.lessonMediaSigner(request),
        staffPreview: isStaff(caller),
      });
      return ok(SERVER_MESSAGES.lessonContentRetrieved, data);
    },
    { trustedSerializer: isVideoAnswer },
  );

  registerEndpoint(app, 'lessonComplete', async (request, _reply, caller) => {
    refuseStaffProgress(caller);
    const data = await completeLesson(request.ctx, {
      userId: caller.userId,
      lessonId: request.body.lessonId,
    });
    return ok(SERVER_MESSAGES.lessonCompleted, data);
  });
};

export default learningRoutes;
