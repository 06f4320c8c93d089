import {
  MESSAGE_EVENTS,
  MESSAGE_VARIABLES,
  messageVariables,
  STOP_LINK_VARIABLE,
  type MessageEvent,
  type MessageTemplate,
  type SaveMessageTemplateBody,
} from '@dars/core/contract';
import { SERVER_MESSAGES } from '@dars/core/messages';
import type { Kysely } from 'kysely';
import type { Caller, TenantContext } from '../../context.ts';
import type { Database } from '../../db/schema.ts';
import { badRequest } from '../../errors.ts';
import { auditedWrite } from '../audit/audited-write.ts';

/**
 * Each event's message: the WhatsApp template the teacher has Meta approve (its name, language
 * and which of the event's values fill {{1}}, {{2}}, … in order) and the SMS text, whose
 * {placeholders} name the same values. Arabic defaults: the recipients are Egyptian families.
 * A tenant's saved template replaces the default of its event (`message_templates`).
 */
const DEFAULT_SMS: Record<MessageEvent, string> = {
  announcement: 'بخصوص الطالب/ة {student}: {text}',
  quizResult: 'نتيجة الطالب/ة {student} في «{lesson}»: {score}',
  examResult: 'نتيجة الطالب/ة {student} في امتحان «{exam}»: {score}',
  unitOpened: 'فُتحت وحدة جديدة للطالب/ة {student} في «{course}»: {unit}',
  idleStudent: 'لم يفتح الطالب/ة {student} المنصة منذ {days} أيام',
  weeklySummary: 'ملخص أسبوع الطالب/ة {student}: {summary}\nالتفاصيل: {link}',
  paymentReceipt: 'تم استلام {amount} عن الطالب/ة {student} مقابل «{course}». رقم الطلب: {reference}',
};

/** The approved template names a teacher starts from (snake case of the event). */
const DEFAULT_WHATSAPP_NAME: Record<MessageEvent, string> = {
  announcement: 'dars_announcement',
  quizResult: 'dars_quiz_result',
  examResult: 'dars_exam_result',
  unitOpened: 'dars_unit_opened',
  idleStudent: 'dars_idle_student',
  weeklySummary: 'dars_weekly_summary',
  paymentReceipt: 'dars_payment_receipt',
};

export const OPT_OUT_WORDS = ['إيقاف', 'ايقاف', 'stop'];
const OPT_OUT_REPLY_LINE = 'لإيقاف الرسائل أرسل: إيقاف';
const OPT_OUT_LINK_LINE = 'لإيقاف الرسائل: {stopLink}';

const PLACEHOLDER = /\{([A-Za-z]+)\}/g;

/** What the channel settings may still name (the first two events' template names, kept there). */
export interface ChannelTemplateNames {
  language: string;
  templates?: Partial<Record<MessageEvent, string>>;
}

function defaultTemplate(event: MessageEvent, channel: ChannelTemplateNames): MessageTemplate {
  return {
    event,
    variables: [...messageVariables(event)],
    whatsappName: channel.templates?.[event] ?? DEFAULT_WHATSAPP_NAME[event],
    whatsappLanguage: channel.language,
    whatsappParams: [...MESSAGE_VARIABLES[event]],
    smsText: DEFAULT_SMS[event],
    custom: false,
  };
}

type TemplateRow = Database['message_templates'];

function fromRow(row: TemplateRow): MessageTemplate {
  const event = row.event as MessageEvent;
  return {
    event,
    variables: [...messageVariables(event)],
    whatsappName: row.whatsapp_name,
    whatsappLanguage: row.whatsapp_language,
    whatsappParams: JSON.parse(row.whatsapp_params) as string[],
    smsText: row.sms_text,
    custom: true,
  };
}

/** One event's template for sending: the saved one, else the default. */
export async function readTemplate(
  db: Kysely<Database>,
  tenantId: string,
  event: MessageEvent,
  channel: ChannelTemplateNames,
): Promise<MessageTemplate> {
  const row = await db
    .selectFrom('message_templates')
    .selectAll()
    .where('tenant_id', '=', tenantId)
    .where('event', '=', event)
    .executeTakeFirst();
  return row ? fromRow(row) : defaultTemplate(event, channel);
}

/**
 * Templates as sends read them: each at most every few seconds per instance (a bulk send reads it
 * once, not once per message). A save on this instance is seen at once; on another, within 10 s.
 */
const TTL_MS = 10_000;
const forSending = new Map<string, { at: number; template: MessageTemplate }>();

export async function readTemplateForSending(
  db: Kysely<Database>,
  tenantId: string,
  event: MessageEvent,
  channel: ChannelTemplateNames,
): Promise<MessageTemplate> {
  const key = JSON.stringify([tenantId, event, channel.language, channel.templates?.[event] ?? '']);
  const hit = forSending.get(key);
  if (hit && Date.now() - hit.at < TTL_MS) return hit.template;
  const template = await readTemplate(db, tenantId, event, channel);
  if (forSending.size > 10_000) forSending.clear();
  forSending.set(key, { at: Date.now(), template });
  return template;
}

function forgetTemplates(tenantId: string) {
  const prefix = `${JSON.stringify([tenantId]).slice(0, -1)},`;
  for (const key of forSending.keys()) if (key.startsWith(prefix)) forSending.delete(key);
}

/** Every event's template, for the console. */
export async function listTemplates(
  ctx: TenantContext,
  channel: ChannelTemplateNames,
): Promise<MessageTemplate[]> {
  const rows = await ctx.db
    .selectFrom('message_templates')
    .selectAll()
    .where('tenant_id', '=', ctx.tenantId)
    .execute();
  const saved = new Map(rows.map((row) => [row.event, row]));
  return MESSAGE_EVENTS.map((event) => {
    const row = saved.get(event);
    return row ? fromRow(row) : defaultTemplate(event, channel);
  });
}

/** The names a template uses that its event does not have (an empty list: the template is valid). */
export function unknownVariables(
  event: MessageEvent,
  template: Pick<SaveMessageTemplateBody, 'whatsappParams' | 'smsText'>,
): string[] {
  const allowed = new Set(messageVariables(event));
  const used = [
    ...(template.whatsappParams ?? []),
    ...[...template.smsText.matchAll(PLACEHOLDER)].map((match) => match[1]!),
  ];
  return [...new Set(used.filter((name) => !allowed.has(name)))];
}

/**
 * Saves one event's template (Admin), audited. A name the event does not have, in the WhatsApp
 * parameters or the SMS text, is refused (400) and nothing is written.
 */
export async function saveTemplate(
  ctx: TenantContext,
  options: { caller: Caller; channel: ChannelTemplateNames } & SaveMessageTemplateBody,
): Promise<MessageTemplate> {
  const unknown = unknownVariables(options.event, options);
  if (unknown.length > 0)
    throw badRequest(
      'template_variable',
      `${SERVER_MESSAGES.messageTemplateVariable} (${unknown.join(', ')})`,
    );
  const before = await readTemplate(ctx.db, ctx.tenantId, options.event, options.channel);
  const row = {
    tenant_id: ctx.tenantId,
    event: options.event,
    whatsapp_name: options.whatsappName,
    whatsapp_language: options.whatsappLanguage,
    whatsapp_params: JSON.stringify(options.whatsappParams),
    sms_text: options.smsText,
    updated_at: ctx.now().toISOString(),
  };
  await auditedWrite(ctx, { caller: options.caller, studentsSee: false }, async ({ trx, audit }) => {
    await trx
      .insertInto('message_templates')
      .values(row)
      .onConflict((c) =>
        c.columns(['tenant_id', 'event']).doUpdateSet({
          whatsapp_name: row.whatsapp_name,
          whatsapp_language: row.whatsapp_language,
          whatsapp_params: row.whatsapp_params,
          sms_text: row.sms_text,
          updated_at: row.updated_at,
        }),
      )
      .execute();
    await audit({
      action: 'message-template.save',
      entityType: 'message-template',
      entityId: options.event,
      before: auditedTemplate(before),
      after: auditedTemplate(fromRow(row)),
    });
  });
  forgetTemplates(ctx.tenantId);
  return fromRow(row);
}

/** Goes back to the event's Arabic default (Admin), audited; without a saved one, changes nothing. */
export async function resetTemplate(
  ctx: TenantContext,
  options: { caller: Caller; event: MessageEvent; channel: ChannelTemplateNames },
): Promise<MessageTemplate> {
  const before = await readTemplate(ctx.db, ctx.tenantId, options.event, options.channel);
  if (before.custom)
    await auditedWrite(ctx, { caller: options.caller, studentsSee: false }, async ({ trx, audit }) => {
      await trx
        .deleteFrom('message_templates')
        .where('tenant_id', '=', ctx.tenantId)
        .where('event', '=', options.event)
        .execute();
      await audit({
        action: 'message-template.reset',
        entityType: 'message-template',
        entityId: options.event,
        before: auditedTemplate(before),
        after: null,
      });
    });
  forgetTemplates(ctx.tenantId);
  return defaultTemplate(options.event, options.channel);
}

function auditedTemplate(template: MessageTemplate) {
  return {
    whatsappName: template.whatsappName,
    whatsappLanguage: template.whatsappLanguage,
    whatsappParams: template.whatsappParams,
    smsText: template.smsText,
  };
}

/**
 * A stored message's values by name: `params` holds the event's variables in their order
 * (MESSAGE_VARIABLES); the opt-out link is made per recipient when the message is sent.
 */
export function messageValues(
  event: MessageEvent,
  params: readonly string[],
  stopLink: string | null,
): Record<string, string> {
  const values: Record<string, string> = {};
  MESSAGE_VARIABLES[event].forEach((name, index) => {
    values[name] = params[index] ?? '';
  });
  values[STOP_LINK_VARIABLE] = stopLink ?? '';
  return values;
}

/** The WhatsApp template's body parameters, in the template's order (never empty: Meta refuses ""). */
export function whatsappParameters(template: MessageTemplate, values: Record<string, string>): string[] {
  return template.whatsappParams.map((name) => values[name] || '-');
}

/**
 * The SMS as sent: the text with its placeholders filled, then how to stop the messages (the
 * link when there is one, unless the text already carries it; else the reply word).
 */
export function smsText(template: Pick<MessageTemplate, 'smsText'>, values: Record<string, string>): string {
  const fill = (text: string) => text.replace(PLACEHOLDER, (_match, name: string) => values[name] ?? '');
  const body = fill(template.smsText);
  if (template.smsText.includes(`{${STOP_LINK_VARIABLE}}`)) return body;
  return `${body}\n${values[STOP_LINK_VARIABLE] ? fill(OPT_OUT_LINK_LINE) : OPT_OUT_REPLY_LINE}`;
}

/** Whether an incoming reply asks for no more messages ("إيقاف", with or without hamza, or STOP). */
export function isOptOutReply(text: string): boolean {
  const word = text
    .trim()
    .toLowerCase()
    .replace(/[.!،,]+$/u, '');
  return OPT_OUT_WORDS.includes(word);
}
