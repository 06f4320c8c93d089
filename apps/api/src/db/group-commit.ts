import { SqliteAdapter, sql, type Kysely, type Transaction } from 'kysely';
import type { Database } from './schema.ts';

type Work<T> = (trx: Transaction<Database>) => Promise<T>;

interface Pending {
  work: Work<unknown>;
  resolve(value: unknown): void;
  reject(error: unknown): void;
}

/**
 * Small write transactions that may share one commit. On the embedded database every commit is
 * an fsync (`synchronous = FULL`, docs/decisions/0002-embedded-sqlite-default.md) taken on the
 * server's one connection, with the event loop waiting: at hundreds of writes a second (an exam
 * night's answer saves) the fsyncs alone outlast the second, and requests queue without end.
 * Here the writes queued in one turn of the event loop run in one transaction, each inside its
 * own savepoint, and are acknowledged together once that transaction has committed: one fsync
 * for the lot, and each write still durable before its caller hears of it. A write that throws
 * is rolled back to its savepoint alone and its caller gets the error; the others commit.
 * On PostgreSQL each write is its own transaction (commits there do not block the server).
 */
export interface GroupCommit {
  execute<T>(work: Work<T>): Promise<T>;
}

const groupCommits = new WeakMap<Kysely<Database>, GroupCommit>();

/** The group commit of a database handle (one per handle, made on first use). */
export function groupCommitOf(db: Kysely<Database>): GroupCommit {
  let group = groupCommits.get(db);
  if (!group) {
    group = db.getExecutor().adapter instanceof SqliteAdapter ? sharedCommits(db) : ownCommits(db);
    groupCommits.set(db, group);
  }
  return group;
}

function ownCommits(db: Kysely<Database>): GroupCommit {
  return { execute: (work) => db.transaction().execute(work) };
}

function sharedCommits(db: Kysely<Database>): GroupCommit {
  let queue: Pending[] = [];
  let scheduled = false;

  async function flush() {
    scheduled = false;
    const batch = queue;
    queue = [];
    const outcomes: Array<{ ok: true; value: unknown } | { ok: false; error: unknown }> = [];
    try {
      await db.transaction().execute(async (trx) => {
        for (const pending of batch) {
          await sql`SAVEPOINT group_write`.execute(trx);
          try {
            outcomes.push({ ok: true, value: await pending.work(trx) });
            await sql`RELEASE group_write`.execute(trx);
          } catch (error) {
            await sql`ROLLBACK TO group_write`.execute(trx);
            await sql`RELEASE group_write`.execute(trx);
            outcomes.push({ ok: false, error });
          }
        }
      });
    } catch (error) {
      // the commit itself failed: nothing of the batch was written
      for (const pending of batch) pending.reject(error);
      return;
    }
    batch.forEach((pending, index) => {
      const outcome = outcomes[index]!;
      if (outcome.ok) pending.resolve(outcome.value);
      else pending.reject(outcome.error);
    });
  }

  return {
    execute<T>(work: Work<T>) {
      return new Promise<T>((resolve, reject) => {
        queue.push({ work, resolve: resolve as (value: unknown) => void, reject });
        if (!scheduled) {
          scheduled = true;
          setImmediate(() => void flush());
        }
      });
    },
  };
}
