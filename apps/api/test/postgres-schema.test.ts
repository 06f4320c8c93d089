import crypto from 'node:crypto';
import os from 'node:os';
import pg from 'pg';
import { describe, expect, it } from 'vitest';
import { connectDatabase } from '../src/db/connect.ts';

const databaseUrl = process.env.TEST_DATABASE_URL;
if (!databaseUrl) console.info('postgres-schema.test.ts skipped: needs TEST_DATABASE_URL (as in .ci/run)');

describe.skipIf(!databaseUrl)('a new PostgreSQL schema', () => {
  it('is created once when several instances start on it at the same moment', async () => {
    for (let attempt = 0; attempt < 5; attempt += 1) {
      const pgSchema = `t_race_${crypto.randomBytes(6).toString('hex')}`;
      const handles = await Promise.all(
        Array.from({ length: 4 }, () =>
          connectDatabase({ databaseUrl, dataDir: os.tmpdir(), pgSchema, poolSize: 2 }),
        ),
      );
      await Promise.all(handles.map((handle) => handle.close()));
      const client = new pg.Client({ connectionString: databaseUrl });
      await client.connect();
      try {
        const found = await client.query('SELECT 1 FROM pg_namespace WHERE nspname = $1', [pgSchema]);
        expect(found.rowCount).toBe(1);
      } finally {
        await client.query(`DROP SCHEMA IF EXISTS "${pgSchema}" CASCADE`);
        await client.end();
      }
    }
  });
});
