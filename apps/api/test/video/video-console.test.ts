import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createClock,
  createTestApp,
  createUser,
  engines,
  login,
  TENANT_ID,
  authHeaders,
  type TestApp,
} from '../harness.ts';
import { seedCourse, standardCourse, video } from '../learning-fixtures.ts';

const NOW = new Date('2026-03-01T09:00:00.000Z');

describe.each(engines())('video views in the console (%s)', (engine) => {
  let t: TestApp;
  let lessonId: number;
  let courseId: string;
  let studentId: string;
  let admin: Record<string, string>;
  let moderator: Record<string, string>;
  let studentHeaders: Record<string, string>;
  const clock = createClock(NOW);

  const signIn = async (role: 'Admin' | 'Moderator' | 'Student') => {
    const user = await createUser(t.db, { role });
    const session = await login(t.app, {
      identifier: user.identifier,
      password: user.password,
      deviceId: `d-${role}`,
      tenantId: TENANT_ID,
    });
    return { id: user.id, headers: authHeaders(session.token, TENANT_ID, `d-${role}`) };
  };
  const send = (
    method: 'GET' | 'PUT' | 'POST',
    url: string,
    headers: Record<string, string>,
    payload?: object,
  ) => t.app.inject({ method, url, headers, ...(payload ? { payload } : {}) });

  beforeAll(async () => {
    t = await createTestApp({ engine, now: clock.now });
    const course = await seedCourse(
      t,
      standardCourse({ units: [{ unitName: 'U', lessons: [video('V')] }] }),
      { now: NOW },
    );
    courseId = course.courseId;
    lessonId = course.units[0]!.lessonIds[0]!;
    admin = (await signIn('Admin')).headers;
    moderator = (await signIn('Moderator')).headers;
    const student = await signIn('Student');
    studentId = student.id;
    studentHeaders = student.headers;
  });
  afterAll(async () => t?.close());

  it('sets the course limit and a lesson override (Admin only), audited', async () => {
    expect(
      (await send('PUT', `/api/teacher/courses/${courseId}/video-view-limit`, admin, { limit: 3 })).json()
        .data,
    ).toEqual({ limit: 3 });
    expect(
      (await send('PUT', `/api/teacher/lessons/${lessonId}/video-view-limit`, admin, { limit: 1 })).json()
        .data,
    ).toEqual({ limit: 1 });
    expect(
      (await send('PUT', `/api/teacher/lessons/${lessonId}/video-view-limit`, moderator, { limit: 9 }))
        .statusCode,
    ).toBe(403);
    expect(
      (await send('PUT', `/api/teacher/lessons/${lessonId}/video-view-limit`, admin, { limit: 0 }))
        .statusCode,
    ).toBe(400);
    expect(
      (await send('PUT', `/api/teacher/lessons/${lessonId}/video-view-limit`, studentHeaders, { limit: 5 }))
        .statusCode,
    ).toBe(403);
    const actions = await t.db
      .selectFrom('audit_log')
      .select('action')
      .where('tenant_id', '=', TENANT_ID)
      .execute();
    expect(actions.map((a) => a.action)).toEqual(
      expect.arrayContaining(['course.videoViewLimit', 'lesson.videoViewLimit']),
    );
  });

  it('lets staff grant extra views, audited, and answers the student’s allowance', async () => {
    const granted = await send('POST', `/api/teacher/lessons/${lessonId}/video-views/grants`, moderator, {
      studentId,
      extraViews: 2,
    });
    expect(granted.statusCode).toBe(200);
    expect(granted.json().data).toEqual({ limit: 1, granted: 2, used: 0, left: 3 });
    const entry = await t.db
      .selectFrom('audit_log')
      .selectAll()
      .where('action', '=', 'video.viewsGranted')
      .executeTakeFirstOrThrow();
    expect(JSON.parse(entry.after_json!)).toEqual({
      lessonName: expect.any(String),
      studentId,
      extraViews: 2,
    });
    // bad input: a clear 4xx, nothing written
    const before = await t.db.selectFrom('video_view_grants').selectAll().execute();
    expect(
      (
        await send('POST', `/api/teacher/lessons/${lessonId}/video-views/grants`, moderator, {
          studentId,
          extraViews: 0,
        })
      ).statusCode,
    ).toBe(400);
    expect(
      (
        await send('POST', `/api/teacher/lessons/${lessonId}/video-views/grants`, moderator, {
          studentId: crypto.randomUUID(),
          extraViews: 1,
        })
      ).statusCode,
    ).toBe(404);
    expect(
      (
        await send('POST', `/api/teacher/lessons/999999/video-views/grants`, moderator, {
          studentId,
          extraViews: 1,
        })
      ).statusCode,
    ).toBe(404);
    expect(
      (
        await send('POST', `/api/teacher/lessons/${lessonId}/video-views/grants`, studentHeaders, {
          studentId,
          extraViews: 5,
        })
      ).statusCode,
    ).toBe(403);
    expect(await t.db.selectFrom('video_view_grants').selectAll().execute()).toEqual(before);
  });

  it('lists a lesson’s videos with their transcode state', async () => {
    await t.db
      .insertInto('lesson_videos')
      .values({
        id: 'v-1',
        tenant_id: TENANT_ID,
        lesson_id: lessonId,
        status: 'transcoding',
        progress: 0.42,
        error: null,
        key_sealed: 'v1.x.y.z',
        source_path: '/media/lessons/a.mp4',
        keep_original: 0,
        playlist_path: null,
        duration_seconds: null,
        created_at: NOW.toISOString(),
        updated_at: NOW.toISOString(),
      })
      .execute();
    const answer = await send('GET', `/api/teacher/lessons/${lessonId}/videos`, moderator);
    expect(answer.json().data).toEqual([
      {
        id: 'v-1',
        host: 'local',
        status: 'transcoding',
        progress: 0.42,
        error: null,
        keepOriginal: false,
        originalKept: true,
        durationSeconds: null,
        createdAt: NOW.toISOString(),
        updatedAt: NOW.toISOString(),
      },
    ]);
    expect(JSON.stringify(answer.json())).not.toContain('v1.x.y.z');
  });
});
