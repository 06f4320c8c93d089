/**
 * The admin command line: `npm run admin -- <command> [options]` from the repository root.
 * Uses the server's configuration (DATA_DIR, DATABASE_URL) and secrets, so codes it creates
 * are redeemable by the server.
 */
import { loadConfig } from '../config.ts';
import { connectDatabase } from '../db/connect.ts';
import { migrateToLatest } from '../db/migrate.ts';
import { describeFailure, runCommand, usage } from './commands.ts';

async function main(argv: string[]): Promise<number> {
  if (argv.length === 0 || argv[0] === '--help' || argv[0] === 'help') {
    console.log(usage());
    return argv.length === 0 ? 2 : 0;
  }
  let handle: Awaited<ReturnType<typeof connectDatabase>> | undefined;
  try {
    const config = loadConfig();
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

process.exitCode = await main(process.argv.slice(2));
