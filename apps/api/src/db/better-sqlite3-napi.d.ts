// better-sqlite3 13 under its install alias: the same API as 12, whose types @types/better-sqlite3 gives.
declare module 'better-sqlite3-napi' {
  import type Database from 'better-sqlite3';
  const driver: typeof Database;
  export default driver;
}
