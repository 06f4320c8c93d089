import { recordActivity } from './record-activity.ts';
import { SERVER_MESSAGES } from '@dars/core/messages';
import { DEVICE_LIMIT } from '@dars/core/rules';
import { sql } from 'kysely';
import type { TenantContext } from '../../context.ts';
import { AppError, notFound } from '../../errors.ts';
import { isPostgres } from '../../db/dialect.ts';
import { revokeUserSessions } from './refresh-tokens.ts';
import { forgetSessionStamp } from './session-stamps.ts';

export const maxDevicesError = () => new AppError(400, 'max_devices', SERVER_MESSAGES.maxDevices);

/** Whether `deviceId` is one of the account's registered devices. */
export async function isRegisteredDevice(
  ctx: TenantContext,
  options: { userId: string; deviceId: string },
): Promise<boolean> {
  const row = await ctx.db
    .selectFrom('devices')
    .select('user_id')
    .where('tenant_id', '=', ctx.tenantId)
    .where('user_id', '=', options.userId)
    .where('device_id', '=', options.deviceId)
    .executeTakeFirst();
  return row !== undefined;
}

/**
 * Records that `deviceId` signs in to the account, refusing a device beyond the limit.
 * One transaction: on PostgreSQL the user row is locked first (SELECT … FOR UPDATE) so that
 * concurrent logins from new devices are counted one after another; on SQLite Kysely runs
 * transactions one at a time on its single connection. Either way at most DEVICE_LIMIT
 * devices are ever registered.
 */
export async function registerDevice(
  ctx: TenantContext,
  options: { userId: string; deviceId: string; userAgent?: string | null },
): Promise<void> {
  const at = ctx.now().toISOString();
  const userAgent = options.userAgent ? options.userAgent.slice(0, 300) : null;
  await ctx.db.transaction().execute(async (trx) => {
    if (isPostgres(trx)) {
      await sql`SELECT id FROM users WHERE id = ${options.userId} AND tenant_id = ${ctx.tenantId} FOR UPDATE`.execute(
        trx,
      );
    }
    const devices = await trx
      .selectFrom('devices')
      .select(['id', 'device_id'])
      .where('tenant_id', '=', ctx.tenantId)
      .where('user_id', '=', options.userId)
      .execute();
    const known = devices.find((d) => d.device_id === options.deviceId);
    if (known) {
      await trx
        .updateTable('devices')
        .set({ last_seen_at: at, ...(userAgent ? { user_agent: userAgent } : {}) })
        .where('id', '=', known.id)
        .execute();
      await recordActivity(trx, { tenantId: ctx.tenantId, userId: options.userId, at });
      return;
    }
    if (devices.length >= DEVICE_LIMIT) throw maxDevicesError();
    await trx
      .insertInto('devices')
      .values({
        tenant_id: ctx.tenantId,
        user_id: options.userId,
        device_id: options.deviceId,
        created_at: at,
        last_seen_at: at,
        user_agent: userAgent,
      })
      .execute();
    await recordActivity(trx, { tenantId: ctx.tenantId, userId: options.userId, at });
  });
}

/**
 * Staff action (and admin CLI): forget every device of a student so they can sign in from new
 * ones; their current sessions end too.
 */
export async function resetStudentDevices(
  ctx: TenantContext,
  options: { studentId: string },
): Promise<{ studentId: string; removedDevices: number }> {
  const student = await ctx.db
    .selectFrom('users')
    .select(['id'])
    .where('tenant_id', '=', ctx.tenantId)
    .where('id', '=', options.studentId)
    .where('role', '=', 'Student')
    .executeTakeFirst();
  if (!student) throw notFound(SERVER_MESSAGES.studentNotFound);
  const result = await ctx.db
    .deleteFrom('devices')
    .where('tenant_id', '=', ctx.tenantId)
    .where('user_id', '=', student.id)
    .executeTakeFirst();
  await revokeUserSessions(ctx, { userId: student.id });
  await forgetSessionStamp(ctx.caches, ctx.tenantId, student.id);
  return { studentId: student.id, removedDevices: Number(result.numDeletedRows) };
}
