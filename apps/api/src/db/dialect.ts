import type { Kysely } from 'kysely';
import type { Database } from './schema.ts';

/** Whether a Kysely instance (or transaction) talks to PostgreSQL (row locks) rather than SQLite. */
export function isPostgres(db: Kysely<Database>): boolean {
  return db.getExecutor().adapter.constructor.name.startsWith('Postgres');
}

/** A unique-constraint violation on either engine, with the constraint/column text for telling which. */
export function uniqueViolation(error: unknown): string | null {
  if (typeof error !== 'object' || error === null) return null;
  const e = error as { code?: unknown; constraint?: unknown; message?: unknown; detail?: unknown };
  if (e.code === '23505') return `${String(e.constraint ?? '')} ${String(e.detail ?? '')}`;
  if (e.code === 'SQLITE_CONSTRAINT_UNIQUE' || e.code === 'SQLITE_CONSTRAINT_PRIMARYKEY')
    return String(e.message ?? '');
  return null;
}
