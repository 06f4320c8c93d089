// A separate process that migrates DATA_DIR's database (or PG_SCHEMA on DATABASE_URL) and prints
// the names it applied as JSON: test/migrate-lock.test.ts starts two at once.
import { connectDatabase } from '../src/db/connect.ts';
import { migrateToLatest } from '../src/db/migrate.ts';

const schema = process.env.PG_SCHEMA || undefined;
const handle = await connectDatabase({
  databaseUrl: process.env.DATABASE_URL || undefined,
  dataDir: process.env.DATA_DIR!,
  pgSchema: schema,
  poolSize: 2,
});
try {
  process.stdout.write(JSON.stringify(await migrateToLatest(handle.db, { schema })));
} finally {
  await handle.close();
}
