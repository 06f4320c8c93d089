import crypto from 'node:crypto';
import type { AnnounceBody, AnnouncePreview } from '@dars/core/contract';
import { SERVER_MESSAGES } from '@dars/core/messages';
import type { Caller, TenantContext } from '../../context.ts';
import type { Grade } from '../../db/schema.ts';
import { conflict, notFound } from '../../errors.ts';
import type { SettingsBox } from '../../secrets/settings-box.ts';
import { recordChange } from '../audit/record-change.ts';
import { DEFAULT_QUIET_HOURS, isQuietHour, type QuietHours } from './cairo-time.ts';
import { readChannel } from './channels.ts';
import { internationalPhone } from './phones.ts';
import { pushSubscriptionsOf } from './push-subscriptions.ts';
import { activeChannel, queueMessages, templateParameter, type MessageDraft } from './queue-messages.ts';
import { messageValues, readTemplate, smsText, whatsappParameters } from './templates.ts';

export interface AnnounceResult {
  queued: number;
  heldUntilMorning: number;
  optedOut: number;
  withoutPhone: number;
}

type Audience = Omit<AnnounceBody, 'to' | 'text'>;

/** The active students an announcement reaches: a course's enrolled, one grade, or all. */
async function audienceStudents(ctx: TenantContext, options: Audience) {
  let students = ctx.db
    .selectFrom('users')
    .select(['users.id', 'users.user_name', 'users.phone_number', 'users.parent_phone'])
    .where('users.tenant_id', '=', ctx.tenantId)
    .where('users.role', '=', 'Student')
    .where('users.active', '=', 1);
  if (options.audience === 'course') {
    const course = await ctx.db
      .selectFrom('courses')
      .select('id')
      .where('tenant_id', '=', ctx.tenantId)
      .where('id', '=', options.courseId!)
      .executeTakeFirst();
    if (!course) throw notFound(SERVER_MESSAGES.courseNotFound);
    students = students.where((eb) =>
      eb.exists(
        eb
          .selectFrom('enrollments')
          .select('enrollments.id')
          .whereRef('enrollments.user_id', '=', 'users.id')
          .where('enrollments.tenant_id', '=', ctx.tenantId)
          .where('enrollments.course_id', '=', course.id),
      ),
    );
  } else if (options.audience === 'grade') {
    students = students.where('users.academic_year', '=', options.grade as Grade);
  }
  return students.orderBy('users.id').execute();
}

/** One draft per recipient phone (student's, parent's or both), and how many had no phone. */
function announcementDrafts(
  rows: Awaited<ReturnType<typeof audienceStudents>>,
  options: { announcementId: string; to: NonNullable<AnnounceBody['to']>; text: string },
) {
  const drafts: MessageDraft[] = [];
  let withoutPhone = 0;
  const seen = new Set<string>();
  for (const student of rows) {
    const recipients: Array<['parent' | 'student', string | null]> = [];
    if (options.to !== 'students') recipients.push(['parent', internationalPhone(student.parent_phone)]);
    if (options.to !== 'parents') recipients.push(['student', internationalPhone(student.phone_number)]);
    for (const [recipient, phone] of recipients) {
      if (!phone) {
        withoutPhone += 1;
        continue;
      }
      // siblings share a parent's phone: one announcement reaches that phone once per student
      const key = `announcement:${options.announcementId}:${student.id}:${recipient}`;
      if (seen.has(key)) continue;
      seen.add(key);
      drafts.push({
        key,
        studentId: student.id,
        recipient,
        phone,
        params: [student.user_name, options.text],
      });
    }
  }
  return { drafts, withoutPhone };
}

/**
 * What an announcement would do, writing nothing: how many messages it would queue, how many
 * phones opted out or are missing, whether they would wait for the morning, and the first
 * recipient's message as the channel would send it.
 */
export async function previewAnnouncement(
  ctx: TenantContext,
  box: SettingsBox,
  options: { quietHours?: QuietHours | null } & Omit<AnnounceBody, 'to'> & { to?: AnnounceBody['to'] },
): Promise<AnnouncePreview> {
  const channel = await activeChannel(ctx.db, ctx.tenantId);
  if (!channel) throw conflict('no_message_channel', SERVER_MESSAGES.noMessageChannel);
  const rows = await audienceStudents(ctx, options);
  const { drafts, withoutPhone } = announcementDrafts(rows, {
    announcementId: 'preview',
    to: options.to ?? 'parents',
    text: options.text,
  });
  const optedOutPhones = new Set<string>();
  const phones = [...new Set(drafts.map((draft) => draft.phone))];
  for (let start = 0; start < phones.length; start += 400) {
    const rowsOut = await ctx.db
      .selectFrom('message_opt_outs')
      .select('phone')
      .where('tenant_id', '=', ctx.tenantId)
      .where('phone', 'in', phones.slice(start, start + 400))
      .execute();
    for (const row of rowsOut) optedOutPhones.add(row.phone);
  }
  const reached = drafts.filter((draft) => !optedOutPhones.has(draft.phone));
  let sample: string | null = null;
  const first = reached[0];
  if (first) {
    const whatsapp =
      channel === 'whatsapp' ? (await readChannel(ctx.db, box, ctx.tenantId, 'whatsapp')).settings : null;
    const template = await readTemplate(ctx.db, ctx.tenantId, 'announcement', whatsapp ?? { language: 'ar' });
    const values = messageValues('announcement', first.params.map(templateParameter), null);
    sample =
      channel === 'whatsapp'
        ? `${template.whatsappName} (${template.whatsappLanguage}): ${whatsappParameters(template, values)
            .map((value, index) => `{{${index + 1}}} ${value}`)
            .join(' · ')}`
        : smsText(template, values);
  }
  const quiet = options.quietHours === undefined ? DEFAULT_QUIET_HOURS : options.quietHours;
  return {
    students: rows.length,
    recipients: reached.length,
    optedOut: drafts.length - reached.length,
    withoutPhone,
    heldUntilMorning: isQuietHour(ctx.now(), quiet),
    sample,
  };
}

/** One push message per browser a student turned notifications on in. */
async function announcementPushDrafts(
  ctx: TenantContext,
  rows: Awaited<ReturnType<typeof audienceStudents>>,
  options: { announcementId: string; text: string },
): Promise<MessageDraft[]> {
  const browsers = await pushSubscriptionsOf(
    ctx.db,
    ctx.tenantId,
    rows.map((student) => student.id),
  );
  const drafts: MessageDraft[] = [];
  for (const student of rows)
    for (const subscriptionId of browsers.get(student.id) ?? [])
      drafts.push({
        key: `announcement:${options.announcementId}:${student.id}:push:${subscriptionId}`,
        studentId: student.id,
        recipient: 'student',
        phone: '',
        params: [student.user_name, options.text],
        pushSubscriptionId: subscriptionId,
      });
  return drafts;
}

/**
 * The teacher's announcement to the parents (or the students, or both) of a course's enrolled
 * students, of one grade, or of every student: one message per recipient phone, each with the
 * student's name and the text as the template's parameters; an announcement to the students also
 * goes by push to each browser they turned notifications on in. All messages and their jobs are
 * written in one transaction with the audit entry: nothing half-queued.
 */
export async function announce(
  ctx: TenantContext,
  options: { caller: Caller; quietHours?: QuietHours | null } & Omit<AnnounceBody, 'to'> & {
      to?: AnnounceBody['to'];
    },
): Promise<AnnounceResult> {
  const channel = await activeChannel(ctx.db, ctx.tenantId);
  const to = options.to ?? 'parents';
  if (!channel && to === 'parents') throw conflict('no_message_channel', SERVER_MESSAGES.noMessageChannel);
  const rows = await audienceStudents(ctx, options);
  const announcementId = crypto.randomUUID();
  const { drafts, withoutPhone } = channel
    ? announcementDrafts(rows, { announcementId, to, text: options.text })
    : { drafts: [], withoutPhone: 0 };
  const pushDrafts =
    to === 'parents' ? [] : await announcementPushDrafts(ctx, rows, { announcementId, text: options.text });
  if (!channel && pushDrafts.length === 0)
    throw conflict('no_message_channel', SERVER_MESSAGES.noMessageChannel);

  const counts = await ctx.db.transaction().execute(async (trx) => {
    const common = {
      tenantId: ctx.tenantId,
      event: 'announcement' as const,
      now: ctx.now,
      quietHours: options.quietHours,
    };
    const queued = channel
      ? await queueMessages(trx, { ...common, channel, drafts })
      : { queued: 0, heldUntilMorning: 0, optedOut: 0 };
    const pushed = await queueMessages(trx, { ...common, channel: 'push', drafts: pushDrafts });
    queued.queued += pushed.queued;
    queued.heldUntilMorning += pushed.heldUntilMorning;
    await recordChange(trx, ctx, {
      actor: options.caller,
      action: 'announcement.send',
      entityType: 'announcement',
      entityId: announcementId,
      before: null,
      after: {
        audience: options.audience,
        courseId: options.courseId ?? null,
        grade: options.grade ?? null,
        to,
        text: options.text,
        recipients: queued.queued,
      },
    });
    return queued;
  });
  return { ...counts, withoutPhone };
}
