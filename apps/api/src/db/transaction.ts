import type { Kysely, Transaction } from 'kysely';
import type { Database } from './schema.ts';

/** Runs `work` in a transaction, or inside the caller's transaction when `db` already is one (the seed writes everything in one). */
export function inTransaction<T>(
  db: Kysely<Database>,
  work: (trx: Transaction<Database> | Kysely<Database>) => Promise<T>,
): Promise<T> {
  return db.isTransaction ? work(db) : db.transaction().execute(work);
}
