import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { defineJob, RetryAfterError } from '../../jobs/define.ts';
import { enqueueJob } from '../../jobs/enqueue.ts';
import { submitOverdueAttempts } from './finalize-attempt.ts';

/**
 * The server submits an attempt at its deadline even when nobody reads it again (a closed tab):
 * each attempt queues one job due at its deadline, when it starts and again whenever its deadline
 * comes sooner (a per-question clock moved on). The job is durable, so a restart or another
 * instance still runs it; submitting is one conditional update, so a student's submit, a read
 * and this job may race and one wins.
 */
export const examDeadlineJob = defineJob<{ attemptId: number }>(
  'exams.deadline',
  async ({ attemptId }, { db, now, tenantId }) => {
    const attempt = await db
      .selectFrom('exam_attempts')
      .select(['deadline_at', 'submitted_at'])
      .where('id', '=', attemptId)
      .executeTakeFirst();
    if (!attempt || attempt.submitted_at !== null) return;
    const wait = Date.parse(attempt.deadline_at) - now().getTime();
    // due early only by another instance's clock: try again at the deadline
    if (wait > 0) throw new RetryAfterError('the attempt is not due yet', wait);
    await submitOverdueAttempts(db, { now: now(), attemptId, ...(tenantId ? { tenantId } : {}) });
  },
  { maxAttempts: 10, retryDelayMs: 5_000, concurrency: 20, leaseMs: 60_000 },
);

/**
 * Every ten minutes, once across all instances: submits what is overdue and has no job of its own
 * (an attempt started before deadline jobs existed, or whose job failed for good).
 */
export const examOverdueSweepJob = defineJob(
  'exams.overdue-sweep',
  async (_payload, { db, now, log }) => {
    const submitted = await submitOverdueAttempts(db, { now: now() });
    if (submitted > 0) log.info({ submitted }, 'submitted exam attempts at their deadline');
  },
  { everyMs: 10 * 60_000, maxAttempts: 3, concurrency: 1 },
);

/** Queues the job that submits an attempt at this deadline (one per attempt and deadline). */
export async function scheduleAttemptDeadline(
  db: Kysely<Database>,
  options: { tenantId: string; attemptId: number; deadlineAt: string; now: () => Date },
): Promise<void> {
  await enqueueJob(
    db,
    examDeadlineJob,
    { attemptId: options.attemptId },
    {
      key: `${options.attemptId}@${options.deadlineAt}`,
      runAt: new Date(options.deadlineAt),
      tenantId: options.tenantId,
      now: options.now,
    },
  );
}
