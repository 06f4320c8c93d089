import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, afterEach, describe, expect, it } from 'vitest';
import { ConfigError, loadConfig, loadSecrets, repoRoot } from '../src/config.ts';

const JWT = 'j'.repeat(40);
const CODE_KEY = 'c'.repeat(40);
const SETTINGS = 's'.repeat(40);
const tsx = path.join(repoRoot, 'node_modules/.bin/tsx');
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

  it('takes CODE_HASH_KEY and SETTINGS_KEY from the environment, like JWT_SECRET', () => {
    const dir = tempDir();
    const config = loadConfig({
      DATA_DIR: dir,
      JWT_SECRET: JWT,
      CODE_HASH_KEY: CODE_KEY,
      SETTINGS_KEY: SETTINGS,
    });
    expect(config.codeHashKey).toBe(CODE_KEY);
    expect(config.jwtSecret).toBe(JWT);
    expect(config.settingsKey).toBe(SETTINGS);
    // all three given: nothing is generated on this machine's disk
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
    [{}, /JWT_SECRET, CODE_HASH_KEY and SETTINGS_KEY must be set when DATABASE_URL is set/],
    [{ JWT_SECRET: JWT }, /CODE_HASH_KEY and SETTINGS_KEY must be set when DATABASE_URL is set/],
    [{ CODE_HASH_KEY: CODE_KEY, SETTINGS_KEY: SETTINGS }, /JWT_SECRET must be set when DATABASE_URL is set/],
    [{ JWT_SECRET: JWT, CODE_HASH_KEY: CODE_KEY }, /SETTINGS_KEY must be set when DATABASE_URL is set/],
  ])('on PostgreSQL refuses to start without all three secrets (%j)', (env, message) => {
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

  it('on PostgreSQL starts with all three from the environment', () => {
    const config = loadConfig({
      DATA_DIR: tempDir(),
      DATABASE_URL: PG,
      JWT_SECRET: JWT,
      CODE_HASH_KEY: CODE_KEY,
      SETTINGS_KEY: SETTINGS,
    });
    expect(config).toMatchObject({
      databaseUrl: PG,
      jwtSecret: JWT,
      codeHashKey: CODE_KEY,
      settingsKey: SETTINGS,
    });
  });

  it('on SQLite generates SETTINGS_KEY once into secrets.json, and the environment wins', () => {
    const dir = tempDir();
    const generated = loadConfig({ DATA_DIR: dir }).settingsKey;
    expect(generated.length).toBeGreaterThanOrEqual(32);
    expect(loadConfig({ DATA_DIR: dir }).settingsKey).toBe(generated);
    expect(loadConfig({ DATA_DIR: dir, SETTINGS_KEY: SETTINGS }).settingsKey).toBe(SETTINGS);
  });

  it('DATABASE_SCHEMA names the PostgreSQL schema, a plain identifier; DATABASE_POOL_SIZE the pool', () => {
    const pg = {
      DATA_DIR: tempDir(),
      DATABASE_URL: PG,
      JWT_SECRET: JWT,
      CODE_HASH_KEY: CODE_KEY,
      SETTINGS_KEY: SETTINGS,
    };
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

describe('MEDIA_STORE: lesson files on local disk or in an S3-compatible bucket', () => {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'dars-cfg-media-'));
  const load = (env: Record<string, string>) =>
    loadConfig({ DATA_DIR: dataDir, JWT_SECRET: JWT, CODE_HASH_KEY: CODE_KEY, ...env });
  afterAll(() => fs.rmSync(dataDir, { recursive: true, force: true }));

  it('unset or empty: local disk', () => {
    expect(load({}).mediaStore).toBeUndefined();
    expect(load({ MEDIA_STORE: '' }).mediaStore).toBeUndefined();
  });

  it('s3://bucket/prefix names the bucket and a key prefix; the endpoint and region are read with it', () => {
    expect(load({ MEDIA_STORE: 's3://dars-media' }).mediaStore).toEqual({
      bucket: 'dars-media',
      prefix: '',
      endpoint: undefined,
      region: 'us-east-1',
    });
    expect(
      load({
        MEDIA_STORE: 's3://dars-media/tenants/a/',
        MEDIA_S3_ENDPOINT: 'http://minio.internal:9000/',
        MEDIA_S3_REGION: 'eu-central-1',
      }).mediaStore,
    ).toEqual({
      bucket: 'dars-media',
      prefix: 'tenants/a/',
      endpoint: 'http://minio.internal:9000',
      region: 'eu-central-1',
    });
  });

  it.each(['s3://', 'ftp://x', 's3:/dars-media', 'dars-media', 's3://Dars_Media', 's3://dars-media/a/../b'])(
    'refuses %s, naming MEDIA_STORE and the expected form',
    (value) => {
      expect(() => load({ MEDIA_STORE: value })).toThrow(ConfigError);
      expect(() => load({ MEDIA_STORE: value })).toThrow(
        /MEDIA_STORE: must be s3:\/\/bucket or s3:\/\/bucket\/prefix/,
      );
    },
  );

  it('refuses an endpoint that is not an http(s) origin', () => {
    expect(() => load({ MEDIA_STORE: 's3://dars-media', MEDIA_S3_ENDPOINT: 'minio:9000' })).toThrow(
      /MEDIA_S3_ENDPOINT: must be an origin/,
    );
  });

  it('the server refuses to start with a bad MEDIA_STORE, saying why', () => {
    const started = spawnSync(tsx, ['apps/api/src/main.ts'], {
      cwd: repoRoot,
      env: { ...process.env, DATA_DIR: dataDir, MEDIA_STORE: 's3://', PORT: '3639', HOST: '127.0.0.1' },
      encoding: 'utf8',
      timeout: 60_000,
    });
    expect(started.status).toBe(1);
    expect(started.stderr).toContain('Invalid configuration:\n  MEDIA_STORE: must be s3://bucket');
  });
});
