import crypto from 'node:crypto';
import type { TenantContext } from '../../context.ts';
import type { OtpPurpose } from '../../db/schema.ts';

export const OTP_TTL_MS = 10 * 60 * 1000;
export const OTP_MAX_ATTEMPTS = 5;

function otpHash(key: string, ctx: TenantContext, userId: string, purpose: OtpPurpose, code: string) {
  return crypto
    .createHmac('sha256', key)
    .update(`${ctx.tenantId}:${userId}:${purpose}:${code}`)
    .digest('hex');
}

/**
 * A fresh 6-digit code; earlier unused codes of the same purpose stop working. Only its keyed hash
 * is stored. Joins the caller's transaction when `ctx.db` is one (registration: user + code).
 */
export async function issueOtp(
  ctx: TenantContext,
  options: { userId: string; purpose: OtpPurpose; key: string },
): Promise<string> {
  const code = String(crypto.randomInt(0, 1_000_000)).padStart(6, '0');
  const now = ctx.now();
  const inTransaction = <T>(work: (trx: TenantContext['db']) => Promise<T>) =>
    ctx.db.isTransaction ? work(ctx.db) : ctx.db.transaction().execute(work);
  await inTransaction(async (trx) => {
    await trx
      .updateTable('otps')
      .set({ consumed_at: now.toISOString() })
      .where('tenant_id', '=', ctx.tenantId)
      .where('user_id', '=', options.userId)
      .where('purpose', '=', options.purpose)
      .where('consumed_at', 'is', null)
      .execute();
    await trx
      .insertInto('otps')
      .values({
        tenant_id: ctx.tenantId,
        user_id: options.userId,
        purpose: options.purpose,
        code_hash: otpHash(options.key, ctx, options.userId, options.purpose, code),
        attempts: 0,
        expires_at: new Date(now.getTime() + OTP_TTL_MS).toISOString(),
        consumed_at: null,
        created_at: now.toISOString(),
      })
      .execute();
  });
  return code;
}

export type OtpCheck = 'ok' | 'invalid' | 'exhausted';

/**
 * Checks a code against the user's live code for `purpose` and consumes it on success.
 * A wrong guess counts an attempt; after OTP_MAX_ATTEMPTS the code is dead.
 */
export async function consumeOtp(
  ctx: TenantContext,
  options: { userId: string; purpose: OtpPurpose; code: string; key: string },
): Promise<OtpCheck> {
  const now = ctx.now().toISOString();
  const live = await ctx.db
    .selectFrom('otps')
    .selectAll()
    .where('tenant_id', '=', ctx.tenantId)
    .where('user_id', '=', options.userId)
    .where('purpose', '=', options.purpose)
    .where('consumed_at', 'is', null)
    .orderBy('id', 'desc')
    .executeTakeFirst();
  if (!live || live.expires_at <= now) return 'invalid';
  if (live.attempts >= OTP_MAX_ATTEMPTS) return 'exhausted';

  const expected = Buffer.from(live.code_hash, 'hex');
  const actual = Buffer.from(
    otpHash(options.key, ctx, options.userId, options.purpose, options.code.trim()),
    'hex',
  );
  if (expected.length === actual.length && crypto.timingSafeEqual(expected, actual)) {
    const consumed = await ctx.db
      .updateTable('otps')
      .set({ consumed_at: now })
      .where('id', '=', live.id)
      .where('consumed_at', 'is', null)
      .where('attempts', '<', OTP_MAX_ATTEMPTS)
      .executeTakeFirst();
    return Number(consumed.numUpdatedRows) === 1 ? 'ok' : 'invalid';
  }
  const counted = await ctx.db
    .updateTable('otps')
    .set((eb) => ({ attempts: eb('attempts', '+', 1) }))
    .where('id', '=', live.id)
    .where('attempts', '<', OTP_MAX_ATTEMPTS)
    .returning('attempts')
    .executeTakeFirst();
  return counted && counted.attempts >= OTP_MAX_ATTEMPTS ? 'exhausted' : 'invalid';
}
