/**
 * The admin command line: `npm run admin -- <command> [options]` from the repository root.
 * Uses the server's configuration (DATA_DIR, DATABASE_URL) and secrets, so codes it creates
 * are redeemable by the server.
 */
import path from 'node:path';
import { loadConfig } from '../config.ts';
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
  try {
    const config = loadConfig();
    if (argv[0] === 'backup' || argv[0] === 'restore') {
      console.log(await runFileCommand(argv, config));
      return 0;
    }
    handle = await connectDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir, poolSize: 2 });
    await migrateToLatest(handle.db);
    const output = await runCommand(
      {
        db: handle.db,
        codeHashKey: config.codeHashKey,
        now: () => new Date(),
        cwd: process.env.INIT_CWD ?? process.cwd(),
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
  }
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
