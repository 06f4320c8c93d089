import type { TenantContext } from '../../context.ts';
import type { QuietHours } from './cairo-time.ts';
import { defineTenantEventJob, eventDrafts, queueEventMessages } from './event-messages.ts';
import type { MessageDraft } from './queue-messages.ts';

const DAY_MS = 86_400_000;
export const IDLE_DAYS = 7;
/** a student idle for longer has left; their parent is not told again and again */
const GIVE_UP_DAYS = 30;

/**
 * A student enrolled in a course who has done nothing for seven days (no sign-in, lesson finished
 * or quiz submitted: `users.last_activity_at`) is reported to the parent, once per idle spell: the
 * message key holds the last activity's instant, so the next spell (after the student came back)
 * is a new message and the same spell never a second one.
 */
export async function queueIdleStudentMessages(
  ctx: TenantContext,
  options: { quietHours?: QuietHours | null },
): Promise<{ queued: number }> {
  const now = ctx.now();
  const students = await ctx.db
    .selectFrom('users')
    .select(['id', 'user_name', 'phone_number', 'parent_phone', 'last_activity_at'])
    .where('tenant_id', '=', ctx.tenantId)
    .where('role', '=', 'Student')
    .where('active', '=', 1)
    .where('last_activity_at', '<=', new Date(now.getTime() - IDLE_DAYS * DAY_MS).toISOString())
    .where('last_activity_at', '>', new Date(now.getTime() - GIVE_UP_DAYS * DAY_MS).toISOString())
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
  const drafts: MessageDraft[] = [];
  for (const student of students) {
    const since = student.last_activity_at!;
    const days = Math.floor((now.getTime() - new Date(since).getTime()) / DAY_MS);
    drafts.push(
      ...eventDrafts(student, {
        key: `idle:${student.id}:${since}`,
        to: ['parent'],
        params: [student.user_name, String(days)],
      }),
    );
  }
  const counts = await ctx.db.transaction().execute((trx) =>
    queueEventMessages(trx, {
      tenantId: ctx.tenantId,
      event: 'idleStudent',
      now: ctx.now,
      quietHours: options.quietHours,
      drafts,
    }),
  );
  return { queued: counts?.queued ?? 0 };
}

/** Every hour, once across the instances: each tenant with a channel on. */
export const idleStudentsJob = defineTenantEventJob(
  'messages.idle-students',
  60 * 60_000,
  queueIdleStudentMessages,
  'idle-student messages queued',
);
