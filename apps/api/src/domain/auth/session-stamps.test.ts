import type { Kysely } from 'kysely';
import { describe, expect, it } from 'vitest';
import { AppCaches } from '../../cache/app-caches.ts';
import type { Database } from '../../db/schema.ts';
import { forgetSessionStamp, sessionStampOf, tokenStillValid } from './session-stamps.ts';

/** A database of one user row whose `active` flag the test flips; counts the reads. */
function fakeDb(row: { active: number; sessions_valid_after: string | null }) {
  let reads = 0;
  const query = {
    leftJoin: () => query,
    select: () => query,
    where: () => query,
    execute: async () => {
      reads += 1;
      return [{ id: 'u1', active: row.active, validAfter: row.sessions_valid_after, endedSession: null }];
    },
  };
  const db = { selectFrom: () => query } as unknown as Kysely<Database>;
  return { db, row, reads: () => reads };
}

describe('session stamps', () => {
  it('are read once, then kept', async () => {
    const { db, reads } = fakeDb({ active: 1, sessions_valid_after: null });
    const caches = new AppCaches();
    await sessionStampOf(db, caches, 't1', 'u1');
    await sessionStampOf(db, caches, 't1', 'u1');
    expect(reads()).toBe(1);
  });

  it('the changing instance forgets at once and announces the change to the others', async () => {
    const { db, row } = fakeDb({ active: 1, sessions_valid_after: null });
    const announced: string[] = [];
    const caches = new AppCaches({ announce: async ({ tenantId }) => void announced.push(tenantId) });
    expect((await sessionStampOf(db, caches, 't1', 'u1')).active).toBe(true);
    row.active = 0;
    await forgetSessionStamp(caches, 't1', 'u1');
    expect(announced).toEqual(['t1']);
    expect(tokenStillValid(await sessionStampOf(db, caches, 't1', 'u1'), Date.now())).toBe(false);
  });

  it("another instance drops its stamps when it hears of the tenant's change", async () => {
    const { db, row } = fakeDb({ active: 1, sessions_valid_after: null });
    const other = new AppCaches();
    expect((await sessionStampOf(db, other, 't1', 'u1')).active).toBe(true);
    row.active = 0;
    other.forgetTenant('t2');
    expect((await sessionStampOf(db, other, 't1', 'u1')).active).toBe(true);
    // what the listener in cache/content-changes.ts does on an announcement for t1
    other.forgetTenant('t1');
    expect((await sessionStampOf(db, other, 't1', 'u1')).active).toBe(false);
  });
});
