import crypto from 'node:crypto';
import type { MessageOptOutState } from '@dars/core/contract';
import { SERVER_MESSAGES } from '@dars/core/messages';
import type { Kysely } from 'kysely';
import type { TenantContext } from '../../context.ts';
import type { Database } from '../../db/schema.ts';
import { notFound } from '../../errors.ts';
import { maskPhone } from './list-messages.ts';

/**
 * The opt-out link each message carries: `<origin>/stop/<token>`, the token being the recipient's
 * phone and an HMAC-SHA256 of it under a key derived per tenant from the server's SETTINGS_KEY
 * (HKDF, the tenant id as salt), so a link names one phone of one tenant and cannot be forged or
 * moved to another tenant. Opening the page changes nothing; its confirmation opts the phone out,
 * as the reply "إيقاف" does.
 */
const MAC_BYTES = 16;
const keys = new Map<string, Buffer>();

function keyFor(settingsKey: string, tenantId: string): Buffer {
  const id = JSON.stringify([settingsKey, tenantId]);
  let key = keys.get(id);
  if (!key) {
    key = Buffer.from(crypto.hkdfSync('sha256', settingsKey, tenantId, 'dars message opt-out', 32));
    keys.set(id, key);
  }
  return key;
}

const mac = (settingsKey: string, tenantId: string, phone: string) =>
  crypto.createHmac('sha256', keyFor(settingsKey, tenantId)).update(phone).digest().subarray(0, MAC_BYTES);

export function optOutToken(settingsKey: string, tenantId: string, phone: string): string {
  return `${Buffer.from(phone).toString('base64url')}.${mac(settingsKey, tenantId, phone).toString('base64url')}`;
}

/** The phone a token names, or null when the token was not made by this server for this tenant. */
export function phoneOfOptOutToken(settingsKey: string, tenantId: string, token: string): string | null {
  const [encoded, signature, ...rest] = token.split('.');
  if (!encoded || !signature || rest.length > 0) return null;
  const phone = Buffer.from(encoded, 'base64url').toString('utf8');
  if (!/^[0-9]{8,15}$/.test(phone)) return null;
  const given = Buffer.from(signature, 'base64url');
  const expected = mac(settingsKey, tenantId, phone);
  return given.length === expected.length && crypto.timingSafeEqual(given, expected) ? phone : null;
}

/**
 * The origin links in messages start with: PUBLIC_URL when set, else the tenant's first domain
 * over HTTPS; null when neither is known (messages then tell the reply word only).
 */
export async function tenantOrigin(
  db: Kysely<Database>,
  tenantId: string,
  publicUrl: string | undefined,
): Promise<string | null> {
  if (publicUrl) return publicUrl.replace(/\/$/, '');
  const tenant = await db
    .selectFrom('tenants')
    .select('domains')
    .where('id', '=', tenantId)
    .executeTakeFirst();
  const domains = tenant ? (JSON.parse(tenant.domains) as unknown) : [];
  const first = Array.isArray(domains) ? domains.find((d): d is string => typeof d === 'string') : undefined;
  return first ? `https://${first}` : null;
}

export function optOutLink(origin: string, settingsKey: string, tenantId: string, phone: string): string {
  return `${origin}/stop/${optOutToken(settingsKey, tenantId, phone)}`;
}

function phoneOrNotFound(ctx: TenantContext, settingsKey: string, token: string): string {
  const phone = phoneOfOptOutToken(settingsKey, ctx.tenantId, token);
  if (!phone) throw notFound(SERVER_MESSAGES.optOutLinkInvalid);
  return phone;
}

async function isOptedOut(ctx: TenantContext, phone: string): Promise<boolean> {
  const row = await ctx.db
    .selectFrom('message_opt_outs')
    .select('phone')
    .where('tenant_id', '=', ctx.tenantId)
    .where('phone', '=', phone)
    .executeTakeFirst();
  return Boolean(row);
}

/** What the opt-out page shows: the phone (masked) and whether it is already opted out. */
export async function readOptOutLink(
  ctx: TenantContext,
  options: { settingsKey: string; token: string },
): Promise<MessageOptOutState> {
  const phone = phoneOrNotFound(ctx, options.settingsKey, options.token);
  return { phone: maskPhone(phone), optedOut: await isOptedOut(ctx, phone) };
}

/** The page's confirmation: the phone gets no more of this tenant's messages. Again changes nothing. */
export async function optOutByLink(
  ctx: TenantContext,
  options: { settingsKey: string; token: string },
): Promise<MessageOptOutState> {
  const phone = phoneOrNotFound(ctx, options.settingsKey, options.token);
  await ctx.db
    .insertInto('message_opt_outs')
    .values({ tenant_id: ctx.tenantId, phone, source: 'link', created_at: ctx.now().toISOString() })
    .onConflict((c) => c.columns(['tenant_id', 'phone']).doNothing())
    .execute();
  return { phone: maskPhone(phone), optedOut: true };
}
