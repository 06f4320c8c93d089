import { inspect } from 'node:util';
import { buildApp } from './app.ts';
import { serverClock } from './clock.ts';
import { ConfigError, loadConfig, type AppConfig } from './config.ts';
import { connectDatabase } from './db/connect.ts';
import { migrateToLatest } from './db/migrate.ts';
import { removeBidiControls } from './db/remove-bidi-controls.ts';
import { warmOpenExamAttempts } from './domain/exams/warm-open-attempts.ts';
import { startJobsProcess, type JobsProcess } from './jobs/jobs-process.ts';
import { announceDemoData } from './seed/announce.ts';
import { seedDemoIfEmpty } from './seed/index.ts';

async function main() {
  let config: AppConfig;
  try {
    config = loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) {
      process.stderr.write(`${error.message}\n`);
      process.exit(1);
    }
    throw error;
  }

  const dbHandle = await connectDatabase({
    databaseUrl: config.databaseUrl,
    dataDir: config.dataDir,
    pgSchema: config.databaseSchema,
    poolSize: config.databasePoolSize,
  });
  // instances starting together migrate once (db/migrate.ts); the others apply nothing
  const migrated = await migrateToLatest(dbHandle.db, { schema: config.databaseSchema });
  const now = serverClock(config.testClockFile);
  const app = await buildApp({ config, dbHandle, now });
  app.log.info({ migrationsApplied: migrated.length }, 'database schema up to date');
  const namesCleaned = await removeBidiControls(dbHandle.db);
  if (namesCleaned > 0)
    app.log.info({ namesCleaned }, 'direction-control characters removed from stored names');
  const seeded = await seedDemoIfEmpty({
    db: dbHandle.db,
    engine: dbHandle.engine,
    dataDir: config.dataDir,
    codeHashKey: config.codeHashKey,
    settingsKey: config.settingsKey,
  });
  if (seeded.codesFile && seeded.banner)
    announceDemoData(app.log, { codesFile: seeded.codesFile, banner: seeded.banner });

  let jobsProcess: JobsProcess | null = null;
  let stopping = false;
  const stop = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    app.log.info({ signal }, 'stopping: no new connections, finishing requests in flight');
    const force = setTimeout(() => {
      app.log.error('graceful stop took longer than 15 s; exiting');
      process.exit(1);
    }, 15_000);
    force.unref();
    try {
      await jobsProcess?.stop();
      await app.close();
      await dbHandle.close();
      process.exit(0);
    } catch (error) {
      app.log.error({ err: error }, 'error while stopping');
      process.exit(1);
    }
  };
  process.once('SIGTERM', () => void stop('SIGTERM'));
  process.once('SIGINT', () => void stop('SIGINT'));

  const warmed = await warmOpenExamAttempts(dbHandle.db, app.caches, now());
  if (warmed > 0) app.log.info({ attempts: warmed }, 'open exam attempts warmed');
  await app.listen({ port: config.port, host: config.host });
  // background jobs run in a process of their own, beside the requests (jobs/jobs-process.ts)
  jobsProcess = await startJobsProcess(config, app.log, {
    module: new URL('./background-jobs.ts', import.meta.url).href,
    exportName: 'backgroundJobs',
  });
  app.log.info(
    {
      dataDir: config.dataDir,
      database: dbHandle.engine,
      redis: Boolean(config.redisUrl),
      web: app.webIndexAvailable,
    },
    'Dars is ready',
  );
}

main().catch((error: unknown) => {
  process.stderr.write(
    `Dars failed to start: ${error instanceof Error ? (error.stack ?? error.message) : inspect(error)}\n`,
  );
  process.exit(1);
});
