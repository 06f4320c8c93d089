import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { ConfigError, loadConfig, loadSecrets } from '../src/config.ts';

const JWT = 'j'.repeat(40);
const CODE_KEY = 'c'.repeat(40);
const PG = 'postgres://postgres@127.0.0.1:5432/test';

describe('secrets every instance shares', () => {
  const dirs: string[] = [];
  const tempDir = () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'dars-cfg-'));
    dirs.push(dir);
    return dir;
  };
  afterEach(() => {
    for (const dir of dirs.splice(0)) fs.rmSync(dir, { recursive: true, force: true });
  });

  it('takes CODE_HASH_KEY from the environment, like JWT_SECRET', () => {
    const dir = tempDir();
    const config = loadConfig({ DATA_DIR: dir, JWT_SECRET: JWT, CODE_HASH_KEY: CODE_KEY });
    expect(config.codeHashKey).toBe(CODE_KEY);
    expect(config.jwtSecret).toBe(JWT);
    // both given: nothing is generated on this machine's disk
    expect(fs.existsSync(path.join(dir, 'secrets.json'))).toBe(false);
  });

  it('two instances with their own data directories and the same environment agree on the keys', () => {
    const env = { JWT_SECRET: JWT, CODE_HASH_KEY: CODE_KEY };
    const a = loadConfig({ ...env, DATA_DIR: tempDir() });
    const b = loadConfig({ ...env, DATA_DIR: tempDir() });
    expect([a.codeHashKey, a.jwtSecret]).toEqual([b.codeHashKey, b.jwtSecret]);
  });

  it('an environment CODE_HASH_KEY wins over the generated one', () => {
    const dir = tempDir();
    const generated = loadSecrets(dir);
    expect(loadConfig({ DATA_DIR: dir }).codeHashKey).toBe(generated.CODE_HASH_KEY);
    expect(loadConfig({ DATA_DIR: dir, CODE_HASH_KEY: CODE_KEY }).codeHashKey).toBe(CODE_KEY);
  });

  it('refuses a short CODE_HASH_KEY, naming it', () => {
    expect(() => loadConfig({ DATA_DIR: tempDir(), CODE_HASH_KEY: 'short' })).toThrow(
      /CODE_HASH_KEY: must be at least 32 characters/,
    );
  });

  it.each([
    [{}, /JWT_SECRET and CODE_HASH_KEY must be set when DATABASE_URL is set/],
    [{ JWT_SECRET: JWT }, /CODE_HASH_KEY must be set when DATABASE_URL is set/],
    [{ CODE_HASH_KEY: CODE_KEY }, /JWT_SECRET must be set when DATABASE_URL is set/],
  ])('on PostgreSQL refuses to start without both secrets (%j)', (env, message) => {
    const dir = tempDir();
    let thrown: unknown;
    try {
      loadConfig({ DATA_DIR: dir, DATABASE_URL: PG, ...env });
    } catch (error) {
      thrown = error;
    }
    expect(thrown).toBeInstanceOf(ConfigError);
    expect((thrown as Error).message).toMatch(message);
    expect(fs.existsSync(path.join(dir, 'secrets.json'))).toBe(false);
  });

  it('on PostgreSQL starts with both from the environment', () => {
    const config = loadConfig({
      DATA_DIR: tempDir(),
      DATABASE_URL: PG,
      JWT_SECRET: JWT,
      CODE_HASH_KEY: CODE_KEY,
    });
    expect(config).toMatchObject({ databaseUrl: PG, jwtSecret: JWT, codeHashKey: CODE_KEY });
  });

  it('DATABASE_SCHEMA names the PostgreSQL schema, a plain identifier; DATABASE_POOL_SIZE the pool', () => {
    const pg = { DATA_DIR: tempDir(), DATABASE_URL: PG, JWT_SECRET: JWT, CODE_HASH_KEY: CODE_KEY };
    expect(loadConfig({ ...pg, DATABASE_SCHEMA: 'dars_prod' }).databaseSchema).toBe('dars_prod');
    expect(loadConfig(pg).databaseSchema).toBeUndefined();
    expect(loadConfig(pg).databasePoolSize).toBe(10);
    expect(loadConfig({ ...pg, DATABASE_POOL_SIZE: '4' }).databasePoolSize).toBe(4);
    expect(() => loadConfig({ ...pg, DATABASE_POOL_SIZE: '0' })).toThrow(/DATABASE_POOL_SIZE/);
    expect(() => loadConfig({ ...pg, DATABASE_SCHEMA: 'x"; DROP' })).toThrow(/DATABASE_SCHEMA/);
  });

  it('PUBLIC_URL is an origin without a path', () => {
    expect(loadConfig({ DATA_DIR: tempDir(), PUBLIC_URL: 'https://dars.example' }).publicUrl).toBe(
      'https://dars.example',
    );
    expect(loadConfig({ DATA_DIR: tempDir() }).publicUrl).toBeUndefined();
    expect(() => loadConfig({ DATA_DIR: tempDir(), PUBLIC_URL: 'dars.example/x' })).toThrow(/PUBLIC_URL/);
  });
});
