/**
 * The job runner's own throughput (docs/decisions/0026-job-runner.md): JOBS (default 20000)
 * no-op jobs queued in bulk, then one runner started (or RUNNERS of them on one database), timed
 * until every job is done. SQLite in a temporary DATA_DIR, or PostgreSQL when DATABASE_URL is set
 * (a fresh schema, dropped afterwards).
 *
 *   npx tsx apps/api/bench/jobs-throughput.ts
 *   DATABASE_URL=postgres://postgres@127.0.0.1:5432/test RUNNERS=2 npx tsx apps/api/bench/jobs-throughput.ts
 */
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'kysely';
import Fastify from 'fastify';
import { loadConfig } from '../src/config.ts';
import { connectDatabase } from '../src/db/connect.ts';
import { migrateToLatest } from '../src/db/migrate.ts';
import { defineJob } from '../src/jobs/define.ts';
import { enqueueJobs } from '../src/jobs/enqueue.ts';
import { createJobRunner } from '../src/jobs/runner.ts';

const total = Number(process.env.JOBS ?? 20_000);
const runners = Number(process.env.RUNNERS ?? 1);
const concurrency = Number(process.env.CONCURRENCY ?? 50);
const databaseUrl = process.env.DATABASE_URL;
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'dars-jobs-bench-'));
const pgSchema = databaseUrl ? `bench_${crypto.randomBytes(4).toString('hex')}` : undefined;

let done = 0;
const noop = defineJob<{ n: number }>(
  'bench.noop',
  async () => {
    done += 1;
  },
  { concurrency },
);

const handle = await connectDatabase({ databaseUrl, dataDir, pgSchema, poolSize: 10 });
try {
  await migrateToLatest(handle.db, { schema: pgSchema });
  const config = loadConfig({ DATA_DIR: dataDir, SETTINGS_KEY: 'bench-settings-key-0123456789abcdef012345' });
  const log = Fastify({ logger: false }).log;

  let started = performance.now();
  await enqueueJobs(
    handle.db,
    noop,
    Array.from({ length: total }, (_, n) => ({ payload: { n }, key: `n${n}` })),
  );
  const enqueueSeconds = (performance.now() - started) / 1000;

  const all = Array.from({ length: runners }, () =>
    createJobRunner({ db: handle.db, config, log, now: () => new Date(), definitions: [noop], pollMs: 50 }),
  );
  started = performance.now();
  await Promise.all(all.map((runner) => runner.start()));
  while (done < total) await new Promise((resolve) => setTimeout(resolve, 20));
  const runSeconds = (performance.now() - started) / 1000;
  await Promise.all(all.map((runner) => runner.stop()));
  const left = await handle.db
    .selectFrom('jobs')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('state', '!=', 'done')
    .executeTakeFirstOrThrow();

  console.log(
    JSON.stringify({
      engine: handle.engine,
      jobs: total,
      runners,
      concurrency,
      enqueuePerSecond: Math.round(total / enqueueSeconds),
      runPerSecond: Math.round(total / runSeconds),
      runs: done,
      notDone: Number(left.n),
    }),
  );
} finally {
  if (pgSchema) await sql`DROP SCHEMA IF EXISTS ${sql.id(pgSchema)} CASCADE`.execute(handle.db);
  await handle.close();
  fs.rmSync(dataDir, { recursive: true, force: true });
}
