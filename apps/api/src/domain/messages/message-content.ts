import type { MessageEvent, MessageTemplate } from '@dars/core/contract';
import type { Kysely } from 'kysely';
import type { AppConfig } from '../../config.ts';
import type { Database } from '../../db/schema.ts';
import { optOutLink, tenantOrigin } from './opt-out-link.ts';
import { messageValues, readTemplateForSending, type ChannelTemplateNames } from './templates.ts';

/**
 * What a send needs besides the message row: the event's template and the tenant's origin for the
 * opt-out link, each read at most every few seconds per instance (a bulk send reads them once, not
 * once per message).
 */
const TTL_MS = 10_000;
const origins = new Map<string, { at: number; origin: string | null }>();

export interface MessageContent {
  template: MessageTemplate;
  /** the message's values by name, the recipient's opt-out link among them */
  values: Record<string, string>;
}

export async function messageContent(
  db: Kysely<Database>,
  config: Pick<AppConfig, 'publicUrl' | 'settingsKey'>,
  message: { tenantId: string; event: MessageEvent; phone: string; params: string[] },
  channel: ChannelTemplateNames,
): Promise<MessageContent> {
  const template = await readTemplateForSending(db, message.tenantId, message.event, channel);
  const key = JSON.stringify([message.tenantId, config.publicUrl ?? null]);
  let hit = origins.get(key);
  if (!hit || Date.now() - hit.at > TTL_MS) {
    hit = { at: Date.now(), origin: await tenantOrigin(db, message.tenantId, config.publicUrl) };
    if (origins.size > 10_000) origins.clear();
    origins.set(key, hit);
  }
  const origin = hit.origin;
  const stopLink = origin ? optOutLink(origin, config.settingsKey, message.tenantId, message.phone) : null;
  return { template, values: messageValues(message.event, message.params, stopLink) };
}
