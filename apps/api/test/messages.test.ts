import crypto from 'node:crypto';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { sendMessageJob } from '../src/domain/messages/index.ts';
import { startFakeWhatsApp, type FakeWhatsApp } from './fakes/whatsapp-cloud-api.ts';
import {
  authHeaders,
  createClock,
  createTestApp,
  createUser,
  engines,
  login,
  TENANT_ID,
  type TestApp,
} from './harness.ts';
import { daysBefore, enroll, seedCourse, signedInStudent, standardCourse } from './learning-fixtures.ts';

const ACCESS_TOKEN = 'EAAG-test-access-token-0123456789';
const APP_SECRET = 'meta-app-secret-0123456789abcdef';
const VERIFY_TOKEN = 'dars-verify-token-42';
const PHONE_NUMBER_ID = '106540352242922';
const MORNING = '2026-03-01T09:00:00.000Z'; // 11:00 in Cairo

const international = (phone: string) => `2${phone}`;

describe.each(engines())('messages to parents and students (%s)', (engine) => {
  const clock = createClock(MORNING);
  let fake: FakeWhatsApp;
  let t: TestApp;
  let teacher: Record<string, string>;
  let assistant: Record<string, string>;
  let courseId: string;
  let enrolled: Array<{ id: string; parentPhone: string; name: string }>;
  let outsider: { id: string; parentPhone: string };

  let admin: Awaited<ReturnType<typeof createUser>>;
  let signedInAt = 0;
  /** the teacher's headers, signed in again when the test clock has moved past the token's life */
  const teacherHeaders = async () => {
    if (Math.abs(clock.now().getTime() - signedInAt) > 5 * 60_000) {
      teacher = authHeaders((await login(t.app, { ...admin, deviceId: 'teacher' })).token);
      signedInAt = clock.now().getTime();
    }
    return teacher;
  };
  const call = async (method: 'GET' | 'PUT' | 'POST', url: string, payload?: object, headers?: object) =>
    t.app.inject({
      method,
      url,
      headers: { ...(headers ?? (await teacherHeaders())) },
      ...(payload ? { payload } : {}),
    });
  const saveWhatsApp = (extra: object = {}, headers?: object) =>
    call(
      'PUT',
      '/api/teacher/message-channels/whatsapp',
      {
        enabled: true,
        phoneNumberId: PHONE_NUMBER_ID,
        language: 'ar',
        templates: { announcement: 'dars_announcement', quizResult: 'dars_quiz_result' },
        accessToken: ACCESS_TOKEN,
        appSecret: APP_SECRET,
        verifyToken: VERIFY_TOKEN,
        ...extra,
      },
      headers,
    );
  const announceToCourse = (text: string) =>
    call('POST', '/api/teacher/announcements', { audience: 'course', courseId, text });
  const messageLog = async (query = '') =>
    (await call('GET', `/api/teacher/messages${query}`)).json().data as {
      items: Array<Record<string, unknown>>;
      counts: Record<string, number>;
    };
  const signed = (body: string, secret = APP_SECRET) =>
    `sha256=${crypto.createHmac('sha256', secret).update(body).digest('hex')}`;
  const webhook = (body: object, signature?: string) => {
    const raw = JSON.stringify(body);
    return t.app.inject({
      method: 'POST',
      url: `/api/webhooks/whatsapp/${TENANT_ID}`,
      headers: { 'content-type': 'application/json', 'x-hub-signature-256': signature ?? signed(raw) },
      payload: raw,
    });
  };
  const notification = (value: object) => ({
    object: 'whatsapp_business_account',
    entry: [
      {
        id: '102290129340398',
        changes: [
          {
            field: 'messages',
            value: {
              messaging_product: 'whatsapp',
              metadata: { display_phone_number: '15550783881', phone_number_id: PHONE_NUMBER_ID },
              ...value,
            },
          },
        ],
      },
    ],
  });

  beforeAll(async () => {
    fake = await startFakeWhatsApp(ACCESS_TOKEN);
    t = await createTestApp({
      engine,
      now: clock.now,
      // the message jobs alone: counts of jobs run below are of messages
      jobs: [sendMessageJob],
      env: { WHATSAPP_API_BASE: fake.url, MESSAGES_DAILY_CAP: '4' },
    });
    admin = await createUser(t.db, { role: 'Admin' });
    const moderator = await createUser(t.db, { role: 'Moderator' });
    assistant = authHeaders((await login(t.app, { ...moderator, deviceId: 'assistant' })).token);
    courseId = (await seedCourse(t, standardCourse(), { now: new Date(MORNING) })).courseId;
    const users = await Promise.all([1, 2, 3, 4].map(() => createUser(t.db)));
    const rows = await t.db
      .selectFrom('users')
      .select(['id', 'parent_phone', 'user_name'])
      .where(
        'id',
        'in',
        users.map((u) => u.id),
      )
      .execute();
    const byId = new Map(rows.map((row) => [row.id, row]));
    enrolled = users.slice(0, 3).map((u) => ({
      id: u.id,
      parentPhone: byId.get(u.id)!.parent_phone,
      name: byId.get(u.id)!.user_name,
    }));
    outsider = { id: users[3]!.id, parentPhone: byId.get(users[3]!.id)!.parent_phone };
    for (const student of enrolled)
      await enroll(t.db, { userId: student.id, courseId, enrollmentDate: daysBefore(new Date(MORNING), 1) });
  });
  afterAll(async () => {
    await t?.close();
    await fake?.close();
  });
  beforeEach(() => {
    clock.set(MORNING);
    fake.failNext = [];
  });

  it('refuses an announcement while no channel is on, and channels to anyone but the Admin', async () => {
    const refused = await announceToCourse('الحصة غدًا');
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({ success: false, code: 'no_message_channel' });
    expect(await t.db.selectFrom('messages').selectAll().execute()).toEqual([]);
    expect((await call('GET', '/api/teacher/message-channels', undefined, assistant)).statusCode).toBe(403);
    expect((await saveWhatsApp({}, assistant)).statusCode).toBe(403);
  });

  it('will not turn WhatsApp on without its keys, and writes nothing', async () => {
    const response = await saveWhatsApp({ accessToken: undefined });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ code: 'channel_incomplete' });
    expect(await t.db.selectFrom('message_channels').selectAll().execute()).toEqual([]);
  });

  it('saves the channel with its secrets sealed, shows them masked, keeps an omitted one, and audits it', async () => {
    const saved = await saveWhatsApp();
    expect(saved.statusCode).toBe(200);
    expect(saved.json().data.whatsapp).toEqual({
      enabled: true,
      phoneNumberId: PHONE_NUMBER_ID,
      language: 'ar',
      templates: { announcement: 'dars_announcement', quizResult: 'dars_quiz_result' },
      accessToken: expect.stringMatching(/^•+6789$/),
      appSecret: expect.stringMatching(/^•+cdef$/),
      verifyToken: expect.stringMatching(/^•+n-42$/),
      webhookPath: `/api/webhooks/whatsapp/${TENANT_ID}`,
    });
    const [row] = await t.db.selectFrom('message_channels').selectAll().execute();
    expect(row!.sealed_secrets).not.toContain(ACCESS_TOKEN);
    expect(row!.sealed_secrets).not.toContain(APP_SECRET);

    const again = await saveWhatsApp({
      accessToken: undefined,
      appSecret: undefined,
      verifyToken: undefined,
    });
    expect(again.statusCode).toBe(200);
    expect(again.json().data.whatsapp.accessToken).toMatch(/6789$/);

    const audit = await t.db
      .selectFrom('audit_log')
      .selectAll()
      .where('action', '=', 'message-channel.save')
      .execute();
    expect(audit).toHaveLength(2);
    for (const entry of audit) {
      expect(JSON.stringify(entry)).not.toContain(ACCESS_TOKEN);
      expect(JSON.stringify(entry)).not.toContain(APP_SECRET);
    }
  });

  it("answers Meta's verification handshake only with the right verify token", async () => {
    const url = (token: string) =>
      `/api/webhooks/whatsapp/${TENANT_ID}?hub.mode=subscribe&hub.verify_token=${token}&hub.challenge=1158201444`;
    const good = await t.app.inject({ method: 'GET', url: url(VERIFY_TOKEN) });
    expect(good.statusCode).toBe(200);
    expect(good.body).toBe('1158201444');
    expect((await t.app.inject({ method: 'GET', url: url('wrong') })).statusCode).toBe(403);
  });

  it('a parent who replies "إيقاف" is opted out; a forged notification changes nothing', async () => {
    const optedOut = international(enrolled[2]!.parentPhone);
    const reply = notification({
      contacts: [{ profile: { name: 'ولي أمر' }, wa_id: optedOut }],
      messages: [
        {
          from: optedOut,
          id: 'wamid.reply1',
          timestamp: '1772355600',
          type: 'text',
          text: { body: ' إيقاف ' },
        },
      ],
    });
    const forged = await webhook(reply, signed(JSON.stringify(reply), 'not-the-app-secret'));
    expect(forged.statusCode).toBe(401);
    expect(await t.db.selectFrom('message_opt_outs').selectAll().execute()).toEqual([]);
    expect((await webhook(reply)).statusCode).toBe(200);
    expect(await t.db.selectFrom('message_opt_outs').select(['phone', 'source']).execute()).toEqual([
      { phone: optedOut, source: 'reply' },
    ]);
  });

  it("announces to a course: each enrolled student's parent gets exactly one template message, the opted-out none", async () => {
    const response = await announceToCourse('الحصة غدًا الساعة 5\nفي السنتر');
    expect(response.statusCode).toBe(200);
    expect(response.json().data).toEqual({ queued: 2, heldUntilMorning: 0, optedOut: 1, withoutPhone: 0 });
    expect(fake.accepted).toHaveLength(0);

    expect(await t.app.jobs.runDue()).toMatchObject({ done: 2, failed: 0 });
    expect(
      fake.accepted.map(({ to, template, language, parameters, phoneNumberId }) => ({
        to,
        template,
        language,
        parameters,
        phoneNumberId,
      })),
    ).toEqual(
      expect.arrayContaining(
        enrolled.slice(0, 2).map((student) => ({
          to: international(student.parentPhone),
          template: 'dars_announcement',
          language: 'ar',
          parameters: [student.name, 'الحصة غدًا الساعة 5 في السنتر'],
          phoneNumberId: PHONE_NUMBER_ID,
        })),
      ),
    );
    expect(fake.accepted).toHaveLength(2);
    const phones = fake.accepted.map((m) => m.to);
    expect(phones).not.toContain(international(enrolled[2]!.parentPhone));
    expect(phones).not.toContain(international(outsider.parentPhone));

    // running again sends nothing more
    await t.app.jobs.runDue();
    expect(fake.accepted).toHaveLength(2);
    const log = await messageLog();
    expect(log.counts).toMatchObject({ sent: 2, skipped: 1 });
    expect(log.items.find((m) => m.studentId === enrolled[2]!.id)).toMatchObject({
      status: 'skipped',
      reason: 'opted_out',
    });
  });

  it('a delivery status from the webhook moves the message forward, never back', async () => {
    const [first] = fake.accepted;
    const status = (value: string) =>
      notification({
        statuses: [{ id: first!.messageId, status: value, timestamp: '1772355700', recipient_id: first!.to }],
      });
    expect((await webhook(status('delivered'))).statusCode).toBe(200);
    expect((await webhook(status('sent'))).statusCode).toBe(200);
    const row = await t.db
      .selectFrom('messages')
      .select('status')
      .where('provider_message_id', '=', first!.messageId)
      .executeTakeFirstOrThrow();
    expect(row.status).toBe('delivered');
  });

  it('in quiet hours a message waits for 08:00 Cairo time', async () => {
    fake.accepted.length = 0;
    clock.set('2026-03-01T21:30:00.000Z'); // 23:30 in Cairo
    const response = await announceToCourse('تذكير بالواجب');
    expect(response.json().data).toMatchObject({ queued: 2, heldUntilMorning: 2 });
    await t.app.jobs.runDue();
    clock.set('2026-03-02T05:59:00.000Z'); // 07:59
    await t.app.jobs.runDue();
    expect(fake.accepted).toHaveLength(0);
    clock.set('2026-03-02T06:00:00.000Z'); // 08:00
    await t.app.jobs.runDue();
    expect(fake.accepted).toHaveLength(2);
  });

  it('a provider answering 429 then 500 is retried with backoff; the console shows why and how often', async () => {
    fake.accepted.length = 0;
    await t.db.updateTable('users').set({ active: 0 }).where('id', '=', enrolled[1]!.id).execute();
    fake.failNext = [429, 500];
    await announceToCourse('الامتحان يوم السبت');
    await t.app.jobs.runDue();
    const exam = async () =>
      (await messageLog()).items.filter(
        (m) => (m.params as string[])[1] === 'الامتحان يوم السبت' && m.status !== 'skipped',
      );
    let [latest] = await exam();
    expect(latest).toMatchObject({
      status: 'queued',
      attempts: 1,
      reason: 'WhatsApp 429 (130429): Rate limit hit',
    });
    clock.advance(19_000);
    await t.app.jobs.runDue();
    expect(fake.requests).toBeGreaterThan(0);
    expect(fake.accepted).toHaveLength(0);
    clock.advance(1_000); // Retry-After: 20
    await t.app.jobs.runDue();
    [latest] = await exam();
    expect(latest).toMatchObject({
      status: 'queued',
      attempts: 2,
      reason: 'WhatsApp 500 (1): An unknown error occurred',
    });
    clock.advance(72_000); // the second failure waits 30 s doubled, ±20 %
    await t.app.jobs.runDue();
    [latest] = await exam();
    expect(latest).toMatchObject({ status: 'sent', attempts: 3 });
    expect(fake.accepted).toHaveLength(1);
    await t.db.updateTable('users').set({ active: 1 }).where('id', '=', enrolled[1]!.id).execute();
  });

  it('the daily cap stops a phone getting more than its share in one Cairo day', async () => {
    clock.set('2026-03-05T10:00:00.000Z');
    fake.accepted.length = 0;
    for (const text of ['واحد', 'اثنان', 'ثلاثة', 'أربعة', 'خمسة']) {
      await announceToCourse(text);
      await t.app.jobs.runDue();
    }
    const toFirst = fake.accepted.filter((m) => m.to === international(enrolled[0]!.parentPhone));
    expect(toFirst.map((m) => m.parameters[1])).toEqual(['واحد', 'اثنان', 'ثلاثة', 'أربعة']);
    const log = await messageLog(`?studentId=${enrolled[0]!.id}&status=skipped`);
    expect(log.items[0]).toMatchObject({ reason: 'daily_cap', params: [enrolled[0]!.name, 'خمسة'] });
    // the next Cairo day counts afresh
    clock.set('2026-03-05T22:30:00.000Z'); // 00:30 on the 6th: quiet, held until 08:00
    await announceToCourse('ستة');
    clock.set('2026-03-06T06:00:00.000Z');
    await t.app.jobs.runDue();
    expect(fake.accepted.filter((m) => m.to === international(enrolled[0]!.parentPhone))).toHaveLength(5);
  });

  it('a quiz result reaches the parent and the student', async () => {
    clock.set('2026-03-03T10:00:00.000Z');
    fake.accepted.length = 0;
    const student = await signedInStudent(t);
    await enroll(t.db, { userId: student.id, courseId, enrollmentDate: daysBefore(new Date(MORNING), 1) });
    const tree = await t.db
      .selectFrom('lessons')
      .select(['id', 'lesson_name'])
      .where('lesson_name', '=', 'U1 quiz')
      .executeTakeFirstOrThrow();
    const submitted = await t.app.inject({
      method: 'POST',
      url: '/api/quizresult/submit',
      headers: student.headers,
      payload: { lessonId: tree.id, answers: [1, 2] },
    });
    expect(submitted.statusCode).toBe(200);
    await t.app.jobs.runDue();
    const user = await t.db
      .selectFrom('users')
      .select(['user_name', 'parent_phone', 'phone_number'])
      .where('id', '=', student.id)
      .executeTakeFirstOrThrow();
    expect(
      fake.accepted
        .map(({ to, template, parameters }) => ({ to, template, parameters }))
        .sort((a, b) => a.to.localeCompare(b.to)),
    ).toEqual(
      [
        {
          to: international(user.parent_phone),
          template: 'dars_quiz_result',
          parameters: [user.user_name, 'U1 quiz', '1/2'],
        },
        {
          to: international(user.phone_number),
          template: 'dars_quiz_result',
          parameters: [user.user_name, 'U1 quiz', '1/2'],
        },
      ].sort((a, b) => a.to.localeCompare(b.to)),
    );
    const log = await messageLog(`?studentId=${student.id}`);
    expect(log.items.map((m) => m.recipient).sort()).toEqual(['parent', 'student']);
    expect(log.items[0]!.phone).toMatch(/^•+\d{4}$/);
  });
});
