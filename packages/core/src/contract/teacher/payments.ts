/** Orders, refunds, revenue and the tenant's Paymob settings in the console (Admin only; docs/payments.md). */
import { z } from 'zod';
import { envelope, errorEnvelopeSchema as error } from '../envelope.ts';
import { guidInputSchema, intIdInputSchema, isoDateTimeSchema } from '../common.ts';
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

/** The table's filters, without its paging, and the file's format. */
export const ordersExportQuerySchema = ordersQuerySchema
  .omit({ page: true, pageSize: true })
  .extend({ format: z.enum(['csv', 'xlsx']) });

const orderReferenceParamsSchema = z.object({ reference: z.string().trim().min(1).max(64) });

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

export const discountCodeBodySchema = z
  .object({
    code: z
      .string()
      .trim()
      .min(4)
      .max(40)
      .regex(/^[A-Za-z0-9 -]+$/, 'letters, digits, spaces and dashes'),
    kind: z.enum(['percent', 'fixed']),
    /** percent 1–100, or piasters off */
    value: z.number().int().positive().max(100_000_000),
    courseId: guidInputSchema.optional(),
    maxUses: z.number().int().positive().max(1_000_000).optional(),
    maxUsesPerStudent: z.number().int().positive().max(1000).optional(),
    expiresAt: isoDateTimeSchema.optional(),
  })
  .refine((d) => d.kind !== 'percent' || d.value <= 100, { path: ['value'], message: 'at most 100' });
export type DiscountCodeBody = z.infer<typeof discountCodeBodySchema>;

export const discountCodeSchema = z.object({
  id: z.number().int(),
  code: z.string(),
  kind: z.enum(['percent', 'fixed']),
  value: z.number().int(),
  courseId: z.string().nullable(),
  maxUses: z.number().int().nullable(),
  maxUsesPerStudent: z.number().int(),
  usedCount: z.number().int(),
  expiresAt: z.string().nullable(),
  createdAt: z.string(),
  /** set: the teacher disabled it; it is refused from then on */
  disabledAt: z.string().nullable(),
});
export type DiscountCode = z.infer<typeof discountCodeSchema>;

export const paymentsTeacherEndpoints = {
  teacherDiscountCodes: {
    ...TEACHER_ENDPOINT_ROUTES.teacherDiscountCodes,
    response: envelope(z.array(discountCodeSchema)),
    error,
    ours: true,
    summary: "The tenant's discount codes, newest first, with how often each was used.",
  },
  teacherCreateDiscountCode: {
    ...TEACHER_ENDPOINT_ROUTES.teacherCreateDiscountCode,
    body: discountCodeBodySchema,
    response: envelope(discountCodeSchema),
    error,
    ours: true,
    summary: 'Make a discount code: percent or fixed, one course or all, usage limits, expiry (audited).',
  },
  teacherDisableDiscountCode: {
    ...TEACHER_ENDPOINT_ROUTES.teacherDisableDiscountCode,
    params: z.object({ codeId: intIdInputSchema }),
    response: envelope(discountCodeSchema),
    error,
    ours: true,
    summary: 'Disable a discount code: it is refused from then on; orders already made keep it (audited).',
  },
  teacherOrder: {
    ...TEACHER_ENDPOINT_ROUTES.teacherOrder,
    params: orderReferenceParamsSchema,
    response: envelope(orderSchema),
    error,
    ours: true,
    summary: 'One order by its reference (the printable receipt).',
  },
  teacherOrdersExport: {
    ...TEACHER_ENDPOINT_ROUTES.teacherOrdersExport,
    query: ordersExportQuerySchema,
    /** a CSV or XLSX file, streamed */
    response: z.string(),
    error,
    ours: true,
    summary: "The orders the table's filters select, as a formula-safe CSV or XLSX file (audited).",
  },
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
    params: orderReferenceParamsSchema,
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
