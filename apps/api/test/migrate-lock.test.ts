import { execFile } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { repoRoot } from '../src/config.ts';
import { connectDatabase } from '../src/db/connect.ts';
import { migrations } from '../src/db/migrations/index.ts';
import { engines } from './harness.ts';

const run = promisify(execFile);
const tsx = path.join(repoRoot, 'node_modules/.bin/tsx');
const child = path.join(import.meta.dirname, 'migrate-child.ts');

describe.each(engines())('two instances starting together migrate once (%s)', (engine) => {
  it('two processes migrating one fresh database at once: every migration runs exactly once', async () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'dars-migrate-'));
    const pgSchema = engine === 'postgres' ? `m_${crypto.randomBytes(6).toString('hex')}` : '';
    const databaseUrl = engine === 'postgres' ? process.env.TEST_DATABASE_URL! : '';
    const env = { ...process.env, DATA_DIR: dataDir, DATABASE_URL: databaseUrl, PG_SCHEMA: pgSchema };
    const handle = await connectDatabase({
      databaseUrl: databaseUrl || undefined,
      dataDir,
      pgSchema: pgSchema || undefined,
    });
    try {
      const outputs = await Promise.all([1, 2].map(() => run(tsx, [child], { env, cwd: repoRoot })));
      const applied = outputs.map((o) => JSON.parse(o.stdout) as string[]);
      const all = Object.keys(migrations);
      // one process applied everything, the other found nothing left to do
      expect(applied.map((names) => names.length).sort()).toEqual([0, all.length]);
      expect(applied.flat().sort()).toEqual([...all].sort());
      const recorded = await handle.db
        .selectFrom('kysely_migration' as never)
        .select(sql<string>`name`.as('name'))
        .execute();
      expect(recorded.map((r) => r.name).sort()).toEqual([...all].sort());
    } finally {
      if (pgSchema) await sql`DROP SCHEMA IF EXISTS ${sql.id(pgSchema)} CASCADE`.execute(handle.db);
      await handle.close();
      fs.rmSync(dataDir, { recursive: true, force: true });
    }
  }, 60_000);
});
