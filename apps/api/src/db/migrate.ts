import { Migrator, type MigrationProvider, type Kysely } from 'kysely';
import { migrations } from './migrations/index.ts';
import type { Database } from './schema.ts';

const provider: MigrationProvider = { getMigrations: async () => migrations };

export interface MigrateOptions {
  /**
   * PostgreSQL schema that holds the data (tests use a fresh one per file). Kysely's bookkeeping
   * tables must live in it too: left unset, the migrator looks for them in every schema and may
   * find another schema's, skipping the creation of its own.
   */
  schema?: string | undefined;
}

/**
 * Brings the schema up to date; throws with the failing migration's name on error. Answers the
 * names of the migrations this call applied.
 *
 * Instances starting together migrate once: Kysely's Migrator runs the whole run in one
 * transaction under a lock (on PostgreSQL `pg_advisory_xact_lock`, on SQLite the write lock of the
 * file), then re-reads which migrations are done; the second instance waits and finds nothing left.
 * test/migrate-lock.test.ts starts two concurrently on a fresh schema.
 */
export async function migrateToLatest(db: Kysely<Database>, options: MigrateOptions = {}): Promise<string[]> {
  const migrator = new Migrator({
    db,
    provider,
    ...(options.schema ? { migrationTableSchema: options.schema } : {}),
  });
  let outcome = await migrator.migrateToLatest();
  // Kysely looks for its bookkeeping tables by listing the tables of every schema; a schema that
  // another client drops meanwhile (tests and benches on one database) fails that listing. The
  // run is one transaction, so trying again is safe.
  for (let retry = 0; retry < 3 && isOtherSchemaGone(outcome.error, options.schema); retry += 1)
    outcome = await migrator.migrateToLatest();
  const { error, results } = outcome;
  const failed = results?.find((r) => r.status === 'Error');
  if (error || failed) {
    const name = failed ? ` (${failed.migrationName})` : '';
    throw new Error(
      `Database migration failed${name}: ${error instanceof Error ? error.message : String(error)}`,
    );
  }
  return (results ?? []).filter((r) => r.status === 'Success').map((r) => r.migrationName);
}

/** PostgreSQL's invalid_schema_name (3F000) about a schema other than ours. */
function isOtherSchemaGone(error: unknown, schema: string | undefined): boolean {
  const e = error as { code?: unknown; message?: unknown } | undefined;
  return (
    e?.code === '3F000' &&
    typeof e.message === 'string' &&
    (schema === undefined || !e.message.includes(`"${schema}"`))
  );
}
