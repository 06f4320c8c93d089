/**
 * Online backup and restore of the embedded SQLite database (DATA_DIR/dars.sqlite), through
 * SQLite's backup API (better-sqlite3 `.backup()`): a consistent copy even while the server
 * writes. PostgreSQL deployments use pg_dump / pg_restore instead (docs/deploy.md).
 */
import fs from 'node:fs';
import path from 'node:path';
import { loadSqliteDriver } from '../db/sqlite-driver.ts';
import { AppError } from '../errors.ts';

export const SQLITE_FILE = 'dars.sqlite';

async function openSqlite(file: string, options: { readonly?: boolean; fileMustExist?: boolean } = {}) {
  const SqliteDatabase = await loadSqliteDriver();
  return new SqliteDatabase(file, options);
}

/** Copies the live database to `target` (refuses to overwrite); safe while the server runs. */
export async function backupDatabase(dataDir: string, target: string): Promise<string> {
  const live = path.join(dataDir, SQLITE_FILE);
  if (!fs.existsSync(live)) throw new AppError(1, 'not_found', `No database at ${live}.`);
  if (fs.existsSync(target))
    throw new AppError(1, 'backup_exists', `${target} exists; choose a new file name.`);
  fs.mkdirSync(path.dirname(target), { recursive: true });
  const db = await openSqlite(live, { fileMustExist: true });
  try {
    await db.backup(target);
  } finally {
    db.close();
  }
  return `Backed up ${live} to ${target}.`;
}

/**
 * Replaces the live database with the backup at `source`, after checking it is an intact Dars
 * database. Stop the server first. The database being replaced is kept beside it
 * (dars.sqlite.before-restore-<time>), so a wrong restore can be undone.
 */
export async function restoreDatabase(dataDir: string, source: string, now: Date): Promise<string> {
  if (!fs.existsSync(source)) throw new AppError(1, 'not_found', `No backup at ${source}.`);
  const backup = await openSqlite(source, { readonly: true, fileMustExist: true });
  try {
    const integrity = backup.pragma('integrity_check', { simple: true });
    const hasTenants = backup
      .prepare("SELECT 1 FROM sqlite_master WHERE type = 'table' AND name = 'tenants'")
      .get();
    if (integrity !== 'ok' || !hasTenants) {
      throw new AppError(1, 'invalid_backup', `${source} is not an intact Dars database backup.`);
    }
    const live = path.join(dataDir, SQLITE_FILE);
    let kept = '';
    if (fs.existsSync(live)) {
      kept = `${live}.before-restore-${now.toISOString().replaceAll(':', '-')}`;
      await backupDatabase(dataDir, kept);
    }
    fs.mkdirSync(dataDir, { recursive: true });
    // the backup API writes through SQLite (WAL included), page by page, into the live file
    await backup.backup(live);
    return `Restored ${live} from ${source}.${kept ? ` The replaced database is kept at ${kept}.` : ''}`;
  } finally {
    backup.close();
  }
}
