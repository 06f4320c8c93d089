import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { internationalPhone } from './phones.ts';
import { pushSubscriptionsOf } from './push-subscriptions.ts';
import { activeChannel, queueMessages, type MessageDraft } from './queue-messages.ts';

/**
 * A submitted quiz's result to the student's parent and the student, in the submission's
 * transaction: by the tenant's phone channel when one is on, and by push to each browser the
 * student turned notifications on in. One message per attempt and recipient (and browser).
 */
export async function queueQuizResultMessages(
  trx: Kysely<Database>,
  options: {
    tenantId: string;
    now: () => Date;
    userId: string;
    lessonId: number;
    lessonTitle: string;
    attemptNumber: number;
    correctCount: number;
    totalCount: number;
  },
): Promise<void> {
  const channel = await activeChannel(trx, options.tenantId);
  const browsers =
    (await pushSubscriptionsOf(trx, options.tenantId, [options.userId])).get(options.userId) ?? [];
  if (!channel && browsers.length === 0) return;
  const student = await trx
    .selectFrom('users')
    .select(['user_name', 'phone_number', 'parent_phone'])
    .where('tenant_id', '=', options.tenantId)
    .where('id', '=', options.userId)
    .executeTakeFirst();
  if (!student) return;
  const params = [student.user_name, options.lessonTitle, `${options.correctCount}/${options.totalCount}`];
  const drafts: MessageDraft[] = [];
  for (const [recipient, registered] of [
    ['parent', student.parent_phone],
    ['student', student.phone_number],
  ] as const) {
    const phone = internationalPhone(registered);
    if (!phone) continue;
    drafts.push({
      key: `quiz:${options.lessonId}:${options.userId}:${options.attemptNumber}:${recipient}`,
      studentId: options.userId,
      recipient,
      phone,
      params,
    });
  }
  const common = { tenantId: options.tenantId, event: 'quizResult' as const, now: options.now };
  if (channel) await queueMessages(trx, { ...common, channel, drafts });
  await queueMessages(trx, {
    ...common,
    channel: 'push',
    drafts: browsers.map((subscriptionId) => ({
      key: `quiz:${options.lessonId}:${options.userId}:${options.attemptNumber}:push:${subscriptionId}`,
      studentId: options.userId,
      recipient: 'student' as const,
      phone: '',
      params,
      pushSubscriptionId: subscriptionId,
    })),
  });
}
