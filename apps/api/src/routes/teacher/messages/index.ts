import { SERVER_MESSAGES } from '@dars/core/messages';
import type { FastifyPluginAsync } from 'fastify';
import {
  announce,
  getMessageChannels,
  listMessages,
  saveSmsChannel,
  saveWhatsAppChannel,
} from '../../../domain/messages/index.ts';
import { createSettingsBox } from '../../../secrets/settings-box.ts';
import { ok, registerEndpoint } from '../../register-endpoint.ts';

/** Message channels (Admin), announcements and the message log (staff). */
const messagesRoutes: FastifyPluginAsync = async (app) => {
  const box = createSettingsBox(app.config.settingsKey);

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
};

export default messagesRoutes;
