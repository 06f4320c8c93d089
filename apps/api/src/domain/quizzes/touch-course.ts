import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';

/**
 * Gives the course a new modification date, which is the version its cached tree and quiz keys
 * are kept under (cache/versioned-cache.ts): students get the change at once. The new
 * date is later than the old one even when the clock has not moved.
 */
export async function touchCourse(
  db: Kysely<Database>,
  options: { tenantId: string; courseId: string; now: Date },
): Promise<void> {
  const row = await db
    .selectFrom('courses')
    .select('modification_date')
    .where('tenant_id', '=', options.tenantId)
    .where('id', '=', options.courseId)
    .executeTakeFirst();
  if (!row) return;
  const previous = Date.parse(row.modification_date);
  const next =
    Number.isNaN(previous) || options.now.getTime() > previous ? options.now.getTime() : previous + 1;
  await db
    .updateTable('courses')
    .set({ modification_date: new Date(next).toISOString() })
    .where('tenant_id', '=', options.tenantId)
    .where('id', '=', options.courseId)
    .execute();
}
