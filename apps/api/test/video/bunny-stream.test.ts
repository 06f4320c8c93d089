import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { bunnyStatusJob, bunnyUploadJob } from '../../src/domain/videos/bunny-job.ts';
import { transcodeVideoJob } from '../../src/domain/videos/transcode-job.ts';
import { readBunnySettings } from '../../src/domain/videos/video-host-settings.ts';
import { createSettingsBox } from '../../src/secrets/settings-box.ts';
import { startFakeBunny, type FakeBunny } from '../fakes/fake-bunny-stream.ts';
import {
  authHeaders,
  createClock,
  createTestApp,
  createUser,
  engines,
  login,
  TENANT_ID,
  type TestApp,
} from '../harness.ts';
import { daysBefore, enroll, seedCourse, standardCourse, video } from '../learning-fixtures.ts';

const NOW = new Date('2026-03-01T09:00:00.000Z');
const MP4 = fs.readFileSync(path.resolve(import.meta.dirname, '../../media/demo-lesson.mp4'));
const LIBRARY = {
  libraryId: '245871',
  apiKey: '7d3c2f1e-aaaa-bbbb-cccc-0123456789ab-stream',
  tokenKey: 'b5e6a7f8-1111-2222-3333-444455556666-token',
};
const SETTINGS_PATH = '/api/teacher/video-host-settings';

describe.each(engines())('lesson videos in the tenant’s Bunny Stream library (%s)', (engine) => {
  let t: TestApp;
  let fake: FakeBunny;
  let admin: Record<string, string>;
  let moderator: Record<string, string>;
  let student: Record<string, string>;
  let courseId: string;
  let lessonIds: number[];
  const clock = createClock(NOW);

  const call = (
    method: 'GET' | 'PUT' | 'POST',
    url: string,
    headers: Record<string, string>,
    payload?: unknown,
  ) =>
    t.app.inject({ method, url, headers, ...(payload === undefined ? {} : { payload: payload as object }) });
  const saveSettings = (body: Record<string, unknown>, as = admin) => call('PUT', SETTINGS_PATH, as, body);
  const videoRows = (lessonId: number) =>
    t.db.selectFrom('lesson_videos').selectAll().where('lesson_id', '=', lessonId).execute();
  const lessonRow = (lessonId: number) =>
    t.db.selectFrom('lessons').selectAll().where('id', '=', lessonId).executeTakeFirstOrThrow();

  /** A whole tus upload in one PATCH; answers the upload id. */
  async function tusUpload(data: Buffer): Promise<string> {
    const created = await t.app.inject({
      method: 'POST',
      url: '/api/teacher/uploads/video',
      headers: { ...admin, 'tus-resumable': '1.0.0', 'upload-length': String(data.length) },
    });
    expect(created.statusCode).toBe(201);
    const id = String(created.headers.location).split('/').at(-1)!;
    const patched = await t.app.inject({
      method: 'PATCH',
      url: `/api/teacher/uploads/video/${id}`,
      headers: {
        ...admin,
        'tus-resumable': '1.0.0',
        'upload-offset': '0',
        'content-type': 'application/offset+octet-stream',
      },
      payload: data,
    });
    expect(patched.statusCode).toBe(204);
    return id;
  }

  /** The teacher uploads the demo lesson as the lesson's video. */
  async function uploadLessonVideo(lessonId: number, keepOriginal: boolean) {
    const uploadId = await tusUpload(MP4);
    const { version } = await lessonRow(lessonId);
    return call('PUT', `/api/teacher/lessons/${lessonId}/video`, admin, { version, uploadId, keepOriginal });
  }

  beforeAll(async () => {
    fake = await startFakeBunny([LIBRARY], { now: clock.now });
    t = await createTestApp({
      engine,
      now: clock.now,
      jobs: [bunnyUploadJob, bunnyStatusJob, transcodeVideoJob],
      env: { BUNNY_API_BASE: fake.url, BUNNY_EMBED_BASE: fake.url },
    });
    const course = await seedCourse(
      t,
      standardCourse({
        units: [
          { unitName: 'U', lessons: [video('الخلية'), video('Refused'), video('Off'), video('Broken')] },
        ],
      }),
      { now: NOW },
    );
    courseId = course.courseId;
    lessonIds = course.units[0]!.lessonIds;
    const session = async (role: 'Admin' | 'Moderator' | 'Student', deviceId: string) => {
      const user = await createUser(t.db, { role });
      const s = await login(t.app, { ...user, deviceId, tenantId: TENANT_ID });
      return { user, headers: authHeaders(s.token, TENANT_ID, deviceId) };
    };
    admin = (await session('Admin', 'desk')).headers;
    moderator = (await session('Moderator', 'desk-2')).headers;
    const s = await session('Student', 'phone');
    student = s.headers;
    await enroll(t.db, { userId: s.user.id, courseId, enrollmentDate: daysBefore(NOW, 1) });
  });
  afterAll(async () => {
    await t?.close();
    await fake?.close();
  });
  beforeEach(() => clock.set(NOW));

  it('keeps the library’s keys sealed, shows them masked, audits without them, and only to the Admin', async () => {
    expect((await call('GET', SETTINGS_PATH, admin)).json().data).toBeNull();
    expect((await call('GET', SETTINGS_PATH, moderator)).statusCode).toBe(403);
    expect((await saveSettings({ enabled: true, ...LIBRARY }, moderator)).statusCode).toBe(403);
    // bad input: no keys the first time, a library id that is not a number, a key too short
    for (const body of [
      { enabled: true, libraryId: LIBRARY.libraryId },
      { enabled: true, ...LIBRARY, libraryId: 'lib-1' },
      { enabled: true, ...LIBRARY, apiKey: 'short' },
      { ...LIBRARY },
    ]) {
      const refused = await saveSettings(body);
      expect(refused.statusCode, JSON.stringify(body)).toBe(400);
    }
    expect(await t.db.selectFrom('video_host_settings').selectAll().execute()).toEqual([]);

    const saved = await saveSettings({ enabled: true, ...LIBRARY });
    expect(saved.statusCode).toBe(200);
    expect(saved.json().data).toEqual({
      enabled: true,
      libraryId: LIBRARY.libraryId,
      apiKey: `${'•'.repeat(8)}ream`,
      tokenKey: `${'•'.repeat(8)}oken`,
    });
    const [row] = await t.db.selectFrom('video_host_settings').selectAll().execute();
    expect(row!.sealed).toMatch(/^v1\./);
    expect(row!.sealed).not.toContain(LIBRARY.apiKey);
    // the other tenant sees none
    const box = createSettingsBox(t.config.settingsKey);
    expect(await readBunnySettings({ db: t.db, tenantId: t.otherTenantId }, box)).toBeNull();
    // a save without keys keeps the stored ones
    expect((await saveSettings({ enabled: true, libraryId: LIBRARY.libraryId })).statusCode).toBe(200);
    expect(await readBunnySettings({ db: t.db, tenantId: TENANT_ID }, box)).toEqual({
      enabled: true,
      ...LIBRARY,
    });
    const audit = await t.db
      .selectFrom('audit_log')
      .selectAll()
      .where('action', '=', 'video_host_settings.update')
      .execute();
    expect(audit).toHaveLength(2);
    const text = JSON.stringify(audit);
    expect(text).not.toContain(LIBRARY.apiKey);
    expect(text).not.toContain(LIBRARY.tokenKey);
    expect(JSON.parse(audit[0]!.after_json!)).toMatchObject({
      keysChanged: ['apiKey', 'tokenKey'],
    });
  });

  it('sends an upload to the library, follows its encoding, and plays it through a token URL that lives five minutes', async () => {
    await saveSettings({ enabled: true, ...LIBRARY });
    const lessonId = lessonIds[0]!;
    const saved = await uploadLessonVideo(lessonId, false);
    expect(saved.statusCode).toBe(200);
    const [queued] = await videoRows(lessonId);
    expect(queued).toMatchObject({ host: 'bunny', status: 'queued', host_video_id: null });
    const file = path.join(t.dataDir, 'lesson-media', saved.json().data.videoUrl.split('/').at(-1));

    expect(await t.app.jobs.runDue()).toEqual({ done: 1, retried: 0, failed: 0 });
    const remote = fake.videos.at(-1)!;
    expect(remote.title).toBe('الخلية');
    expect(remote.bytes?.equals(MP4)).toBe(true);
    expect(remote.uploadQuery).toBe('?enabledResolutions=240p,360p,480p,720p');
    expect(
      fake.requests.filter((r) => !r.path.startsWith('/embed')).every((r) => r.accessKey === LIBRARY.apiKey),
    ).toBe(true);
    expect((await videoRows(lessonId))[0]).toMatchObject({
      status: 'transcoding',
      host_video_id: remote.guid,
      host_library_id: LIBRARY.libraryId,
    });
    // until Bunny is done, the lesson plays its file as before
    const before = (await call('GET', `/api/Student/contentlesson/${lessonId}`, student)).json().data;
    expect(before.protectedVideo).toBeUndefined();
    expect(before.videoUrl).toContain('/media/lessons/');

    // first read: Bunny processing; the console shows its progress
    clock.advance(15_000);
    expect(await t.app.jobs.runDue()).toEqual({ done: 1, retried: 0, failed: 0 });
    const listed = (await call('GET', `/api/teacher/lessons/${lessonId}/videos`, moderator)).json().data;
    expect(listed[0]).toMatchObject({ host: 'bunny', status: 'transcoding', originalKept: true });
    fake.encodeAs(remote.guid, { status: 4, length: 754 });
    clock.advance(15_000);
    expect(await t.app.jobs.runDue()).toEqual({ done: 1, retried: 0, failed: 0 });
    expect((await videoRows(lessonId))[0]).toMatchObject({
      status: 'ready',
      progress: 1,
      duration_seconds: 754,
      source_path: null,
    });
    expect(fs.existsSync(file)).toBe(false);

    const content = (await call('GET', `/api/Student/contentlesson/${lessonId}`, student)).json().data;
    expect(content).toMatchObject({ protectedVideo: true, videoUrl: null });
    const issuedAt = clock.now().getTime();
    const started = await call('POST', `/api/Video/playback/${lessonId}`, student);
    expect(started.statusCode).toBe(200);
    const playback = started.json().data;
    expect(playback).toMatchObject({
      kind: 'embed',
      durationSeconds: 754,
      watermarkCode: expect.any(String),
    });
    expect(playback.keyUrl).toBeUndefined();
    const embed = new URL(playback.embedUrl);
    expect(`${embed.origin}${embed.pathname}`).toBe(`${fake.url}/embed/${LIBRARY.libraryId}/${remote.guid}`);
    const expires = Number(embed.searchParams.get('expires'));
    expect(expires * 1000 - issuedAt).toBeGreaterThan(4 * 60_000);
    expect(expires * 1000 - issuedAt).toBeLessThanOrEqual(5 * 60_000);
    expect(Date.parse(playback.embedUrlExpiresAt)).toBe(expires * 1000);
    // Bunny's player opens it now, not once it expired, and never with a changed token
    expect((await fetch(playback.embedUrl)).status).toBe(200);
    const tampered = new URL(playback.embedUrl);
    tampered.searchParams.set('expires', String(expires + 3600));
    expect((await fetch(tampered)).status).toBe(403);
    clock.advance(5 * 60_000 + 1000);
    expect((await fetch(playback.embedUrl)).status).toBe(403);
    // a Bunny viewing has no key URL to renew
    expect((await call('POST', `/api/Video/key-url/${playback.viewId}`, student)).statusCode).toBe(404);

    // view limits hold as for videos transcoded here: no player URL after the last view
    clock.set(NOW);
    await t.db.updateTable('lessons').set({ video_view_limit: 1 }).where('id', '=', lessonId).execute();
    await t.db.deleteFrom('video_views').execute();
    const view = (await call('POST', `/api/Video/playback/${lessonId}`, student)).json().data;
    clock.advance(300_000);
    const progress = await call('POST', '/api/Video/progress', student, {
      viewId: view.viewId,
      watchedSeconds: 260,
    });
    expect(progress.json().data).toMatchObject({ counted: true, views: { limit: 1, used: 1, left: 0 } });
    const refused = await call('POST', `/api/Video/playback/${lessonId}`, student);
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({ code: 'video_views_exhausted' });
    await t.db.updateTable('lessons').set({ video_view_limit: null }).where('id', '=', lessonId).execute();
  });

  it('fails a video at once when Bunny refuses the key, retries when it does not answer, and fails a failed encoding', async () => {
    const box = createSettingsBox(t.config.settingsKey);
    // a wrong API key: refused, failed with no retry
    await saveSettings({ enabled: true, ...LIBRARY, apiKey: 'wrong-key-0123456789abcdef' });
    const refusedLesson = lessonIds[1]!;
    expect((await uploadLessonVideo(refusedLesson, true)).statusCode).toBe(200);
    expect(await t.app.jobs.runDue()).toEqual({ done: 0, retried: 0, failed: 1 });
    expect((await videoRows(refusedLesson))[0]).toMatchObject({ status: 'failed', error: 'host_refused' });
    const listed = (await call('GET', `/api/teacher/lessons/${refusedLesson}/videos`, moderator)).json().data;
    expect(listed[0]).toMatchObject({
      host: 'bunny',
      status: 'failed',
      error: 'host_refused',
      originalKept: true,
    });

    // Bunny down: tried again later, then uploaded; its encoding fails
    await saveSettings({ enabled: true, ...LIBRARY });
    expect((await readBunnySettings({ db: t.db, tenantId: TENANT_ID }, box))?.apiKey).toBe(LIBRARY.apiKey);
    const brokenLesson = lessonIds[3]!;
    expect((await uploadLessonVideo(brokenLesson, true)).statusCode).toBe(200);
    fake.failNext.push(503);
    expect(await t.app.jobs.runDue()).toEqual({ done: 0, retried: 1, failed: 0 });
    expect((await videoRows(brokenLesson))[0]).toMatchObject({ status: 'queued', host_video_id: null });
    clock.advance(2 * 60 * 60_000);
    expect(await t.app.jobs.runDue()).toEqual({ done: 1, retried: 0, failed: 0 });
    const remote = fake.videos.at(-1)!;
    fake.encodeAs(remote.guid, { status: 5 });
    clock.advance(15_000);
    await t.app.jobs.runDue();
    expect((await videoRows(brokenLesson))[0]).toMatchObject({ status: 'failed', error: 'host_failed' });
    // the student keeps the file the lesson had (back to when their access token was issued)
    clock.set(NOW);
    const content = (await call('GET', `/api/Student/contentlesson/${brokenLesson}`, student)).json().data;
    expect(content.protectedVideo).toBeUndefined();
    expect(content.videoUrl).toContain('/media/lessons/');
  });

  it('transcodes uploads here again once the teacher turns Bunny off', async () => {
    await saveSettings({ enabled: false, libraryId: LIBRARY.libraryId });
    const lessonId = lessonIds[2]!;
    expect((await uploadLessonVideo(lessonId, true)).statusCode).toBe(200);
    expect((await videoRows(lessonId))[0]).toMatchObject({ host: 'local', status: 'queued' });
    const jobs = await t.db
      .selectFrom('jobs')
      .select(['name', 'state'])
      .where('state', '=', 'queued')
      .execute();
    expect(jobs.map((j) => j.name)).toEqual(['video.transcode']);
    await t.db.deleteFrom('jobs').where('state', '=', 'queued').execute();
  });

  it('keeps nothing of a save whose video job cannot be queued, and the upload can be given again', async () => {
    await saveSettings({ enabled: true, ...LIBRARY });
    const lessonId = lessonIds[2]!;
    const before = await lessonRow(lessonId);
    const videosBefore = await videoRows(lessonId);
    const uploadId = await tusUpload(MP4);
    await t.db.schema.alterTable('jobs').renameTo('jobs_away').execute();
    let failed;
    try {
      failed = await call('PUT', `/api/teacher/lessons/${lessonId}/video`, admin, {
        version: before.version,
        uploadId,
      });
    } finally {
      await t.db.schema.alterTable('jobs_away').renameTo('jobs').execute();
    }
    expect(failed.statusCode).toBe(500);
    expect(failed.json()).toMatchObject({ code: 'internal_error' });
    expect(await lessonRow(lessonId)).toEqual(before);
    expect(await videoRows(lessonId)).toEqual(videosBefore);
    const again = await call('PUT', `/api/teacher/lessons/${lessonId}/video`, admin, {
      version: before.version,
      uploadId,
    });
    expect(again.statusCode).toBe(200);
    expect((await videoRows(lessonId)).length).toBe(videosBefore.length + 1);
  });
});
