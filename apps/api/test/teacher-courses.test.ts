import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  authHeaders,
  createTestApp,
  createUser,
  engines,
  login,
  multipartBody,
  type TestApp,
} from './harness.ts';
import { PNG } from './file-fixtures.ts';

const MEDIA = path.resolve(import.meta.dirname, '../media');
const MP4 = fs.readFileSync(path.join(MEDIA, 'demo-lesson.mp4'));
const PDF = fs.readFileSync(path.join(MEDIA, 'demo-material.pdf'));
const TEXT = Buffer.from('this is plain text with a video name\n'.repeat(40));

const courseFields = {
  courseName: 'الأحياء',
  description: 'شرح المنهج',
  grade: 'Secondary3',
  term: 'First',
  price: 300,
  active: false,
  isOpenToAll: false,
};

function filesUnder(dir: string): string[] {
  return fs.existsSync(dir) ? fs.readdirSync(dir).sort() : [];
}

describe.each(engines())('the console catalogue: courses, units, lessons, uploads (%s)', (engine) => {
  let t: TestApp;
  let headers: Record<string, string>;
  let otherHeaders: Record<string, string>;

  beforeAll(async () => {
    t = await createTestApp({ engine });
    const teacher = await createUser(t.db, { role: 'Admin' });
    headers = authHeaders((await login(t.app, teacher)).token);
    const otherTeacher = await createUser(t.db, { role: 'Admin', tenantId: t.otherTenantId });
    otherHeaders = authHeaders(
      (await login(t.app, { ...otherTeacher, tenantId: t.otherTenantId })).token,
      t.otherTenantId,
    );
  });
  afterAll(() => t.close());

  const call = (method: string, url: string, payload?: unknown, as = headers) =>
    t.app.inject({
      method: method as 'GET',
      url,
      headers: as,
      ...(payload === undefined ? {} : { payload: payload as object }),
    });

  async function newCourse(fields: Partial<typeof courseFields> = {}, as = headers) {
    const response = await call('POST', '/api/teacher/courses', { ...courseFields, ...fields }, as);
    expect(response.statusCode).toBe(200);
    return response.json().data as { id: string; version: number };
  }
  async function newUnit(courseId: string, unitName = 'الوحدة الأولى') {
    const response = await call('POST', `/api/teacher/courses/${courseId}/units`, { unitName });
    expect(response.statusCode).toBe(200);
    return response.json().data as { id: number; version: number };
  }
  async function newLesson(unitId: number, lessonName: string, type = 'Video') {
    const response = await call('POST', `/api/teacher/units/${unitId}/lessons`, { lessonName, type });
    expect(response.statusCode).toBe(200);
    return response.json().data as { id: number; version: number; position: number };
  }
  const auditCount = async (entityId: string) =>
    (
      await t.db
        .selectFrom('audit_log')
        .select('action')
        .where('entity_id', '=', entityId)
        .orderBy('id')
        .execute()
    ).map((row) => row.action);

  it('creates a course, lists it with its counts, and writes an audit entry', async () => {
    const course = await newCourse();
    const unit = await newUnit(course.id);
    await newLesson(unit.id, 'الخلية');
    await newLesson(unit.id, 'اختبار الخلية', 'Quiz');
    const list = await call('GET', '/api/teacher/courses?pageSize=100');
    expect(list.statusCode).toBe(200);
    const item = list.json().data.items.find((c: { id: string }) => c.id === course.id);
    expect(item).toMatchObject({ courseName: 'الأحياء', unitCount: 1, lessonCount: 2, enrolledCount: 0 });
    expect(await auditCount(course.id)).toEqual(['course.create']);
    const detail = (await call('GET', `/api/teacher/courses/${course.id}`)).json().data;
    expect(
      detail.units[0].lessons.map((l: { lessonName: string; type: string }) => [l.lessonName, l.type]),
    ).toEqual([
      ['الخلية', 'Video'],
      ['اختبار الخلية', 'Quiz'],
    ]);
  });

  it('refuses a save based on a stale version with 409 and changes nothing', async () => {
    const course = await newCourse();
    const first = await call('PUT', `/api/teacher/courses/${course.id}`, {
      ...courseFields,
      courseName: 'الأحياء 2027',
      version: course.version,
    });
    expect(first.statusCode).toBe(200);
    expect(first.json().data.version).toBe(course.version + 1);
    const stale = await call('PUT', `/api/teacher/courses/${course.id}`, {
      ...courseFields,
      courseName: 'قديم',
      version: course.version,
    });
    expect(stale.statusCode).toBe(409);
    expect(stale.json()).toMatchObject({ code: 'stale_version', message: expect.stringMatching(/changed/) });
    const row = await t.db
      .selectFrom('courses')
      .select('course_name')
      .where('id', '=', course.id)
      .executeTakeFirstOrThrow();
    expect(row.course_name).toBe('الأحياء 2027');
    expect(await auditCount(course.id)).toEqual(['course.create', 'course.update']);
  });

  it("answers 404 for another tenant's course, unit and lesson ids", async () => {
    const theirs = await newCourse({}, otherHeaders);
    const theirUnit = (
      await call('POST', `/api/teacher/courses/${theirs.id}/units`, { unitName: 'x' }, otherHeaders)
    ).json().data;
    const theirLesson = (
      await call(
        'POST',
        `/api/teacher/units/${theirUnit.id}/lessons`,
        { lessonName: 'x', type: 'Video' },
        otherHeaders,
      )
    ).json().data;
    const attempts = [
      call('GET', `/api/teacher/courses/${theirs.id}`),
      call('PUT', `/api/teacher/courses/${theirs.id}`, { ...courseFields, version: theirs.version }),
      call('POST', `/api/teacher/courses/${theirs.id}/units`, { unitName: 'y' }),
      call('POST', `/api/teacher/courses/${theirs.id}/duplicate`, { courseName: 'y' }),
      call('DELETE', `/api/teacher/courses/${theirs.id}?version=${theirs.version}`),
      call('PUT', `/api/teacher/units/${theirUnit.id}`, { unitName: 'y', version: 1 }),
      call('POST', `/api/teacher/units/${theirUnit.id}/lessons`, { lessonName: 'y', type: 'Video' }),
      call('PUT', `/api/teacher/lessons/${theirLesson.id}`, { lessonName: 'y', version: 1 }),
      call('PUT', `/api/teacher/lessons/${theirLesson.id}/video`, {
        version: 1,
        link: 'https://youtu.be/dQw4w9WgXcQ',
      }),
    ];
    for (const response of await Promise.all(attempts)) expect(response.statusCode).toBe(404);
    const row = await t.db
      .selectFrom('lessons')
      .selectAll()
      .where('id', '=', theirLesson.id)
      .executeTakeFirstOrThrow();
    expect([row.lesson_name, row.video_url, row.version]).toEqual(['x', null, 1]);
  });

  it('reorders units and lessons, refuses an order made from an older list, and moves a lesson', async () => {
    const course = await newCourse();
    const u1 = await newUnit(course.id, 'أ');
    const u2 = await newUnit(course.id, 'ب');
    const a = await newLesson(u1.id, 'أ1');
    const b = await newLesson(u1.id, 'أ2');
    const c = await newLesson(u1.id, 'أ3');
    const reordered = await call('PUT', `/api/teacher/units/${u1.id}/lesson-order`, {
      ids: [c.id, a.id, b.id],
    });
    expect(reordered.statusCode).toBe(200);
    expect(reordered.json().data.lessons.map((l: { id: number }) => l.id)).toEqual([c.id, a.id, b.id]);
    const incomplete = await call('PUT', `/api/teacher/units/${u1.id}/lesson-order`, { ids: [a.id, b.id] });
    expect(incomplete.statusCode).toBe(409);
    const units = await call('PUT', `/api/teacher/courses/${course.id}/unit-order`, { ids: [u2.id, u1.id] });
    expect(units.json().data.units.map((u: { id: number }) => u.id)).toEqual([u2.id, u1.id]);
    const moved = await call('POST', `/api/teacher/lessons/${b.id}/move`, {
      unitId: u2.id,
      version: b.version,
    });
    expect(moved.statusCode).toBe(200);
    expect(moved.json().data).toMatchObject({ unitId: u2.id, position: 1 });
    const detail = (await call('GET', `/api/teacher/courses/${course.id}`)).json().data;
    expect(detail.units.map((u: { lessons: { id: number }[] }) => u.lessons.map((l) => l.id))).toEqual([
      [b.id],
      [c.id, a.id],
    ]);
  });

  it('stores a course image checked by its content, and refuses a wrong type, an empty file and an oversize one', async () => {
    const course = await newCourse();
    const uploads = path.join(t.dataDir, 'uploads');
    const before = filesUnder(uploads);
    const send = (data: Buffer, filename: string, version = course.version) => {
      const body = multipartBody(
        { version: String(version) },
        { field: 'image', filename, contentType: 'image/png', data },
      );
      return t.app.inject({
        method: 'POST',
        url: `/api/teacher/courses/${course.id}/image`,
        headers: { ...headers, ...body.headers },
        payload: body.payload,
      });
    };
    const wrong = await send(TEXT, 'photo.png');
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toMatchObject({
      code: 'upload_type',
      message: expect.stringMatching(/not accepted/),
    });
    const empty = await send(Buffer.alloc(0), 'photo.png');
    expect(empty.statusCode).toBe(400);
    expect(empty.json().code).toBe('upload_empty');
    const big = await send(Buffer.concat([PNG, Buffer.alloc(6 * 1024 * 1024)]), 'photo.png');
    expect(big.statusCode).toBe(413);
    expect(big.json().code).toBe('upload_too_large');
    const stale = await send(PNG, 'photo.png', course.version + 5);
    expect(stale.statusCode).toBe(409);
    expect(filesUnder(uploads)).toEqual(before);
    const saved = await send(PNG, 'anything.bin');
    expect(saved.statusCode).toBe(200);
    expect(saved.json().data.imagePath).toMatch(/^\/uploads\/[0-9a-f-]{36}\.png$/);
    expect(filesUnder(uploads)).toHaveLength(before.length + 1);
  });

  it('attaches a PDF checked by its content, leaving nothing behind when refused', async () => {
    const course = await newCourse();
    const unit = await newUnit(course.id);
    const lesson = await newLesson(unit.id, 'درس');
    const dir = path.join(t.dataDir, 'lesson-media');
    const before = filesUnder(dir);
    const send = (data: Buffer, version = lesson.version) => {
      const body = multipartBody(
        { version: String(version), title: 'ملخص' },
        { field: 'file', filename: 'notes.pdf', contentType: 'application/pdf', data },
      );
      return t.app.inject({
        method: 'POST',
        url: `/api/teacher/lessons/${lesson.id}/attachment`,
        headers: { ...headers, ...body.headers },
        payload: body.payload,
      });
    };
    expect((await send(TEXT)).json().code).toBe('upload_type');
    expect((await send(PNG)).json().code).toBe('upload_type');
    expect((await send(PDF, lesson.version + 3)).statusCode).toBe(409);
    expect(filesUnder(dir)).toEqual(before);
    const saved = await send(PDF);
    expect(saved.statusCode).toBe(200);
    expect(saved.json().data).toMatchObject({
      attachmentTitle: 'ملخص',
      attachmentUrl: expect.stringMatching(/^\/media\/lessons\/.+\.pdf$/),
    });
  });

  it('validates video links: YouTube and the delivery host are kept normalised, anything else is 400', async () => {
    const course = await newCourse();
    const unit = await newUnit(course.id);
    const lesson = await newLesson(unit.id, 'درس');
    const bad = await call('PUT', `/api/teacher/lessons/${lesson.id}/video`, {
      version: lesson.version,
      link: 'https://vimeo.com/1',
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({
      code: 'invalid_video_link',
      message: expect.stringMatching(/YouTube/),
    });
    const good = await call('PUT', `/api/teacher/lessons/${lesson.id}/video`, {
      version: lesson.version,
      link: 'https://youtu.be/dQw4w9WgXcQ',
    });
    expect(good.statusCode).toBe(200);
    expect(good.json().data.videoUrl).toBe('https://www.youtube.com/watch?v=dQw4w9WgXcQ');
  });

  /** A whole tus upload in one PATCH; answers the upload id. */
  async function tusUpload(data: Buffer, as = headers, send = data.length): Promise<string> {
    const created = await t.app.inject({
      method: 'POST',
      url: '/api/teacher/uploads/video',
      headers: { ...as, 'tus-resumable': '1.0.0', 'upload-length': String(data.length) },
    });
    expect(created.body).toBe('');
    expect(created.statusCode).toBe(201);
    const id = String(created.headers.location).split('/').at(-1)!;
    if (send > 0) {
      const patched = await t.app.inject({
        method: 'PATCH',
        url: `/api/teacher/uploads/video/${id}`,
        headers: {
          ...as,
          'tus-resumable': '1.0.0',
          'upload-offset': '0',
          'content-type': 'application/offset+octet-stream',
        },
        payload: data.subarray(0, send),
      });
      expect(patched.statusCode).toBe(204);
    }
    return id;
  }

  it('takes an uploaded MP4 through tus, checks it by its bytes and reads its duration', async () => {
    const course = await newCourse();
    const unit = await newUnit(course.id);
    const lesson = await newLesson(unit.id, 'فيديو');
    const id = await tusUpload(MP4);
    const head = await t.app.inject({
      method: 'HEAD',
      url: `/api/teacher/uploads/video/${id}`,
      headers: { ...headers, 'tus-resumable': '1.0.0' },
    });
    expect(head.headers['upload-offset']).toBe(String(MP4.length));
    const saved = await call('PUT', `/api/teacher/lessons/${lesson.id}/video`, {
      version: lesson.version,
      uploadId: id,
    });
    expect(saved.statusCode).toBe(200);
    expect(saved.json().data).toMatchObject({
      videoUrl: expect.stringMatching(/^\/media\/lessons\/[0-9a-f-]+\.mp4$/),
      videoDurationSeconds: 20,
    });
    const name = saved.json().data.videoUrl.split('/').at(-1);
    expect(fs.readFileSync(path.join(t.dataDir, 'lesson-media', name)).equals(MP4)).toBe(true);
  });

  it("refuses text uploaded as a video, an unfinished upload and another tenant's upload, writing nothing", async () => {
    const course = await newCourse();
    const unit = await newUnit(course.id);
    const lesson = await newLesson(unit.id, 'فيديو');
    const media = filesUnder(path.join(t.dataDir, 'lesson-media'));
    const text = await tusUpload(TEXT);
    const wrong = await call('PUT', `/api/teacher/lessons/${lesson.id}/video`, {
      version: lesson.version,
      uploadId: text,
    });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().code).toBe('upload_type');
    const half = await tusUpload(MP4, headers, 1000);
    const unfinished = await call('PUT', `/api/teacher/lessons/${lesson.id}/video`, {
      version: lesson.version,
      uploadId: half,
    });
    expect(unfinished.statusCode).toBe(400);
    expect(unfinished.json().code).toBe('upload_not_finished');
    const theirs = await tusUpload(MP4, otherHeaders);
    const foreign = await call('PUT', `/api/teacher/lessons/${lesson.id}/video`, {
      version: lesson.version,
      uploadId: theirs,
    });
    expect(foreign.statusCode).toBe(404);
    const peek = await t.app.inject({
      method: 'HEAD',
      url: `/api/teacher/uploads/video/${theirs}`,
      headers: { ...headers, 'tus-resumable': '1.0.0' },
    });
    expect(peek.statusCode).toBe(404);
    const row = await t.db
      .selectFrom('lessons')
      .selectAll()
      .where('id', '=', lesson.id)
      .executeTakeFirstOrThrow();
    expect([row.video_url, row.version]).toEqual([null, lesson.version]);
    expect(filesUnder(path.join(t.dataDir, 'lesson-media'))).toEqual(media);
  });

  it('a stale version is refused before the upload is touched: the same upload is then taken with the fresh one', async () => {
    const course = await newCourse();
    const unit = await newUnit(course.id);
    const lesson = await newLesson(unit.id, 'فيديو');
    const renamed = await call('PUT', `/api/teacher/lessons/${lesson.id}`, {
      version: lesson.version,
      lessonName: 'فيديو معدل',
    });
    expect(renamed.statusCode, renamed.body).toBe(200);
    const media = filesUnder(path.join(t.dataDir, 'lesson-media'));
    const id = await tusUpload(MP4);
    const stale = await call('PUT', `/api/teacher/lessons/${lesson.id}/video`, {
      version: lesson.version,
      uploadId: id,
    });
    expect(stale.statusCode).toBe(409);
    expect(stale.json().code).toBe('stale_version');
    expect(filesUnder(path.join(t.dataDir, 'lesson-media'))).toEqual(media);
    const head = await t.app.inject({
      method: 'HEAD',
      url: `/api/teacher/uploads/video/${id}`,
      headers: { ...headers, 'tus-resumable': '1.0.0' },
    });
    expect(head.statusCode).toBe(200);
    expect(head.headers['upload-offset']).toBe(String(MP4.length));
    const saved = await call('PUT', `/api/teacher/lessons/${lesson.id}/video`, {
      version: renamed.json().data.version,
      uploadId: id,
    });
    expect(saved.statusCode, saved.body).toBe(200);
    const name = saved.json().data.videoUrl.split('/').at(-1);
    expect(fs.readFileSync(path.join(t.dataDir, 'lesson-media', name)).equals(MP4)).toBe(true);
  });

  it('an empty upload is refused as empty', async () => {
    const course = await newCourse();
    const unit = await newUnit(course.id);
    const lesson = await newLesson(unit.id, 'فيديو');
    const id = await tusUpload(Buffer.alloc(0));
    const response = await call('PUT', `/api/teacher/lessons/${lesson.id}/video`, {
      version: lesson.version,
      uploadId: id,
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().code).toBe('upload_empty');
  });

  it('deletes a course nobody is enrolled in, archives (not deletes) one with students', async () => {
    const empty = await newCourse();
    const gone = await call('DELETE', `/api/teacher/courses/${empty.id}?version=${empty.version}`);
    expect(gone.statusCode).toBe(200);
    expect(
      await t.db.selectFrom('courses').select('id').where('id', '=', empty.id).executeTakeFirst(),
    ).toBeUndefined();
    expect(await auditCount(empty.id)).toEqual(['course.create', 'course.delete']);

    const taken = await newCourse({ active: true });
    const student = await createUser(t.db);
    await t.db
      .insertInto('enrollments')
      .values({
        tenant_id: 'tenant5',
        user_id: student.id,
        course_id: taken.id,
        enrollment_date: new Date().toISOString(),
        source: 'admin',
        course_code_id: null,
      })
      .execute();
    const refused = await call('DELETE', `/api/teacher/courses/${taken.id}?version=${taken.version}`);
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({
      code: 'course_has_students',
      message: expect.stringMatching(/archive/),
    });
    const archived = await call('POST', `/api/teacher/courses/${taken.id}/archive`, {
      version: taken.version,
      archived: true,
    });
    expect(archived.statusCode).toBe(200);
    expect(archived.json().data).toMatchObject({
      active: false,
      archivedAt: expect.any(String),
      enrolledCount: 1,
    });
  });

  it('duplicates a course with its units, lessons and quiz questions, without enrolments', async () => {
    const course = await newCourse({ active: true });
    const unit = await newUnit(course.id);
    await newLesson(unit.id, 'فيديو');
    const quiz = await newLesson(unit.id, 'اختبار', 'Quiz');
    const question = await t.db
      .insertInto('quiz_questions')
      .values({
        tenant_id: 'tenant5',
        lesson_id: quiz.id,
        position: 1,
        text: 'س1',
        type: 'TrueFalse',
        explanation: null,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await t.db
      .insertInto('quiz_answers')
      .values([
        { tenant_id: 'tenant5', question_id: question.id, position: 1, text: 'صح', is_correct: 1 },
        { tenant_id: 'tenant5', question_id: question.id, position: 2, text: 'خطأ', is_correct: 0 },
      ])
      .execute();
    const copy = await call('POST', `/api/teacher/courses/${course.id}/duplicate`, {
      courseName: 'الأحياء 2027',
    });
    expect(copy.statusCode).toBe(200);
    expect(copy.json().data).toMatchObject({
      courseName: 'الأحياء 2027',
      active: false,
      unitCount: 1,
      lessonCount: 2,
      enrolledCount: 0,
    });
    const detail = (await call('GET', `/api/teacher/courses/${copy.json().data.id}`)).json().data;
    const copiedQuiz = detail.units[0].lessons[1];
    expect(copiedQuiz).toMatchObject({ lessonName: 'اختبار', type: 'Quiz' });
    expect(copiedQuiz.id).not.toBe(quiz.id);
    const answers = await t.db
      .selectFrom('quiz_questions')
      .innerJoin('quiz_answers', 'quiz_answers.question_id', 'quiz_questions.id')
      .select(['quiz_questions.text as q', 'quiz_answers.text as a', 'quiz_answers.is_correct'])
      .where('quiz_questions.lesson_id', '=', copiedQuiz.id)
      .orderBy('quiz_answers.position')
      .execute();
    expect(answers.map((r) => [r.q, r.a, Number(r.is_correct)])).toEqual([
      ['س1', 'صح', 1],
      ['س1', 'خطأ', 0],
    ]);
  });

  it('refuses bad input with a clear 400 and writes nothing', async () => {
    const before = await t.db.selectFrom('courses').select('id').execute();
    const response = await call('POST', '/api/teacher/courses', {
      ...courseFields,
      courseName: '   ',
      price: -5,
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toMatch(/Course name is required|Price cannot be negative/);
    expect(await t.db.selectFrom('courses').select('id').execute()).toHaveLength(before.length);
  });

  it('lets staff preview a course in the player without enrolment, and records no progress for them', async () => {
    const course = await newCourse({ active: true });
    const unit = await newUnit(course.id);
    const lesson = await newLesson(unit.id, 'درس المعاينة');
    await call('PUT', `/api/teacher/lessons/${lesson.id}/video`, {
      version: lesson.version,
      link: 'https://youtu.be/dQw4w9WgXcQ',
    });
    const moderator = await createUser(t.db, { role: 'Moderator' });
    const assistant = authHeaders((await login(t.app, moderator)).token);
    const student = await createUser(t.db);
    const studentHeaders = authHeaders((await login(t.app, student)).token);

    const tree = await call(
      'GET',
      `/api/Course/tree-course-with-progress?courseid=${course.id}`,
      undefined,
      assistant,
    );
    expect(tree.statusCode).toBe(200);
    expect(tree.json().data).toMatchObject({
      isOpenToAll: true,
      units: [{ lessons: [{ lessonName: 'درس المعاينة', isCompleted: false }] }],
    });
    const content = await call('GET', `/api/Student/contentlesson/${lesson.id}`, undefined, headers);
    expect(content.statusCode).toBe(200);
    expect(content.json().data.videoUrl).toBe('https://www.youtube.com/watch?v=dQw4w9WgXcQ');
    const unitTree = await call(
      'GET',
      `/api/Course/tree-unit-with-progress?unitId=${unit.id}`,
      undefined,
      assistant,
    );
    expect(unitTree.statusCode).toBe(200);

    const complete = await call('POST', '/api/Student/lesson-complete', { lessonId: lesson.id }, headers);
    expect(complete.statusCode).toBe(403);
    expect(complete.json().code).toBe('preview_no_progress');
    expect(
      await t.db
        .selectFrom('lesson_completions')
        .select('user_id')
        .where('lesson_id', '=', lesson.id)
        .execute(),
    ).toEqual([]);

    // a student who is not enrolled is still refused, as before
    expect(
      (
        await call(
          'GET',
          `/api/Course/tree-course-with-progress?courseid=${course.id}`,
          undefined,
          studentHeaders,
        )
      ).statusCode,
    ).toBe(403);
    expect(
      (await call('GET', `/api/Student/contentlesson/${lesson.id}`, undefined, studentHeaders)).statusCode,
    ).toBe(403);
  });
});
