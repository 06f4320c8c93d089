import crypto from 'node:crypto';
import { SERVER_MESSAGES } from '@dars/core/messages';
import type { TenantContext } from '../../context.ts';
import { badRequest, forbidden, notFound } from '../../errors.ts';
import type { Insertable } from 'kysely';
import type { OrdersTable } from '../../db/schema.ts';
import { isUniqueViolation } from '../../db/dialect.ts';
import { addEnrolment } from '../enrolments/add-enrolment.ts';
import { isEnrolled } from '../enrolments/is-enrolled.ts';
import { applyDiscountCode, useDiscountCode } from './discount-codes.ts';
import { createIntention, unifiedCheckoutUrl } from './paymob-client.ts';
import { enabledMethods, readPaymobSettings, type PaymobAccess } from './paymob-settings.ts';

export const ORDER_CURRENCY = 'EGP';

export interface CreatedOrder {
  reference: string;
  amountCents: number;
  currency: string;
  status: 'pending' | 'paid';
  /** Paymob's checkout; null when a discount code covered the whole price (already enrolled) */
  checkoutUrl: string | null;
}

/** Whole piasters of a price in pounds (two decimals at most). */
export const piastersOf = (price: number) => Math.round(price * 100);

/**
 * A student's order for a paid course (docs/payments.md): refused when the course is not an active
 * paid one, the student already holds it, a discount code given does not apply, or (for anything
 * left to pay) the tenant sells nothing online. The price comes from the course row, less the
 * discount; a discount of the whole price enrols at once without Paymob. The order is written pending, then Paymob's intention is made with our
 * reference and this tenant's callback URLs, and its Paymob order id bound to the order; when
 * Paymob refuses, the order is removed again, so nothing half-made stays.
 */
export async function createOrder(
  ctx: TenantContext,
  access: PaymobAccess,
  options: { studentId: string; courseId: string; origin: string; discountCode?: string | undefined },
): Promise<CreatedOrder> {
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
  const priceCents = piastersOf(Number(course.price));
  if (priceCents <= 0) throw badRequest('course_free', SERVER_MESSAGES.courseIsFree);
  if (await isEnrolled(ctx, { studentId: student.id, courseId: course.id })) {
    throw badRequest('already_enrolled', SERVER_MESSAGES.alreadyEnrolled);
  }
  const discount = options.discountCode?.trim()
    ? await applyDiscountCode(ctx.db, ctx, {
        code: options.discountCode,
        courseId: course.id,
        studentId: student.id,
        priceCents,
      })
    : null;
  const amountCents = priceCents - (discount?.discountCents ?? 0);
  const reference = crypto.randomUUID();
  const at = ctx.now().toISOString();
  const row = {
    tenant_id: ctx.tenantId,
    reference,
    user_id: student.id,
    course_id: course.id,
    amount_cents: amountCents,
    discount_cents: discount?.discountCents ?? 0,
    discount_code_id: discount?.id ?? null,
    currency: ORDER_CURRENCY,
    created_at: at,
    updated_at: at,
  };
  if (amountCents === 0) {
    await enrolWithoutPayment(ctx, { ...row, status: 'paid', method: 'discount', paid_at: at }, discount!.id);
    return { reference, amountCents, currency: ORDER_CURRENCY, status: 'paid', checkoutUrl: null };
  }

  const settings = await readPaymobSettings(ctx, access);
  if (!settings) throw forbidden('payments_off', SERVER_MESSAGES.paymentsOff);
  const { id } = await ctx.db
    .insertInto('orders')
    .values({ ...row, status: 'pending' })
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
    status: 'pending',
    checkoutUrl: unifiedCheckoutUrl(access.apiBase, settings.publicKey, intention.clientSecret),
  };
}

/**
 * A discount code covered the whole price: the order is written paid, the code's use counted and
 * the student enrolled through `addEnrolment`, all in one transaction, without Paymob.
 */
async function enrolWithoutPayment(
  ctx: TenantContext,
  order: Insertable<OrdersTable>,
  discountCodeId: number,
): Promise<void> {
  try {
    await ctx.db.transaction().execute(async (trx) => {
      if (!(await useDiscountCode(trx, ctx, discountCodeId))) {
        throw badRequest('discount_code_used_up', SERVER_MESSAGES.discountCodeUsedUp);
      }
      await trx.insertInto('orders').values(order).execute();
      await addEnrolment(trx, ctx, {
        studentId: order.user_id,
        courseId: order.course_id,
        at: order.created_at,
        source: 'order',
      });
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw badRequest('already_enrolled', SERVER_MESSAGES.alreadyEnrolled);
    throw error;
  }
}
