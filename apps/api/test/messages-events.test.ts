import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  queueIdleStudentMessages,
  queueExamResultMessages,
  queuePaymentReceiptMessages,
  queueRevealedExamResultMessages,
  queueUnitOpenedMessages,
  sendMessageJob,
} from '../src/domain/messages/index.ts';
import { queueWeeklySummaries } from '../src/domain/parent-links/index.ts';
import { sweepFinishedJobsJob } from '../src/jobs/sweep-job.ts';
import { startFakeSmsGateway, type FakeSmsGateway } from './fakes/sms-gateway.ts';
import {
  authHeaders,
  createClock,
  createTestApp,
  createUser,
  engines,
  login,
  OTHER_TENANT_ID,
  TENANT_ID,
  type TestApp,
} from './harness.ts';
import { DAY_MS, enroll, seedCourse, standardCourse } from './learning-fixtures.ts';

const MORNING = '2026-03-01T09:00:00.000Z'; // 11:00 in Cairo
const PUBLIC_URL = 'https://dars.example';
const international = (phone: string) => `2${phone}`;

describe.each(engines())('message events, templates, SMS and opt-out links (%s)', (engine) => {
  const clock = createClock(MORNING);
  let sms: FakeSmsGateway;
  let t: TestApp;
  let courseId: string;
  let openCourseId: string;
  let students: Array<{ id: string; name: string; phone: string; parentPhone: string }>;
  let admin: Awaited<ReturnType<typeof createUser>>;
  let assistant: Record<string, string>;
  const ctx = () => ({ db: t.db, tenantId: TENANT_ID, now: clock.now });

  const teacher = async () =>
    authHeaders((await login(t.app, { ...admin, deviceId: `teacher-${clock.now().getTime()}` })).token);
  const call = async (
    method: 'GET' | 'PUT' | 'POST' | 'DELETE',
    url: string,
    payload?: object,
    headers?: object,
  ) =>
    t.app.inject({
      method,
      url,
      headers: { ...(headers ?? (await teacher())) },
      ...(payload ? { payload } : {}),
    });
  const announce = (text: string, to = 'parents') =>
    call('POST', '/api/teacher/announcements', { audience: 'course', courseId, text, to });
  const log = async (query = '') =>
    (await call('GET', `/api/teacher/messages${query}`)).json().data as {
      items: Array<Record<string, unknown>>;
      counts: Record<string, number>;
    };
  const stopTokenIn = (text: string) => /\/stop\/([A-Za-z0-9_.-]+)/.exec(text)?.[1];

  beforeAll(async () => {
    sms = await startFakeSmsGateway();
    t = await createTestApp({
      engine,
      now: clock.now,
      jobs: [sendMessageJob, sweepFinishedJobsJob],
      env: { PUBLIC_URL, MESSAGES_DAILY_CAP: '50' },
    });
    admin = await createUser(t.db, { role: 'Admin' });
    const moderator = await createUser(t.db, { role: 'Moderator' });
    assistant = authHeaders((await login(t.app, { ...moderator, deviceId: 'assistant' })).token);
    courseId = (await seedCourse(t, standardCourse(), { now: new Date(MORNING) })).courseId;
    openCourseId = (
      await seedCourse(t, standardCourse({ courseName: 'مفتوحة للجميع' }), { now: new Date(MORNING) })
    ).courseId;
    await t.db.updateTable('courses').set({ is_open_to_all: 1 }).where('id', '=', openCourseId).execute();
    const users = await Promise.all([1, 2, 3].map(() => createUser(t.db)));
    const rows = await t.db
      .selectFrom('users')
      .select(['id', 'user_name', 'phone_number', 'parent_phone'])
      .where(
        'id',
        'in',
        users.map((u) => u.id),
      )
      .orderBy('id')
      .execute();
    students = rows.map((row) => ({
      id: row.id,
      name: row.user_name,
      phone: row.phone_number,
      parentPhone: row.parent_phone,
    }));
    for (const student of students.slice(0, 2))
      await enroll(t.db, { userId: student.id, courseId, enrollmentDate: MORNING });
  });
  afterAll(async () => {
    await t?.close();
    await sms?.close();
  });
  beforeEach(() => {
    clock.set(MORNING);
    sms.failNext = [];
    sms.accepted.length = 0;
  });

  it('saves the SMS gateway (Admin only, token masked) and answers a preview without writing', async () => {
    expect(
      (
        await call(
          'PUT',
          '/api/teacher/message-channels/sms',
          { enabled: true, url: sms.url, sender: 'Dars', token: sms.token },
          assistant,
        )
      ).statusCode,
    ).toBe(403);
    const saved = await call('PUT', '/api/teacher/message-channels/sms', {
      enabled: true,
      url: sms.url,
      sender: 'Dars',
      token: sms.token,
    });
    expect(saved.statusCode).toBe(200);
    expect(saved.json().data.sms).toMatchObject({
      enabled: true,
      url: sms.url,
      token: expect.stringMatching(/^•+6789$/),
    });

    const preview = await call('POST', '/api/teacher/announcements/preview', {
      audience: 'course',
      courseId,
      to: 'both',
      text: 'الحصة غدًا',
    });
    expect(preview.statusCode).toBe(200);
    expect(preview.json().data).toMatchObject({
      students: 2,
      recipients: 4,
      optedOut: 0,
      withoutPhone: 0,
      heldUntilMorning: false,
    });
    expect(preview.json().data.sample).toContain('الحصة غدًا');
    expect(await t.db.selectFrom('messages').selectAll().execute()).toEqual([]);
    expect(await t.db.selectFrom('jobs').selectAll().execute()).toEqual([]);
  });

  it('an SMS carries the recipient’s own opt-out link; the page confirms, a forged link is refused', async () => {
    expect((await announce('اجتماع أولياء الأمور')).statusCode).toBe(200);
    await t.app.jobs.runDue();
    expect(sms.accepted.map((m) => m.to).sort()).toEqual(
      students
        .slice(0, 2)
        .map((s) => `+${international(s.parentPhone)}`)
        .sort(),
    );
    const first = sms.accepted.find((m) => m.to === `+${international(students[0]!.parentPhone)}`)!;
    expect(first.sender).toBe('Dars');
    expect(first.text).toContain(`بخصوص الطالب/ة ${students[0]!.name}: اجتماع أولياء الأمور`);
    expect(first.text).toContain(`${PUBLIC_URL}/stop/`);
    const token = stopTokenIn(first.text)!;

    const page = await t.app.inject({
      method: 'GET',
      url: `/api/message-opt-out/${token}`,
      headers: { 'x-tenant-id': TENANT_ID },
    });
    expect(page.statusCode).toBe(200);
    expect(page.json().data).toEqual({ phone: expect.stringMatching(/^•+\d{4}$/), optedOut: false });
    expect(page.json().data.phone.slice(-4)).toBe(students[0]!.parentPhone.slice(-4));
    // opening the page changes nothing
    expect(await t.db.selectFrom('message_opt_outs').selectAll().execute()).toEqual([]);

    const forged = `${token.slice(0, -2)}${token.endsWith('AA') ? 'BB' : 'AA'}`;
    for (const [tenant, tried] of [
      [TENANT_ID, forged],
      [OTHER_TENANT_ID, token],
      [TENANT_ID, 'not-a-token-at-all-123456'],
    ] as const) {
      const refused = await t.app.inject({
        method: 'POST',
        url: `/api/message-opt-out/${tried}`,
        headers: { 'x-tenant-id': tenant },
      });
      expect(refused.statusCode).toBe(404);
    }
    expect(await t.db.selectFrom('message_opt_outs').selectAll().execute()).toEqual([]);

    for (let i = 0; i < 2; i += 1) {
      const confirmed = await t.app.inject({
        method: 'POST',
        url: `/api/message-opt-out/${token}`,
        headers: { 'x-tenant-id': TENANT_ID },
      });
      expect(confirmed.statusCode).toBe(200);
      expect(confirmed.json().data.optedOut).toBe(true);
    }
    expect(
      await t.db.selectFrom('message_opt_outs').select(['tenant_id', 'phone', 'source']).execute(),
    ).toEqual([{ tenant_id: TENANT_ID, phone: international(students[0]!.parentPhone), source: 'link' }]);

    sms.accepted.length = 0;
    expect((await announce('موعد الامتحان')).json().data).toMatchObject({ queued: 1, optedOut: 1 });
    await t.app.jobs.runDue();
    expect(sms.accepted.map((m) => m.to)).toEqual([`+${international(students[1]!.parentPhone)}`]);
    await t.db.deleteFrom('message_opt_outs').execute();
  });

  it('an SMS gateway answering 429 then 500 is retried with backoff; the log and the jobs view show it', async () => {
    // one recipient: the other student is inactive for this test
    await t.db.updateTable('users').set({ active: 0 }).where('id', '=', students[1]!.id).execute();
    sms.failNext = [429, 500];
    sms.retryAfterSeconds = 30;
    await announce('واجب');
    await t.app.jobs.runDue();
    const jobs = async (query = '') =>
      (await call('GET', `/api/teacher/message-jobs${query}`)).json().data as {
        items: Array<Record<string, unknown>>;
        counts: Record<string, number>;
      };
    const failing = (await log('?status=queued')).items;
    expect(failing).toHaveLength(1);
    expect(failing[0]).toMatchObject({ attempts: 1, reason: 'SMS provider 429' });
    const retrying = await jobs('?state=retrying');
    expect(retrying.counts.retrying).toBe(1);
    expect(retrying.items[0]).toMatchObject({
      name: 'messages.send',
      state: 'queued',
      attempts: 1,
      lastError: 'SMS provider 429',
      messageId: failing[0]!.id,
    });
    expect(new Date(retrying.items[0]!.runAt as string).getTime()).toBe(clock.now().getTime() + 30_000);

    clock.advance(29_000);
    await t.app.jobs.runDue();
    expect(sms.accepted).toHaveLength(0);
    clock.advance(1_000);
    await t.app.jobs.runDue();
    expect((await log('?status=queued')).items[0]).toMatchObject({ attempts: 2, reason: 'SMS provider 500' });
    clock.advance(72_000); // the second failure waits 30 s doubled, ±20 %
    await t.app.jobs.runDue();
    expect(sms.accepted).toHaveLength(1);
    expect(sms.requests).toBeGreaterThanOrEqual(3);
    const sent = (await log('?event=announcement&status=sent')).items.find((m) => m.id === failing[0]!.id);
    expect(sent).toMatchObject({ attempts: 3, status: 'sent' });
    const done = (await jobs('?state=done')).items.find((job) => job.messageId === failing[0]!.id);
    expect(done).toMatchObject({ attempts: 3, state: 'done', lastError: null });
    await t.db.updateTable('users').set({ active: 1 }).where('id', '=', students[1]!.id).execute();
  });

  it('searches the log by the student’s name and by the phone', async () => {
    const byName = await log(`?search=${encodeURIComponent(students[1]!.name)}`);
    expect(byName.items.length).toBeGreaterThan(0);
    expect(byName.items.every((m) => m.studentId === students[1]!.id)).toBe(true);
    const byPhone = await log(`?search=${students[0]!.parentPhone}`);
    expect(byPhone.items.length).toBeGreaterThan(0);
    expect(byPhone.items.every((m) => m.studentId === students[0]!.id)).toBe(true);
    expect((await log('?search=%25')).items).toEqual([]);
  });

  it('templates: Arabic defaults, edits within the event’s names (audited), reset to the default', async () => {
    expect((await call('GET', '/api/teacher/message-templates', undefined, assistant)).statusCode).toBe(403);
    const listed = (await call('GET', '/api/teacher/message-templates')).json().data.items as Array<
      Record<string, unknown>
    >;
    expect(listed.map((item) => item.event)).toEqual([
      'announcement',
      'quizResult',
      'examResult',
      'unitOpened',
      'idleStudent',
      'weeklySummary',
      'paymentReceipt',
    ]);
    expect(listed[0]).toMatchObject({
      custom: false,
      whatsappName: 'dars_announcement',
      whatsappLanguage: 'ar',
      whatsappParams: ['student', 'text'],
      variables: ['student', 'text', 'stopLink'],
    });

    for (const bad of [
      { whatsappParams: ['student', 'score'], smsText: '{student}' },
      { whatsappParams: ['student'], smsText: 'نتيجة {grade}' },
    ]) {
      const refused = await call('PUT', '/api/teacher/message-templates', {
        event: 'announcement',
        whatsappName: 'dars_news',
        whatsappLanguage: 'ar',
        ...bad,
      });
      expect(refused.statusCode).toBe(400);
      expect(refused.json()).toMatchObject({ code: 'template_variable' });
    }
    const unknownEvent = {
      event: 'nothing',
      whatsappName: 'x',
      whatsappLanguage: 'ar',
      whatsappParams: [],
      smsText: 'x',
    };
    expect((await call('PUT', '/api/teacher/message-templates', unknownEvent)).statusCode).toBe(400);
    expect(await t.db.selectFrom('message_templates').selectAll().execute()).toEqual([]);

    const saved = await call('PUT', '/api/teacher/message-templates', {
      event: 'announcement',
      whatsappName: 'dars_news',
      whatsappLanguage: 'ar_EG',
      whatsappParams: ['text', 'student'],
      smsText: 'إلى ولي أمر {student}: {text} (للإيقاف {stopLink})',
    });
    expect(saved.statusCode).toBe(200);
    expect(saved.json().data).toMatchObject({ custom: true, whatsappParams: ['text', 'student'] });
    const audit = await t.db
      .selectFrom('audit_log')
      .select('action')
      .where('action', 'like', 'message-template.%')
      .execute();
    expect(audit).toEqual([{ action: 'message-template.save' }]);

    await announce('رحلة يوم الجمعة');
    await t.app.jobs.runDue();
    const text = sms.accepted.find((m) => m.to === `+${international(students[0]!.parentPhone)}`)!.text;
    const token = stopTokenIn(text);
    expect(text).toBe(
      `إلى ولي أمر ${students[0]!.name}: رحلة يوم الجمعة (للإيقاف ${PUBLIC_URL}/stop/${token})`,
    );

    const reset = await call('DELETE', '/api/teacher/message-templates?event=announcement');
    expect(reset.json().data).toMatchObject({ custom: false, smsText: 'بخصوص الطالب/ة {student}: {text}' });
    expect(await t.db.selectFrom('message_templates').selectAll().execute()).toEqual([]);
  });

  it('a new unit opening is sent to the student once, a week after the enrolment; courses open to all send none', async () => {
    await enroll(t.db, { userId: students[2]!.id, courseId: openCourseId, enrollmentDate: MORNING });
    const weekLater = new Date(new Date(MORNING).getTime() + 7 * DAY_MS);
    clock.set(new Date(weekLater.getTime() - 60 * 60_000));
    expect(await queueUnitOpenedMessages(ctx(), { quietHours: null })).toEqual({ queued: 0 });
    clock.set(new Date(weekLater.getTime() + 15 * 60_000));
    expect(await queueUnitOpenedMessages(ctx(), { quietHours: null })).toEqual({ queued: 2 });
    clock.advance(15 * 60_000);
    expect(await queueUnitOpenedMessages(ctx(), { quietHours: null })).toEqual({ queued: 0 });
    // a run repeated over the same time (another instance, a crash) sends nothing twice
    await t.db.deleteFrom('message_sweeps').execute();
    expect(await queueUnitOpenedMessages(ctx(), { quietHours: null })).toEqual({ queued: 0 });
    const rows = await t.db
      .selectFrom('messages')
      .select(['student_id', 'recipient', 'phone', 'params'])
      .where('event', '=', 'unitOpened')
      .orderBy('student_id')
      .execute();
    expect(rows).toEqual(
      students.slice(0, 2).map((s) => ({
        student_id: s.id,
        recipient: 'student',
        phone: international(s.phone),
        params: JSON.stringify([s.name, 'أحياء الصف الثالث', 'Unit two']),
      })),
    );
    await t.app.jobs.runDue();
    expect(sms.accepted.map((m) => m.text.split('\n')[0]).sort()).toEqual(
      students
        .slice(0, 2)
        .map((s) => `فُتحت وحدة جديدة للطالب/ة ${s.name} في «أحياء الصف الثالث»: Unit two`)
        .sort(),
    );
  });

  it('a student idle for seven days is reported to the parent once per idle spell', async () => {
    const student = students[0]!;
    const activity = (at: string) =>
      t.db.updateTable('users').set({ last_activity_at: at }).where('id', '=', student.id).execute();
    await activity(new Date(new Date(MORNING).getTime() - 6 * DAY_MS).toISOString());
    expect(await queueIdleStudentMessages(ctx(), { quietHours: null })).toEqual({ queued: 0 });
    clock.advance(DAY_MS);
    expect(await queueIdleStudentMessages(ctx(), { quietHours: null })).toEqual({ queued: 1 });
    clock.advance(DAY_MS);
    expect(await queueIdleStudentMessages(ctx(), { quietHours: null })).toEqual({ queued: 0 });
    // back, then idle again: a new spell
    await activity(clock.now().toISOString());
    clock.advance(7 * DAY_MS);
    expect(await queueIdleStudentMessages(ctx(), { quietHours: null })).toEqual({ queued: 1 });
    const rows = await t.db
      .selectFrom('messages')
      .select(['recipient', 'phone', 'params'])
      .where('event', '=', 'idleStudent')
      .execute();
    expect(rows).toEqual([
      {
        recipient: 'parent',
        phone: international(student.parentPhone),
        params: JSON.stringify([student.name, '7']),
      },
      {
        recipient: 'parent',
        phone: international(student.parentPhone),
        params: JSON.stringify([student.name, '7']),
      },
    ]);
    await activity(clock.now().toISOString());
  });

  it('the weekly summary carries a new parent link that opens the progress page; once per week', async () => {
    // the three students are enrolled (the third in the course open to all)
    expect(
      await queueWeeklySummaries(ctx(), { week: 2900, publicUrl: PUBLIC_URL, quietHours: null }),
    ).toEqual({ queued: 3 });
    expect(
      await queueWeeklySummaries(ctx(), { week: 2900, publicUrl: PUBLIC_URL, quietHours: null }),
    ).toEqual({ queued: 0 });
    const rows = await t.db
      .selectFrom('messages')
      .select(['student_id', 'params'])
      .where('event', '=', 'weeklySummary')
      .execute();
    expect(rows).toHaveLength(3);
    expect(await t.db.selectFrom('parent_links').select('created_by').execute()).toEqual(
      Array.from({ length: 3 }, () => ({ created_by: 'messages.weekly-summary' })),
    );
    const params = JSON.parse(rows[0]!.params) as string[];
    expect(params[1]).toMatch(/^دروس مكتملة: \d+ · اختبارات: \d+$/);
    const link = params[2]!;
    expect(link.startsWith(`${PUBLIC_URL}/parent/`)).toBe(true);
    const page = await t.app.inject({
      method: 'GET',
      url: `/api/parent/${link.slice(`${PUBLIC_URL}/parent/`.length)}`,
      headers: { 'x-tenant-id': TENANT_ID },
    });
    expect(page.statusCode).toBe(200);
    expect(page.json().data.studentName).toBe(students.find((s) => s.id === rows[0]!.student_id)!.name);
  });

  it('a payment receipt goes to the parent and the student once per order', async () => {
    const student = students[1]!;
    const receipt = () =>
      t.db.transaction().execute((trx) =>
        queuePaymentReceiptMessages(trx, {
          tenantId: TENANT_ID,
          now: clock.now,
          studentId: student.id,
          courseId,
          reference: 'DRS-000123',
          amountCents: 15000,
          currency: 'EGP',
        }),
      );
    await receipt();
    await receipt();
    const rows = await t.db
      .selectFrom('messages')
      .select(['recipient', 'params'])
      .where('event', '=', 'paymentReceipt')
      .orderBy('recipient')
      .execute();
    const params = JSON.stringify([student.name, 'أحياء الصف الثالث', '150.00 ج.م', 'DRS-000123']);
    expect(rows).toEqual([
      { recipient: 'parent', params },
      { recipient: 'student', params },
    ]);
  });

  let examAttempt = 9000;
  it.each([
    // reveal, after close, closes (days from now), sent now
    ['score', false, null, true],
    ['explanations', false, 1, true],
    ['score', true, 1, false],
    ['score', true, -1, true],
    ['none', false, null, false],
  ] as const)(
    'an exam result (reveal %s, after close %s, closes in %s days) is messaged: %s',
    async (reveal, afterClose, closesInDays, sent) => {
      const lesson = await t.db
        .selectFrom('lessons')
        .select('id')
        .where('tenant_id', '=', TENANT_ID)
        .where('lesson_name', '=', 'U2 quiz')
        .executeTakeFirstOrThrow();
      await t.db.deleteFrom('exams').execute();
      await t.db
        .insertInto('exams')
        .values({
          lesson_id: lesson.id,
          tenant_id: TENANT_ID,
          draw: JSON.stringify({ kind: 'fixed', questionIds: [] }),
          duration_seconds: 600,
          question_seconds: null,
          opens_at: null,
          closes_at:
            closesInDays === null
              ? null
              : new Date(clock.now().getTime() + closesInDays * DAY_MS).toISOString(),
          attempts_allowed: 1,
          reveal,
          reveal_after_close: afterClose ? 1 : 0,
          updated_at: clock.now().toISOString(),
        })
        .execute();
      examAttempt += 1;
      const attemptId = examAttempt;
      await t.db.transaction().execute((trx) =>
        queueExamResultMessages(trx, {
          tenantId: TENANT_ID,
          now: clock.now(),
          attemptId,
          userId: students[0]!.id,
          lessonId: lesson.id,
          score: 85,
        }),
      );
      const rows = await t.db
        .selectFrom('messages')
        .select(['recipient', 'params'])
        .where('key', 'like', `exam:${attemptId}:%`)
        .orderBy('recipient')
        .execute();
      const params = JSON.stringify([students[0]!.name, 'U2 quiz', '85%']);
      expect(rows).toEqual(
        sent
          ? [
              { recipient: 'parent', params },
              { recipient: 'student', params },
            ]
          : [],
      );
    },
  );

  it('results held until the close are messaged once when the exam closes, each submitted attempt to parent and student', async () => {
    const lesson = await t.db
      .selectFrom('lessons')
      .select('id')
      .where('tenant_id', '=', TENANT_ID)
      .where('lesson_name', '=', 'U2 quiz')
      .executeTakeFirstOrThrow();
    const closesAt = new Date(clock.now().getTime() + 60 * 60_000);
    await t.db.deleteFrom('exams').execute();
    await t.db
      .insertInto('exams')
      .values({
        lesson_id: lesson.id,
        tenant_id: TENANT_ID,
        draw: JSON.stringify({ kind: 'fixed', questionIds: [] }),
        duration_seconds: 600,
        question_seconds: null,
        opens_at: null,
        closes_at: closesAt.toISOString(),
        attempts_allowed: 1,
        reveal: 'score',
        reveal_after_close: 1,
        updated_at: clock.now().toISOString(),
      })
      .execute();
    const submit = (userId: string, score: number | null) =>
      t.db
        .insertInto('exam_attempts')
        .values({
          tenant_id: TENANT_ID,
          lesson_id: lesson.id,
          user_id: userId,
          attempt_number: 1,
          seed: 1,
          questions: '[]',
          device_id: null,
          device_seen_at: clock.now().toISOString(),
          started_at: clock.now().toISOString(),
          deadline_at: closesAt.toISOString(),
          submitted_at: score === null ? null : clock.now().toISOString(),
          submitted_by: score === null ? null : 'student',
          score,
          correct_count: null,
          counted_count: null,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
    const first = await submit(students[0]!.id, 85);
    const second = await submit(students[1]!.id, 60);
    // still running when the exam closes: its own submission (at the deadline) messages it
    await submit(students[2]!.id, null);
    await t.db.deleteFrom('message_sweeps').execute();

    // before the close: nothing, whatever the runs
    expect(await queueRevealedExamResultMessages(ctx(), { quietHours: null })).toEqual({ queued: 0 });
    clock.set(new Date(closesAt.getTime() + 5 * 60_000));
    expect(await queueRevealedExamResultMessages(ctx(), { quietHours: null })).toEqual({ queued: 4 });
    clock.advance(15 * 60_000);
    expect(await queueRevealedExamResultMessages(ctx(), { quietHours: null })).toEqual({ queued: 0 });
    // a run repeated over the same time (another instance, a crash) sends nothing twice
    await t.db.deleteFrom('message_sweeps').execute();
    expect(await queueRevealedExamResultMessages(ctx(), { quietHours: null })).toEqual({ queued: 0 });

    const rows = await t.db
      .selectFrom('messages')
      .select(['key', 'recipient', 'params'])
      .where('event', '=', 'examResult')
      .where(
        'key',
        'in',
        [first.id, second.id].flatMap((id) => [`exam:${id}:parent`, `exam:${id}:student`]),
      )
      .orderBy('key')
      .execute();
    const paramsOf = (index: number, score: string) =>
      JSON.stringify([students[index]!.name, 'U2 quiz', score]);
    expect(rows).toEqual([
      { key: `exam:${first.id}:parent`, recipient: 'parent', params: paramsOf(0, '85%') },
      { key: `exam:${first.id}:student`, recipient: 'student', params: paramsOf(0, '85%') },
      { key: `exam:${second.id}:parent`, recipient: 'parent', params: paramsOf(1, '60%') },
      { key: `exam:${second.id}:student`, recipient: 'student', params: paramsOf(1, '60%') },
    ]);
  });

  it('an event queued at night without the quiet hours at hand is held by the send job until 08:00 Cairo time', async () => {
    clock.set('2026-03-09T21:30:00.000Z'); // 23:30 in Cairo
    await t.db.transaction().execute((trx) =>
      queuePaymentReceiptMessages(trx, {
        tenantId: TENANT_ID,
        now: clock.now,
        studentId: students[0]!.id,
        courseId,
        reference: 'DRS-000777',
        amountCents: 9999,
        currency: 'EGP',
      }),
    );
    await t.app.jobs.runDue();
    expect(sms.accepted).toEqual([]);
    const held = await t.db
      .selectFrom('messages')
      .select(['status', 'send_after'])
      .where('key', 'like', 'receipt:DRS-000777:%')
      .execute();
    expect(held).toEqual([
      { status: 'queued', send_after: '2026-03-10T06:00:00.000Z' },
      { status: 'queued', send_after: '2026-03-10T06:00:00.000Z' },
    ]);
    clock.set('2026-03-10T06:00:00.000Z');
    await t.app.jobs.runDue();
    // (and what earlier tests left queued)
    const receipts = sms.accepted.filter((m) => m.text.includes('DRS-000777'));
    expect(receipts).toHaveLength(2);
    expect(receipts[0]!.text).toContain('99.99 ج.م');
  });

  it('the daily sweep removes finished jobs older than 30 days, never waiting or recent ones', async () => {
    const at = (days: number) => new Date(clock.now().getTime() - days * DAY_MS).toISOString();
    const job = (key: string, state: 'done' | 'failed' | 'queued', finishedDaysAgo: number | null) => ({
      name: 'messages.send',
      tenant_id: TENANT_ID,
      key,
      payload: JSON.stringify({ messageId: 999_999 }),
      state,
      attempts: 1,
      max_attempts: 6,
      run_at: at(40),
      created_at: at(40),
      updated_at: at(40),
      finished_at: finishedDaysAgo === null ? null : at(finishedDaysAgo),
      locked_until: null,
      locked_by: null,
      last_error: null,
    });
    await t.db.deleteFrom('jobs').execute();
    await t.db
      .insertInto('jobs')
      .values([
        job('old-done', 'done', 31),
        job('old-failed', 'failed', 45),
        job('recent-done', 'done', 29),
        job('waiting', 'queued', null),
      ])
      .execute();
    await t.db
      .updateTable('jobs')
      .set({ run_at: at(-1) })
      .where('key', '=', 'waiting')
      .execute();
    await t.app.jobs.runDue();
    const left = await t.db
      .selectFrom('jobs')
      .select('key')
      .where('name', '=', 'messages.send')
      .orderBy('key')
      .execute();
    expect(left.map((row) => row.key)).toEqual(['recent-done', 'waiting']);
  });
});
