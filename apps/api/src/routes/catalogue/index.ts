import { SERVER_MESSAGES } from '@dars/core/messages';
import type { FastifyPluginAsync } from 'fastify';
import { getCourseDetails } from '../../domain/courses/get-course-details.ts';
import { listActiveCourses } from '../../domain/courses/list-active-courses.ts';
import { listFreeCourses } from '../../domain/courses/list-free-courses.ts';
import { ok, registerEndpoint } from '../register-endpoint.ts';
import { withImageUrl, withImageUrls } from '../../plugins/file-urls.ts';

/** The public catalogue: active courses, free courses, a course's tree without progress. */
const catalogueRoutes: FastifyPluginAsync = async (app) => {
  registerEndpoint(
    app,
    'courseActive',
    async (request) => {
      const { query } = request;
      const page = await listActiveCourses(request.ctx, {
        grade: query.grade,
        pageNumber: query.pageNumber ?? query.pagenumber,
        pageSize: query.pageSize ?? query.pagesize,
      });
      const message = page.totalCount
        ? SERVER_MESSAGES.activeCoursesRetrieved
        : SERVER_MESSAGES.noActiveCourses;
      return ok(message, { ...page, courses: withImageUrls(request, page.courses) });
    },
    { trustedSerializer: true },
  );

  registerEndpoint(app, 'courseTree', async (request) => {
    const data = await getCourseDetails(request.ctx, { courseId: request.query.courseid });
    return ok(SERVER_MESSAGES.courseDetailsRetrieved, withImageUrl(request, data));
  });

  registerEndpoint(app, 'freeCourses', async (request) => {
    const page = await listFreeCourses(request.ctx, request.query);
    const message = page.totalCount ? SERVER_MESSAGES.freeCoursesRetrieved : SERVER_MESSAGES.noFreeCourses;
    return ok(message, { ...page, courses: withImageUrls(request, page.courses) });
  });
};

export default catalogueRoutes;
