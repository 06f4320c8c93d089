import type { Kysely } from 'kysely';
import { SERVER_MESSAGES } from '@dars/core/messages';
import type { Caller, TenantContext } from '../../context.ts';
import type { Database } from '../../db/schema.ts';
import { isUniqueViolation } from '../../db/dialect.ts';
import { badRequest, conflict, notFound } from '../../errors.ts';
import { auditedWrite } from '../audit/audited-write.ts';

/** A discount code as typed: case, spaces and dashes do not matter. */
export const normaliseDiscountCode = (text: string) => text.replace(/[\s-]+/g, '').toUpperCase();

export interface DiscountCodeInput {
  code: string;
  kind: 'percent' | 'fixed';
  /** percent 1–100, or piasters off */
  value: number;
  courseId?: string | undefined;
  maxUses?: number | undefined;
  maxUsesPerStudent?: number | undefined;
  expiresAt?: string | undefined;
}

export interface DiscountCodeView {
  id: number;
  code: string;
  kind: 'percent' | 'fixed';
  value: number;
  courseId: string | null;
  maxUses: number | null;
  maxUsesPerStudent: number;
  usedCount: number;
  expiresAt: string | null;
  createdAt: string;
  disabledAt: string | null;
}

/** The Admin (or the admin command) makes a discount code; audited. */
export async function createDiscountCode(
  ctx: TenantContext,
  options: { caller: Caller; input: DiscountCodeInput },
): Promise<DiscountCodeView> {
  const { input } = options;
  const code = normaliseDiscountCode(input.code);
  if (input.kind === 'percent' && (input.value < 1 || input.value > 100)) {
    throw badRequest('validation_failed', SERVER_MESSAGES.discountPercent);
  }
  if (input.courseId) {
    const course = await ctx.db
      .selectFrom('courses')
      .select('id')
      .where('tenant_id', '=', ctx.tenantId)
      .where('id', '=', input.courseId)
      .executeTakeFirst();
    if (!course) throw notFound(SERVER_MESSAGES.courseNotFound);
  }
  const at = ctx.now().toISOString();
  try {
    return await auditedWrite(ctx, { caller: options.caller, studentsSee: false }, async ({ trx, audit }) => {
      const row = await trx
        .insertInto('discount_codes')
        .values({
          tenant_id: ctx.tenantId,
          code,
          kind: input.kind,
          value: input.value,
          course_id: input.courseId ?? null,
          max_uses: input.maxUses ?? null,
          max_uses_per_student: input.maxUsesPerStudent ?? 1,
          expires_at: input.expiresAt ? new Date(input.expiresAt).toISOString() : null,
          created_at: at,
          created_by: options.caller.userId,
        })
        .returningAll()
        .executeTakeFirstOrThrow();
      const view = toView(row);
      await audit({
        action: 'discount_code.create',
        entityType: 'discount_code',
        entityId: row.id,
        before: null,
        after: view,
      });
      return view;
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw conflict('discount_code_exists', SERVER_MESSAGES.discountCodeExists);
    throw error;
  }
}

/**
 * Whether the tenant has a discount code a student could still use (not disabled, not expired,
 * uses left): the course page then shows the discount box, even without online payment, since a
 * code covering the whole price enrols without Paymob.
 */
export async function hasUsableDiscountCodes(ctx: TenantContext): Promise<boolean> {
  const row = await ctx.db
    .selectFrom('discount_codes')
    .select('id')
    .where('tenant_id', '=', ctx.tenantId)
    .where('disabled_at', 'is', null)
    .where((eb) =>
      eb.and([
        eb.or([eb('expires_at', 'is', null), eb('expires_at', '>', ctx.now().toISOString())]),
        eb.or([eb('max_uses', 'is', null), eb('used_count', '<', eb.ref('max_uses'))]),
      ]),
    )
    .limit(1)
    .executeTakeFirst();
  return row !== undefined;
}

export async function listDiscountCodes(ctx: TenantContext): Promise<DiscountCodeView[]> {
  const rows = await ctx.db
    .selectFrom('discount_codes')
    .selectAll()
    .where('tenant_id', '=', ctx.tenantId)
    .orderBy('created_at', 'desc')
    .limit(500)
    .execute();
  return rows.map(toView);
}

/**
 * The Admin disables a discount code: it is refused from then on (as an unknown one); orders
 * already made with it keep their price. Disabling it again changes nothing. Audited.
 */
export async function disableDiscountCode(
  ctx: TenantContext,
  options: { caller: Caller; codeId: number },
): Promise<DiscountCodeView> {
  const at = ctx.now().toISOString();
  return auditedWrite(ctx, { caller: options.caller, studentsSee: false }, async ({ trx, audit }) => {
    const row = await trx
      .selectFrom('discount_codes')
      .selectAll()
      .where('tenant_id', '=', ctx.tenantId)
      .where('id', '=', options.codeId)
      .executeTakeFirst();
    if (!row) throw notFound(SERVER_MESSAGES.discountCodeNotFound);
    if (row.disabled_at !== null) return toView(row);
    await trx
      .updateTable('discount_codes')
      .set({ disabled_at: at })
      .where('tenant_id', '=', ctx.tenantId)
      .where('id', '=', row.id)
      .execute();
    const view = toView({ ...row, disabled_at: at });
    await audit({
      action: 'discount_code.disable',
      entityType: 'discount_code',
      entityId: row.id,
      before: toView(row),
      after: view,
    });
    return view;
  });
}

function toView(row: {
  id: number;
  code: string;
  kind: 'percent' | 'fixed';
  value: number;
  course_id: string | null;
  max_uses: number | null;
  max_uses_per_student: number;
  used_count: number;
  expires_at: string | null;
  created_at: string;
  disabled_at: string | null;
}): DiscountCodeView {
  return {
    id: Number(row.id),
    code: row.code,
    kind: row.kind,
    value: Number(row.value),
    courseId: row.course_id,
    maxUses: row.max_uses === null ? null : Number(row.max_uses),
    maxUsesPerStudent: Number(row.max_uses_per_student),
    usedCount: Number(row.used_count),
    expiresAt: row.expires_at,
    createdAt: row.created_at,
    disabledAt: row.disabled_at,
  };
}

export interface AppliedDiscount {
  id: number;
  discountCents: number;
}

/**
 * The discount a code gives this student on this course at this price, or a refusal (400
 * `discount_code_invalid`: unknown, expired or for another course; `discount_code_used_up`: no use
 * left in total or for this student). Uses are counted by paid orders (`useDiscountCode`).
 */
export async function applyDiscountCode(
  db: Kysely<Database>,
  ctx: Pick<TenantContext, 'tenantId' | 'now'>,
  options: { code: string; courseId: string; studentId: string; priceCents: number },
): Promise<AppliedDiscount> {
  const row = await db
    .selectFrom('discount_codes')
    .selectAll()
    .where('tenant_id', '=', ctx.tenantId)
    .where('code', '=', normaliseDiscountCode(options.code))
    .executeTakeFirst();
  const invalid = () => badRequest('discount_code_invalid', SERVER_MESSAGES.discountCodeInvalid);
  if (!row || row.disabled_at !== null) throw invalid();
  if (row.expires_at && row.expires_at <= ctx.now().toISOString()) throw invalid();
  if (row.course_id && row.course_id !== options.courseId) throw invalid();
  const usedUp = () => badRequest('discount_code_used_up', SERVER_MESSAGES.discountCodeUsedUp);
  if (row.max_uses !== null && Number(row.used_count) >= Number(row.max_uses)) throw usedUp();
  const { count } = await db
    .selectFrom('orders')
    .select((eb) => eb.fn.countAll<number | string>().as('count'))
    .where('tenant_id', '=', ctx.tenantId)
    .where('user_id', '=', options.studentId)
    .where('discount_code_id', '=', row.id)
    .where('status', 'in', ['paid', 'refunded'])
    .executeTakeFirstOrThrow();
  if (Number(count) >= Number(row.max_uses_per_student)) throw usedUp();
  const off =
    row.kind === 'percent' ? Math.round((options.priceCents * Number(row.value)) / 100) : Number(row.value);
  return { id: Number(row.id), discountCents: Math.min(options.priceCents, off) };
}

/**
 * Counts one use of the code for a paid order, within the total limit: a conditional UPDATE, so
 * concurrent orders cannot together pass it. False when no use is left.
 */
export async function useDiscountCode(
  db: Kysely<Database>,
  ctx: Pick<TenantContext, 'tenantId'>,
  id: number,
) {
  const result = await db
    .updateTable('discount_codes')
    .set((eb) => ({ used_count: eb('used_count', '+', 1) }))
    .where('tenant_id', '=', ctx.tenantId)
    .where('id', '=', id)
    .where((eb) => eb.or([eb('max_uses', 'is', null), eb('used_count', '<', eb.ref('max_uses'))]))
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}
