import type { MessageChannels, SaveSmsChannelBody, SaveWhatsAppChannelBody } from '@dars/core/contract';
import { SERVER_MESSAGES } from '@dars/core/messages';
import type { Kysely } from 'kysely';
import type { Caller, TenantContext } from '../../context.ts';
import type { Database, MessageChannel } from '../../db/schema.ts';
import { badRequest } from '../../errors.ts';
import { maskSecret, type SettingsBox } from '../../secrets/settings-box.ts';
import { auditedWrite } from '../audit/audited-write.ts';

export interface WhatsAppSettings {
  phoneNumberId: string;
  /** the approved templates' language unless an event's template names its own (templates.ts) */
  language: string;
  /** template names saved with the channel; an event's saved template takes precedence */
  templates: { announcement: string; quizResult: string };
}
export type WhatsAppSecrets = {
  accessToken?: string;
  appSecret?: string;
  verifyToken?: string;
};
export interface SmsSettings {
  url: string;
  sender: string;
}
export type SmsSecrets = {
  token?: string;
};

export interface ChannelConfig<S, K> {
  enabled: boolean;
  settings: S;
  secrets: K;
}

const DEFAULT_WHATSAPP: WhatsAppSettings = {
  phoneNumberId: '',
  language: 'ar',
  templates: { announcement: 'dars_announcement', quizResult: 'dars_quiz_result' },
};
const DEFAULT_SMS: SmsSettings = { url: '', sender: '' };

/** One channel's stored configuration with its secrets opened (for sending, never for display). */
export async function readChannel(
  db: Kysely<Database>,
  box: SettingsBox,
  tenantId: string,
  channel: 'whatsapp',
): Promise<ChannelConfig<WhatsAppSettings, WhatsAppSecrets>>;
export async function readChannel(
  db: Kysely<Database>,
  box: SettingsBox,
  tenantId: string,
  channel: 'sms',
): Promise<ChannelConfig<SmsSettings, SmsSecrets>>;
export async function readChannel(
  db: Kysely<Database>,
  box: SettingsBox,
  tenantId: string,
  channel: MessageChannel,
): Promise<ChannelConfig<unknown, Record<string, string | undefined>>> {
  const row = await db
    .selectFrom('message_channels')
    .selectAll()
    .where('tenant_id', '=', tenantId)
    .where('channel', '=', channel)
    .executeTakeFirst();
  const defaults = channel === 'whatsapp' ? DEFAULT_WHATSAPP : DEFAULT_SMS;
  if (!row) return { enabled: false, settings: defaults, secrets: {} };
  return {
    enabled: row.enabled === 1,
    settings: { ...defaults, ...(JSON.parse(row.settings) as object) },
    secrets: JSON.parse(box.open(tenantId, row.sealed_secrets)) as Record<string, string>,
  };
}

const masked = (secret: string | undefined) => (secret ? maskSecret(secret) : null);

/** What the console shows: settings, and each secret masked or null. */
export async function getMessageChannels(ctx: TenantContext, box: SettingsBox): Promise<MessageChannels> {
  const whatsapp = await readChannel(ctx.db, box, ctx.tenantId, 'whatsapp');
  const sms = await readChannel(ctx.db, box, ctx.tenantId, 'sms');
  return {
    whatsapp: {
      enabled: whatsapp.enabled,
      ...whatsapp.settings,
      accessToken: masked(whatsapp.secrets.accessToken),
      appSecret: masked(whatsapp.secrets.appSecret),
      verifyToken: masked(whatsapp.secrets.verifyToken),
      webhookPath: `/api/webhooks/whatsapp/${encodeURIComponent(ctx.tenantId)}`,
    },
    sms: { enabled: sms.enabled, ...sms.settings, token: masked(sms.secrets.token) },
  };
}

/**
 * Saves one channel. A secret left out keeps the stored one; a channel cannot be switched on
 * without all its secrets (400, nothing written). Audited with the secrets masked.
 */
async function saveChannel<S extends object, K extends Record<string, string | undefined>>(
  ctx: TenantContext,
  box: SettingsBox,
  caller: Caller,
  channel: MessageChannel,
  change: { enabled: boolean; settings: S; secrets: K; required: Array<keyof K> },
): Promise<void> {
  const stored = await ctx.db
    .selectFrom('message_channels')
    .selectAll()
    .where('tenant_id', '=', ctx.tenantId)
    .where('channel', '=', channel)
    .executeTakeFirst();
  const storedSecrets = stored ? (JSON.parse(box.open(ctx.tenantId, stored.sealed_secrets)) as K) : ({} as K);
  const secrets = { ...storedSecrets };
  for (const [name, value] of Object.entries(change.secrets))
    if (value) (secrets as Record<string, string>)[name] = value;
  if (change.enabled && change.required.some((name) => !secrets[name]))
    throw badRequest('channel_incomplete', SERVER_MESSAGES.messageChannelIncomplete);
  const maskAll = (all: K) =>
    Object.fromEntries(Object.entries(all).map(([name, value]) => [name, masked(value)]));
  const at = ctx.now().toISOString();
  const row = {
    tenant_id: ctx.tenantId,
    channel,
    enabled: change.enabled ? (1 as const) : (0 as const),
    settings: JSON.stringify(change.settings),
    sealed_secrets: box.seal(ctx.tenantId, JSON.stringify(secrets)),
    updated_at: at,
  };
  await auditedWrite(ctx, { caller, studentsSee: false }, async ({ trx, audit }) => {
    await trx
      .insertInto('message_channels')
      .values(row)
      .onConflict((c) =>
        c.columns(['tenant_id', 'channel']).doUpdateSet({
          enabled: row.enabled,
          settings: row.settings,
          sealed_secrets: row.sealed_secrets,
          updated_at: at,
        }),
      )
      .execute();
    await audit({
      action: 'message-channel.save',
      entityType: 'message-channel',
      entityId: channel,
      before: stored
        ? {
            enabled: stored.enabled === 1,
            ...(JSON.parse(stored.settings) as object),
            ...maskAll(storedSecrets),
          }
        : null,
      after: { enabled: change.enabled, ...change.settings, ...maskAll(secrets) },
    });
  });
}

export async function saveWhatsAppChannel(
  ctx: TenantContext,
  box: SettingsBox,
  options: { caller: Caller } & SaveWhatsAppChannelBody,
): Promise<MessageChannels> {
  // template names left out keep the stored ones (the console edits them per event: templates.ts)
  const templates =
    options.templates ?? (await readChannel(ctx.db, box, ctx.tenantId, 'whatsapp')).settings.templates;
  await saveChannel(ctx, box, options.caller, 'whatsapp', {
    enabled: options.enabled,
    settings: {
      phoneNumberId: options.phoneNumberId,
      language: options.language ?? 'ar',
      templates,
    } satisfies WhatsAppSettings,
    secrets: {
      accessToken: options.accessToken,
      appSecret: options.appSecret,
      verifyToken: options.verifyToken,
    },
    required: ['accessToken', 'appSecret', 'verifyToken'],
  });
  return getMessageChannels(ctx, box);
}

export async function saveSmsChannel(
  ctx: TenantContext,
  box: SettingsBox,
  options: { caller: Caller } & SaveSmsChannelBody,
): Promise<MessageChannels> {
  await saveChannel(ctx, box, options.caller, 'sms', {
    enabled: options.enabled,
    settings: { url: options.url, sender: options.sender } satisfies SmsSettings,
    secrets: { token: options.token },
    required: ['token'],
  });
  return getMessageChannels(ctx, box);
}
