import type { MessageJobs } from '@dars/core/contract';
import type { TenantContext } from '../../context.ts';
import { countJobs, listJobs } from '../../jobs/read.ts';

/**
 * The console's jobs view: the tenant's background jobs (message sends and whatever else runs for
 * it), newest first, optionally of one state ("retrying": queued again after a failed run), with
 * the count in each state. A send job names the message it sends.
 */
export async function listMessageJobs(
  ctx: TenantContext,
  options: { state?: MessageJobs['items'][number]['state'] | 'retrying'; beforeId: number; limit: number },
): Promise<MessageJobs> {
  const [items, counts] = await Promise.all([
    listJobs(ctx.db, {
      tenantId: ctx.tenantId,
      ...(options.state ? { state: options.state } : {}),
      beforeId: options.beforeId,
      limit: options.limit,
    }),
    countJobs(ctx.db, { tenantId: ctx.tenantId }),
  ]);
  return {
    items: items.map((job) => {
      const payload = job.payload as { messageId?: unknown } | null;
      return {
        id: job.id,
        name: job.name,
        state: job.state,
        attempts: job.attempts,
        maxAttempts: job.maxAttempts,
        runAt: job.runAt,
        lastError: job.lastError,
        createdAt: job.createdAt,
        finishedAt: job.finishedAt,
        messageId: typeof payload?.messageId === 'number' ? payload.messageId : null,
      };
    }),
    counts,
  };
}
