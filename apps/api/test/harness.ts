/**
 * Integration-test harness: a fresh database and app per call, on SQLite always and on
 * PostgreSQL when TEST_DATABASE_URL is set.
 *
 *   describe.each(engines())('%s', (engine) => {
 *     let t: TestApp;
 *     beforeAll(async () => { t = await createTestApp({ engine }); });
 *     afterAll(() => t.close());
 *     it('…', async () => { const s = await registerStudent(t.app); const { token } = await login(t.app, s); … });
 *   });
 */
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { sql, type Kysely } from 'kysely';
import { buildApp, type BuildAppOptions } from '../src/app.ts';
import { loadConfig, type AppConfig } from '../src/config.ts';
import { connectDatabase, type DbHandle, type Engine } from '../src/db/connect.ts';
import { migrateToLatest } from '../src/db/migrate.ts';
import type { Database, Role } from '../src/db/schema.ts';
import { hashPassword } from '../src/domain/auth/passwords.ts';
import type { LimitWindows } from '../src/rate-limit/limits.ts';

export type { Engine };

export const TENANT_ID = 'tenant5';
export const OTHER_TENANT_ID = 'tenant-other';
export const DEFAULT_PASSWORD = 'Passw0rd!';
export const DEFAULT_DEVICE_ID = 'device-test-1';

/** ['sqlite'], plus 'postgres' when TEST_DATABASE_URL is set. */
export function engines(): Engine[] {
  return process.env.TEST_DATABASE_URL ? ['sqlite', 'postgres'] : ['sqlite'];
}

/** A clock tests can move: pass `clock.now` as `now`. */
export function createClock(start: Date | string = '2026-01-15T09:00:00.000Z') {
  let current = new Date(start).getTime();
  return {
    now: () => new Date(current),
    set: (at: Date | string) => {
      current = new Date(at).getTime();
    },
    advance: (ms: number) => {
      current += ms;
    },
  };
}

export interface TestApp {
  app: FastifyInstance;
  db: Kysely<Database>;
  dbHandle: DbHandle;
  config: AppConfig;
  engine: Engine;
  /** the temp DATA_DIR (outbox.jsonl, uploads/) */
  dataDir: string;
  /** 'tenant5', created */
  tenantId: string;
  /** a second tenant, created, for cross-tenant tests */
  otherTenantId: string;
  close(): Promise<void>;
}

export interface CreateTestAppOptions {
  engine?: Engine;
  now?: () => Date;
  /** environment overrides, e.g. { LOGIN_LIMIT_PER_ACCOUNT: '3' } */
  env?: Record<string, string>;
  /** sees every route as it is registered */
  onRoute?: BuildAppOptions['onRoute'];
  /** shorter rate-limit windows */
  limitWindows?: LimitWindows;
  /** instead of the outbox (e.g. one as slow as an SMTP server) */
  mailer?: BuildAppOptions['mailer'];
  /** a logger to read what the server logged (default: none) */
  logger?: BuildAppOptions['logger'];
  /** the kinds of background job (default: all of src/background-jobs.ts); run them with `app.jobs.runDue()` */
  jobs?: BuildAppOptions['jobs'];
}

/** Generous limits so that ordinary tests never trip them; rate-limit tests lower them via `env`. */
const TEST_ENV: Record<string, string> = {
  LOG_LEVEL: 'silent',
  LOGIN_LIMIT_PER_ACCOUNT: '1000',
  LOGIN_LIMIT_PER_ACCOUNT_TOTAL: '10000',
  LOGIN_LIMIT_PER_IP: '10000',
  OTP_LIMIT_PER_ACCOUNT: '1000',
  OTP_SEND_LIMIT_PER_ACCOUNT_TOTAL: '10000',
  OTP_CHECK_LIMIT_PER_ACCOUNT: '1000',
  OTP_LIMIT_PER_IP: '10000',
  REGISTER_LIMIT_PER_IP: '100000',
  CHANGE_PASSWORD_LIMIT_PER_ACCOUNT: '1000',
  GLOBAL_LIMIT_PER_IP: '1000000',
  PUBLIC_WEB_DIR: '/nonexistent-dars-web',
  // PostgreSQL refuses to start without the three (every instance needs the same ones)
  JWT_SECRET: 'test-jwt-secret-0123456789abcdef0123456789',
  CODE_HASH_KEY: 'test-code-hash-key-0123456789abcdef012345',
  SETTINGS_KEY: 'test-settings-key-0123456789abcdef0123456',
};

export async function createTestApp(options: CreateTestAppOptions = {}): Promise<TestApp> {
  const engine = options.engine ?? 'sqlite';
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'dars-test-'));
  const pgSchema = engine === 'postgres' ? `t_${crypto.randomBytes(6).toString('hex')}` : undefined;
  const databaseUrl = engine === 'postgres' ? requiredTestDatabaseUrl() : undefined;
  const config = loadConfig({
    ...TEST_ENV,
    // apps of one test file share counters on Redis (two instances); other runs never see them
    REDIS_KEY_PREFIX: `dars-test:${runId}:`,
    DATA_DIR: dataDir,
    ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
    ...options.env,
  });
  const dbHandle = await connectDatabase({ databaseUrl, dataDir, pgSchema, poolSize: 5 });
  const db = dbHandle.db;
  const dropDatabase = async () => {
    if (pgSchema)
      await sql`DROP SCHEMA IF EXISTS ${sql.id(pgSchema)} CASCADE`.execute(db).catch(() => undefined);
    await dbHandle.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  };

  let app: FastifyInstance;
  try {
    await migrateToLatest(db, { schema: pgSchema });
    await createTenant(db, TENANT_ID, ['localhost']);
    await createTenant(db, OTHER_TENANT_ID, ['other.example']);
    app = await buildApp({
      config,
      dbHandle,
      logger: options.logger ?? false,
      ...(options.now ? { now: options.now } : {}),
      ...(options.onRoute ? { onRoute: options.onRoute } : {}),
      ...(options.limitWindows ? { limitWindows: options.limitWindows } : {}),
      ...(options.mailer ? { mailer: options.mailer } : {}),
      ...(options.jobs ? { jobs: options.jobs } : {}),
    });
    await app.ready();
  } catch (error) {
    await dropDatabase();
    throw error;
  }

  return {
    app,
    db,
    dbHandle,
    config,
    engine,
    dataDir,
    tenantId: TENANT_ID,
    otherTenantId: OTHER_TENANT_ID,
    async close() {
      await app.close();
      await dropDatabase();
    },
  };
}

function requiredTestDatabaseUrl(): string {
  const url = process.env.TEST_DATABASE_URL;
  if (!url) throw new Error('engine "postgres" needs TEST_DATABASE_URL');
  return url;
}

export async function createTenant(db: Kysely<Database>, id: string, domains: string[] = []) {
  await db
    .insertInto('tenants')
    .values({ id, name: id, domains: JSON.stringify(domains), created_at: new Date().toISOString() })
    .execute();
}

// ---------------------------------------------------------------------------------------------
// Requests

let sequence = 0;
const runId = crypto.randomInt(10_000_000, 89_999_999);

/** A unique valid Egyptian mobile number (01 + 9 digits). */
export function uniquePhone(): string {
  sequence += 1;
  return `01${String((runId + sequence * 7919) % 1_000_000_000).padStart(9, '0')}`;
}

export type StudentFields = {
  UserName: string;
  Email: string;
  Password: string;
  ConfirmPassword: string;
  PhoneNumber: string;
  ParentPhone: string;
  AcademicYear: string;
};

export interface RegisterOverrides extends Partial<StudentFields> {
  tenantId?: string;
  image?: { filename: string; contentType: string; data: Buffer };
}

export interface RegisteredStudent extends StudentFields {
  /** the new user's id (from the answer) */
  id: string;
  tenantId: string;
  /** for login(): the email */
  identifier: string;
  password: string;
  response: LightMyRequestResponse;
}

export function studentFields(overrides: Partial<StudentFields> = {}): StudentFields {
  sequence += 1;
  const n = `${runId}-${sequence}`;
  return {
    UserName: `Student ${n}`,
    Email: `student-${n}@example.com`,
    Password: DEFAULT_PASSWORD,
    ConfirmPassword: overrides.Password ?? DEFAULT_PASSWORD,
    PhoneNumber: uniquePhone(),
    ParentPhone: uniquePhone(),
    AcademicYear: 'Secondary3',
    ...overrides,
  };
}

interface MultipartFile {
  field: string;
  filename: string;
  contentType: string;
  data: Buffer;
}

/** Builds a multipart/form-data body (what the original's client sends to register), with one file or several. */
export function multipartBody(fields: Record<string, string>, file?: MultipartFile | MultipartFile[]) {
  const boundary = `----dars${crypto.randomBytes(8).toString('hex')}`;
  const chunks: Buffer[] = [];
  for (const [name, value] of Object.entries(fields)) {
    chunks.push(
      Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`),
    );
  }
  for (const part of file === undefined ? [] : [file].flat()) {
    chunks.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="${part.field}"; filename="${part.filename}"\r\nContent-Type: ${part.contentType}\r\n\r\n`,
      ),
      part.data,
      Buffer.from('\r\n'),
    );
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return {
    payload: Buffer.concat(chunks),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}

/** POSTs a registration; throws unless it succeeded. Use `registerRaw` to test failures. */
export async function registerStudent(
  app: FastifyInstance,
  overrides: RegisterOverrides = {},
): Promise<RegisteredStudent> {
  const { tenantId = TENANT_ID, image, ...fieldOverrides } = overrides;
  const fields = studentFields(fieldOverrides);
  const response = await registerRaw(app, fields, { tenantId, image });
  if (response.statusCode !== 200) {
    throw new Error(`registerStudent failed: ${response.statusCode} ${response.body}`);
  }
  const body = response.json() as { data: { id: string } };
  return {
    ...fields,
    id: body.data.id,
    tenantId,
    identifier: fields.Email,
    password: fields.Password,
    response,
  };
}

/** POSTs a registration; resolves once the confirmation mail (sent after the answer) is written. */
export async function registerRaw(
  app: FastifyInstance,
  fields: Record<string, string>,
  options: { tenantId?: string; image?: RegisterOverrides['image'] } = {},
) {
  const { payload, headers } = multipartBody(
    fields,
    options.image ? { field: 'Image', ...options.image } : undefined,
  );
  const response = await app.inject({
    method: 'POST',
    url: '/api/Auth/register',
    payload,
    headers: { ...headers, 'x-tenant-id': options.tenantId ?? TENANT_ID },
  });
  await app.afterResponse.idle();
  return response;
}

export interface LoginInput {
  identifier: string;
  password: string;
  deviceId?: string;
  tenantId?: string;
}

export interface UserInfoBody {
  id: string;
  name: string;
  email: string;
  phoneNumber: string;
  parentPhone: string;
  imagePath: string | null;
  academicYear: string;
  registrationDate: string;
}

export interface LoggedIn {
  token: string;
  /** `refreshToken=…` — pass as the Cookie header */
  cookie: string;
  user: UserInfoBody;
  deviceId: string;
  tenantId: string;
  response: LightMyRequestResponse;
}

export function loginRaw(app: FastifyInstance, input: LoginInput) {
  return app.inject({
    method: 'POST',
    url: '/api/Auth/login',
    headers: { 'x-tenant-id': input.tenantId ?? TENANT_ID, deviceid: input.deviceId ?? DEFAULT_DEVICE_ID },
    payload: { EmailorMobile: input.identifier, password: input.password },
  });
}

/** Logs in; throws unless it succeeded. */
export async function login(app: FastifyInstance, input: LoginInput): Promise<LoggedIn> {
  const response = await loginRaw(app, input);
  if (response.statusCode !== 200) throw new Error(`login failed: ${response.statusCode} ${response.body}`);
  const body = response.json() as { token: string; user: UserInfoBody };
  return {
    token: body.token,
    cookie: refreshCookieOf(response),
    user: body.user,
    deviceId: input.deviceId ?? DEFAULT_DEVICE_ID,
    tenantId: input.tenantId ?? TENANT_ID,
    response,
  };
}

/** `refreshToken=<value>` from a response's Set-Cookie ('' when none or cleared). */
export function refreshCookieOf(response: LightMyRequestResponse): string {
  const cookie = response.cookies.find((c) => c.name === 'refreshToken');
  return cookie && cookie.value ? `refreshToken=${cookie.value}` : '';
}

export function authHeaders(
  token: string,
  tenantId: string = TENANT_ID,
  deviceId: string = DEFAULT_DEVICE_ID,
) {
  return { authorization: `Bearer ${token}`, 'x-tenant-id': tenantId, deviceid: deviceId };
}

/** Inserts a user directly (e.g. staff, whom nobody registers through the API). */
export async function createUser(
  db: Kysely<Database>,
  options: {
    tenantId?: string;
    role?: Role;
    email?: string;
    phoneNumber?: string;
    password?: string;
    active?: boolean;
  } = {},
) {
  const fields = studentFields();
  const id = crypto.randomUUID();
  const at = new Date().toISOString();
  const email = (options.email ?? fields.Email).toLowerCase();
  const password = options.password ?? DEFAULT_PASSWORD;
  await db
    .insertInto('users')
    .values({
      id,
      tenant_id: options.tenantId ?? TENANT_ID,
      role: options.role ?? 'Student',
      user_name: fields.UserName,
      email,
      phone_number: options.phoneNumber ?? fields.PhoneNumber,
      parent_phone: fields.ParentPhone,
      academic_year: 'Secondary3',
      image_path: null,
      password_hash: await hashPassword(password),
      email_confirmed: 1,
      active: options.active === false ? 0 : 1,
      registration_date: at,
      updated_at: at,
    })
    .execute();
  return { id, email, identifier: email, password, phoneNumber: options.phoneNumber ?? fields.PhoneNumber };
}

/** Lines of DATA_DIR/outbox.jsonl (mails written when no SMTP is configured). */
export function readOutbox(
  dataDir: string,
): Array<{ at: string; to: string; purpose: string; code: string }> {
  const file = path.join(dataDir, 'outbox.jsonl');
  if (!fs.existsSync(file)) return [];
  return fs
    .readFileSync(file, 'utf8')
    .split('\n')
    .filter(Boolean)
    .map((line) => JSON.parse(line) as { at: string; to: string; purpose: string; code: string });
}

/** The most recent code mailed to `email` for `purpose`. */
export function lastOtp(dataDir: string, email: string, purpose: 'confirm-email' | 'reset-password'): string {
  const mails = readOutbox(dataDir).filter((m) => m.to === email.toLowerCase() && m.purpose === purpose);
  const last = mails.at(-1);
  if (!last) throw new Error(`no ${purpose} mail for ${email}`);
  return last.code;
}
