import crypto from 'node:crypto';
import type { Kysely } from 'kysely';
import type { TenantContext } from '../../context.ts';
import type { Database, RefreshTokensTable } from '../../db/schema.ts';

export const REFRESH_TOKEN_TTL_MS = 30 * 24 * 60 * 60 * 1000;

const sha256 = (text: string) => crypto.createHash('sha256').update(text).digest('hex');

export interface IssuedRefreshToken {
  /** the cookie value: `<id>.<secret>` */
  value: string;
  familyId: string;
  expiresAt: Date;
}

/** A new refresh token; `familyId` omitted starts a new family (a new login). */
export async function issueRefreshToken(
  ctx: TenantContext,
  options: { userId: string; deviceId: string | null; familyId?: string; db?: Kysely<Database> },
): Promise<IssuedRefreshToken> {
  const id = crypto.randomBytes(16).toString('base64url');
  const secret = crypto.randomBytes(32).toString('base64url');
  const now = ctx.now();
  const expiresAt = new Date(now.getTime() + REFRESH_TOKEN_TTL_MS);
  const familyId = options.familyId ?? crypto.randomUUID();
  await (options.db ?? ctx.db)
    .insertInto('refresh_tokens')
    .values({
      id,
      tenant_id: ctx.tenantId,
      user_id: options.userId,
      family_id: familyId,
      token_hash: sha256(secret),
      device_id: options.deviceId,
      created_at: now.toISOString(),
      expires_at: expiresAt.toISOString(),
      used_at: null,
      revoked_at: null,
    })
    .execute();
  return { value: `${id}.${secret}`, familyId, expiresAt };
}

export type RefreshOutcome =
  | { kind: 'rotated'; userId: string; deviceId: string | null; next: IssuedRefreshToken }
  | { kind: 'invalid' }
  /** a spent token was presented again: the whole family is now revoked */
  | { kind: 'reused' };

function parseValue(value: string): { id: string; secret: string } | null {
  if (value.length > 200) return null;
  const dot = value.indexOf('.');
  if (dot <= 0 || dot === value.length - 1) return null;
  return { id: value.slice(0, dot), secret: value.slice(dot + 1) };
}

/** Looks up a presented cookie value; null unless it names a token of this tenant with the right secret. */
export async function findRefreshToken(ctx: TenantContext, value: string) {
  const parsed = parseValue(value);
  if (!parsed) return null;
  const row = await ctx.db
    .selectFrom('refresh_tokens')
    .selectAll()
    .where('tenant_id', '=', ctx.tenantId)
    .where('id', '=', parsed.id)
    .executeTakeFirst();
  if (!row) return null;
  const expected = Buffer.from(row.token_hash, 'hex');
  const actual = Buffer.from(sha256(parsed.secret), 'hex');
  if (expected.length !== actual.length || !crypto.timingSafeEqual(expected, actual)) return null;
  return row;
}

/**
 * Spends a refresh token and issues its successor in the same family. Presenting a token that
 * was already spent revokes the family (someone else holds a copy).
 */
export async function rotateRefreshToken(
  ctx: TenantContext,
  options: { value: string },
): Promise<RefreshOutcome> {
  const row = await findRefreshToken(ctx, options.value);
  if (!row) return { kind: 'invalid' };
  const now = ctx.now();
  if (row.used_at !== null) {
    await revokeFamily(ctx, { familyId: row.family_id });
    return { kind: 'reused' };
  }
  if (row.revoked_at !== null || row.expires_at <= now.toISOString()) return { kind: 'invalid' };

  return ctx.db.transaction().execute(async (trx) => {
    const spent = await trx
      .updateTable('refresh_tokens')
      .set({ used_at: now.toISOString() })
      .where('tenant_id', '=', ctx.tenantId)
      .where('id', '=', row.id)
      .where('used_at', 'is', null)
      .where('revoked_at', 'is', null)
      .executeTakeFirst();
    if (Number(spent.numUpdatedRows) !== 1) {
      // lost a race with another use of the same token: that is a reuse too
      await revokeFamilyWith(trx, ctx, row.family_id);
      return { kind: 'reused' } as const;
    }
    const next = await issueRefreshToken(ctx, {
      userId: row.user_id,
      deviceId: row.device_id,
      familyId: row.family_id,
      db: trx,
    });
    return { kind: 'rotated', userId: row.user_id, deviceId: row.device_id, next } as const;
  });
}

async function revokeFamilyWith(db: Kysely<Database>, ctx: TenantContext, familyId: string) {
  await db
    .updateTable('refresh_tokens')
    .set({ revoked_at: ctx.now().toISOString() })
    .where('tenant_id', '=', ctx.tenantId)
    .where('family_id', '=', familyId)
    .where('revoked_at', 'is', null)
    .execute();
}

export function revokeFamily(ctx: TenantContext, options: { familyId: string }) {
  return revokeFamilyWith(ctx.db, ctx, options.familyId);
}

/** Ends every session of a user (password reset, device reset), except `keepFamilyId` if given. */
export async function revokeUserSessions(
  ctx: TenantContext,
  options: { userId: string; keepFamilyId?: string | null },
) {
  let query = ctx.db
    .updateTable('refresh_tokens')
    .set({ revoked_at: ctx.now().toISOString() })
    .where('tenant_id', '=', ctx.tenantId)
    .where('user_id', '=', options.userId)
    .where('revoked_at', 'is', null);
  if (options.keepFamilyId) query = query.where('family_id', '<>', options.keepFamilyId);
  await query.execute();
}

export type RefreshTokenRow = RefreshTokensTable;
