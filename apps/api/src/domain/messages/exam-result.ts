import { isRevealDue } from '@dars/core/rules';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { eventDrafts, queueEventMessages } from './event-messages.ts';

/**
 * A submitted exam attempt's score to the parent and the student, in the submission's transaction,
 * when the tenant has a channel on and the exam shows its score now (docs/product-rules.md,
 * "Exams": not when it reveals nothing, nor while it reveals only after its window has closed —
 * such a result is not messaged). One message per attempt and recipient.
 */
export async function queueExamResultMessages(
  trx: Kysely<Database>,
  options: {
    tenantId: string;
    now: Date;
    attemptId: number;
    userId: string;
    lessonId: number;
    score: number;
  },
): Promise<void> {
  const exam = await trx
    .selectFrom('exams')
    .innerJoin('lessons', (join) =>
      join.onRef('lessons.id', '=', 'exams.lesson_id').on('lessons.tenant_id', '=', options.tenantId),
    )
    .select([
      'exams.reveal',
      'exams.reveal_after_close',
      'exams.opens_at',
      'exams.closes_at',
      'lessons.lesson_name',
    ])
    .where('exams.tenant_id', '=', options.tenantId)
    .where('exams.lesson_id', '=', options.lessonId)
    .executeTakeFirst();
  if (!exam) return;
  const shown = isRevealDue(
    { reveal: exam.reveal, afterClose: exam.reveal_after_close === 1 },
    { opensAt: exam.opens_at, closesAt: exam.closes_at },
    options.now,
  );
  if (!shown) return;
  const student = await trx
    .selectFrom('users')
    .select(['id', 'user_name', 'phone_number', 'parent_phone'])
    .where('tenant_id', '=', options.tenantId)
    .where('id', '=', options.userId)
    .executeTakeFirst();
  if (!student) return;
  await queueEventMessages(trx, {
    tenantId: options.tenantId,
    event: 'examResult',
    now: () => options.now,
    drafts: eventDrafts(student, {
      key: `exam:${options.attemptId}`,
      to: ['parent', 'student'],
      params: [student.user_name, exam.lesson_name, `${options.score}%`],
    }),
  });
}
