import { SERVER_MESSAGES } from '@dars/core/messages';
import type { FastifyPluginAsync } from 'fastify';
import {
  announce,
  getMessageChannels,
  listMessageJobs,
  listMessages,
  listTemplates,
  previewAnnouncement,
  readChannel,
  resetTemplate,
  saveSmsChannel,
  saveTemplate,
  saveWhatsAppChannel,
} from '../../../domain/messages/index.ts';
import { createSettingsBox } from '../../../secrets/settings-box.ts';
import { ok, registerEndpoint } from '../../register-endpoint.ts';

/** Message channels and templates (Admin), announcements, the message log and jobs (staff). */
const messagesRoutes: FastifyPluginAsync = async (app) => {
  const box = createSettingsBox(app.config.settingsKey);
  /** what the templates take from the WhatsApp channel: its language and stored template names */
  const channelNames = async (request: { ctx: Parameters<typeof getMessageChannels>[0] }) =>
    (await readChannel(request.ctx.db, box, request.ctx.tenantId, 'whatsapp')).settings;

  registerEndpoint(app, 'teacherMessageChannels', async (request) => {
    return ok(SERVER_MESSAGES.messageChannelsRetrieved, await getMessageChannels(request.ctx, box));
  });

  registerEndpoint(app, 'teacherWhatsAppChannelSave', async (request, _reply, caller) => {
    const data = await saveWhatsAppChannel(request.ctx, box, { caller, ...request.body });
    return ok(SERVER_MESSAGES.messageChannelSaved, data);
  });

  registerEndpoint(app, 'teacherSmsChannelSave', async (request, _reply, caller) => {
    const data = await saveSmsChannel(request.ctx, box, { caller, ...request.body });
    return ok(SERVER_MESSAGES.messageChannelSaved, data);
  });

  registerEndpoint(app, 'teacherMessageTemplates', async (request) => {
    const items = await listTemplates(request.ctx, await channelNames(request));
    return ok(SERVER_MESSAGES.messageTemplatesRetrieved, { items });
  });

  registerEndpoint(app, 'teacherMessageTemplateSave', async (request, _reply, caller) => {
    const data = await saveTemplate(request.ctx, {
      caller,
      ...request.body,
      channel: await channelNames(request),
    });
    return ok(SERVER_MESSAGES.messageTemplateSaved, data);
  });

  registerEndpoint(app, 'teacherMessageTemplateReset', async (request, _reply, caller) => {
    const data = await resetTemplate(request.ctx, {
      caller,
      ...request.query,
      channel: await channelNames(request),
    });
    return ok(SERVER_MESSAGES.messageTemplateSaved, data);
  });

  registerEndpoint(app, 'teacherAnnouncePreview', async (request) => {
    const data = await previewAnnouncement(request.ctx, box, {
      quietHours: app.config.messagesQuietHours,
      ...request.body,
    });
    return ok(SERVER_MESSAGES.announcementPreviewed, data);
  });

  registerEndpoint(app, 'teacherAnnounce', async (request, _reply, caller) => {
    const data = await announce(request.ctx, {
      caller,
      quietHours: app.config.messagesQuietHours,
      ...request.body,
    });
    return ok(SERVER_MESSAGES.announcementQueued, data);
  });

  registerEndpoint(app, 'teacherMessageLog', async (request) => {
    return ok(SERVER_MESSAGES.messagesRetrieved, await listMessages(request.ctx, request.query));
  });

  registerEndpoint(app, 'teacherMessageJobs', async (request) => {
    return ok(SERVER_MESSAGES.messageJobsRetrieved, await listMessageJobs(request.ctx, request.query));
  });
};

export default messagesRoutes;
