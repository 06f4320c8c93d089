import type { Kysely } from 'kysely';

/**
 * Where the two engines differ, in one place: which engine a connection talks to, and how each
 * reports a unique-constraint violation. Migrations and domain functions both ask here.
 */

/** Whether a Kysely instance (or transaction) talks to PostgreSQL (row locks) rather than SQLite. */
export function isPostgres(db: Pick<Kysely<unknown>, 'getExecutor'>): boolean {
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

/** True for a unique-constraint violation on either engine (PostgreSQL 23505, SQLite SQLITE_CONSTRAINT_UNIQUE). */
export const isUniqueViolation = (error: unknown): boolean => uniqueViolation(error) !== null;
