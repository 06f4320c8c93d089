import { unitAccess } from '@dars/core/rules';
import type { TenantContext } from '../../context.ts';
import type { QuietHours } from './cairo-time.ts';
import { defineTenantEventJob, eventDrafts, queueSweptMessages, sweepWindow } from './event-messages.ts';
import type { MessageDraft } from './queue-messages.ts';

const SWEEP = 'unitOpened';
const DAY_MS = 86_400_000;
/** how far back a run looks at most (the first run, or after the server was off for long) */
const LOOKBACK_MS = 2 * DAY_MS;

/**
 * Units open one week at a time after the enrolment (docs/product-rules.md, "Unit windows"; the
 * rule is `unitAccess` of @dars/core/rules). Each run finds the units that opened for a student
 * since the tenant's previous run (at most two days back) and queues "a new unit opened" to the
 * student: a unit upcoming at the last run and open now. The first unit opens with the enrolment
 * itself and is not announced; courses open to all have nothing to open. The message key is
 * student + unit, so a run repeated after a crash sends nothing twice.
 */
export async function queueUnitOpenedMessages(
  ctx: TenantContext,
  options: { quietHours?: QuietHours | null },
): Promise<{ queued: number }> {
  const window = await sweepWindow(ctx, SWEEP, LOOKBACK_MS);
  if (!window) return { queued: 0 };
  const { since, until } = window;

  const units = await ctx.db
    .selectFrom('units')
    .innerJoin('courses', (join) =>
      join.onRef('courses.id', '=', 'units.course_id').on('courses.tenant_id', '=', ctx.tenantId),
    )
    .select(['units.id', 'units.course_id', 'units.unit_name', 'courses.course_name'])
    .where('units.tenant_id', '=', ctx.tenantId)
    .where('units.active', '=', 1)
    .where('courses.is_open_to_all', '=', 0)
    .orderBy('units.course_id')
    .orderBy('units.position')
    .orderBy('units.id')
    .execute();
  const byCourse = new Map<string, typeof units>();
  for (const unit of units) byCourse.set(unit.course_id, [...(byCourse.get(unit.course_id) ?? []), unit]);
  if (byCourse.size === 0)
    return queueSweptMessages(ctx, { sweep: SWEEP, until, event: 'unitOpened', drafts: [] });

  // enrolments whose some unit may have opened in the window: enrolled before `until`, and
  // recently enough that a unit still remains to open
  const longest = Math.max(...[...byCourse.values()].map((list) => list.length));
  const enrolments = await ctx.db
    .selectFrom('enrollments')
    .innerJoin('users', (join) =>
      join.onRef('users.id', '=', 'enrollments.user_id').on('users.tenant_id', '=', ctx.tenantId),
    )
    .select([
      'enrollments.course_id',
      'enrollments.enrollment_date',
      'users.id',
      'users.user_name',
      'users.phone_number',
      'users.parent_phone',
    ])
    .where('enrollments.tenant_id', '=', ctx.tenantId)
    .where('users.active', '=', 1)
    .where('enrollments.enrollment_date', '<=', until.toISOString())
    .where('enrollments.enrollment_date', '>', new Date(since.getTime() - 7 * longest * DAY_MS).toISOString())
    .execute();

  const drafts: MessageDraft[] = [];
  for (const enrolment of enrolments) {
    const courseUnits = byCourse.get(enrolment.course_id);
    if (!courseUnits) continue;
    const enrolled = new Date(enrolment.enrollment_date).getTime();
    // unit n opens on day 7n: only those whose opening day falls between the two runs
    const first = Math.max(1, Math.floor((since.getTime() - enrolled) / (7 * DAY_MS)));
    const lastIndex = Math.min(
      courseUnits.length - 1,
      Math.floor((until.getTime() - enrolled) / (7 * DAY_MS)),
    );
    for (let index = first; index <= lastIndex; index += 1) {
      const window = { unitIndex: index, enrollmentDate: enrolment.enrollment_date, isOpenToAll: false };
      const before = unitAccess({ ...window, now: since });
      const now = unitAccess({ ...window, now: until });
      if (before.state !== 'upcoming' || now.state !== 'open') continue;
      const unit = courseUnits[index]!;
      drafts.push(
        ...eventDrafts(enrolment, {
          key: `unit:${unit.id}:${enrolment.id}`,
          to: ['student'],
          params: [enrolment.user_name, unit.course_name, unit.unit_name],
        }),
      );
    }
  }
  return queueSweptMessages(ctx, {
    sweep: SWEEP,
    until,
    event: 'unitOpened',
    quietHours: options.quietHours,
    drafts,
  });
}

/** Every 15 minutes, once across the instances: each tenant with a channel on. */
export const unitsOpenedJob = defineTenantEventJob(
  'messages.units-opened',
  15 * 60_000,
  queueUnitOpenedMessages,
  'new-unit messages queued',
);
