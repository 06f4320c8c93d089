import { SERVER_MESSAGES } from '@dars/core/messages';
import type { FastifyPluginAsync } from 'fastify';
import { SPREADSHEET_CONTENT_TYPES } from '../../../files/index.ts';
import {
  exportOrders,
  findOrder,
  listOrders,
  refundOrder,
  summariseRevenue,
} from '../../../domain/orders/index.ts';
import {
  createDiscountCode,
  disableDiscountCode,
  listDiscountCodes,
} from '../../../domain/orders/discount-codes.ts';
import {
  readPaymentSettingsView,
  savePaymentSettings,
} from '../../../domain/orders/save-payment-settings.ts';
import { ok, registerEndpoint } from '../../register-endpoint.ts';
import { paymobAccessOf } from '../../payments/paymob-access.ts';

/** The Admin's orders table, refunds, revenue and Paymob settings (docs/payments.md). */
const paymentConsoleRoutes: FastifyPluginAsync = async (app) => {
  const access = paymobAccessOf(app);

  registerEndpoint(app, 'teacherOrders', async (request) =>
    ok(SERVER_MESSAGES.ordersRetrieved, await listOrders(request.ctx, request.query)),
  );

  registerEndpoint(app, 'teacherOrder', async (request) =>
    ok(SERVER_MESSAGES.ordersRetrieved, await findOrder(request.ctx, request.params)),
  );

  registerEndpoint(app, 'teacherOrdersExport', async (request, reply, caller) => {
    const { format, ...filters } = request.query;
    const file = await exportOrders(request.ctx, { caller, format, filters });
    const day = request.ctx.now().toISOString().slice(0, 10);
    return reply
      .header('Content-Type', SPREADSHEET_CONTENT_TYPES[format])
      .header('Content-Disposition', `attachment; filename="orders-${day}.${format}"`)
      .send(file);
  });

  registerEndpoint(app, 'teacherRefundOrder', async (request, _reply, caller) => {
    const refunded = await refundOrder(request.ctx, access, {
      caller,
      reference: request.params.reference,
      amountCents: request.body.amountCents,
    });
    return ok(SERVER_MESSAGES.orderRefunded, refunded);
  });

  registerEndpoint(app, 'teacherRevenue', async (request) =>
    ok(SERVER_MESSAGES.ordersRetrieved, await summariseRevenue(request.ctx, request.query)),
  );

  registerEndpoint(app, 'teacherDiscountCodes', async (request) =>
    ok(SERVER_MESSAGES.discountCodes, await listDiscountCodes(request.ctx)),
  );

  registerEndpoint(app, 'teacherCreateDiscountCode', async (request, _reply, caller) =>
    ok(
      SERVER_MESSAGES.discountCodeCreated,
      await createDiscountCode(request.ctx, { caller, input: request.body }),
    ),
  );

  registerEndpoint(app, 'teacherDisableDiscountCode', async (request, _reply, caller) =>
    ok(
      SERVER_MESSAGES.discountCodeDisabled,
      await disableDiscountCode(request.ctx, { caller, codeId: request.params.codeId }),
    ),
  );

  registerEndpoint(app, 'teacherPaymentSettings', async (request) =>
    ok(SERVER_MESSAGES.paymentOptions, await readPaymentSettingsView(request.ctx, access)),
  );

  registerEndpoint(app, 'teacherSavePaymentSettings', async (request, _reply, caller) =>
    ok(
      SERVER_MESSAGES.paymentSettingsSaved,
      await savePaymentSettings(request.ctx, access, { caller, settings: request.body }),
    ),
  );
};

export default paymentConsoleRoutes;
