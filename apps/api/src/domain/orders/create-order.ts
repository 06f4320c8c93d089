import crypto from 'node:crypto';
import { SERVER_MESSAGES } from '@dars/core/messages';
import type { TenantContext } from '../../context.ts';
import { badRequest, forbidden, notFound } from '../../errors.ts';
import { isEnrolled } from '../enrolments/is-enrolled.ts';
import { createIntention, unifiedCheckoutUrl } from './paymob-client.ts';
import { enabledMethods, readPaymobSettings, type PaymobAccess } from './paymob-settings.ts';

export const ORDER_CURRENCY = 'EGP';

export interface CreatedOrder {
  reference: string;
  amountCents: number;
  currency: string;
  checkoutUrl: string;
}

/** Whole piasters of a price in pounds (two decimals at most). */
export const piastersOf = (price: number) => Math.round(price * 100);

/**
 * A student's order for a paid course (docs/payments.md): refused when the tenant sells nothing
 * online, the course is not an active paid one, or the student already holds it. The price comes
 * from the course row. The order is written pending, then Paymob's intention is made with our
 * reference and this tenant's callback URLs, and its Paymob order id bound to the order; when
 * Paymob refuses, the order is removed again, so nothing half-made stays.
 */
export async function createOrder(
  ctx: TenantContext,
  access: PaymobAccess,
  options: { studentId: string; courseId: string; origin: string },
): Promise<CreatedOrder> {
  const settings = await readPaymobSettings(ctx, access);
  if (!settings) throw forbidden('payments_off', SERVER_MESSAGES.paymentsOff);
  const [course, student] = await Promise.all([
    ctx.db
      .selectFrom('courses')
      .select(['id', 'course_name', 'description', 'price', 'active'])
      .where('tenant_id', '=', ctx.tenantId)
      .where('id', '=', options.courseId)
      .executeTakeFirst(),
    ctx.db
      .selectFrom('users')
      .select(['id', 'user_name', 'email', 'phone_number'])
      .where('tenant_id', '=', ctx.tenantId)
      .where('id', '=', options.studentId)
      .executeTakeFirst(),
  ]);
  if (!course || course.active !== 1) throw notFound(SERVER_MESSAGES.courseNotFound);
  if (!student) throw notFound(SERVER_MESSAGES.studentNotFound);
  const amountCents = piastersOf(Number(course.price));
  if (amountCents <= 0) throw badRequest('course_free', SERVER_MESSAGES.courseIsFree);
  if (await isEnrolled(ctx, { studentId: student.id, courseId: course.id })) {
    throw badRequest('already_enrolled', SERVER_MESSAGES.alreadyEnrolled);
  }

  const reference = crypto.randomUUID();
  const at = ctx.now().toISOString();
  const { id } = await ctx.db
    .insertInto('orders')
    .values({
      tenant_id: ctx.tenantId,
      reference,
      user_id: student.id,
      course_id: course.id,
      amount_cents: amountCents,
      currency: ORDER_CURRENCY,
      status: 'pending',
      created_at: at,
      updated_at: at,
    })
    .returning('id')
    .executeTakeFirstOrThrow();

  const [firstName = student.user_name, ...rest] = student.user_name.trim().split(/\s+/);
  const callbacks = `${options.origin}/api/payments/paymob/${encodeURIComponent(ctx.tenantId)}`;
  let intention;
  try {
    intention = await createIntention(access.apiBase, settings, {
      amountCents,
      currency: ORDER_CURRENCY,
      integrationIds: enabledMethods(settings).map((method) => settings.integrations[method]!),
      item: { name: course.course_name, description: course.description || course.course_name },
      billing: {
        firstName,
        lastName: rest.join(' ') || firstName,
        email: student.email,
        phone: student.phone_number,
      },
      reference,
      notificationUrl: `${callbacks}/processed`,
      redirectionUrl: `${callbacks}/response`,
    });
  } catch (error) {
    await ctx.db.deleteFrom('orders').where('id', '=', id).execute();
    throw error;
  }
  await ctx.db
    .updateTable('orders')
    .set({ paymob_order_id: intention.paymobOrderId, paymob_intention_id: intention.id })
    .where('id', '=', id)
    .execute();
  return {
    reference,
    amountCents,
    currency: ORDER_CURRENCY,
    checkoutUrl: unifiedCheckoutUrl(access.apiBase, settings.publicKey, intention.clientSecret),
  };
}
