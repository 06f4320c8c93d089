import { SERVER_MESSAGES } from '@dars/core/messages';
import { teacherCodesMessages } from '@dars/core/messages/areas/teacher-codes';
import type { FastifyPluginAsync } from 'fastify';
import {
  createCodeBatch,
  listCodeBatches,
  listCodeTargets,
  lookUpCode,
  makeCodeCards,
  revokeCodeBatch,
} from '../../../domain/codes/index.ts';
import { summarizeBatches, findBatch } from '../../../domain/codes/batch-summaries.ts';
import { codeBatchCsv, codeBatchFile } from '../../../domain/codes/code-batch-csv.ts';
import { readUnusedCodes } from '../../../domain/codes/read-unused-codes.ts';
import { SPREADSHEET_CONTENT_TYPES } from '../../../files/index.ts';
import { createSettingsBox } from '../../../secrets/settings-box.ts';
import { teacherNameOf } from '../../../domain/codes/list-code-targets.ts';
import { ok, registerEndpoint } from '../../register-endpoint.ts';
import { requireStaffPermission } from '../../../domain/staff/index.ts';

/** Cards are printed for the centre's students: their captions are the Arabic catalogue texts. */
const CARD_CAPTIONS = {
  course: teacherCodesMessages['teacher.codes.card.courseCaption'].ar,
  unit: teacherCodesMessages['teacher.codes.card.unitCaption'].ar,
};

/**
 * Code batches: create (codes shown once, sealed copies kept), list with counts, print cards, look
 * up, revoke, and the teacher's download of a batch's unused codes again.
 */
const codeRoutes: FastifyPluginAsync = async (app) => {
  const codeBox = createSettingsBox(app.config.settingsKey);

  registerEndpoint(app, 'teacherCodeTargets', async (request) => {
    const data = await listCodeTargets(request.ctx);
    return ok(SERVER_MESSAGES.codeTargetsRetrieved, data);
  });

  registerEndpoint(app, 'teacherCodeBatches', async (request) => {
    const data = await listCodeBatches(request.ctx, request.query);
    return ok(SERVER_MESSAGES.codeBatchesRetrieved, data);
  });

  registerEndpoint(app, 'teacherCreateCodeBatch', async (request, _reply, caller) => {
    await requireStaffPermission(request.ctx, caller, 'createCodes');
    const { kind, targetId, count, label, expiresAt } = request.body;
    const created = await createCodeBatch(request.ctx, {
      kind,
      targetId,
      count,
      label: label ?? null,
      expiresAt: expiresAt ?? null,
      actor: caller,
      codeHashKey: app.config.codeHashKey,
      codeBox,
    });
    const row = await findBatch(request.ctx.db, request.ctx, created.batchId);
    const [batch] = await summarizeBatches(request.ctx.db, request.ctx, row ? [row] : []);
    if (!batch) throw new Error('the new batch was not found');
    return ok(SERVER_MESSAGES.codeBatchCreated, {
      batch,
      codes: created.codes,
      csv: codeBatchCsv(batch, created.codes),
      teacherName: await teacherNameOf(request.ctx),
    });
  });

  registerEndpoint(app, 'teacherCodeCards', async (request) => {
    const data = await makeCodeCards(request.ctx, {
      batchId: request.params.batchId,
      codes: request.body.codes,
      siteOrigin: request.body.siteOrigin,
      codeHashKey: app.config.codeHashKey,
      captions: CARD_CAPTIONS,
    });
    return ok(SERVER_MESSAGES.codeCardsCreated, data);
  });

  registerEndpoint(app, 'teacherRevokeCodeBatch', async (request, _reply, caller) => {
    const data = await revokeCodeBatch(request.ctx, { batchId: request.params.batchId, actor: caller });
    return ok(SERVER_MESSAGES.codeBatchRevoked, data);
  });

  registerEndpoint(app, 'teacherCodeBatchDownload', async (request, reply, caller) => {
    const { format } = request.query;
    const { batch, codes } = await readUnusedCodes(request.ctx, {
      batchId: request.params.batchId,
      caller,
      format,
      codeBox,
    });
    return reply
      .header('Content-Type', SPREADSHEET_CONTENT_TYPES[format])
      .header('Content-Disposition', `attachment; filename="codes-${batch.id}-unused.${format}"`)
      .send(codeBatchFile(batch, codes, format));
  });

  registerEndpoint(app, 'teacherLookupCode', async (request) => {
    const data = await lookUpCode(request.ctx, {
      code: request.query.code,
      codeHashKey: app.config.codeHashKey,
    });
    return ok(SERVER_MESSAGES.codeFound, data);
  });
};

export default codeRoutes;
