import { SERVER_MESSAGES } from '@dars/core/messages';
import type { FastifyPluginAsync } from 'fastify';
import { isCodeRefused, redeemUnitCode } from '../../domain/codes/index.ts';
import { listMyUnits } from '../../domain/units/index.ts';
import { guardRedemption } from '../../rate-limit/guards.ts';
import { ok, registerEndpoint } from '../register-endpoint.ts';

/** Standalone units unlocked with unit codes. */
const unitCodeRoutes: FastifyPluginAsync = async (app) => {
  registerEndpoint(app, 'enterUnitCode', async (request, reply, caller) => {
    const studentId = caller.userId;
    const data = await guardRedemption(request, reply, studentId, isCodeRefused, () =>
      redeemUnitCode(request.ctx, {
        studentId,
        code: request.query.code,
        codeHashKey: app.config.codeHashKey,
      }),
    );
    return ok(SERVER_MESSAGES.codeAccepted, data);
  });

  registerEndpoint(app, 'myUnitCodes', async (request, _reply, caller) => {
    const { pageNumber, pageSize, search, grade, term } = request.query;
    const page = await listMyUnits(request.ctx, {
      studentId: caller.userId,
      pageNumber,
      pageSize,
      search,
      grade,
      term,
    });
    const units = page.units.map(({ acquiredAt: _acquiredAt, ...unit }) => unit);
    const message = page.totalCount ? SERVER_MESSAGES.unitsFound : SERVER_MESSAGES.noUnitsYet;
    return ok(message, { ...page, units });
  });
};

export default unitCodeRoutes;
