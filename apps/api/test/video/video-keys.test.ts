import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hlsLocation } from '../../src/domain/videos/lesson-video.ts';
import { signVideoKeyPath, videoKeySigningKey } from '../../src/domain/videos/video-key-url.ts';
import { transcodeToHls } from '../../src/domain/videos/transcode-hls.ts';
import { createSettingsBox } from '../../src/secrets/settings-box.ts';
import { authHeaders, createClock, createUser, engines, login, TENANT_ID, type TestApp } from '../harness.ts';
import { createTestApp } from '../harness.ts';
import { daysBefore, enroll, seedCourse, standardCourse, video } from '../learning-fixtures.ts';
import { decodedFrames, FFMPEG, tenMinuteVideo } from './video-fixtures.ts';

const NOW = new Date('2026-03-01T09:00:00.000Z');
const KEY = crypto.randomBytes(16);
const VIDEO_ID = crypto.randomUUID();
const ladderDir = fs.mkdtempSync(path.join(os.tmpdir(), 'dars-key-ladder-'));
let ladder: Promise<unknown> | null = null;

/** The generated 10-minute lesson, cut once for every engine. */
const transcodedOnce = () =>
  (ladder ??= transcodeToHls({
    ffmpeg: FFMPEG,
    input: tenMinuteVideo(),
    outDir: ladderDir,
    videoId: VIDEO_ID,
    key: KEY,
    preset: 'ultrafast',
  }));

afterAll(() => fs.rmSync(ladderDir, { recursive: true, force: true }));

interface Viewer {
  id: string;
  headers: Record<string, string>;
  /** the session's refresh cookie (signing out) */
  cookie?: string;
}

describe.each(engines())('protected HLS playback and its key (%s)', (engine) => {
  let t: TestApp;
  let lessonId: number;
  let student: Viewer;
  let sameStudentOtherDevice: Viewer;
  let other: Viewer;
  let otherUser: { id: string; identifier: string; password: string };
  const clock = createClock(NOW);

  const signIn = async (user: { id: string; identifier: string; password: string }, deviceId: string) => {
    const session = await login(t.app, {
      identifier: user.identifier,
      password: user.password,
      deviceId,
      tenantId: TENANT_ID,
    });
    return { id: user.id, headers: authHeaders(session.token, TENANT_ID, deviceId), cookie: session.cookie };
  };
  const inject = (
    app: FastifyInstance,
    method: 'GET' | 'POST',
    url: string,
    headers: Record<string, string>,
    payload?: unknown,
  ) =>
    app.inject({ method, url, headers, ...(payload ? { payload: payload as Record<string, unknown> } : {}) });
  const pathOf = (url: string) => {
    const parsed = new URL(url, 'http://localhost');
    return `${parsed.pathname}${parsed.search}`;
  };
  const start = (viewer: Viewer) => inject(t.app, 'POST', `/api/Video/playback/${lessonId}`, viewer.headers);
  const fetchKey = (keyUrl: string, viewer: Viewer) => inject(t.app, 'GET', pathOf(keyUrl), viewer.headers);

  beforeAll(async () => {
    await transcodedOnce();
    t = await createTestApp({ engine, now: clock.now });
    const course = await seedCourse(
      t,
      standardCourse({ units: [{ unitName: 'Unit one', lessons: [video('Protected')] }] }),
      { now: NOW },
    );
    lessonId = course.units[0]!.lessonIds[0]!;
    const box = createSettingsBox(t.config.settingsKey);
    const { dir, playlistPath } = hlsLocation(t.dataDir, VIDEO_ID);
    fs.mkdirSync(path.dirname(dir), { recursive: true });
    fs.cpSync(ladderDir, dir, { recursive: true });
    await t.db
      .insertInto('lesson_videos')
      .values({
        id: VIDEO_ID,
        tenant_id: TENANT_ID,
        lesson_id: lessonId,
        status: 'ready',
        progress: 1,
        error: null,
        key_sealed: box.seal(TENANT_ID, KEY.toString('hex')),
        source_path: null,
        keep_original: 0,
        playlist_path: playlistPath,
        duration_seconds: 600,
        created_at: NOW.toISOString(),
        updated_at: NOW.toISOString(),
      })
      .execute();
    const [a, b] = [await createUser(t.db), await createUser(t.db)];
    student = await signIn(a, 'phone-of-a');
    sameStudentOtherDevice = await signIn(a, 'laptop-of-a');
    otherUser = b;
    other = await signIn(b, 'phone-of-b');
    for (const userId of [a.id, b.id])
      await enroll(t.db, { userId, courseId: course.courseId, enrollmentDate: daysBefore(NOW, 1) });
  }, 240_000);
  afterAll(async () => t?.close());

  it('plays end to end: signed playlists, encrypted segments, and the key that decrypts them', async () => {
    clock.set(NOW);
    const playback = await start(student);
    expect(playback.statusCode).toBe(200);
    const data = playback.json().data;
    expect(data.views).toEqual({ limit: null, granted: 0, used: 0, left: null });
    expect(Date.parse(data.keyUrlExpiresAt) - NOW.getTime()).toBeLessThanOrEqual(5 * 60 * 1000);
    const master = await inject(t.app, 'GET', pathOf(data.playlistUrl), {});
    expect(master.statusCode).toBe(200);
    const variant = master.body.split('\n').find((line) => line.includes('v1/index.m3u8'))!;
    const media = await inject(t.app, 'GET', pathOf(variant), {});
    expect(media.statusCode).toBe(200);
    expect(media.body).toContain(`URI="dars-key:${VIDEO_ID}"`);
    const segmentUrl = media.body.split('\n').find((line) => line.includes('seg_00002.ts'))!;
    const segment = await inject(t.app, 'GET', pathOf(segmentUrl), {});
    expect(segment.statusCode).toBe(200);
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'dars-seg-'));
    const encrypted = path.join(dir, 'enc.ts');
    fs.writeFileSync(encrypted, segment.rawPayload);
    expect(decodedFrames(encrypted)).toBe(0);

    const key = await fetchKey(data.keyUrl, student);
    expect(key.statusCode).toBe(200);
    expect(key.headers['cache-control']).toBe('no-store');
    expect(key.rawPayload.equals(KEY)).toBe(true);
    const iv = Buffer.from(/IV=0x([0-9a-f]{32})/i.exec(media.body)![1]!, 'hex');
    const decipher = crypto.createDecipheriv('aes-128-cbc', key.rawPayload, iv);
    const clear = path.join(dir, 'clear.ts');
    fs.writeFileSync(clear, Buffer.concat([decipher.update(segment.rawPayload), decipher.final()]));
    expect(decodedFrames(clear)).toBeGreaterThanOrEqual(4);
    fs.rmSync(dir, { recursive: true, force: true });

    // the watermark's code, read off a leaked clip, names this student in the console
    const staff = await createUser(t.db, { role: 'Moderator' });
    const staffSession = await login(t.app, {
      identifier: staff.identifier,
      password: staff.password,
      deviceId: 'desk',
      tenantId: TENANT_ID,
    });
    const traced = await inject(
      t.app,
      'GET',
      `/api/teacher/watermark-codes/${data.watermarkCode.toLowerCase()}`,
      authHeaders(staffSession.token, TENANT_ID, 'desk'),
    );
    expect(traced.statusCode).toBe(200);
    const [found, ...more] = traced.json().data;
    expect(more).toEqual([]);
    expect(found.day).toBe('2026-03-01');
    expect(found.student.id).toBe(student.id);
    expect(found.devices.map((d: { deviceId: string }) => d.deviceId).sort()).toEqual([
      'laptop-of-a',
      'phone-of-a',
    ]);
    expect(found.views[0]).toMatchObject({ lessonId, deviceId: 'phone-of-a', counted: false });
    const refusedToStudent = await inject(
      t.app,
      'GET',
      `/api/teacher/watermark-codes/${data.watermarkCode}`,
      student.headers,
    );
    expect(refusedToStudent.statusCode).toBe(403);
  });

  it('refuses the key URL after five minutes, and a renewed URL works again', async () => {
    clock.set(NOW);
    const data = (await start(student)).json().data;
    clock.advance(5 * 60 * 1000 - 1000);
    expect((await fetchKey(data.keyUrl, student)).statusCode).toBe(200);
    clock.advance(1000);
    const late = await fetchKey(data.keyUrl, student);
    expect(late.statusCode).toBe(403);
    expect(late.json()).toMatchObject({ code: 'video_key_forbidden' });
    const renewed = await inject(t.app, 'POST', `/api/Video/key-url/${data.viewId}`, student.headers);
    expect(renewed.statusCode).toBe(200);
    expect((await fetchKey(renewed.json().data.keyUrl, student)).statusCode).toBe(200);
  });

  it('refuses the key URL to another student and to another device of the same student', async () => {
    clock.set(NOW);
    const data = (await start(student)).json().data;
    expect((await fetchKey(data.keyUrl, other)).statusCode).toBe(403);
    expect((await fetchKey(data.keyUrl, sameStudentOtherDevice)).statusCode).toBe(403);
    // the right token with another device header, and the right header with no token
    const forgedHeader = { ...student.headers, deviceid: 'laptop-of-a' };
    expect((await fetchKey(data.keyUrl, { id: student.id, headers: forgedHeader })).statusCode).toBe(403);
    const { authorization: _dropped, ...anonymous } = student.headers;
    expect((await fetchKey(data.keyUrl, { id: student.id, headers: anonymous })).statusCode).toBe(403);
    // a URL changed by hand (another viewing) loses its signature
    const tampered = data.keyUrl.replace(/([?&]v=)\d+/, '$19999');
    expect((await fetchKey(tampered, student)).statusCode).toBe(403);
    // another student's renewal of this viewing is not found
    expect((await inject(t.app, 'POST', `/api/Video/key-url/${data.viewId}`, other.headers)).statusCode).toBe(
      404,
    );
    expect((await fetchKey(data.keyUrl, student)).statusCode).toBe(200);
  });

  it('counts a view at 30 % and refuses the key after the last allowed view', async () => {
    clock.set(NOW);
    await t.db.updateTable('lessons').set({ video_view_limit: 2 }).where('id', '=', lessonId).execute();
    await t.db.deleteFrom('video_views').execute();
    const watch = async (seconds: number) => {
      const data = (await start(other)).json().data;
      clock.advance(seconds * 1000);
      const progress = await inject(t.app, 'POST', '/api/Video/progress', other.headers, {
        viewId: data.viewId,
        watchedSeconds: seconds,
      });
      return { data, progress: progress.json().data };
    };
    const first = await watch(179);
    expect(first.progress).toEqual({ counted: false, views: { limit: 2, granted: 0, used: 0, left: 2 } });
    const second = await watch(181);
    expect(second.progress).toEqual({ counted: true, views: { limit: 2, granted: 0, used: 1, left: 1 } });
    // a report cannot make up time the clock did not give
    const third = (await start(other)).json().data;
    expect(third.views.left).toBe(1);
    const early = await inject(t.app, 'POST', '/api/Video/progress', other.headers, {
      viewId: third.viewId,
      watchedSeconds: 600,
    });
    expect(early.json().data.counted).toBe(false);
    clock.advance(200 * 1000);
    const last = await inject(t.app, 'POST', '/api/Video/progress', other.headers, {
      viewId: third.viewId,
      watchedSeconds: 200,
    });
    expect(last.json().data).toEqual({ counted: true, views: { limit: 2, granted: 0, used: 2, left: 0 } });

    // the last view is watched to its end: its key URL and renewals still work
    const renewed = await inject(t.app, 'POST', `/api/Video/key-url/${third.viewId}`, other.headers);
    expect(renewed.statusCode).toBe(200);
    expect((await fetchKey(renewed.json().data.keyUrl, other)).statusCode).toBe(200);
    // no new viewing, and no key for an uncounted one
    const refused = await start(other);
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({ code: 'video_views_exhausted' });
    expect((await fetchKey(first.data.keyUrl, other)).statusCode).toBe(403);
    const signed = signVideoKeyPath(videoKeySigningKey(t.config.jwtSecret), {
      videoId: VIDEO_ID,
      tenantId: TENANT_ID,
      userId: other.id,
      deviceId: 'phone-of-b',
      viewId: first.data.viewId,
      expires: Math.floor(clock.now().getTime() / 1000) + 60,
    });
    expect((await inject(t.app, 'GET', signed, other.headers)).statusCode).toBe(403);
    // after the last viewing's window, not even its own renewals
    clock.advance(2 * 600 * 1000 + 60 * 60 * 1000);
    other = await signIn(otherUser, 'phone-of-b');
    expect(
      (await inject(t.app, 'POST', `/api/Video/key-url/${third.viewId}`, other.headers)).statusCode,
    ).toBe(403);
    await t.db.updateTable('lessons').set({ video_view_limit: null }).where('id', '=', lessonId).execute();
  });

  it('gives no key to a session that signed out, though its access token has not expired yet', async () => {
    clock.set(NOW);
    const data = (await start(sameStudentOtherDevice)).json().data;
    expect((await fetchKey(data.keyUrl, sameStudentOtherDevice)).statusCode).toBe(200);
    const out = await t.app.inject({
      method: 'POST',
      url: '/api/Auth/logout',
      headers: { 'x-tenant-id': TENANT_ID, cookie: sameStudentOtherDevice.cookie! },
    });
    expect(out.statusCode).toBe(200);
    const refused = await fetchKey(data.keyUrl, sameStudentOtherDevice);
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({ code: 'video_key_forbidden' });
    // the student's other session, on the phone, still gets its own key
    const phone = (await start(student)).json().data;
    expect((await fetchKey(phone.keyUrl, student)).statusCode).toBe(200);
  });
});

describe('watermark codes', () => {
  it('round-trips day and student, typed loosely, and never names another student', async () => {
    const { watermarkCode, watermarkKey, normaliseWatermarkCode } =
      await import('../../src/domain/videos/watermark-code.ts');
    const key = watermarkKey('test-jwt-secret-0123456789abcdef0123456789');
    const code = watermarkCode(key, TENANT_ID, 'student-a', NOW);
    expect(code).toMatch(/^[0-9A-HJKMNP-TV-Z]{3}-[0-9A-HJKMNP-TV-Z]{5}$/);
    expect(watermarkCode(key, TENANT_ID, 'student-a', new Date(NOW.getTime() + 3600_000))).toBe(code);
    expect(watermarkCode(key, TENANT_ID, 'student-a', new Date(NOW.getTime() + 86_400_000))).not.toBe(code);
    expect(watermarkCode(key, TENANT_ID, 'student-b', NOW)).not.toBe(code);
    const loose = code.toLowerCase().replace('-', ' ').replace(/0/g, 'o');
    expect(normaliseWatermarkCode(loose)).toEqual(normaliseWatermarkCode(code));
    expect(normaliseWatermarkCode('AB-12')).toBeNull();
    expect(normaliseWatermarkCode('UUU-UUUUU')).toBeNull();
  });
});
