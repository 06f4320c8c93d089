import type BetterSqlite3 from 'better-sqlite3';

/**
 * The SQLite driver for the running Node: better-sqlite3 13 (Node-API, its compiled addon shipped
 * in the package) on Node 22 and later, better-sqlite3 12 (built at install) on Node 20, which 13
 * does not support. 12 is not used on Node 24, the production runtime: its statements' destructor
 * asserts on a Node environment that may already be gone and aborts the process
 * (docs/decisions/0030-sqlite-driver-per-node.md).
 */
export async function loadSqliteDriver(nodeVersion = process.versions.node): Promise<typeof BetterSqlite3> {
  const { default: driver } = usesNodeApiDriver(nodeVersion)
    ? await import('better-sqlite3-napi')
    : await import('better-sqlite3');
  return driver;
}

export function usesNodeApiDriver(nodeVersion: string): boolean {
  return Number(nodeVersion.split('.')[0]) >= 22;
}
