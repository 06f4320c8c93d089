/**
 * Two real server processes (`src/main.ts`) on one fresh PostgreSQL schema and one Redis, as
 * behind a reverse proxy (TRUST_PROXY names the test as the proxy; every simulated student has
 * its own X-Forwarded-For address), and the races split across both. Each process has its own
 * caches, limiters and connections; only the database and Redis are shared.
 */
import { execFile } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import { sql, type Insertable } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { repoRoot } from '../src/config.ts';
import type { DbHandle } from '../src/db/connect.ts';
import { migrations } from '../src/db/migrations/index.ts';
import type { UsersTable } from '../src/db/schema.ts';
import { hashPassword } from '../src/domain/auth/passwords.ts';
import { DEMO_TENANT_ID, type DemoCodes } from '../src/seed/index.ts';
import {
  addressOf,
  call,
  inBatches,
  login,
  startTwoInstances,
  tsx,
  type Instance,
  type InstancePair,
} from './instances.ts';

const databaseUrl = process.env.TEST_DATABASE_URL;
const redisUrl = process.env.TEST_REDIS_URL;
const skipReason =
  databaseUrl && redisUrl ? null : 'skipped: needs TEST_DATABASE_URL and TEST_REDIS_URL (as in .ci/run)';

if (skipReason) console.info(`two-instances.test.ts ${skipReason}`);

const PASSWORD = 'Passw0rd!';
const STUDENTS = 100;

describe.skipIf(skipReason !== null)(
  `two instances on one PostgreSQL schema and Redis${skipReason ? ` (${skipReason})` : ''}`,
  () => {
    let pair: InstancePair;
    let env: Record<string, string>;
    let workDir: string;
    let a: Instance;
    let b: Instance;
    let handle: DbHandle;
    const both = () => [a, b] as const;
    const on = (i: number) => both()[i % 2]!;

    beforeAll(async () => {
      pair = await startTwoInstances(databaseUrl!, redisUrl!);
      ({ a, b, env, workDir, handle } = pair);
    }, 120_000);

    afterAll(async () => {
      await pair?.close();
    }, 30_000);

    /** Students written straight into the shared database (one password hash for all). */
    async function createStudents(count: number, label: string) {
      const passwordHash = await hashPassword(PASSWORD);
      const at = new Date().toISOString();
      const rows = Array.from(
        { length: count },
        (_, i): Insertable<UsersTable> & { id: string; email: string } => ({
          id: crypto.randomUUID(),
          tenant_id: DEMO_TENANT_ID,
          role: 'Student',
          user_name: `${label} ${i}`,
          email: `${label}-${i}-${crypto.randomBytes(3).toString('hex')}@example.com`,
          phone_number: `01${String(crypto.randomInt(0, 1_000_000_000)).padStart(9, '0')}`,
          parent_phone: '01000000000',
          academic_year: 'Secondary3',
          image_path: null,
          password_hash: passwordHash,
          email_confirmed: 1,
          active: 1,
          registration_date: at,
          updated_at: at,
        }),
      );
      await handle.db.insertInto('users').values(rows).execute();
      return rows;
    }

    it('started together, they migrated the schema once and seeded the demo data once', () => {
      const applied = both().map((instance) => {
        const entry = instance.logs.find((e) => e.msg === 'database schema up to date');
        expect(entry, `${instance.name} logged its migrations`).toBeDefined();
        return entry!.migrationsApplied as number;
      });
      expect(applied.sort((x, y) => x - y)).toEqual([0, Object.keys(migrations).length]);
      const seeded = both().filter((instance) =>
        fs.existsSync(path.join(instance.dataDir, 'demo-codes.json')),
      );
      expect(seeded).toHaveLength(1);
    });

    it('one course code redeemed by 100 students over both instances at once: exactly one succeeds', async () => {
      const seeder = both().find((instance) =>
        fs.existsSync(path.join(instance.dataDir, 'demo-codes.json')),
      )!;
      const codes = JSON.parse(
        fs.readFileSync(path.join(seeder.dataDir, 'demo-codes.json'), 'utf8'),
      ) as DemoCodes;
      const { code, courseId } = codes.courseCodes[0]!;
      const students = await createStudents(STUDENTS, 'racer');
      const sessions = await inBatches(students, 8, async (student, i) => {
        const res = await login(on(i), student.email, PASSWORD, `racer-device-${i}`, addressOf(i));
        expect(res.status, res.text).toBe(200);
        return { token: res.body.token as string, id: student.id };
      });

      const answers = await Promise.all(
        sessions.map((session, i) =>
          call(on(i), 'POST', `/api/Student/add-course-by-code?Code=${code}&StudentId=${session.id}`, {
            headers: {
              authorization: `Bearer ${session.token}`,
              deviceid: `racer-device-${i}`,
              'x-forwarded-for': addressOf(i),
            },
          }),
        ),
      );
      const statuses = answers.map((r) => r.status);
      expect(statuses.filter((s) => s === 200)).toHaveLength(1);
      expect(statuses.filter((s) => s >= 500)).toEqual([]);
      // the winner may have been served by either instance; the losers were told so by both
      expect(new Set(answers.map((r, i) => (r.status === 200 ? 'won' : `lost on ${on(i).name}`)))).toEqual(
        new Set(['won', 'lost on a', 'lost on b']),
      );
      const enrolled = await handle.db
        .selectFrom('enrollments')
        .select(sql<number>`count(*)`.as('n'))
        .where('course_id', '=', courseId)
        .where(
          'user_id',
          'in',
          students.map((s) => s.id),
        )
        .executeTakeFirstOrThrow();
      expect(Number(enrolled.n)).toBe(1);
    }, 120_000);

    it('five new devices of one student at once over both instances: at most two are admitted', async () => {
      const [student] = await createStudents(1, 'devices');
      const answers = await Promise.all(
        [0, 1, 2, 3, 4].map((i) =>
          login(on(i), student!.email, PASSWORD, `new-device-${i}`, addressOf(200 + i)),
        ),
      );
      const admitted = answers.filter((r) => r.status === 200).length;
      expect(admitted).toBeGreaterThanOrEqual(1);
      expect(admitted).toBeLessThanOrEqual(2);
      expect(answers.filter((r) => r.status >= 500)).toEqual([]);
      const devices = await handle.db
        .selectFrom('devices')
        .select(sql<number>`count(*)`.as('n'))
        .where('user_id', '=', student!.id)
        .executeTakeFirstOrThrow();
      expect(Number(devices.n)).toBe(admitted);
    }, 60_000);

    it('ten wrong passwords spread over both instances count together: the 11th attempt is refused', async () => {
      const [student] = await createStudents(1, 'guesser');
      const address = addressOf(210);
      const wrong = await Promise.all(
        Array.from({ length: 10 }, (_, i) =>
          login(on(i), student!.email, 'wrong-password', 'guess-device', address),
        ),
      );
      // wrong credentials answer 400 (as the original API did), none is refused yet
      expect(wrong.map((r) => r.status)).toEqual(new Array(10).fill(400));
      // even the right password, on either instance
      for (const instance of both()) {
        const eleventh = await login(instance, student!.email, PASSWORD, 'guess-device', address);
        expect(eleventh.status).toBe(429);
      }
    }, 60_000);

    it('signed out on one instance, the refresh cookie is refused by the other', async () => {
      const [student] = await createStudents(1, 'signout');
      const address = addressOf(220);
      const signedIn = await login(a, student!.email, PASSWORD, 'signout-device', address);
      expect(signedIn.status).toBe(200);
      const headers = (cookie: string) => ({
        cookie,
        deviceid: 'signout-device',
        'x-forwarded-for': address,
      });
      // the other instance refreshes the session (rotating the cookie) …
      const refreshed = await call(b, 'POST', '/api/Auth/refresh-token', {
        headers: headers(signedIn.cookie),
      });
      expect(refreshed.status).toBe(200);
      expect(refreshed.cookie).not.toBe('');
      // … the first signs it out from the cookie alone …
      const out = await call(a, 'POST', '/api/Auth/logout', { headers: headers(refreshed.cookie) });
      expect(out.status).toBe(200);
      // … and neither accepts that cookie any more
      for (const instance of [b, a]) {
        const again = await call(instance, 'POST', '/api/Auth/refresh-token', {
          headers: headers(refreshed.cookie),
        });
        expect(again.status).toBe(401);
      }
    }, 60_000);

    it('signed out on one instance, the access token is refused by the other at once', async () => {
      const [student] = await createStudents(1, 'token-end');
      const address = addressOf(230);
      const signedIn = await login(a, student!.email, PASSWORD, 'token-end-device', address);
      expect(signedIn.status).toBe(200);
      const headers = {
        authorization: `Bearer ${signedIn.body.token as string}`,
        deviceid: 'token-end-device',
        'x-forwarded-for': address,
      };
      // both instances have checked (and cached) the session
      for (const instance of both())
        expect((await call(instance, 'GET', '/api/Auth/me', { headers })).status).toBe(200);
      const out = await call(a, 'POST', '/api/Auth/logout', {
        headers: { cookie: signedIn.cookie, 'x-forwarded-for': address },
      });
      expect(out.status).toBe(200);
      expect((await call(a, 'GET', '/api/Auth/me', { headers })).status).toBe(401);
      const deadline = Date.now() + 1_000;
      let onB = 200;
      while (Date.now() < deadline && onB !== 401) {
        onB = (await call(b, 'GET', '/api/Auth/me', { headers })).status;
        if (onB !== 401) await new Promise((resolve) => setTimeout(resolve, 20));
      }
      expect(onB).toBe(401);
    }, 60_000);

    it('a content change made on one side is served by both instances within a second', async () => {
      const about = async (instance: Instance) =>
        (await call(instance, 'GET', '/about', { headers: { host: '127.0.0.1' } })).text;
      // both render and cache the page …
      for (const instance of both()) expect(await about(instance)).toContain('<div id="root"></div>');
      const cachedBio = await handle.db
        .selectFrom('teacher_profiles')
        .select('bio')
        .where('tenant_id', '=', DEMO_TENANT_ID)
        .executeTakeFirstOrThrow();
      // … and keep serving it when the database changes behind their back (nothing announced)
      await handle.db
        .updateTable('teacher_profiles')
        .set({ bio: 'unannounced bio' })
        .where('tenant_id', '=', DEMO_TENANT_ID)
        .execute();
      for (const instance of both()) {
        const page = await about(instance);
        expect(page).not.toContain('unannounced bio');
        expect(page).toContain(cachedBio.bio!.slice(0, 40));
      }

      // the admin command writes the profile and announces the change
      const newBio = `announced bio ${crypto.randomBytes(4).toString('hex')}`;
      fs.writeFileSync(
        path.join(workDir, 'profile.json'),
        JSON.stringify({ teacherName: 'أ. محمد عبد الحميد', bio: newBio }),
      );
      const cli = await promisify(execFile)(
        tsx,
        ['apps/api/src/cli/admin.ts', 'profile:set', '--tenant', DEMO_TENANT_ID, '--file', 'profile.json'],
        { cwd: repoRoot, env: { ...process.env, ...env, DATA_DIR: workDir, INIT_CWD: workDir } },
      );
      expect(cli.stdout).toContain(`Teacher profile of ${DEMO_TENANT_ID} saved.`);
      expect(cli.stderr).not.toContain('not announced');
      const written = Date.now();
      // each instance polled on its own: when was the last request sent that still got the old
      // page, and when did the new one first come back (a slow answer under load does not count
      // against the instance: what matters is what a request sent at that moment was given)
      const watch = async (instance: Instance) => {
        let lastOldSentAfter = -1;
        for (;;) {
          const sentAfter = Date.now() - written;
          if ((await about(instance)).includes(newBio)) return { lastOldSentAfter, newSentAfter: sentAfter };
          lastOldSentAfter = sentAfter;
          if (sentAfter > 5_000) return { lastOldSentAfter, newSentAfter: Infinity };
          await new Promise((resolve) => setTimeout(resolve, 10));
        }
      };
      const seen = await Promise.all(both().map(watch));
      for (const { lastOldSentAfter, newSentAfter } of seen) {
        expect(newSentAfter).toBeLessThan(1_000);
        expect(lastOldSentAfter).toBeLessThan(1_000);
      }
    }, 60_000);
  },
);
