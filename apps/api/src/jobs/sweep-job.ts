import { defineJob } from './define.ts';

const DAY_MS = 86_400_000;
/** finished jobs are kept this long for the console, then removed */
export const FINISHED_JOBS_KEPT_DAYS = 30;

/**
 * Once a day, once across the instances: jobs done or failed more than 30 days ago are deleted,
 * in batches of 1,000 so no statement holds the table long. Queued and running jobs are never
 * touched. The message log keeps each message's own status and reason.
 */
export const sweepFinishedJobsJob = defineJob(
  'jobs.sweep',
  async (_payload, { db, now, log }) => {
    const before = new Date(now().getTime() - FINISHED_JOBS_KEPT_DAYS * DAY_MS).toISOString();
    let removed = 0;
    for (;;) {
      const batch = await db
        .selectFrom('jobs')
        .select('id')
        .where('state', 'in', ['done', 'failed'])
        .where('finished_at', '<', before)
        .orderBy('id')
        .limit(1000)
        .execute();
      if (batch.length === 0) break;
      await db
        .deleteFrom('jobs')
        .where(
          'id',
          'in',
          batch.map((row) => row.id),
        )
        .execute();
      removed += batch.length;
    }
    if (removed > 0) log.info({ removed }, 'finished jobs swept');
  },
  { everyMs: DAY_MS, maxAttempts: 3, concurrency: 1, leaseMs: 30 * 60_000 },
);
