import path from 'node:path';
import { uploadedVideoQueuer } from '../../../domain/videos/index.ts';
import { versionBodySchema } from '@dars/core/contract';
import { SERVER_MESSAGES } from '@dars/core/messages';
import type { FastifyPluginAsync } from 'fastify';
import {
  archiveCourse,
  createCourse,
  deleteCourse,
  duplicateCourse,
  getCourse,
  listCourses,
  setCourseImage,
  updateCourse,
} from '../../../domain/courses/index.ts';
import {
  createLesson,
  moveLesson,
  removeLessonAttachment,
  reorderLessons,
  setLessonAttachment,
  setLessonVideo,
  updateLesson,
} from '../../../domain/lessons/index.ts';
import { lessonMediaDir } from '../../../domain/media/lesson-media.ts';
import { createUnit, reorderUnits, updateUnit } from '../../../domain/units/index.ts';
import { discardUpload, readUploadForm, UPLOAD_LIMITS } from '../../../domain/uploads/index.ts';
import { UPLOADS_URL_PREFIX } from '../../../domain/uploads/store-image.ts';
import { badRequest } from '../../../errors.ts';
import { ok, registerEndpoint } from '../../register-endpoint.ts';
import { finishedVideoUpload } from '../uploads/video-uploads.ts';

/** The version field of a multipart form, checked like a JSON body's. */
function formVersion(fields: Record<string, string>): number {
  const parsed = versionBodySchema.safeParse({ version: Number(fields.version) });
  if (!parsed.success) throw badRequest('validation_failed', 'version: a positive integer is required');
  return parsed.data.version;
}

const coursesRoutes: FastifyPluginAsync = async (app) => {
  const uploadsDir = path.join(app.config.dataDir, 'uploads');
  const mediaDir = lessonMediaDir(app.config.dataDir);

  registerEndpoint(app, 'teacherCourses', async (request) =>
    ok(SERVER_MESSAGES.coursesRetrieved, await listCourses(request.ctx, request.query)),
  );

  registerEndpoint(app, 'teacherCourse', async (request) =>
    ok(SERVER_MESSAGES.courseRetrieved, await getCourse(request.ctx, { courseId: request.params.courseId })),
  );

  registerEndpoint(app, 'teacherCreateCourse', async (request, _reply, caller) =>
    ok(SERVER_MESSAGES.courseSaved, await createCourse(request.ctx, { caller, fields: request.body })),
  );

  registerEndpoint(app, 'teacherUpdateCourse', async (request, _reply, caller) => {
    const { version, ...fields } = request.body;
    const data = await updateCourse(request.ctx, {
      caller,
      courseId: request.params.courseId,
      version,
      fields,
    });
    return ok(SERVER_MESSAGES.courseSaved, data);
  });

  registerEndpoint(app, 'teacherCourseImage', async (request, _reply, caller) => {
    const form = await readUploadForm(request, {
      fileField: 'image',
      kind: 'image',
      maxBytes: UPLOAD_LIMITS.image,
      dir: uploadsDir,
      required: true,
    });
    try {
      const data = await setCourseImage(request.ctx, {
        caller,
        courseId: request.params.courseId,
        version: formVersion(form.fields),
        imagePath: `${UPLOADS_URL_PREFIX}${form.upload!.name}`,
      });
      return ok(SERVER_MESSAGES.courseSaved, data);
    } catch (error) {
      await discardUpload(form.upload);
      throw error;
    }
  });

  registerEndpoint(app, 'teacherDuplicateCourse', async (request, _reply, caller) => {
    const data = await duplicateCourse(request.ctx, {
      caller,
      courseId: request.params.courseId,
      courseName: request.body.courseName,
    });
    return ok(SERVER_MESSAGES.courseSaved, data);
  });

  registerEndpoint(app, 'teacherArchiveCourse', async (request, _reply, caller) => {
    const data = await archiveCourse(request.ctx, {
      caller,
      courseId: request.params.courseId,
      ...request.body,
    });
    return ok(SERVER_MESSAGES.courseSaved, data);
  });

  registerEndpoint(app, 'teacherDeleteCourse', async (request, _reply, caller) => {
    await deleteCourse(request.ctx, {
      caller,
      courseId: request.params.courseId,
      version: request.query.version,
    });
    return ok(SERVER_MESSAGES.courseDeleted, null);
  });

  registerEndpoint(app, 'teacherCreateUnit', async (request, _reply, caller) => {
    const data = await createUnit(request.ctx, {
      caller,
      courseId: request.params.courseId,
      fields: request.body,
    });
    return ok(SERVER_MESSAGES.unitSaved, data);
  });

  registerEndpoint(app, 'teacherReorderUnits', async (request, _reply, caller) => {
    const data = await reorderUnits(request.ctx, {
      caller,
      courseId: request.params.courseId,
      ids: request.body.ids,
    });
    return ok(SERVER_MESSAGES.orderSaved, data);
  });

  registerEndpoint(app, 'teacherUpdateUnit', async (request, _reply, caller) => {
    const { version, ...fields } = request.body;
    const data = await updateUnit(request.ctx, { caller, unitId: request.params.unitId, version, fields });
    return ok(SERVER_MESSAGES.unitSaved, data);
  });

  registerEndpoint(app, 'teacherCreateLesson', async (request, _reply, caller) => {
    const { type, ...fields } = request.body;
    const data = await createLesson(request.ctx, { caller, unitId: request.params.unitId, type, fields });
    return ok(SERVER_MESSAGES.lessonSaved, data);
  });

  registerEndpoint(app, 'teacherReorderLessons', async (request, _reply, caller) => {
    const data = await reorderLessons(request.ctx, {
      caller,
      unitId: request.params.unitId,
      ids: request.body.ids,
    });
    return ok(SERVER_MESSAGES.orderSaved, data);
  });

  registerEndpoint(app, 'teacherUpdateLesson', async (request, _reply, caller) => {
    const { version, ...fields } = request.body;
    const data = await updateLesson(request.ctx, {
      caller,
      lessonId: request.params.lessonId,
      version,
      fields,
    });
    return ok(SERVER_MESSAGES.lessonSaved, data);
  });

  registerEndpoint(app, 'teacherMoveLesson', async (request, _reply, caller) => {
    const data = await moveLesson(request.ctx, {
      caller,
      lessonId: request.params.lessonId,
      ...request.body,
    });
    return ok(SERVER_MESSAGES.lessonSaved, data);
  });

  registerEndpoint(app, 'teacherSetLessonVideo', async (request, _reply, caller) => {
    const { version, link, uploadId, keepOriginal } = request.body;
    const uploadedFile = uploadId ? await finishedVideoUpload(app, request.tenantId, uploadId) : undefined;
    const data = await setLessonVideo(request.ctx, {
      caller,
      lessonId: request.params.lessonId,
      version,
      dataDir: app.config.dataDir,
      mediaStore: app.mediaStore,
      ...(link !== undefined ? { link } : {}),
      ...(uploadedFile ? { uploadedFile } : {}),
      ...(app.config.mediaStore || !uploadedFile
        ? {}
        : {
            queueVideo: await uploadedVideoQueuer(request.ctx, {
              keepOriginal: keepOriginal ?? true,
              settingsKey: app.config.settingsKey,
            }),
          }),
    });
    return ok(SERVER_MESSAGES.lessonSaved, data);
  });

  registerEndpoint(app, 'teacherLessonAttachment', async (request, _reply, caller) => {
    const form = await readUploadForm(request, {
      fileField: 'file',
      kind: 'pdf',
      maxBytes: UPLOAD_LIMITS.pdf,
      dir: mediaDir,
      required: true,
    });
    let version: number;
    try {
      version = formVersion(form.fields);
    } catch (error) {
      await discardUpload(form.upload);
      throw error;
    }
    const title = (form.fields.title ?? '').trim().slice(0, 100) || 'PDF';
    const data = await setLessonAttachment(request.ctx, {
      caller,
      lessonId: request.params.lessonId,
      version,
      title,
      upload: form.upload!,
      mediaStore: app.mediaStore,
    });
    return ok(SERVER_MESSAGES.lessonSaved, data);
  });

  registerEndpoint(app, 'teacherRemoveLessonAttachment', async (request, _reply, caller) => {
    const data = await removeLessonAttachment(request.ctx, {
      caller,
      lessonId: request.params.lessonId,
      version: request.query.version,
    });
    return ok(SERVER_MESSAGES.lessonSaved, data);
  });
};

export default coursesRoutes;
