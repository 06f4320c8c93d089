import crypto from 'node:crypto';
import type { AnnounceBody } from '@dars/core/contract';
import { SERVER_MESSAGES } from '@dars/core/messages';
import type { Caller, TenantContext } from '../../context.ts';
import type { Grade } from '../../db/schema.ts';
import { conflict, notFound } from '../../errors.ts';
import { recordChange } from '../audit/record-change.ts';
import type { QuietHours } from './cairo-time.ts';
import { internationalPhone } from './phones.ts';
import { pushSubscriptionsOf } from './push-subscriptions.ts';
import { activeChannel, queueMessages, type MessageDraft } from './queue-messages.ts';

export interface AnnounceResult {
  queued: number;
  heldUntilMorning: number;
  optedOut: number;
  withoutPhone: number;
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
  const rows = await students.orderBy('users.id').execute();

  const announcementId = crypto.randomUUID();
  const drafts: MessageDraft[] = [];
  let withoutPhone = 0;
  const seen = new Set<string>();
  for (const student of rows) {
    const recipients: Array<['parent' | 'student', string | null]> = [];
    if (to !== 'students') recipients.push(['parent', internationalPhone(student.parent_phone)]);
    if (to !== 'parents') recipients.push(['student', internationalPhone(student.phone_number)]);
    for (const [recipient, phone] of channel ? recipients : []) {
      if (!phone) {
        withoutPhone += 1;
        continue;
      }
      // siblings share a parent's phone: one announcement reaches that phone once per student
      const key = `announcement:${announcementId}:${student.id}:${recipient}`;
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

  const pushDrafts: MessageDraft[] = [];
  if (to !== 'parents') {
    const browsers = await pushSubscriptionsOf(
      ctx.db,
      ctx.tenantId,
      rows.map((student) => student.id),
    );
    for (const student of rows)
      for (const subscriptionId of browsers.get(student.id) ?? [])
        pushDrafts.push({
          key: `announcement:${announcementId}:${student.id}:push:${subscriptionId}`,
          studentId: student.id,
          recipient: 'student',
          phone: '',
          params: [student.user_name, options.text],
          pushSubscriptionId: subscriptionId,
        });
  }
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
