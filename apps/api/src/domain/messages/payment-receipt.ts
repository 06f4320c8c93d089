import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { eventDrafts, queueEventMessages } from './event-messages.ts';

/** "250.00 ج.م": the amount paid, in pounds (piasters / 100). */
export function receiptAmount(amountCents: number, currency: string): string {
  const unit = currency.toUpperCase() === 'EGP' ? 'ج.م' : currency.toUpperCase();
  return `${(amountCents / 100).toFixed(2)} ${unit}`;
}

/**
 * The receipt of a paid order, to the student and the parent, in the transaction that marks the
 * order paid (domain/orders/settle-transaction.ts), when the tenant has a channel on. The order's
 * reference is the key: a callback and the reconciliation settling the same order send once.
 */
export async function queuePaymentReceiptMessages(
  trx: Kysely<Database>,
  options: {
    tenantId: string;
    now: () => Date;
    studentId: string;
    courseId: string;
    reference: string;
    amountCents: number;
    currency: string;
  },
): Promise<void> {
  const [student, course] = await Promise.all([
    trx
      .selectFrom('users')
      .select(['id', 'user_name', 'phone_number', 'parent_phone'])
      .where('tenant_id', '=', options.tenantId)
      .where('id', '=', options.studentId)
      .executeTakeFirst(),
    trx
      .selectFrom('courses')
      .select('course_name')
      .where('tenant_id', '=', options.tenantId)
      .where('id', '=', options.courseId)
      .executeTakeFirst(),
  ]);
  if (!student || !course) return;
  await queueEventMessages(trx, {
    tenantId: options.tenantId,
    event: 'paymentReceipt',
    now: options.now,
    drafts: eventDrafts(student, {
      key: `receipt:${options.reference}`,
      to: ['parent', 'student'],
      params: [
        student.user_name,
        course.course_name,
        receiptAmount(options.amountCents, options.currency),
        options.reference,
      ],
    }),
  });
}
