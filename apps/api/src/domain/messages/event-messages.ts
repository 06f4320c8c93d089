import type { MessageEvent } from '@dars/core/contract';
import type { Kysely } from 'kysely';
import type { TenantContext } from '../../context.ts';
import type { Database } from '../../db/schema.ts';
import { defineJob } from '../../jobs/define.ts';
import type { QuietHours } from './cairo-time.ts';
import { internationalPhone } from './phones.ts';
import { activeChannel, queueMessages, type MessageDraft, type QueuedCounts } from './queue-messages.ts';

export type Recipient = 'student' | 'parent';

/**
 * One draft per recipient with a registered phone; `key` names the event occurrence (e.g.
 * `unit:12:<student>`), the recipient is added to it so each gets the message once.
 */
export function eventDrafts(
  student: { id: string; phone_number: string | null; parent_phone: string | null },
  options: { key: string; to: readonly Recipient[]; params: string[] },
): MessageDraft[] {
  const drafts: MessageDraft[] = [];
  for (const recipient of options.to) {
    const phone = internationalPhone(recipient === 'parent' ? student.parent_phone : student.phone_number);
    if (!phone) continue;
    drafts.push({
      key: `${options.key}:${recipient}`,
      studentId: student.id,
      recipient,
      phone,
      params: options.params,
    });
  }
  return drafts;
}

/**
 * Queues an event's messages in the caller's transaction when the tenant has a channel on (else
 * nothing, and null). Keys already used add nothing, so an event seen twice sends once.
 */
export async function queueEventMessages(
  db: Kysely<Database>,
  options: {
    tenantId: string;
    event: MessageEvent;
    now: () => Date;
    quietHours?: QuietHours | null;
    drafts: MessageDraft[];
  },
): Promise<QueuedCounts | null> {
  if (options.drafts.length === 0) return null;
  const channel = await activeChannel(db, options.tenantId);
  if (!channel) return null;
  return queueMessages(db, { ...options, channel });
}

/** The tenants with a message channel on: the recurring event jobs look at these only. */
export async function tenantsWithChannel(db: Kysely<Database>): Promise<string[]> {
  const rows = await db
    .selectFrom('message_channels')
    .select('tenant_id')
    .distinct()
    .where('enabled', '=', 1)
    .orderBy('tenant_id')
    .execute();
  return rows.map((row) => row.tenant_id);
}

/** Up to where a recurring event job has looked for one tenant (null: never). */
async function sweptUntil(db: Kysely<Database>, tenantId: string, name: string): Promise<Date | null> {
  const row = await db
    .selectFrom('message_sweeps')
    .select('swept_until')
    .where('tenant_id', '=', tenantId)
    .where('name', '=', name)
    .executeTakeFirst();
  return row ? new Date(row.swept_until) : null;
}

async function recordSweep(db: Kysely<Database>, tenantId: string, name: string, until: Date) {
  await db
    .insertInto('message_sweeps')
    .values({ tenant_id: tenantId, name, swept_until: until.toISOString() })
    .onConflict((c) => c.columns(['tenant_id', 'name']).doUpdateSet({ swept_until: until.toISOString() }))
    .execute();
}

/**
 * The time a recurring event job looks at for one tenant: since its previous run, and at most
 * `lookbackMs` back (the first run, or after the server was off for long); null when no time has
 * passed since that run.
 */
export async function sweepWindow(
  ctx: TenantContext,
  sweep: string,
  lookbackMs: number,
): Promise<{ since: Date; until: Date } | null> {
  const until = ctx.now();
  const last = await sweptUntil(ctx.db, ctx.tenantId, sweep);
  const since = new Date(Math.max(last?.getTime() ?? 0, until.getTime() - lookbackMs));
  return since < until ? { since, until } : null;
}

/**
 * Queues what a sweep found and records how far it looked, in one transaction: after a crash
 * neither holds, and the next run looks at the same time again (the keys send nothing twice).
 */
export async function queueSweptMessages(
  ctx: TenantContext,
  options: {
    sweep: string;
    until: Date;
    event: MessageEvent;
    quietHours?: QuietHours | null;
    drafts: MessageDraft[];
  },
): Promise<{ queued: number }> {
  const counts = await ctx.db.transaction().execute(async (trx) => {
    const queued = await queueEventMessages(trx, {
      tenantId: ctx.tenantId,
      event: options.event,
      now: ctx.now,
      quietHours: options.quietHours,
      drafts: options.drafts,
    });
    await recordSweep(trx, ctx.tenantId, options.sweep, options.until);
    return queued;
  });
  return { queued: counts?.queued ?? 0 };
}

/**
 * A recurring event job, run once across the instances every `everyMs`: `queue` for each tenant
 * with a channel on, with the configured quiet hours, and a log line when it queued anything.
 */
export function defineTenantEventJob(
  name: string,
  everyMs: number,
  queue: (ctx: TenantContext, options: { quietHours: QuietHours | null }) => Promise<{ queued: number }>,
  queuedLogLine: string,
) {
  return defineJob(
    name,
    async (_payload, job) => {
      for (const tenantId of await tenantsWithChannel(job.db)) {
        const result = await queue(
          { db: job.db, tenantId, now: job.now },
          { quietHours: job.config.messagesQuietHours },
        );
        if (result.queued > 0) job.log.info({ tenantId, ...result }, queuedLogLine);
      }
    },
    { everyMs, maxAttempts: 3, concurrency: 1, leaseMs: 10 * 60_000 },
  );
}
