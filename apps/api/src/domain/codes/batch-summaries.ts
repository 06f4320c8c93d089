import type { CodeBatch } from '@dars/core/contract';
import type { Kysely } from 'kysely';
import type { TenantContext } from '../../context.ts';
import type { Database } from '../../db/schema.ts';

type BatchRow = {
  id: number;
  kind: 'course' | 'unit';
  target_id: string;
  label: string | null;
  created_at: string;
  created_by: string | null;
  expires_at: string | null;
  revoked_at: string | null;
};

export const BATCH_COLUMNS = [
  'id',
  'kind',
  'target_id',
  'label',
  'created_at',
  'created_by',
  'expires_at',
  'revoked_at',
] as const;

/** Has the batch's expiry passed at `now`? */
export function isExpired(expiresAt: string | null, now: Date): boolean {
  return expiresAt !== null && Date.parse(expiresAt) <= now.getTime();
}

/**
 * The console's view of batches: target and course names, maker, and created / redeemed /
 * revoked / remaining counts, read with one grouped count per code table (tenant-filtered).
 */
export async function summarizeBatches(
  db: Kysely<Database>,
  ctx: Pick<TenantContext, 'tenantId' | 'now'>,
  rows: readonly BatchRow[],
): Promise<CodeBatch[]> {
  if (rows.length === 0) return [];
  const ids = rows.map((row) => row.id);
  const courseIds = rows.filter((row) => row.kind === 'course').map((row) => row.target_id);
  const unitIds = rows
    .filter((row) => row.kind === 'unit')
    .map((row) => Number(row.target_id))
    .filter(Number.isSafeInteger);
  const makerIds = [...new Set(rows.map((row) => row.created_by).filter((id): id is string => id !== null))];

  const countsOf = (table: 'course_codes' | 'unit_codes') =>
    db
      .selectFrom(table)
      .select((eb) => [
        'batch_id',
        eb.fn.countAll<number | string>().as('created'),
        eb.fn.count<number | string>('redeemed_at').as('redeemed'),
        eb.fn.count<number | string>('revoked_at').as('revoked'),
      ])
      .where('tenant_id', '=', ctx.tenantId)
      .where('batch_id', 'in', ids)
      .groupBy('batch_id')
      .execute();

  const [courseCounts, unitCounts, units, makers] = await Promise.all([
    courseIds.length ? countsOf('course_codes') : [],
    unitIds.length ? countsOf('unit_codes') : [],
    unitIds.length
      ? db
          .selectFrom('units')
          .select(['id', 'unit_name', 'course_id'])
          .where('tenant_id', '=', ctx.tenantId)
          .where('id', 'in', unitIds)
          .execute()
      : [],
    makerIds.length
      ? db
          .selectFrom('users')
          .select(['id', 'user_name'])
          .where('tenant_id', '=', ctx.tenantId)
          .where('id', 'in', makerIds)
          .execute()
      : [],
  ]);
  const allCourseIds = [...new Set([...courseIds, ...units.map((unit) => unit.course_id)])];
  const courses = allCourseIds.length
    ? await db
        .selectFrom('courses')
        .select(['id', 'course_name'])
        .where('tenant_id', '=', ctx.tenantId)
        .where('id', 'in', allCourseIds)
        .execute()
    : [];

  const counts = new Map<number, { created: number; redeemed: number; revoked: number }>();
  for (const row of [...courseCounts, ...unitCounts]) {
    counts.set(row.batch_id, {
      created: Number(row.created),
      redeemed: Number(row.redeemed),
      revoked: Number(row.revoked),
    });
  }
  const courseName = new Map(courses.map((course) => [course.id, course.course_name]));
  const unitById = new Map(units.map((unit) => [String(unit.id), unit]));
  const makerName = new Map(makers.map((maker) => [maker.id, maker.user_name]));
  const now = ctx.now();

  return rows.map((row) => {
    const count = counts.get(row.id) ?? { created: 0, redeemed: 0, revoked: 0 };
    const unit = row.kind === 'unit' ? unitById.get(row.target_id) : undefined;
    const courseId = unit ? unit.course_id : row.target_id;
    return {
      id: row.id,
      kind: row.kind,
      targetId: row.target_id,
      targetName: unit ? unit.unit_name : (courseName.get(row.target_id) ?? ''),
      courseId,
      courseName: courseName.get(courseId) ?? '',
      label: row.label,
      createdAt: row.created_at,
      createdByName: row.created_by ? (makerName.get(row.created_by) ?? null) : null,
      expiresAt: row.expires_at,
      expired: isExpired(row.expires_at, now),
      revokedAt: row.revoked_at,
      created: count.created,
      redeemed: count.redeemed,
      revoked: count.revoked,
      remaining: count.created - count.redeemed - count.revoked,
    };
  });
}

/** One batch of the tenant, or undefined. */
export function findBatch(db: Kysely<Database>, ctx: Pick<TenantContext, 'tenantId'>, batchId: number) {
  return db
    .selectFrom('code_batches')
    .select(BATCH_COLUMNS)
    .where('tenant_id', '=', ctx.tenantId)
    .where('id', '=', batchId)
    .executeTakeFirst();
}
