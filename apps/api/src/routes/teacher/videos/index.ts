import { SERVER_MESSAGES } from '@dars/core/messages';
import type { FastifyPluginAsync } from 'fastify';
import {
  grantVideoViews,
  listLessonVideos,
  setCourseViewLimit,
  setLessonViewLimit,
} from '../../../domain/videos/manage-views.ts';
import { traceWatermarkCode, watermarkKey } from '../../../domain/videos/watermark-code.ts';
import { readBunnySettings, maskedBunnySettings, saveBunnySettings } from '../../../domain/videos/index.ts';
import { createSettingsBox } from '../../../secrets/settings-box.ts';
import { ok, registerEndpoint } from '../../register-endpoint.ts';

/** Protected lesson video in the console: transcode state, view limits, extra views, the Bunny Stream library. */
const videoConsoleRoutes: FastifyPluginAsync = async (app) => {
  const codeKey = watermarkKey(app.config.jwtSecret);
  const box = createSettingsBox(app.config.settingsKey);

  registerEndpoint(app, 'teacherVideoHostSettings', async (request) =>
    ok(SERVER_MESSAGES.videoHostSettings, maskedBunnySettings(await readBunnySettings(request.ctx, box))),
  );

  registerEndpoint(app, 'teacherSaveVideoHostSettings', async (request, _reply, caller) =>
    ok(
      SERVER_MESSAGES.videoHostSettingsSaved,
      await saveBunnySettings(request.ctx, box, { caller, settings: request.body }),
    ),
  );

  registerEndpoint(app, 'teacherTraceWatermark', async (request) => {
    const data = await traceWatermarkCode(request.ctx, codeKey, request.params.code);
    return ok(SERVER_MESSAGES.watermarkCodeTraced, data);
  });

  registerEndpoint(app, 'teacherLessonVideos', async (request) => {
    const data = await listLessonVideos(request.ctx, request.params.lessonId);
    return ok(SERVER_MESSAGES.lessonVideosRetrieved, data);
  });

  registerEndpoint(app, 'teacherLessonViewLimit', async (request, _reply, caller) => {
    const data = await setLessonViewLimit(request.ctx, { caller, ...request.params, ...request.body });
    return ok(SERVER_MESSAGES.viewLimitSaved, data);
  });

  registerEndpoint(app, 'teacherCourseViewLimit', async (request, _reply, caller) => {
    const data = await setCourseViewLimit(request.ctx, { caller, ...request.params, ...request.body });
    return ok(SERVER_MESSAGES.viewLimitSaved, data);
  });

  registerEndpoint(app, 'teacherVideoViewGrant', async (request, _reply, caller) => {
    const data = await grantVideoViews(request.ctx, { caller, ...request.params, ...request.body });
    return ok(SERVER_MESSAGES.videoViewsGranted, data);
  });
};

export default videoConsoleRoutes;
