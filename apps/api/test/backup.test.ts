import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { backupDatabase, restoreDatabase } from '../src/cli/backup.ts';
import { connectDatabase, type DbHandle } from '../src/db/connect.ts';
import { migrateToLatest } from '../src/db/migrate.ts';
import { createTenant } from './harness.ts';

/** Every row of every table, in a stable order: what "the same database" means here. */
async function snapshot(handle: DbHandle) {
  const tables = await handle.db.introspection.getTables();
  const out: Record<string, unknown[]> = {};
  for (const table of tables.map((t) => t.name).sort()) {
    out[table] = (
      await handle.db
        .selectFrom(table as never)
        .selectAll()
        .execute()
    )
      .map((r) => JSON.stringify(r))
      .sort();
  }
  return out;
}

describe('admin backup and restore of the embedded database', () => {
  const dirs: string[] = [];
  afterEach(() => {
    for (const dir of dirs.splice(0)) fs.rmSync(dir, { recursive: true, force: true });
  });

  it('backs up while the database is open and written, restores, and the restored data equals the backup', async () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'dars-backup-'));
    dirs.push(dataDir);
    const backupFile = path.join(dataDir, 'backups', 'one.sqlite');

    let handle = await connectDatabase({ dataDir });
    await migrateToLatest(handle.db);
    await createTenant(handle.db, 'before-backup');
    const atBackup = await snapshot(handle);
    // online: the server's connection stays open during the backup
    expect(await backupDatabase(dataDir, backupFile)).toMatch(/^Backed up /);
    await createTenant(handle.db, 'after-backup');
    expect((await snapshot(handle)).tenants).toHaveLength(2);
    await handle.close();

    const message = await restoreDatabase(dataDir, backupFile, new Date('2026-05-01T10:00:00Z'));
    expect(message).toMatch(
      /^Restored .* The replaced database is kept at .*before-restore-2026-05-01T10-00-00/,
    );

    handle = await connectDatabase({ dataDir });
    try {
      expect(await snapshot(handle)).toEqual(atBackup);
      const ids = (await handle.db.selectFrom('tenants').select('id').execute()).map((r) => r.id);
      expect(ids).toEqual(['before-backup']);
    } finally {
      await handle.close();
    }
    // the database that was replaced is kept, with the later write in it
    const kept = fs.readdirSync(dataDir).find((f) => f.includes('before-restore-'));
    expect(kept).toBeDefined();
    expect(fs.statSync(path.join(dataDir, kept!)).size).toBeGreaterThan(0);
  });

  it('refuses to overwrite a backup and to restore something that is not a Dars database', async () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'dars-backup-'));
    dirs.push(dataDir);
    const handle = await connectDatabase({ dataDir });
    await migrateToLatest(handle.db);
    await handle.close();
    const file = path.join(dataDir, 'b.sqlite');
    await backupDatabase(dataDir, file);
    await expect(backupDatabase(dataDir, file)).rejects.toThrow(/exists; choose a new file name/);
    const junk = path.join(dataDir, 'junk.sqlite');
    fs.writeFileSync(junk, 'not a database at all');
    await expect(restoreDatabase(dataDir, junk, new Date())).rejects.toThrow();
    await expect(restoreDatabase(dataDir, path.join(dataDir, 'none'), new Date())).rejects.toThrow(
      /No backup at/,
    );
  });
});
