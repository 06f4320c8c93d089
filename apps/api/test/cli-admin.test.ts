import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AppCaches } from '../src/cache/app-caches.ts';
import { describeFailure, runCommand, type CliDeps } from '../src/cli/commands.ts';
import { hashCode } from '../src/domain/codes/index.ts';
import { createTestApp, engines, loginRaw, type TestApp } from './harness.ts';

const examples = path.resolve(import.meta.dirname, '../examples');

describe.each(engines())('admin CLI commands (%s)', (engine) => {
  let t: TestApp;
  let deps: CliDeps;
  const run = (...argv: string[]) => runCommand(deps, argv);
  const fail = async (...argv: string[]) => {
    try {
      await run(...argv);
    } catch (error) {
      return describeFailure(error);
    }
    throw new Error('expected the command to fail');
  };

  beforeAll(async () => {
    t = await createTestApp({ engine });
    deps = { db: t.db, codeHashKey: t.config.codeHashKey, now: () => new Date(), cwd: t.dataDir };
  });
  afterAll(() => t?.close());

  it('tenant:upsert creates, then updates', async () => {
    expect(
      await run(
        'tenant:upsert',
        '--id',
        'cli-t',
        '--name',
        'CLI tenant',
        '--domains',
        'a.example, B.example',
      ),
    ).toBe('Created tenant cli-t.');
    expect(await run('tenant:upsert', '--id=cli-t', '--name=Renamed')).toBe('Updated tenant cli-t.');
    const row = await t.db
      .selectFrom('tenants')
      .selectAll()
      .where('id', '=', 'cli-t')
      .executeTakeFirstOrThrow();
    expect(row.name).toBe('Renamed');
    expect(JSON.parse(row.domains)).toEqual(['a.example', 'b.example']);
  });

  it('profile:set writes profile and testimonials', async () => {
    const file = path.join(t.dataDir, 'profile.json');
    fs.writeFileSync(
      file,
      JSON.stringify({
        teacherName: 'أ. تجربة',
        statistics: { years: 12 },
        testimonials: [{ author: 'س', text: 'ممتاز' }],
      }),
    );
    expect(await run('profile:set', '--tenant', 'cli-t', '--file', 'profile.json')).toBe(
      'Teacher profile of cli-t saved.',
    );
    const profile = await t.db
      .selectFrom('teacher_profiles')
      .selectAll()
      .where('tenant_id', '=', 'cli-t')
      .executeTakeFirstOrThrow();
    expect(profile.teacher_name).toBe('أ. تجربة');
    expect(JSON.parse(profile.details).statistics).toEqual({ years: 12 });
    const testimonials = await t.db
      .selectFrom('testimonials')
      .selectAll()
      .where('tenant_id', '=', 'cli-t')
      .execute();
    expect(testimonials.map((x) => x.text)).toEqual(['ممتاز']);
    fs.writeFileSync(file, JSON.stringify({ statistics: { years: -1 } }));
    const bad = await fail('profile:set', '--tenant', 'cli-t', '--file', 'profile.json');
    expect(bad.exitCode).toBe(1);
    expect(bad.message).toMatch(/^Error: Invalid profile file: teacherName: /);
  });

  it('profile:set accepts the example profile file', async () => {
    expect(await run('profile:set', '--tenant', 'cli-t', '--file', path.join(examples, 'profile.json'))).toBe(
      'Teacher profile of cli-t saved.',
    );
    const profile = await t.db
      .selectFrom('teacher_profiles')
      .selectAll()
      .where('tenant_id', '=', 'cli-t')
      .executeTakeFirstOrThrow();
    expect(JSON.parse(profile.details).footerFigures).toEqual({ students: 5000, successRate: 99, rating: 5 });
  });

  it('contact:set sets and partially updates the contact record', async () => {
    await run(
      'contact:set',
      '--tenant',
      'cli-t',
      '--whatsapp',
      '01012345678',
      '--facebook',
      'https://facebook.com/x',
      '--youtube',
      'https://youtube.com/@x',
      '--tiktok',
      '',
    );
    await run('contact:set', '--tenant', 'cli-t', '--youtube', '');
    const rows = await t.db.selectFrom('contacts').selectAll().where('tenant_id', '=', 'cli-t').execute();
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      whatsapp_number: '01012345678',
      facebook_page: 'https://facebook.com/x',
      youtube_channel: '',
      tiktok_channel: '',
    });
    expect((await fail('contact:set', '--tenant', 'cli-t', '--facebook', 'not a link')).message).toBe(
      'Error: facebook must be an http(s) link or empty.',
    );
  });

  let courseId: string;
  let unitId: number;
  it('course:import imports the example file', async () => {
    const output = await run(
      'course:import',
      '--tenant',
      'cli-t',
      '--file',
      path.join(examples, 'course.json'),
    );
    const match = output.match(/^Imported course ([0-9a-f-]{36}) ".+": 2 units, 5 lessons\./);
    expect(match).not.toBeNull();
    courseId = match![1]!;
    unitId = Number(output.match(/unit (\d+):/)![1]);
  });

  it('course:import names the bad field of an invalid file and exits 1', async () => {
    const file = path.join(t.dataDir, 'bad-course.json');
    const course = JSON.parse(fs.readFileSync(path.join(examples, 'course.json'), 'utf8'));
    course.units[0].lessons[2].questions[1].answers[0].isCorrect = true;
    fs.writeFileSync(file, JSON.stringify(course));
    const failure = await fail('course:import', '--tenant', 'cli-t', '--file', file);
    expect(failure).toEqual({
      exitCode: 1,
      message:
        'Error: Invalid course file: units[0].lessons[2].questions[1].answers: exactly one answer must be correct',
    });
    fs.writeFileSync(file, '{ not json');
    expect((await fail('course:import', '--tenant', 'cli-t', '--file', file)).message).toMatch(
      /is not valid JSON/,
    );
    expect((await fail('course:import', '--tenant', 'cli-t', '--file', 'missing.json')).exitCode).toBe(2);
  });

  it('codes:create prints CSV or JSON codes that are stored hashed', async () => {
    const csv = await run(
      'codes:create',
      '--tenant',
      'cli-t',
      '--kind',
      'course',
      '--target',
      courseId,
      '--count',
      '3',
    );
    const lines = csv.split('\n');
    // every field quoted (a reader splitting on ';' or a tab still sees one cell per field)
    expect(lines[0]).toBe('"code","kind","targetId","targetName"');
    expect(lines).toHaveLength(4);
    const code = lines[1]!.split(',')[0]!.replaceAll('"', '');
    expect(code).toMatch(/^[A-Z2-9]{4}-[A-Z2-9]{4}-[A-Z2-9]{4}$/);
    const stored = await t.db
      .selectFrom('course_codes')
      .select('course_id')
      .where('code_hash', '=', hashCode(t.config.codeHashKey, code))
      .executeTakeFirstOrThrow();
    expect(stored.course_id).toBe(courseId);
    const json = JSON.parse(
      await run(
        'codes:create',
        '--tenant',
        'cli-t',
        '--kind',
        'unit',
        '--target',
        String(unitId),
        '--count',
        '2',
        '--format',
        'json',
      ),
    );
    expect(json).toMatchObject({ kind: 'unit', targetId: String(unitId) });
    expect(json.codes).toHaveLength(2);
  });

  it.each([
    [
      ['codes:create', '--tenant', 'cli-t', '--kind', 'book', '--target', 'x', '--count', '1'],
      '--kind must be course or unit.',
    ],
    [
      ['codes:create', '--tenant', 'cli-t', '--kind', 'course', '--target', 'x', '--count', 'ten'],
      '--count must be a whole number above 0.',
    ],
    [
      ['codes:create', '--tenant', 'cli-t', '--kind', 'course', '--count', '1'],
      'Missing required option --target.',
    ],
    [
      [
        'codes:create',
        '--tenant',
        'cli-t',
        '--kind',
        'course',
        '--target',
        'x',
        '--count',
        '1',
        '--format',
        'xml',
      ],
      '--format must be csv or json.',
    ],
    [['codes:create', '--tenant'], 'Option --tenant needs a value.'],
    [['nope'], 'Unknown command "nope".'],
    [
      ['students:list', '--tenant', 'cli-t', '--colour', 'red'],
      'Unknown option --colour. Allowed: --tenant --search.',
    ],
    [['students:list', 'cli-t'], 'Unexpected argument "cli-t". Options look like --name value.'],
    [['students:list', '-t', 'cli-t'], 'Unexpected argument "-t". Options look like --name value.'],
    [['students:list', '--', 'cli-t'], 'Unexpected argument "--". Options look like --name value.'],
    [['students:list', '--tenant', '--search', 'x'], 'Option --tenant needs a value.'],
    [['students:list', '--tenant', 'a', '--tenant=b'], 'Option --tenant is given twice.'],
  ])('bad arguments %j → exit 2 with usage', async (argv, message) => {
    const failure = await fail(...argv);
    expect(failure.exitCode).toBe(2);
    expect(failure.message.split('\n')[0]).toBe(message);
    expect(failure.message).toContain('Usage: npm run admin -- <command> [options]');
    expect(failure.message).not.toMatch(/\n\s+at /);
  });

  it('codes:create for an unknown target or tenant → exit 1 with a clear message', async () => {
    expect(
      await fail('codes:create', '--tenant', 'cli-t', '--kind', 'course', '--target', 'nope', '--count', '1'),
    ).toEqual({ exitCode: 1, message: 'Error: Course not found.' });
    expect(
      await fail('codes:create', '--tenant', 'ghost', '--kind', 'course', '--target', 'nope', '--count', '1'),
    ).toEqual({ exitCode: 1, message: 'Error: Unknown tenant "ghost". Create it first with tenant:upsert.' });
  });

  it('staff:create creates a moderator who can sign in; duplicates are refused', async () => {
    expect(
      await run(
        'staff:create',
        '--tenant',
        'tenant5',
        '--email',
        'Mod@Example.com',
        '--name',
        'مشرف',
        '--phone',
        '01234567890',
        '--password',
        'Secret1',
      ),
    ).toMatch(/^Created Moderator mod@example.com \([0-9a-f-]{36}\) in tenant5\.$/);
    const row = await t.db
      .selectFrom('users')
      .select(['role', 'password_hash'])
      .where('email', '=', 'mod@example.com')
      .executeTakeFirstOrThrow();
    expect(row.role).toBe('Moderator');
    expect(row.password_hash).toMatch(/^\$argon2id\$/);
    expect(
      (
        await fail(
          'staff:create',
          '--tenant',
          'tenant5',
          '--email',
          'mod@example.com',
          '--name',
          'x',
          '--phone',
          '01234567891',
          '--password',
          'Secret1',
        )
      ).message,
    ).toBe('Error: A user with this email or phone already exists in the tenant.');
    expect(
      (
        await fail(
          'staff:create',
          '--tenant',
          'tenant5',
          '--email',
          'a@b.co',
          '--name',
          'x',
          '--phone',
          '123',
          '--password',
          'Secret1',
        )
      ).exitCode,
    ).toBe(2);
    expect(
      (
        await fail(
          'staff:create',
          '--tenant',
          'tenant5',
          '--email',
          'a@b.co',
          '--name',
          'x',
          '--phone',
          '01234567892',
          '--password',
          'Secret1',
          '--role',
          'Student',
        )
      ).message.split('\n')[0],
    ).toBe('--role must be Moderator or Admin.');
    const login = await loginRaw(t.app, { identifier: 'mod@example.com', password: 'Secret1' });
    expect(login.statusCode).toBe(200);
  });

  it("students:list lists and searches (Arabic-aware) the tenant's students; devices:reset clears devices", async () => {
    await insertStudent(t, 'أحمد إبراهيم', 'ahmed@example.com', '01111111111');
    await insertStudent(t, 'منى علي', 'mona@example.com', '01111111112');
    const all = await run('students:list', '--tenant', 'tenant5');
    expect(all).toContain('ahmed@example.com');
    expect(all).toContain('mona@example.com');
    expect(all).not.toContain('mod@example.com');
    const found = await run('students:list', '--tenant', 'tenant5', '--search', 'ابراهيم');
    expect(found.split('\n')).toHaveLength(2);
    expect(found).toContain('ahmed@example.com');
    expect(found.endsWith('1 student(s).')).toBe(true);

    const user = await t.db
      .selectFrom('users')
      .select('id')
      .where('email', '=', 'ahmed@example.com')
      .executeTakeFirstOrThrow();
    const at = new Date().toISOString();
    await t.db
      .insertInto('devices')
      .values([
        { tenant_id: 'tenant5', user_id: user.id, device_id: 'd1', created_at: at, last_seen_at: at },
        { tenant_id: 'tenant5', user_id: user.id, device_id: 'd2', created_at: at, last_seen_at: at },
      ])
      .execute();
    expect(await run('devices:reset', '--tenant', 'tenant5', '--student', '01111111111')).toBe(
      'Removed 2 device(s) of ahmed@example.com; their sessions are signed out.',
    );
    expect(await t.db.selectFrom('devices').select('id').where('user_id', '=', user.id).execute()).toEqual(
      [],
    );
    expect(await run('devices:reset', '--tenant', 'tenant5', '--student', 'AHMED@example.com')).toMatch(
      /^Removed 0 device/,
    );
    expect(
      (await fail('devices:reset', '--tenant', 'tenant5', '--student', 'nobody@example.com')).message,
    ).toBe('Error: No student "nobody@example.com" in tenant tenant5.');
  });
});

async function insertStudent(t: TestApp, name: string, email: string, phone: string) {
  const at = new Date().toISOString();
  await t.db
    .insertInto('users')
    .values({
      id: crypto.randomUUID(),
      tenant_id: 'tenant5',
      role: 'Student',
      user_name: name,
      email,
      phone_number: phone,
      parent_phone: phone,
      academic_year: 'Secondary1',
      image_path: null,
      password_hash: 'x',
      email_confirmed: 1,
      active: 1,
      registration_date: at,
      updated_at: at,
    })
    .execute();
}

describe('admin commands that change content announce it to the running instances', () => {
  let t: TestApp;
  const announced: string[] = [];
  let deps: CliDeps;
  beforeAll(async () => {
    t = await createTestApp();
    const caches = new AppCaches({ announce: async ({ tenantId }) => void announced.push(tenantId) });
    deps = { db: t.db, codeHashKey: t.config.codeHashKey, now: () => new Date(), cwd: t.dataDir, caches };
  });
  afterAll(() => t?.close());

  it('after each write, once, naming the tenant; reads and failed writes announce nothing', async () => {
    const run = (...argv: string[]) => runCommand(deps, argv);
    const expectAnnounced = async (argv: string[], tenants: string[]) => {
      announced.length = 0;
      await run(...argv).catch(() => undefined);
      expect(announced, argv[0]).toEqual(tenants);
    };
    await expectAnnounced(['tenant:upsert', '--id', 'ann-t', '--name', 'Announced'], ['ann-t']);
    await expectAnnounced(['tenant:video-key', '--tenant', 'ann-t', '--key', 'k'], ['ann-t']);
    await expectAnnounced(
      ['profile:set', '--tenant', 'ann-t', '--file', path.join(examples, 'profile.json')],
      ['ann-t'],
    );
    await expectAnnounced(['contact:set', '--tenant', 'ann-t', '--whatsapp', '01012345678'], ['ann-t']);
    await expectAnnounced(
      ['course:import', '--tenant', 'ann-t', '--file', path.join(examples, 'course.json')],
      ['ann-t'],
    );
    fs.writeFileSync(path.join(t.dataDir, 'bad.json'), JSON.stringify({ courseName: '' }));
    await expectAnnounced(['course:import', '--tenant', 'ann-t', '--file', 'bad.json'], []);
    await expectAnnounced(['students:list', '--tenant', 'ann-t'], []);
  });
});
