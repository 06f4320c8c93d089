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
import { hasUsableDiscountCodes } from '../../domain/orders/discount-codes.ts';
import { guardOrderCreation } from '../../rate-limit/guards.ts';
import { ok, registerEndpoint } from '../register-endpoint.ts';
import { paymobAccessOf, siteOrigin } from './paymob-access.ts';

/** Online payments: the student's orders and Paymob's two callbacks (docs/payments.md). */
const paymentRoutes: FastifyPluginAsync = async (app) => {
  const access = paymobAccessOf(app);

  registerEndpoint(app, 'paymentOptions', async (request) => {
    const [settings, discountCodes] = await Promise.all([
      readPaymobSettings(request.ctx, access),
      hasUsableDiscountCodes(request.ctx),
    ]);
    return ok(SERVER_MESSAGES.paymentOptions, {
      online: settings !== null,
      methods: settings ? enabledMethods(settings) : [],
      discountCodes,
    });
  });

  registerEndpoint(app, 'createOrder', async (request, reply, caller) => {
    await guardOrderCreation(request, reply, caller.userId);
    const { courseId, unitId, discountCode } = request.body;
    const what = unitId !== undefined ? { unitId } : { courseId: courseId! };
    const order = await createOrder(request.ctx, access, {
      studentId: caller.userId,
      ...what,
      discountCode,
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
