/** Online payments, the student's side and Paymob's callbacks (ours; docs/payments.md). */
import { z } from 'zod';
import { guidInputSchema, intIdInputSchema } from './common.ts';
import { envelope, errorEnvelopeSchema as error } from './envelope.ts';
import type { EndpointDefinition } from './endpoint-definition.ts';
import { ENDPOINT_ROUTES } from './routes.ts';

export const paymentMethodSchema = z.enum(['card', 'wallet', 'kiosk']);
export const orderStatusSchema = z.enum(['pending', 'paid', 'failed', 'refunded']);
export type OrderStatus = z.infer<typeof orderStatusSchema>;

export const orderSchema = z.object({
  reference: z.string(),
  courseId: z.string(),
  courseName: z.string(),
  /** a unit sold on its own (null: the course) */
  unitId: z.number().int().nullable(),
  unitName: z.string().nullable(),
  studentId: z.string(),
  studentName: z.string(),
  /** piasters */
  amountCents: z.number().int(),
  /** piasters off the price by a discount code */
  discountCents: z.number().int(),
  refundedCents: z.number().int(),
  currency: z.string(),
  status: orderStatusSchema,
  method: z.string().nullable(),
  /** the kiosk reference to pay at, while the order waits for the cash */
  billReference: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
  paidAt: z.string().nullable(),
  /** each refund, oldest first: in one order's answer (the receipt), not in lists */
  refunds: z.array(z.object({ amountCents: z.number().int(), refundedAt: z.string() })).optional(),
});
export type Order = z.infer<typeof orderSchema>;

export const paymentOptionsResponseSchema = envelope(
  z.object({
    online: z.boolean(),
    methods: z.array(paymentMethodSchema),
    /** the tenant has a discount code still usable: the discount box shows even when not online */
    discountCodes: z.boolean(),
  }),
);

/** What is bought: a paid course, or a unit sold on its own (exactly one of the two). */
export const createOrderBodySchema = z
  .object({
    courseId: guidInputSchema.optional(),
    unitId: intIdInputSchema.optional(),
    /** a discount code, as typed */
    discountCode: z.string().trim().max(40).optional(),
  })
  .refine((body) => (body.courseId === undefined) !== (body.unitId === undefined), {
    path: ['courseId'],
    message: 'a course or a unit, one of the two',
  });
export const createOrderResponseSchema = envelope(
  z.object({
    reference: z.string(),
    /** what the student pays, piasters (the price less the discount) */
    amountCents: z.number().int(),
    currency: z.string(),
    /** paid: a discount code covered the whole price and the student is enrolled */
    status: z.enum(['pending', 'paid']),
    /** Paymob's Unified Checkout, where the browser goes next; null when nothing is left to pay */
    checkoutUrl: z.string().nullable(),
  }),
);

const referenceSchema = z.string().trim().min(1).max(64);

const tenantParamsSchema = z.object({ tenantId: z.string().trim().min(1).max(100) });
/** Paymob's query values: strings, as sent (the HMAC is checked over them as they are). */
const paymobQuerySchema = z.record(z.string(), z.union([z.string(), z.array(z.string())]));

export const paymentsEndpoints = {
  paymentOptions: {
    ...ENDPOINT_ROUTES.paymentOptions,
    response: paymentOptionsResponseSchema,
    error,
    ours: true,
    summary:
      'Whether the tenant takes online payments, by which methods (none without settings), and whether a discount code is usable.',
  },
  createOrder: {
    ...ENDPOINT_ROUTES.createOrder,
    body: createOrderBodySchema,
    response: createOrderResponseSchema,
    error,
    ours: true,
    summary:
      'A pending order for a paid course or a unit sold on its own, and its Paymob checkout (refused when already held).',
  },
  myOrders: {
    ...ENDPOINT_ROUTES.myOrders,
    response: envelope(z.array(orderSchema)),
    error,
    ours: true,
    summary: "The caller's orders, newest first.",
  },
  myOrder: {
    ...ENDPOINT_ROUTES.myOrder,
    params: z.object({ reference: referenceSchema }),
    response: envelope(orderSchema),
    error,
    ours: true,
    summary: "One of the caller's orders (the course page polls it after the checkout).",
  },
  paymobProcessed: {
    ...ENDPOINT_ROUTES.paymobProcessed,
    params: tenantParamsSchema,
    query: z.object({ hmac: z.string().max(256).optional() }).catchall(z.unknown()),
    body: z
      .object({ type: z.string().optional(), obj: z.record(z.string(), z.unknown()) })
      .catchall(z.unknown()),
    response: envelope(z.object({ status: orderStatusSchema })),
    error,
    ours: true,
    summary: "Paymob's transaction-processed callback (HMAC-SHA512 checked).",
  },
  paymobResponse: {
    ...ENDPOINT_ROUTES.paymobResponse,
    params: tenantParamsSchema,
    query: paymobQuerySchema,
    response: z.unknown(),
    error,
    ours: true,
    summary: "Paymob's transaction-response callback: the student's browser, redirected to the course page.",
  },
} as const satisfies Record<string, EndpointDefinition>;
