import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';

/**
 * Marks the student active at `at` (a sign-in, a finished lesson, a submitted quiz). The console's
 * students table sorts by it and the dashboard finds idle students by it.
 */
export async function recordActivity(
  db: Kysely<Database>,
  options: { tenantId: string; userId: string; at: string },
): Promise<void> {
  await db
    .updateTable('users')
    .set({ last_activity_at: options.at })
    .where('tenant_id', '=', options.tenantId)
    .where('id', '=', options.userId)
    .execute();
}
