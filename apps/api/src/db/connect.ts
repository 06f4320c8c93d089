import fs from 'node:fs';
import path from 'node:path';
import type BetterSqlite3 from 'better-sqlite3';
import {
  CompiledQuery,
  Kysely,
  PostgresDialect,
  SqliteAdapter,
  SqliteDialect,
  type DialectAdapter,
  type Driver,
  type SqliteDatabase,
  type SqliteStatement,
} from 'kysely';
import { LRUCache } from 'lru-cache';
import type { Database } from './schema.ts';
import { loadSqliteDriver } from './sqlite-driver.ts';

export type Engine = 'sqlite' | 'postgres';

export interface DbHandle {
  db: Kysely<Database>;
  engine: Engine;
  close(): Promise<void>;
  /** PostgreSQL: the pool's connections now (for /metrics); absent on SQLite (one connection) */
  poolStats?: () => { total: number; idle: number; waiting: number };
}

export interface ConnectOptions {
  /** postgres://… ; when absent, the embedded SQLite file under dataDir is used */
  databaseUrl?: string | undefined;
  dataDir: string;
  /** PostgreSQL only: run every query in this schema (tests use a fresh schema per file) */
  pgSchema?: string | undefined;
  /** PostgreSQL pool size */
  poolSize?: number;
}

export async function connectDatabase(options: ConnectOptions): Promise<DbHandle> {
  return options.databaseUrl ? connectPostgres(options) : connectSqlite(options);
}

async function connectSqlite({ dataDir }: ConnectOptions): Promise<DbHandle> {
  const SqliteDatabase = await loadSqliteDriver();
  fs.mkdirSync(dataDir, { recursive: true });
  const file = new SqliteDatabase(path.join(dataDir, 'dars.sqlite'));
  file.pragma('journal_mode = WAL');
  file.pragma('synchronous = FULL');
  file.pragma('foreign_keys = ON');
  file.pragma('busy_timeout = 5000');
  const db = new Kysely<Database>({
    dialect: new ImmediateTransactionsSqliteDialect({ database: withStatementCache(file) }),
  });
  return {
    db,
    engine: 'sqlite',
    close: () => db.destroy(),
  };
}

/** SQLite's DDL is transactional; Kysely's adapter says otherwise, so migrations ran unguarded. */
class TransactionalDdlSqliteAdapter extends SqliteAdapter {
  override get supportsTransactionalDdl(): boolean {
    return true;
  }
}

/**
 * Transactions take SQLite's write lock when they begin (`BEGIN IMMEDIATE`), not at their first
 * write, and migrations run in one transaction. Across connections to one file (the server and
 * the admin command, or two servers starting) two migrators both saw an empty schema and both
 * created it; now the second waits (busy_timeout) and then finds the work done.
 */
class ImmediateTransactionsSqliteDialect extends SqliteDialect {
  override createAdapter(): DialectAdapter {
    return new TransactionalDdlSqliteAdapter();
  }

  override createDriver(): Driver {
    const driver = super.createDriver();
    driver.beginTransaction = async (connection) => {
      await connection.executeQuery(CompiledQuery.raw('begin immediate'));
    };
    return driver;
  }
}

export const STATEMENT_CACHE_SIZE = 500;

/**
 * Kysely's SqliteDialect prepares every query anew (25–33 µs each); the app issues a few hundred
 * distinct SQL texts, so the prepared statements are kept per SQL text (least recently used out
 * first). A cached statement that is still being iterated (a stream) is not handed out again.
 */
export function withStatementCache(
  file: BetterSqlite3.Database,
  capacity = STATEMENT_CACHE_SIZE,
): SqliteDatabase {
  const statements = new LRUCache<string, BetterSqlite3.Statement>({ max: capacity });
  return {
    prepare(sql: string): SqliteStatement {
      const cached = statements.get(sql);
      if (cached) return cached.busy ? file.prepare(sql) : cached;
      const statement = file.prepare(sql);
      statements.set(sql, statement);
      return statement;
    },
    close() {
      statements.clear();
      file.close();
    },
  };
}

async function connectPostgres({ databaseUrl, pgSchema, poolSize }: ConnectOptions): Promise<DbHandle> {
  const pg = await import('pg');
  const { Pool, types } = pg.default;
  // count(*) and bigint come back as text by default; every such value here fits a JS number.
  types.setTypeParser(types.builtins.INT8, (value: string) => Number(value));
  const pool = new Pool({
    connectionString: databaseUrl,
    max: poolSize ?? 10,
    ...(pgSchema ? { options: `-c search_path=${pgSchema}` } : {}),
  });
  if (pgSchema) {
    const client = await pool.connect();
    // `CREATE SCHEMA IF NOT EXISTS` is not safe against itself: two instances starting at once on a
    // new schema can both pass the check, and the second fails on pg_namespace's unique index.
    // A session advisory lock on the schema's name lets one create it and the other find it.
    const lockKey = `dars schema ${pgSchema}`;
    try {
      await client.query('SELECT pg_advisory_lock(hashtext($1))', [lockKey]);
      try {
        await client.query(`CREATE SCHEMA IF NOT EXISTS "${pgSchema}"`);
      } finally {
        await client.query('SELECT pg_advisory_unlock(hashtext($1))', [lockKey]);
      }
    } finally {
      client.release();
    }
  }
  const db = new Kysely<Database>({ dialect: new PostgresDialect({ pool }) });
  return {
    db,
    engine: 'postgres',
    close: () => db.destroy(),
    poolStats: () => ({ total: pool.totalCount, idle: pool.idleCount, waiting: pool.waitingCount }),
  };
}
