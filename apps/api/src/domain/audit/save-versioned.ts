import { SERVER_MESSAGES } from '@dars/core/messages';
import { sql, type Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { conflict, notFound } from '../../errors.ts';

/** The console-edited tables whose rows are keyed by `id` (teacher_profiles is keyed by tenant). */
export type VersionedTable = 'courses' | 'units' | 'lessons' | 'books' | 'testimonials';

export interface SaveVersionedOptions {
  table: VersionedTable;
  tenantId: string;
  id: string | number;
  /** the version the teacher's form was loaded with */
  expectedVersion: number;
  /** column → new value; `version` is bumped here */
  values: Record<string, unknown>;
}

/**
 * Updates one row only if it still has the version the save was based on, and bumps the version,
 * in one statement (so two racing saves cannot both win). Returns the new version. A missing row is
 * 404; a row changed since is 409 `stale_version`, and nothing is written.
 */
export async function saveVersioned(db: Kysely<Database>, options: SaveVersionedOptions): Promise<number> {
  // the table name is one of VersionedTable, so the dynamic builder below stays within the schema
  const loose = db as unknown as Kysely<Record<string, { id: unknown; tenant_id: string; version: number }>>;
  const result = await loose
    .updateTable(options.table)
    .set({ ...options.values, version: sql`version + 1` } as never)
    .where('tenant_id', '=', options.tenantId)
    .where('id', '=', options.id)
    .where('version', '=', options.expectedVersion)
    .executeTakeFirst();
  if (Number(result.numUpdatedRows) === 1) return options.expectedVersion + 1;
  const row = await loose
    .selectFrom(options.table)
    .select('version')
    .where('tenant_id', '=', options.tenantId)
    .where('id', '=', options.id)
    .executeTakeFirst();
  if (!row) throw notFound();
  throw conflict('stale_version', SERVER_MESSAGES.staleVersion);
}
