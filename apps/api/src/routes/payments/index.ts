import { SERVER_MESSAGES } from '@dars/core/messages';
import type { FastifyPluginAsync } from 'fastify';
import {
  acceptProcessedCallback,
  acceptResponseCallback,
  createOrder,
  enabledMethods,
  findMyOrder,
  listMyOrders,
  readPaymobSettings,
} from '../../domain/orders/index.ts';
import { guardOrderCreation } from '../../rate-limit/guards.ts';
import { ok, registerEndpoint } from '../register-endpoint.ts';
import { paymobAccessOf, siteOrigin } from './paymob-access.ts';

/** Online payments: the student's orders and Paymob's two callbacks (docs/payments.md). */
const paymentRoutes: FastifyPluginAsync = async (app) => {
  const access = paymobAccessOf(app);

  registerEndpoint(app, 'paymentOptions', async (request) => {
    const settings = await readPaymobSettings(request.ctx, access);
    return ok(SERVER_MESSAGES.paymentOptions, {
      online: settings !== null,
      methods: settings ? enabledMethods(settings) : [],
    });
  });

  registerEndpoint(app, 'createOrder', async (request, reply, caller) => {
    await guardOrderCreation(request, reply, caller.userId);
    const order = await createOrder(request.ctx, access, {
      studentId: caller.userId,
      courseId: request.body.courseId,
      discountCode: request.body.discountCode,
      origin: siteOrigin(request),
    });
    return ok(SERVER_MESSAGES.orderCreated, order);
  });

  registerEndpoint(app, 'myOrders', async (request, _reply, caller) =>
    ok(SERVER_MESSAGES.ordersRetrieved, await listMyOrders(request.ctx, { studentId: caller.userId })),
  );

  registerEndpoint(app, 'myOrder', async (request, _reply, caller) =>
    ok(
      SERVER_MESSAGES.ordersRetrieved,
      await findMyOrder(request.ctx, { studentId: caller.userId, reference: request.params.reference }),
    ),
  );

  registerEndpoint(app, 'paymobProcessed', async (request) => {
    const settled = await acceptProcessedCallback(request.ctx, access, {
      body: request.body,
      hmac: request.query.hmac,
    });
    return ok(SERVER_MESSAGES.paymentNoticeAccepted, { status: settled.status });
  });

  // the student's browser comes back here from the checkout; it goes on to the course page, which
  // shows the order's outcome (`?order=` names it)
  registerEndpoint(app, 'paymobResponse', async (request, reply) => {
    const settled = await acceptResponseCallback(request.ctx, access, request.query);
    const query = new URLSearchParams({ order: settled.reference });
    return reply.redirect(`/courses/${encodeURIComponent(settled.courseId)}?${query.toString()}`, 302);
  });
};

export default paymentRoutes;
