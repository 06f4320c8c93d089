import crypto from 'node:crypto';
import type { Kysely } from 'kysely';
import type { TenantContext } from '../../context.ts';
import type { Database, RefreshTokensTable } from '../../db/schema.ts';

export const REFRESH_TOKEN_TTL_MS = 30 * 24 * 60 * 60 * 1000;
/**
 * How long a spent refresh token still gets a successor instead of counting as stolen: tabs (or a
 * retry after a lost answer) that refresh at the same moment with one cookie all present it. After
 * that, presenting it again ends the whole session (someone else holds a copy).
 */
export const REFRESH_REUSE_GRACE_MS = 10_000;

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
  | { kind: 'reused'; userId: string };

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
 * Spends a refresh token and issues its successor in the same family. A token spent less than
 * REFRESH_REUSE_GRACE_MS ago (a concurrent refresh from another tab) gets a successor of its own in
 * the same family; presenting it later revokes the family (someone else holds a copy).
 */
export async function rotateRefreshToken(
  ctx: TenantContext,
  options: { value: string },
): Promise<RefreshOutcome> {
  const row = await findRefreshToken(ctx, options.value);
  if (!row) return { kind: 'invalid' };
  const now = ctx.now();
  if (row.used_at !== null) return spentAgain(ctx, row);
  if (row.revoked_at !== null || row.expires_at <= now.toISOString()) return { kind: 'invalid' };

  const rotated = await ctx.db.transaction().execute(async (trx) => {
    const spent = await trx
      .updateTable('refresh_tokens')
      .set({ used_at: now.toISOString() })
      .where('tenant_id', '=', ctx.tenantId)
      .where('id', '=', row.id)
      .where('used_at', 'is', null)
      .where('revoked_at', 'is', null)
      .executeTakeFirst();
    if (Number(spent.numUpdatedRows) !== 1) return null;
    return successorOf(ctx, row, trx);
  });
  if (rotated) return rotated;
  // another use of the same token got there first: judge it as a token spent again
  const current = await ctx.db
    .selectFrom('refresh_tokens')
    .selectAll()
    .where('tenant_id', '=', ctx.tenantId)
    .where('id', '=', row.id)
    .executeTakeFirst();
  if (!current || current.used_at === null) return { kind: 'invalid' };
  return spentAgain(ctx, current);
}

async function successorOf(
  ctx: TenantContext,
  row: RefreshTokensTable,
  db: Kysely<Database>,
): Promise<RefreshOutcome> {
  const next = await issueRefreshToken(ctx, {
    userId: row.user_id,
    deviceId: row.device_id,
    familyId: row.family_id,
    db,
  });
  return { kind: 'rotated', userId: row.user_id, deviceId: row.device_id, next };
}

/** A spent token presented again: a successor within the grace (unless the session ended), else the family ends. */
async function spentAgain(ctx: TenantContext, row: RefreshTokensTable): Promise<RefreshOutcome> {
  const spentMs = ctx.now().getTime() - new Date(row.used_at!).getTime();
  if (spentMs <= REFRESH_REUSE_GRACE_MS && row.revoked_at === null) {
    const familyEnded = await ctx.db
      .selectFrom('refresh_tokens')
      .select('id')
      .where('tenant_id', '=', ctx.tenantId)
      .where('family_id', '=', row.family_id)
      .where('revoked_at', 'is not', null)
      .executeTakeFirst();
    if (!familyEnded) return successorOf(ctx, row, ctx.db);
  }
  await revokeFamily(ctx, { familyId: row.family_id });
  return { kind: 'reused', userId: row.user_id };
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
