import { describe, expect, it } from 'vitest';
import { withStatementCache } from './connect.ts';
import { loadSqliteDriver, usesNodeApiDriver } from './sqlite-driver.ts';

const SqliteDatabase = await loadSqliteDriver();

function memoryDatabase() {
  const file = new SqliteDatabase(':memory:');
  file.exec('CREATE TABLE t (n INTEGER); INSERT INTO t VALUES (1), (2), (3);');
  return file;
}

describe('prepared statement cache', () => {
  it('prepares a SQL text once and reuses the statement', () => {
    const cached = withStatementCache(memoryDatabase());
    const first = cached.prepare('SELECT n FROM t WHERE n > ?');
    expect(cached.prepare('SELECT n FROM t WHERE n > ?')).toBe(first);
    expect(first.all([1])).toEqual([{ n: 2 }, { n: 3 }]);
    expect(cached.prepare('SELECT n FROM t WHERE n > ?').all([2])).toEqual([{ n: 3 }]);
    expect(cached.prepare('SELECT n FROM t')).not.toBe(first);
    cached.close();
  });

  it('drops the least recently used statement past its capacity', () => {
    const cached = withStatementCache(memoryDatabase(), 2);
    const a = cached.prepare('SELECT 1');
    const b = cached.prepare('SELECT 2');
    expect(cached.prepare('SELECT 1')).toBe(a); // now b is the oldest
    cached.prepare('SELECT 3');
    expect(cached.prepare('SELECT 1')).toBe(a);
    expect(cached.prepare('SELECT 2')).not.toBe(b);
    cached.close();
  });

  it('does not hand out a statement that is still being iterated', () => {
    const cached = withStatementCache(memoryDatabase());
    const streaming = cached.prepare('SELECT n FROM t ORDER BY n');
    const rows = streaming.iterate([]);
    expect(rows.next().value).toEqual({ n: 1 });
    const second = cached.prepare('SELECT n FROM t ORDER BY n');
    expect(second).not.toBe(streaming);
    expect(second.all([])).toHaveLength(3);
    expect([...rows]).toEqual([{ n: 2 }, { n: 3 }]);
    cached.close();
  });

  it('writes through cached statements', () => {
    const file = memoryDatabase();
    const cached = withStatementCache(file);
    expect(cached.prepare('INSERT INTO t VALUES (?)').reader).toBe(false);
    cached.prepare('INSERT INTO t VALUES (?)').run([4]);
    cached.prepare('INSERT INTO t VALUES (?)').run([5]);
    expect(file.prepare('SELECT count(*) AS c FROM t').get()).toEqual({ c: 5 });
    cached.close();
    expect(file.open).toBe(false);
  });
});

describe('the SQLite driver for the running Node', () => {
  it.each([
    ['20.19.0', false],
    ['21.7.3', false],
    ['22.0.0', true],
    ['24.21.0', true],
    ['26.1.0', true],
  ])('Node %s uses the Node-API driver: %s', (version, napi) => {
    expect(usesNodeApiDriver(version)).toBe(napi);
  });

  it('opens a database with the driver it chose', async () => {
    const Driver = await loadSqliteDriver();
    const file = new Driver(':memory:');
    expect(file.prepare('SELECT 41 + 1 AS n').get()).toEqual({ n: 42 });
    file.close();
  });
});
