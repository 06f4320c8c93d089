/**
 * The admin command line: `npm run admin -- <command> [options]` from the repository root.
 * Uses the server's configuration (DATA_DIR, DATABASE_URL) and secrets, so codes it creates
 * are redeemable by the server.
 */
import path from 'node:path';
import type { Redis } from 'ioredis';
import { AppCaches } from '../cache/app-caches.ts';
import { redisAnnouncer } from '../cache/content-changes.ts';
import { loadConfig, type AppConfig } from '../config.ts';
import { connectDatabase } from '../db/connect.ts';
import { migrateToLatest } from '../db/migrate.ts';
import { parseFlags, requireFlag, UsageError } from './args.ts';
import { backupDatabase, restoreDatabase } from './backup.ts';
import { describeFailure, runCommand, usage } from './commands.ts';

async function main(argv: string[]): Promise<number> {
  if (argv.length === 0 || argv[0] === '--help' || argv[0] === 'help') {
    console.log(usage());
    return argv.length === 0 ? 2 : 0;
  }
  let handle: Awaited<ReturnType<typeof connectDatabase>> | undefined;
  let redis: Redis | undefined;
  try {
    const config = loadConfig();
    if (argv[0] === 'backup' || argv[0] === 'restore') {
      console.log(await runFileCommand(argv, config));
      return 0;
    }
    handle = await connectDatabase({
      databaseUrl: config.databaseUrl,
      dataDir: config.dataDir,
      pgSchema: config.databaseSchema,
      poolSize: 2,
    });
    await migrateToLatest(handle.db, { schema: config.databaseSchema });
    redis = await announcingRedis(config);
    const output = await runCommand(
      {
        db: handle.db,
        codeHashKey: config.codeHashKey,
        settingsKey: config.settingsKey,
        paymobApiBase: config.paymobApiBase,
        now: () => new Date(),
        cwd: process.env.INIT_CWD ?? process.cwd(),
        ...(redis
          ? { caches: new AppCaches({ announce: redisAnnouncer(redis, config.redisKeyPrefix, stderrLog) }) }
          : {}),
      },
      argv,
    );
    console.log(output);
    return 0;
  } catch (error) {
    const { message, exitCode } = describeFailure(error);
    console.error(message);
    return exitCode;
  } finally {
    await handle?.close();
    if (redis) await redis.quit().catch(() => redis?.disconnect());
  }
}

const stderrLog = {
  warn: (details: { err?: unknown }, message: string) =>
    console.error(`Warning: ${message}${details.err instanceof Error ? ` (${details.err.message})` : ''}`),
  info: () => undefined,
};

/**
 * With REDIS_URL, a connection on which the commands that change content announce it to the
 * running instances. Redis being unreachable is only a warning: the change is written anyway.
 */
async function announcingRedis(config: AppConfig): Promise<Redis | undefined> {
  if (!config.redisUrl) return undefined;
  const { Redis } = await import('ioredis');
  const redis = new Redis(config.redisUrl, {
    lazyConnect: true,
    connectTimeout: 2_000,
    maxRetriesPerRequest: 1,
    retryStrategy: () => null,
  });
  redis.on('error', () => undefined);
  return redis;
}

/** backup / restore work on the SQLite file itself, not through the query builder. */
async function runFileCommand(argv: string[], config: ReturnType<typeof loadConfig>): Promise<string> {
  if (config.databaseUrl) {
    throw new UsageError(
      'backup and restore are for the embedded database; use pg_dump / pg_restore with PostgreSQL.',
    );
  }
  const flags = parseFlags(argv.slice(1), ['file']);
  const file = path.resolve(process.env.INIT_CWD ?? process.cwd(), requireFlag(flags, 'file'));
  return argv[0] === 'backup'
    ? backupDatabase(config.dataDir, file)
    : restoreDatabase(config.dataDir, file, new Date());
}

process.exitCode = await main(process.argv.slice(2));
