import { sql, type Transaction } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, engines, type TestApp } from '../../test/harness.ts';
import { groupCommitOf } from './group-commit.ts';
import type { Database } from './schema.ts';

describe.each(engines())('group commit (%s)', (engine) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ engine });
    await sql`CREATE TABLE group_probe (id INTEGER PRIMARY KEY, label TEXT NOT NULL UNIQUE)`.execute(t.db);
  });
  afterAll(() => t.close());

  const labels = async () =>
    (await sql<{ label: string }>`SELECT label FROM group_probe ORDER BY id`.execute(t.db)).rows.map(
      (row) => row.label,
    );
  const insert = (trx: Transaction<Database>, id: number, label: string) =>
    sql`INSERT INTO group_probe (id, label) VALUES (${id}, ${label})`.execute(trx);

  it('writes queued in one turn share one transaction on SQLite and have their own on PostgreSQL', async () => {
    const seen: Array<Transaction<Database>> = [];
    const group = groupCommitOf(t.db);
    await Promise.all(
      [1, 2, 3].map((id) =>
        group.execute(async (trx) => {
          seen.push(trx);
          await insert(trx, id, `write ${id}`);
        }),
      ),
    );
    expect(await labels()).toEqual(['write 1', 'write 2', 'write 3']);
    expect(new Set(seen).size).toBe(engine === 'sqlite' ? 1 : 3);
  });

  it('rolls back only the write that threw, whose caller alone gets the error', async () => {
    const group = groupCommitOf(t.db);
    const outcomes = await Promise.allSettled([
      group.execute((trx) => insert(trx, 10, 'kept before')),
      group.execute(async (trx) => {
        await insert(trx, 11, 'half of a failed write');
        await insert(trx, 12, 'write 1'); // the unique label refuses this: the whole write goes
      }),
      group.execute(async (trx) => {
        await insert(trx, 13, 'kept after');
        return 'answer of the third';
      }),
    ]);
    expect(outcomes.map((outcome) => outcome.status)).toEqual(['fulfilled', 'rejected', 'fulfilled']);
    expect((outcomes[2] as PromiseFulfilledResult<string>).value).toBe('answer of the third');
    expect(await labels()).toEqual(['write 1', 'write 2', 'write 3', 'kept before', 'kept after']);
  });

  it('acknowledges a write only once it is committed', async () => {
    const group = groupCommitOf(t.db);
    let committedWhenAcknowledged: boolean | undefined;
    await group
      .execute((trx) => insert(trx, 20, 'durable'))
      .then(async () => {
        // read through a fresh statement outside any transaction: the row is there
        committedWhenAcknowledged = (await labels()).includes('durable');
      });
    expect(committedWhenAcknowledged).toBe(true);
  });
});
