/** Orders, refunds, revenue and the tenant's Paymob settings in the console (Admin only; docs/payments.md). */
import { z } from 'zod';
import { envelope, errorEnvelopeSchema as error } from '../envelope.ts';
import { guidInputSchema, isoDateTimeSchema } from '../common.ts';
import type { EndpointDefinition } from '../endpoint-definition.ts';
import { orderSchema, orderStatusSchema, paymentMethodSchema } from '../payments.ts';
import { TEACHER_ENDPOINT_ROUTES } from './routes.ts';
import { consolePageSchema, consolePagingQuerySchema } from './common.ts';

export const ordersQuerySchema = consolePagingQuerySchema.extend({
  status: orderStatusSchema.optional(),
  method: paymentMethodSchema.optional(),
  courseId: guidInputSchema.optional(),
  from: isoDateTimeSchema.optional(),
  to: isoDateTimeSchema.optional(),
  search: z.string().trim().max(100).optional(),
});

export const refundOrderBodySchema = z.object({
  /** piasters; absent: everything not yet refunded */
  amountCents: z.number().int().positive().max(100_000_000).optional(),
});

const integrationIdSchema = z.number().int().positive().max(2_147_483_647);
const keySchema = z.string().trim().min(8).max(2000);

/** A save: keys left out keep what is stored (the console shows them masked). */
export const paymentSettingsBodySchema = z.object({
  secretKey: keySchema.optional(),
  publicKey: z.string().trim().min(8).max(2000),
  hmacSecret: keySchema.optional(),
  apiKey: keySchema.optional(),
  integrations: z.object({
    card: integrationIdSchema.optional(),
    wallet: integrationIdSchema.optional(),
    kiosk: integrationIdSchema.optional(),
  }),
});
export type PaymentSettingsBody = z.infer<typeof paymentSettingsBodySchema>;

export const paymentSettingsViewSchema = z
  .object({
    secretKey: z.string(),
    publicKey: z.string(),
    hmacSecret: z.string(),
    apiKey: z.string(),
    integrations: z.object({
      card: z.number().int().optional(),
      wallet: z.number().int().optional(),
      kiosk: z.number().int().optional(),
    }),
  })
  .nullable();

export const revenueQuerySchema = z.object({ from: isoDateTimeSchema, to: isoDateTimeSchema });
export const revenueSchema = z.object({
  totalCents: z.number().int(),
  byDay: z.array(z.object({ day: z.string(), amountCents: z.number().int() })),
  byCourse: z.array(
    z.object({
      courseId: z.string(),
      courseName: z.string(),
      amountCents: z.number().int(),
      orders: z.number().int(),
    }),
  ),
});

export const paymentsTeacherEndpoints = {
  teacherOrders: {
    ...TEACHER_ENDPOINT_ROUTES.teacherOrders,
    query: ordersQuerySchema,
    response: envelope(consolePageSchema(orderSchema)),
    error,
    ours: true,
    summary: 'Orders, newest first: filter by status, method, course and date; search by student.',
  },
  teacherRefundOrder: {
    ...TEACHER_ENDPOINT_ROUTES.teacherRefundOrder,
    params: z.object({ reference: z.string().trim().min(1).max(64) }),
    body: refundOrderBodySchema,
    response: envelope(
      z.object({ reference: z.string(), status: orderStatusSchema, refundedCents: z.number().int() }),
    ),
    error,
    ours: true,
    summary:
      'Refund a paid order through Paymob, fully or in part; a full refund removes the access (audited).',
  },
  teacherRevenue: {
    ...TEACHER_ENDPOINT_ROUTES.teacherRevenue,
    query: revenueQuerySchema,
    response: envelope(revenueSchema),
    error,
    ours: true,
    summary: 'Money kept from paid orders (paid minus refunded) per day and per course.',
  },
  teacherPaymentSettings: {
    ...TEACHER_ENDPOINT_ROUTES.teacherPaymentSettings,
    response: envelope(paymentSettingsViewSchema),
    error,
    ours: true,
    summary: "The tenant's Paymob settings, keys masked (null: no online payment).",
  },
  teacherSavePaymentSettings: {
    ...TEACHER_ENDPOINT_ROUTES.teacherSavePaymentSettings,
    body: paymentSettingsBodySchema,
    response: envelope(paymentSettingsViewSchema),
    error,
    ours: true,
    summary: "Save the tenant's Paymob settings, sealed at rest (audited, keys never in the entry).",
  },
} as const satisfies Record<string, EndpointDefinition>;
