import {
  enterUnitCodeQuerySchema,
  enterUnitCodeResponseSchema,
  myUnitCodesQuerySchema,
  myUnitCodesResponseSchema,
} from '@dars/core/contract';
import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { isCodeNotFound, redeemUnitCode } from '../../domain/codes/index.ts';
import { listMyUnits } from '../../domain/units/index.ts';
import { unauthorized } from '../../errors.ts';
import { guardRedemption } from '../../rate-limit/guards.ts';

export const CODE_ACCEPTED = 'Code accepted.';

const unitCodeRoutes: FastifyPluginAsync = async (root) => {
  const app = root.withTypeProvider<ZodTypeProvider>();

  app.post(
    '/api/UnitCode/EnterCode',
    {
      preHandler: app.requireAuth,
      schema: {
        tags: ['Unit codes'],
        summary: 'Unlock a standalone unit with a single-use unit code',
        querystring: enterUnitCodeQuerySchema,
        response: { 200: enterUnitCodeResponseSchema },
      },
    },
    async (request, reply) => {
      if (!request.caller) throw unauthorized();
      const studentId = request.caller.userId;
      const data = await guardRedemption(request, reply, studentId, isCodeNotFound, () =>
        redeemUnitCode(request.ctx, {
          studentId,
          code: request.query.code,
          codeHashKey: app.config.codeHashKey,
        }),
      );
      return { success: true, message: CODE_ACCEPTED, data };
    },
  );

  app.get(
    '/api/UnitCode/GetMyUnitCodes',
    {
      preHandler: app.requireAuth,
      schema: {
        tags: ['Unit codes'],
        summary: "The caller's unlocked units, paged; optional search (Arabic-aware), grade and term filters",
        querystring: myUnitCodesQuerySchema,
        response: { 200: myUnitCodesResponseSchema },
      },
    },
    async (request) => {
      if (!request.caller) throw unauthorized();
      const { pageNumber, pageSize, search, grade, term } = request.query;
      const page = await listMyUnits(request.ctx, {
        studentId: request.caller.userId,
        pageNumber,
        pageSize,
        search,
        grade,
        term,
      });
      const units = page.units.map(({ acquiredAt: _acquiredAt, ...unit }) => unit);
      return {
        success: true,
        message: page.totalCount ? 'Units found.' : 'No units yet.',
        data: { ...page, units },
      };
    },
  );
};

export default unitCodeRoutes;
