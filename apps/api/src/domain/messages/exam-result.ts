import { isRevealDue } from '@dars/core/rules';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import type { TenantContext } from '../../context.ts';
import type { QuietHours } from './cairo-time.ts';
import {
  defineTenantEventJob,
  eventDrafts,
  queueEventMessages,
  queueSweptMessages,
  sweepWindow,
} from './event-messages.ts';
import type { MessageDraft } from './queue-messages.ts';

/**
 * A submitted exam attempt's score to the parent and the student, in the submission's transaction,
 * when the tenant has a channel on and the exam shows its score now (docs/product-rules.md,
 * "Messages": not when it reveals nothing; one that reveals only after its window has closed is
 * messaged at the close, by `examResultsRevealedJob`). One message per attempt and recipient.
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

const SWEEP = 'examResultsRevealed';
/** how far back a run looks at most (the first run, or after the server was off for long) */
const LOOKBACK_MS = 2 * 86_400_000;

/**
 * The results an exam held back until its window closed (docs/product-rules.md, "Messages"): each
 * run finds the tenant's exams that show a result only after the close and closed since the
 * previous run (at most two days back), and queues every attempt submitted by then to the parent
 * and the student. The key is the attempt's, as at submission, so an attempt already messaged (one
 * finished after the close) and a run repeated after a crash send nothing twice; an exam whose
 * close the teacher moves later is looked at again when the new close passes.
 */
export async function queueRevealedExamResultMessages(
  ctx: TenantContext,
  options: { quietHours?: QuietHours | null },
): Promise<{ queued: number }> {
  const window = await sweepWindow(ctx, SWEEP, LOOKBACK_MS);
  if (!window) return { queued: 0 };
  const { since, until } = window;
  const attempts = await ctx.db
    .selectFrom('exams')
    .innerJoin('lessons', (join) =>
      join.onRef('lessons.id', '=', 'exams.lesson_id').on('lessons.tenant_id', '=', ctx.tenantId),
    )
    .innerJoin('exam_attempts', (join) =>
      join
        .onRef('exam_attempts.lesson_id', '=', 'exams.lesson_id')
        .on('exam_attempts.tenant_id', '=', ctx.tenantId),
    )
    .innerJoin('users', (join) =>
      join.onRef('users.id', '=', 'exam_attempts.user_id').on('users.tenant_id', '=', ctx.tenantId),
    )
    .select([
      'exam_attempts.id as attempt_id',
      'exam_attempts.score',
      'lessons.lesson_name',
      'users.id',
      'users.user_name',
      'users.phone_number',
      'users.parent_phone',
    ])
    .where('exams.tenant_id', '=', ctx.tenantId)
    .where('exams.reveal', '!=', 'none')
    .where('exams.reveal_after_close', '=', 1)
    .where('exams.closes_at', '>', since.toISOString())
    .where('exams.closes_at', '<=', until.toISOString())
    .where('exam_attempts.submitted_at', 'is not', null)
    .where('exam_attempts.score', 'is not', null)
    .where('users.active', '=', 1)
    .orderBy('exam_attempts.id')
    .execute();
  const drafts: MessageDraft[] = attempts.flatMap((attempt) =>
    eventDrafts(attempt, {
      key: `exam:${attempt.attempt_id}`,
      to: ['parent', 'student'],
      params: [attempt.user_name, attempt.lesson_name, `${attempt.score}%`],
    }),
  );
  return queueSweptMessages(ctx, {
    sweep: SWEEP,
    until,
    event: 'examResult',
    quietHours: options.quietHours,
    drafts,
  });
}

/** Every 15 minutes, once across the instances: each tenant with a channel on. */
export const examResultsRevealedJob = defineTenantEventJob(
  'messages.exam-results',
  15 * 60_000,
  queueRevealedExamResultMessages,
  'exam results queued at the close',
);
