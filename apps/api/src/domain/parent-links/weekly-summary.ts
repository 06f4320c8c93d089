import type { TenantContext } from '../../context.ts';
import { defineJob } from '../../jobs/define.ts';
import {
  eventDrafts,
  queueEventMessages,
  tenantOrigin,
  tenantsWithChannel,
  type QuietHours,
} from '../messages/index.ts';
import { newParentToken, parentTokenHash } from './tokens.ts';

const DAY_MS = 86_400_000;
const WEEK_MS = 7 * DAY_MS;
/** the link in a weekly summary stays valid two weeks: past the next summary */
const LINK_DAYS = 14;
/** who made a parent link, when the weekly summary made it */
export const WEEKLY_SUMMARY_AUTHOR = 'messages.weekly-summary';

/**
 * The weekly parent summary (a message event, docs/product-rules.md "Messages"; here because it
 * makes a parent link): for each enrolled student with a parent phone, the week's lessons
 * finished and quizzes submitted, and a new read-only parent link (domain/parent-links/, valid
 * two weeks) to the whole progress page. One per student and week (`week` numbers the run's
 * slot): a run repeated after a crash skips the students already done, so no second link is made.
 * Without a known origin for the tenant (PUBLIC_URL or a domain) no summary is sent: its point is
 * the link.
 */
export async function queueWeeklySummaries(
  ctx: TenantContext,
  options: { week: number; publicUrl: string | undefined; quietHours?: QuietHours | null },
): Promise<{ queued: number }> {
  const origin = await tenantOrigin(ctx.db, ctx.tenantId, options.publicUrl);
  if (!origin) return { queued: 0 };
  const now = ctx.now();
  const weekAgo = new Date(now.getTime() - WEEK_MS).toISOString();
  const students = await ctx.db
    .selectFrom('users')
    .select(['id', 'user_name', 'phone_number', 'parent_phone'])
    .where('tenant_id', '=', ctx.tenantId)
    .where('role', '=', 'Student')
    .where('active', '=', 1)
    .where((eb) =>
      eb.exists(
        eb
          .selectFrom('enrollments')
          .select('enrollments.id')
          .whereRef('enrollments.user_id', '=', 'users.id')
          .where('enrollments.tenant_id', '=', ctx.tenantId),
      ),
    )
    .orderBy('id')
    .execute();
  let queued = 0;
  for (const student of students) {
    const key = `weekly:${options.week}:${student.id}`;
    const [draft] = eventDrafts(student, { key, to: ['parent'], params: [] });
    if (!draft) continue;
    const done = await ctx.db
      .selectFrom('messages')
      .select('id')
      .where('tenant_id', '=', ctx.tenantId)
      .where('key', '=', draft.key)
      .executeTakeFirst();
    if (done) continue;
    const [lessons, quizzes] = await Promise.all([
      ctx.db
        .selectFrom('lesson_completions')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .where('tenant_id', '=', ctx.tenantId)
        .where('user_id', '=', student.id)
        .where('completed_at', '>', weekAgo)
        .executeTakeFirstOrThrow(),
      ctx.db
        .selectFrom('quiz_attempts')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .where('tenant_id', '=', ctx.tenantId)
        .where('user_id', '=', student.id)
        .where('submitted_at', '>', weekAgo)
        .executeTakeFirstOrThrow(),
    ]);
    const summary = `دروس مكتملة: ${Number(lessons.n)} · اختبارات: ${Number(quizzes.n)}`;
    const token = newParentToken();
    const counts = await ctx.db.transaction().execute(async (trx) => {
      await trx
        .insertInto('parent_links')
        .values({
          tenant_id: ctx.tenantId,
          user_id: student.id,
          token_hash: parentTokenHash(token),
          parent_phone: student.parent_phone || null,
          created_by: WEEKLY_SUMMARY_AUTHOR,
          created_at: now.toISOString(),
          expires_at: new Date(now.getTime() + LINK_DAYS * DAY_MS).toISOString(),
          revoked_at: null,
        })
        .execute();
      return queueEventMessages(trx, {
        tenantId: ctx.tenantId,
        event: 'weeklySummary',
        now: ctx.now,
        quietHours: options.quietHours,
        drafts: [{ ...draft, params: [student.user_name, summary, `${origin}/parent/${token}`] }],
      });
    });
    queued += counts?.queued ?? 0;
  }
  return { queued };
}

/**
 * Once a week, once across the instances (the runner's weekly slot begins Thursday 00:00 UTC, in
 * Cairo's quiet hours: the summaries go out at 08:00 Cairo time).
 */
export const weeklySummaryJob = defineJob(
  'messages.weekly-summary',
  async (_payload, job) => {
    const week = Math.floor(job.now().getTime() / WEEK_MS);
    for (const tenantId of await tenantsWithChannel(job.db)) {
      const result = await queueWeeklySummaries(
        { db: job.db, tenantId, now: job.now },
        { week, publicUrl: job.config.publicUrl, quietHours: job.config.messagesQuietHours },
      );
      if (result.queued > 0) job.log.info({ tenantId, ...result }, 'weekly summaries queued');
    }
  },
  { everyMs: WEEK_MS, maxAttempts: 3, concurrency: 1, leaseMs: 30 * 60_000 },
);
