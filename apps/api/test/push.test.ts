import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { sendMessageJob } from '../src/domain/messages/index.ts';
import { startFakePushService, type FakePushService } from './fakes/push-service.ts';
import {
  authHeaders,
  createClock,
  createTestApp,
  createUser,
  engines,
  login,
  OTHER_TENANT_ID,
  type TestApp,
} from './harness.ts';
import {
  daysBefore,
  enroll,
  seedCourse,
  signedInStudent,
  standardCourse,
  type SignedInStudent,
} from './learning-fixtures.ts';

const MORNING = '2026-03-01T09:00:00.000Z'; // 11:00 in Cairo
const CONTACT = 'mailto:push-operator@dars.example';

describe.each(engines())('Web Push to the student’s browsers (%s)', (engine) => {
  const clock = createClock(MORNING);
  let push: FakePushService;
  let t: TestApp;
  let teacher: Record<string, string>;
  let courseId: string;
  let lessonId: number;
  let student: SignedInStudent;
  let classmate: SignedInStudent;

  const inject = (method: 'GET' | 'POST', url: string, headers: object, payload?: object) =>
    t.app.inject({ method, url, headers: { ...headers }, ...(payload ? { payload } : {}) });
  const publicKey = async (headers: object) =>
    (await inject('GET', '/api/push/public-key', headers)).json().data.publicKey as string;
  const subscribe = (headers: object, subscription: object) =>
    inject('POST', '/api/push/subscriptions', headers, subscription);
  /** a browser of `who`, subscribed with the tenant's key as a browser would be */
  const browserOf = async (who: SignedInStudent) => {
    const device = push.subscribe(await publicKey(who.headers));
    const answer = await subscribe(who.headers, device.subscription);
    expect(answer.statusCode).toBe(200);
    return device;
  };
  const pushMessages = () =>
    t.db.selectFrom('messages').selectAll().where('channel', '=', 'push').orderBy('id').execute();
  const received = (deviceId: string) =>
    push.received
      .filter((m) => m.deviceId === deviceId)
      .map((m) => JSON.parse(m.text) as Record<string, string>);
  const announceToStudents = (text: string) =>
    inject('POST', '/api/teacher/announcements', teacher, {
      audience: 'course',
      courseId,
      text,
      to: 'students',
    });

  beforeAll(async () => {
    push = await startFakePushService();
    t = await createTestApp({
      engine,
      now: clock.now,
      jobs: [sendMessageJob],
      env: { PUSH_SERVICE_BASE: push.url, PUSH_SERVICE_CA: push.caFile, PUSH_CONTACT: CONTACT },
    });
    const admin = await createUser(t.db, { role: 'Admin' });
    teacher = authHeaders((await login(t.app, { ...admin, deviceId: 'teacher' })).token);
    courseId = (await seedCourse(t, standardCourse(), { now: new Date(MORNING) })).courseId;
    lessonId = (
      await t.db
        .selectFrom('lessons')
        .select('id')
        .where('lesson_name', '=', 'U1 quiz')
        .executeTakeFirstOrThrow()
    ).id;
    student = await signedInStudent(t);
    classmate = await signedInStudent(t);
    for (const who of [student, classmate])
      await enroll(t.db, { userId: who.id, courseId, enrollmentDate: daysBefore(new Date(MORNING), 1) });
  });
  afterAll(async () => {
    await t?.close();
    await push?.close();
  });
  beforeEach(() => {
    clock.set(MORNING);
    push.answerNext = [];
  });

  it('gives each tenant its own VAPID key, made once and kept sealed', async () => {
    const key = await publicKey(student.headers);
    expect(Buffer.from(key, 'base64url')).toHaveLength(65);
    expect(Buffer.from(key, 'base64url')[0]).toBe(0x04);
    expect(await publicKey(classmate.headers)).toBe(key);
    const rows = await t.db
      .selectFrom('message_channels')
      .selectAll()
      .where('channel', '=', 'push')
      .execute();
    expect(rows).toHaveLength(1);
    expect(JSON.parse(rows[0]!.settings)).toEqual({ publicKey: key });
    expect(rows[0]!.sealed_secrets).toMatch(/^v1\./);

    const other = await createUser(t.db, { tenantId: OTHER_TENANT_ID });
    const otherSession = await login(t.app, { ...other, deviceId: 'other', tenantId: OTHER_TENANT_ID });
    const otherKey = await publicKey(authHeaders(otherSession.token, OTHER_TENANT_ID, 'other'));
    expect(otherKey).not.toBe(key);
    expect((await inject('GET', '/api/push/public-key', { 'x-tenant-id': 'tenant5' })).statusCode).toBe(401);
  });

  it.each([
    ['an http endpoint', { endpoint: 'http://127.0.0.1:1/push/x' }, 'validation_failed'],
    [
      'an endpoint on another host',
      { endpoint: 'https://internal.example/push/x' },
      'push_service_not_allowed',
    ],
    [
      'another port of the allowed host',
      { endpoint: 'https://127.0.0.1:1/push/x' },
      'push_service_not_allowed',
    ],
    [
      'a compressed public key',
      { keys: { p256dh: `A${'a'.repeat(43)}`, auth: 'a'.repeat(22) } },
      'validation_failed',
    ],
    [
      'a short auth secret',
      { keys: { p256dh: `B${'a'.repeat(86)}`, auth: 'a'.repeat(10) } },
      'validation_failed',
    ],
    ['no keys', { keys: undefined }, 'validation_failed'],
  ])('refuses a subscription with %s (400, nothing stored)', async (_name, change, code) => {
    const valid = push.subscribe().subscription;
    const response = await subscribe(student.headers, { ...valid, ...change });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ success: false, code });
    expect(await t.db.selectFrom('push_subscriptions').selectAll().execute()).toEqual([]);
  });

  it('sends a quiz result to the student’s browser, encrypted for it and signed with the tenant’s key', async () => {
    const device = await browserOf(student);
    const submitted = await inject('POST', '/api/quizresult/submit', student.headers, {
      lessonId,
      answers: [1, 2],
    });
    expect(submitted.statusCode).toBe(200);
    await t.app.jobs.runDue();
    expect(push.refused).toEqual([]);
    expect(received(device.id)).toEqual([
      {
        title: 'نتيجة اختبار',
        body: 'نتيجتك في «U1 quiz»: 1/2',
        url: '/my-lectures',
        tag: expect.stringMatching(/^dars-quizResult-\d+$/),
        lang: 'ar',
        dir: 'rtl',
      },
    ]);
    const delivery = push.received.find((m) => m.deviceId === device.id)!;
    expect(delivery.claims).toMatchObject({ aud: push.url, sub: CONTACT });
    expect(delivery.ttl).toBe(86_400);
    expect(delivery.urgency).toBe('normal');
    const [message] = await pushMessages();
    expect(message).toMatchObject({
      student_id: student.id,
      recipient: 'student',
      status: 'sent',
      phone: '',
    });
    expect(message!.provider_message_id).toMatch(/\/message\/\d+$/);
  });

  it('sends an announcement to each browser of each student that turned notifications on', async () => {
    await t.db.deleteFrom('push_subscriptions').execute();
    push.received.length = 0;
    const phone = await browserOf(student);
    const laptop = await browserOf(student);
    const announced = await announceToStudents('الحصة غدًا الساعة الخامسة');
    expect(announced.statusCode).toBe(200);
    await t.app.jobs.runDue();
    expect(received(phone.id)).toEqual([expect.objectContaining({ body: 'الحصة غدًا الساعة الخامسة' })]);
    expect(received(laptop.id)).toEqual([expect.objectContaining({ title: 'إعلان من مدرسك' })]);
    expect(push.received).toHaveLength(2); // the classmate has no browser subscribed

    // to the parents only: no push, and with no phone channel on, nothing to send it by
    const toParents = await inject('POST', '/api/teacher/announcements', teacher, {
      audience: 'course',
      courseId,
      text: 'اجتماع أولياء الأمور',
    });
    expect(toParents.statusCode).toBe(409);
    expect(toParents.json()).toMatchObject({ code: 'no_message_channel' });
  });

  it('removes a subscription the push service says is gone (410) and sends to it no more', async () => {
    await t.db.deleteFrom('push_subscriptions').execute();
    push.received.length = 0;
    const device = await browserOf(classmate);
    push.answerNext = [{ status: 410 }];
    expect((await announceToStudents('تأجيل الحصة')).statusCode).toBe(200);
    const outcome = await t.app.jobs.runDue();
    expect(outcome).toMatchObject({ done: 0, failed: 1 });
    expect(await t.db.selectFrom('push_subscriptions').selectAll().execute()).toEqual([]);
    const failed = (await pushMessages()).at(-1)!;
    expect(failed).toMatchObject({ status: 'failed', student_id: classmate.id });
    expect(failed.reason).toContain('410');
    expect(received(device.id)).toEqual([]);

    // nobody left to reach by push, and no phone channel: refused as having no channel
    expect((await announceToStudents('مرة أخرى')).statusCode).toBe(409);
  });

  it('waits as long as a push service answering 429 asks, then sends', async () => {
    await t.db.deleteFrom('push_subscriptions').execute();
    push.received.length = 0;
    const device = await browserOf(student);
    push.answerNext = [{ status: 429, retryAfterSeconds: 120 }];
    expect((await announceToStudents('واجب الوحدة الأولى')).statusCode).toBe(200);
    expect(await t.app.jobs.runDue()).toMatchObject({ retried: 1, done: 0 });
    const waiting = (await pushMessages()).at(-1)!;
    expect(waiting).toMatchObject({ status: 'queued', attempts: 1 });
    expect(waiting.reason).toContain('429');

    clock.advance(119_000);
    expect(await t.app.jobs.runDue()).toMatchObject({ done: 0, retried: 0 });
    clock.advance(2_000);
    expect(await t.app.jobs.runDue()).toMatchObject({ done: 1 });
    expect(received(device.id)).toEqual([expect.objectContaining({ body: 'واجب الوحدة الأولى' })]);
    expect((await pushMessages()).at(-1)).toMatchObject({ status: 'sent', attempts: 2 });
  });

  it('keeps one row per browser, and lets only its student turn it off', async () => {
    await t.db.deleteFrom('push_subscriptions').execute();
    const device = push.subscribe(await publicKey(student.headers));
    expect((await subscribe(student.headers, device.subscription)).json().data).toEqual({ devices: 1 });
    expect((await subscribe(student.headers, device.subscription)).json().data).toEqual({ devices: 1 });
    const remove = (headers: object) =>
      inject('POST', '/api/push/subscriptions/remove', headers, { endpoint: device.subscription.endpoint });
    expect((await remove(classmate.headers)).json().data).toEqual({ devices: 0 });
    expect(await t.db.selectFrom('push_subscriptions').selectAll().execute()).toHaveLength(1);
    expect((await remove(student.headers)).json().data).toEqual({ devices: 0 });
    expect(await t.db.selectFrom('push_subscriptions').selectAll().execute()).toEqual([]);
  });
});
