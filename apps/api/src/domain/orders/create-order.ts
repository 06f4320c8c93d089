import crypto from 'node:crypto';
import { SERVER_MESSAGES } from '@dars/core/messages';
import type { TenantContext } from '../../context.ts';
import { badRequest, forbidden, notFound } from '../../errors.ts';
import type { Insertable } from 'kysely';
import type { OrdersTable } from '../../db/schema.ts';
import { isUniqueViolation } from '../../db/dialect.ts';
import { isEnrolled } from '../enrolments/is-enrolled.ts';
import { findUnitOwnership } from '../units/add-unit-ownership.ts';
import { grantOrderAccess } from './grant-order-access.ts';
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
 * A student's order for a paid course, or a unit sold on its own (docs/payments.md): refused when
 * it is not an active one on sale, the student already holds it, a discount code given does not
 * apply, or (for anything left to pay) the tenant sells nothing online. The price comes from the
 * course's (or the unit's) row, less the discount; a discount of the whole price gives it at once
 * without Paymob. The order is written pending, then Paymob's intention is made with our reference
 * and this tenant's callback URLs, and its Paymob order id bound to the order; when Paymob refuses,
 * the order is removed again, so nothing half-made stays.
 */
export async function createOrder(
  ctx: TenantContext,
  access: PaymobAccess,
  options: {
    studentId: string;
    origin: string;
    discountCode?: string | undefined;
  } & ({ courseId: string; unitId?: undefined } | { unitId: number; courseId?: undefined }),
): Promise<CreatedOrder> {
  const student = await ctx.db
    .selectFrom('users')
    .select(['id', 'user_name', 'email', 'phone_number'])
    .where('tenant_id', '=', ctx.tenantId)
    .where('id', '=', options.studentId)
    .executeTakeFirst();
  if (!student) throw notFound(SERVER_MESSAGES.studentNotFound);
  const item =
    options.unitId !== undefined
      ? await unitForSale(ctx, { studentId: student.id, unitId: options.unitId })
      : await courseForSale(ctx, { studentId: student.id, courseId: options.courseId });
  const { priceCents } = item;
  const discount = options.discountCode?.trim()
    ? await applyDiscountCode(ctx.db, ctx, {
        code: options.discountCode,
        courseId: item.courseId,
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
    course_id: item.courseId,
    unit_id: item.unitId,
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
      item: { name: item.name, description: item.description || item.name },
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
 * the student given what was bought (`grantOrderAccess`), all in one transaction, without Paymob.
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
      const { id } = await trx.insertInto('orders').values(order).returning('id').executeTakeFirstOrThrow();
      await grantOrderAccess(trx, ctx, {
        id: Number(id),
        user_id: order.user_id,
        course_id: order.course_id,
        unit_id: order.unit_id ?? null,
        at: order.created_at,
      });
    });
  } catch (error) {
    if (isUniqueViolation(error)) {
      throw order.unit_id
        ? badRequest('already_owns_unit', SERVER_MESSAGES.alreadyOwnsUnit)
        : badRequest('already_enrolled', SERVER_MESSAGES.alreadyEnrolled);
    }
    throw error;
  }
}

interface ItemForSale {
  courseId: string;
  unitId: number | null;
  name: string;
  description: string;
  priceCents: number;
}

/** An active paid course the student does not hold yet. */
async function courseForSale(
  ctx: TenantContext,
  options: { studentId: string; courseId: string },
): Promise<ItemForSale> {
  const course = await ctx.db
    .selectFrom('courses')
    .select(['id', 'course_name', 'description', 'price', 'active'])
    .where('tenant_id', '=', ctx.tenantId)
    .where('id', '=', options.courseId)
    .executeTakeFirst();
  if (!course || course.active !== 1) throw notFound(SERVER_MESSAGES.courseNotFound);
  const priceCents = piastersOf(Number(course.price));
  if (priceCents <= 0) throw badRequest('course_free', SERVER_MESSAGES.courseIsFree);
  if (await isEnrolled(ctx, { studentId: options.studentId, courseId: course.id })) {
    throw badRequest('already_enrolled', SERVER_MESSAGES.alreadyEnrolled);
  }
  return {
    courseId: course.id,
    unitId: null,
    name: course.course_name,
    description: course.description,
    priceCents,
  };
}

/**
 * An active unit of an active course sold on its own (a price set, above zero), that the student
 * holds neither alone (a unit code, an earlier order) nor through its course.
 */
async function unitForSale(
  ctx: TenantContext,
  options: { studentId: string; unitId: number },
): Promise<ItemForSale> {
  const unit = await ctx.db
    .selectFrom('units')
    .innerJoin('courses', (join) =>
      join.onRef('courses.id', '=', 'units.course_id').on('courses.tenant_id', '=', ctx.tenantId),
    )
    .select([
      'units.id',
      'units.unit_name',
      'units.titel',
      'units.price',
      'units.active',
      'courses.id as courseId',
      'courses.course_name',
      'courses.active as courseActive',
    ])
    .where('units.tenant_id', '=', ctx.tenantId)
    .where('units.id', '=', options.unitId)
    .executeTakeFirst();
  if (!unit || unit.active !== 1 || unit.courseActive !== 1) throw notFound(SERVER_MESSAGES.unitNotFound);
  const priceCents = unit.price === null ? 0 : piastersOf(Number(unit.price));
  if (priceCents <= 0) throw badRequest('unit_not_for_sale', SERVER_MESSAGES.unitNotForSale);
  if (await findUnitOwnership(ctx.db, ctx, { studentId: options.studentId, unitId: Number(unit.id) })) {
    throw badRequest('already_owns_unit', SERVER_MESSAGES.alreadyOwnsUnit);
  }
  if (await isEnrolled(ctx, { studentId: options.studentId, courseId: unit.courseId })) {
    throw badRequest('already_enrolled', SERVER_MESSAGES.alreadyEnrolled);
  }
  return {
    courseId: unit.courseId,
    unitId: Number(unit.id),
    name: unit.unit_name,
    description: unit.titel ?? `${unit.course_name} · ${unit.unit_name}`,
    priceCents,
  };
}
