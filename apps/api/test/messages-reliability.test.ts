/**
 * Reliability of bulk sends on real server processes (src/main.ts): 5,000 announcement messages
 * queued, the sending instance killed with SIGKILL part-way, then two instances started on the same
 * database finish the work. Each recipient has exactly one message row (its key), none is lost,
 * and the only repeats at the provider are messages that were in flight at the kill (the Cloud API
 * has no idempotency key: a send whose answer died with the process is sent again after its
 * lease; docs/decisions/0026-job-runner.md).
 */
import { spawn, type ChildProcess } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import readline from 'node:readline';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { repoRoot } from '../src/config.ts';
import { connectDatabase, type DbHandle } from '../src/db/connect.ts';
import { migrateToLatest } from '../src/db/migrate.ts';
import { announce } from '../src/domain/messages/index.ts';
import { SEND_CONCURRENCY } from '../src/domain/messages/send-message-job.ts';
import { createSettingsBox } from '../src/secrets/settings-box.ts';
import { startFakeWhatsApp, type FakeWhatsApp } from './fakes/whatsapp-cloud-api.ts';
import { createTenant, engines } from './harness.ts';

const STUDENTS = 5000;
const TENANT = 'bulk-tenant';
/**
 * messages.send runs SEND_CONCURRENCY at a time per instance, and a run keeps its slot until its
 * sent message is recorded: at most that many can be sent and not yet recorded at the kill
 */
const IN_FLIGHT_MAX = SEND_CONCURRENCY;

/** every line the servers printed, for the check that no secret reached the log */
const serverLog: string[] = [];

function startServer(env: Record<string, string>): Promise<ChildProcess> {
  // node itself with tsx's loader, not the tsx command: its node child would outlive a SIGKILL
  const child = spawn(process.execPath, ['--import', 'tsx', 'apps/api/src/main.ts'], {
    cwd: repoRoot,
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let stderr = '';
  child.stderr!.on('data', (chunk: Buffer) => {
    stderr += chunk.toString();
    serverLog.push(chunk.toString());
  });
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`server did not start in 90 s:\n${stderr}`)), 90_000);
    child.once('exit', (code) => reject(new Error(`server exited with ${code}:\n${stderr}`)));
    readline.createInterface({ input: child.stdout! }).on('line', (line) => {
      serverLog.push(line);
      if (line.includes('Server listening at')) {
        clearTimeout(timer);
        child.removeAllListeners('exit');
        resolve(child);
      }
    });
  });
}

const stop = async (child: ChildProcess | undefined, signal: NodeJS.Signals = 'SIGTERM') => {
  if (!child || child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.kill(signal);
  await exited;
};

async function waitFor(check: () => Promise<boolean> | boolean, timeoutMs: number, what: string) {
  const deadline = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

describe.each(engines())('kill -9 during a bulk send of 5,000 (%s)', (engine) => {
  let fake: FakeWhatsApp;
  let handle: DbHandle;
  let dataDir: string;
  let schema: string | undefined;
  let env: Record<string, string>;
  const servers: ChildProcess[] = [];

  beforeAll(async () => {
    fake = await startFakeWhatsApp();
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'dars-bulk-'));
    schema = engine === 'postgres' ? `bulk_${crypto.randomBytes(5).toString('hex')}` : undefined;
    const databaseUrl = engine === 'postgres' ? process.env.TEST_DATABASE_URL : undefined;
    env = {
      DATA_DIR: dataDir,
      HOST: '127.0.0.1',
      PORT: '0',
      LOG_LEVEL: 'info',
      PUBLIC_WEB_DIR: '/nonexistent-dars-web',
      JWT_SECRET: crypto.randomBytes(32).toString('hex'),
      CODE_HASH_KEY: crypto.randomBytes(32).toString('hex'),
      SETTINGS_KEY: crypto.randomBytes(32).toString('hex'),
      WHATSAPP_API_BASE: fake.url,
      MESSAGES_DAILY_CAP: '10',
      // the servers run on the wall clock, which may be night in Cairo
      MESSAGES_QUIET_HOURS: 'off',
      // this test is about kills and instances, not the pace (send-pace.test.ts)
      MESSAGES_PER_SECOND: '1000',
      SMTP_URL: '',
      ...(databaseUrl ? { DATABASE_URL: databaseUrl, DATABASE_SCHEMA: schema! } : {}),
    };
    handle = await connectDatabase({ databaseUrl, dataDir, pgSchema: schema, poolSize: 3 });
    await migrateToLatest(handle.db, { schema });
    await createTenant(handle.db, TENANT);
    const box = createSettingsBox(env.SETTINGS_KEY!);
    const at = new Date().toISOString();
    await handle.db
      .insertInto('message_channels')
      .values({
        tenant_id: TENANT,
        channel: 'whatsapp',
        enabled: 1,
        settings: JSON.stringify({
          phoneNumberId: '106540352242922',
          language: 'ar',
          templates: { announcement: 'dars_announcement', quizResult: 'dars_quiz_result' },
        }),
        sealed_secrets: box.seal(
          TENANT,
          JSON.stringify({ accessToken: fake.accessToken, appSecret: 'app-secret', verifyToken: 'verify' }),
        ),
        updated_at: at,
      })
      .execute();
    const user = (i: number, role: 'Admin' | 'Student') => ({
      id: crypto.randomUUID(),
      tenant_id: TENANT,
      role,
      user_name: `طالب ${i}`,
      email: `s${i}@bulk.test`,
      phone_number: `010${String(i).padStart(8, '0')}`,
      parent_phone: `011${String(i).padStart(8, '0')}`,
      academic_year: 'Secondary3' as const,
      image_path: null,
      password_hash: 'not-a-login',
      email_confirmed: 1 as const,
      active: 1 as const,
      registration_date: at,
      updated_at: at,
    });
    const admin = user(STUDENTS + 1, 'Admin');
    await handle.db.insertInto('users').values(admin).execute();
    for (let start = 0; start < STUDENTS; start += 500)
      await handle.db
        .insertInto('users')
        .values(Array.from({ length: 500 }, (_, k) => user(start + k, 'Student')))
        .execute();
    const queued = await announce(
      { db: handle.db, tenantId: TENANT, now: () => new Date('2026-03-01T09:00:00.000Z') },
      {
        caller: { userId: admin.id, role: 'Admin', deviceId: null },
        quietHours: null,
        audience: 'all',
        text: 'تبدأ المراجعة النهائية يوم السبت',
      },
    );
    expect(queued).toMatchObject({ queued: STUDENTS, optedOut: 0, withoutPhone: 0 });
  }, 120_000);

  afterAll(async () => {
    for (const server of servers) await stop(server, 'SIGKILL');
    if (schema) await sql`DROP SCHEMA IF EXISTS ${sql.id(schema)} CASCADE`.execute(handle.db);
    await handle?.close();
    await fake?.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  it('after a restart on two instances each recipient has exactly one message, none lost', async () => {
    const first = await startServer(env);
    servers.push(first);
    await waitFor(() => fake.accepted.length >= 1500, 120_000, '1,500 messages');
    first.kill('SIGKILL');
    await new Promise((resolve) => first.once('exit', resolve));
    const atKill = fake.accepted.length;
    expect(atKill).toBeLessThan(STUDENTS);

    const [second, third] = await Promise.all([startServer(env), startServer(env)]);
    servers.push(second!, third!);
    const sent = async () =>
      Number(
        (
          await handle.db
            .selectFrom('messages')
            .select((eb) => eb.fn.countAll<number>().as('n'))
            .where('status', '=', 'sent')
            .executeTakeFirstOrThrow()
        ).n,
      );
    // runs leased to the killed instance come back after their 30 s lease
    await waitFor(async () => (await sent()) === STUDENTS, 150_000, 'every message sent');

    const rows = await handle.db.selectFrom('messages').select(['phone', 'status', 'key']).execute();
    expect(rows).toHaveLength(STUDENTS);
    expect(new Set(rows.map((row) => row.phone)).size).toBe(STUDENTS);
    const perPhone = new Map<string, number>();
    for (const message of fake.accepted) perPhone.set(message.to, (perPhone.get(message.to) ?? 0) + 1);
    // none lost: every parent reached
    expect(perPhone.size).toBe(STUDENTS);
    expect([...perPhone.keys()].sort()).toEqual(rows.map((row) => row.phone).sort());
    // repeats only for runs in flight at the kill (their job ran twice)
    const repeated = [...perPhone].filter(([, count]) => count > 1);
    expect(repeated.every(([, count]) => count === 2)).toBe(true);
    expect(repeated.length).toBeLessThanOrEqual(IN_FLIGHT_MAX);
    // the message jobs (the servers also run their recurring jobs, such as payment reconciliation)
    const jobs = await handle.db
      .selectFrom('jobs')
      .select(['state', 'attempts'])
      .where('name', '=', 'messages.send')
      .execute();
    expect(jobs).toHaveLength(STUDENTS);
    expect(jobs.every((job) => job.state === 'done')).toBe(true);
    expect(jobs.filter((job) => job.attempts > 1).length).toBeGreaterThanOrEqual(repeated.length);
    // no secret in any log line: the provider token, the app secret, the server keys
    const log = serverLog.join('\n');
    expect(log).toContain('Server listening at');
    for (const secret of [fake.accessToken, 'app-secret', env.SETTINGS_KEY!, env.JWT_SECRET!])
      expect(log).not.toContain(secret);
    console.log(
      `[${engine}] killed after ${atKill} sends; ${repeated.length} sent twice (in flight at the kill); ` +
        `${STUDENTS} recipients reached`,
    );
  }, 300_000);
});
