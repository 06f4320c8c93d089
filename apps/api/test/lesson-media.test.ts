import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ImportedCourse } from '../src/domain/course-import/index.ts';
import {
  MEDIA_URL_EXPIRY_STEP_S,
  MEDIA_URL_TTL_MS,
  mediaDeliveryTokenUrl,
  mediaUrlExpiry,
} from '../src/domain/media/signed-url.ts';
import { createClock, createTestApp, engines, TENANT_ID, type TestApp } from './harness.ts';
import {
  daysBefore,
  enroll,
  get,
  seedCourse,
  signedInStudent,
  standardCourse,
  video,
  type SignedInStudent,
} from './learning-fixtures.ts';

const NOW = new Date('2026-03-01T09:00:00.000Z');
const VIDEO_FILE = path.resolve(import.meta.dirname, '../media/demo-lesson.mp4');
const DELIVERY_URL = 'https://iframe.mediadelivery.net/embed/4242/0b1c2d3e-1111-2222-3333-444455556666';

describe.each(engines())('lesson media behind signed, expiring URLs (%s)', (engine) => {
  let t: TestApp;
  let course: ImportedCourse;
  let student: SignedInStudent;
  let other: SignedInStudent;
  const clock = createClock(NOW);
  const fileBytes = fs.readFileSync(VIDEO_FILE);

  beforeAll(async () => {
    t = await createTestApp({ engine, now: clock.now });
    course = await seedCourse(
      t,
      standardCourse({
        units: [
          {
            unitName: 'Unit one',
            lessons: [
              video('Hosted', {
                videoUrl: '/media/demo-lesson.mp4',
                attachmentUrl: '/media/demo-material.pdf',
                attachmentTitle: 'Notes',
              }),
              video('Delivered', { videoUrl: DELIVERY_URL }),
              video('Elsewhere', { videoUrl: 'https://videos.example/a.mp4' }),
            ],
          },
        ],
      }),
      { now: NOW },
    );
    [student, other] = await Promise.all([signedInStudent(t), signedInStudent(t)]);
    for (const s of [student, other])
      await enroll(t.db, { userId: s.id, courseId: course.courseId, enrollmentDate: daysBefore(NOW, 1) });
  });
  afterAll(() => t.close());

  const content = async (index: number, who: SignedInStudent = student) => {
    const res = await get(
      t.app,
      `/api/Student/contentlesson/${course.units[0]!.lessonIds[index]}`,
      who.headers,
    );
    expect(res.statusCode).toBe(200);
    return res.json().data as { videoUrl: string; attachmentUrl: string | null };
  };
  /** the path + query of an absolute signed URL, for inject */
  const local = (url: string) => {
    const parsed = new URL(url);
    return parsed.pathname + parsed.search;
  };
  const fetchMedia = (url: string, headers: Record<string, string> = {}) =>
    t.app.inject({ method: 'GET', url, headers });

  it('issues absolute signed URLs for files we host, bound to the student, and leaves other hosts alone', async () => {
    const data = await content(0);
    expect(data.videoUrl).toMatch(
      /^http:\/\/localhost(:\d+)?\/media\/demo-lesson\.mp4\?t=tenant5&u=[^&]+&e=\d+&s=[\w-]+$/,
    );
    expect(new URL(data.videoUrl).searchParams.get('u')).toBe(student.id);
    expect(Number(new URL(data.videoUrl).searchParams.get('e'))).toBe(mediaUrlExpiry(NOW));
    expect(data.attachmentUrl).toMatch(/\/media\/demo-material\.pdf\?t=/);
    expect((await content(2)).videoUrl).toBe('https://videos.example/a.mp4');
    // no token key configured: the delivery host's embed as stored
    expect((await content(1)).videoUrl).toBe(DELIVERY_URL);
  });

  it('a valid URL answers the file (200) and byte ranges (206 with Content-Range) for seeking', async () => {
    const url = local((await content(0)).videoUrl);
    const whole = await fetchMedia(url);
    expect(whole.statusCode).toBe(200);
    expect(whole.headers['content-type']).toMatch(/^video\/mp4/);
    expect(whole.headers['accept-ranges']).toBe('bytes');
    expect(whole.rawPayload.equals(fileBytes)).toBe(true);

    const seek = await fetchMedia(url, { range: 'bytes=100-199' });
    expect(seek.statusCode).toBe(206);
    expect(seek.headers['content-range']).toBe(`bytes 100-199/${fileBytes.length}`);
    expect(seek.rawPayload.equals(fileBytes.subarray(100, 200))).toBe(true);

    const tail = await fetchMedia(url, { range: 'bytes=-10' });
    expect(tail.statusCode).toBe(206);
    expect(tail.rawPayload.equals(fileBytes.subarray(fileBytes.length - 10))).toBe(true);
  });

  it('refuses with 403 an unsigned URL, an altered one and one moved to another file', async () => {
    const url = local((await content(0)).videoUrl);
    expect((await fetchMedia('/media/demo-lesson.mp4')).statusCode).toBe(403);
    const signature = new URL(url, 'http://x').searchParams.get('s')!;
    const flipped = signature.slice(0, 5) + (signature[5] === 'A' ? 'B' : 'A') + signature.slice(6);
    expect((await fetchMedia(url.replace(signature, flipped))).statusCode).toBe(403);
    expect((await fetchMedia(url.replace(`u=${student.id}`, `u=${other.id}`))).statusCode).toBe(403);
    const e = new URL(url, 'http://x').searchParams.get('e')!;
    expect((await fetchMedia(url.replace(`e=${e}`, `e=${Number(e) + 3600}`))).statusCode).toBe(403);
    expect((await fetchMedia(url.replace('demo-lesson.mp4', 'demo-material.pdf'))).statusCode).toBe(403);
    expect((await fetchMedia(url, { range: 'bytes=0-9' })).statusCode).toBe(206);
  });

  it('one student gets the same URL of a file again within the expiry step', async () => {
    try {
      clock.set(new Date(NOW.getTime() + 1000));
      const first = (await content(0)).videoUrl;
      clock.advance(60_000);
      expect((await content(0)).videoUrl).toBe(first);
      clock.advance(MEDIA_URL_EXPIRY_STEP_S * 1000);
      expect((await content(0)).videoUrl).not.toBe(first);
    } finally {
      clock.set(NOW);
    }
  });

  it('a signed URL stops working after its expiry', async () => {
    const url = local((await content(0)).videoUrl);
    const expiresMs = Number(new URL(url, 'http://x').searchParams.get('e')) * 1000;
    expect(expiresMs - NOW.getTime()).toBeGreaterThanOrEqual(MEDIA_URL_TTL_MS);
    clock.set(new Date(expiresMs - 1000));
    expect((await fetchMedia(url)).statusCode).toBe(200);
    clock.set(new Date(expiresMs + 1000));
    const expired = await fetchMedia(url);
    expect(expired.statusCode).toBe(403);
    expect(expired.json().success).toBe(false);
    clock.set(NOW);
  });

  it('with a tenant token key, the delivery host gets its token-authenticated embed URL with an expiry', async () => {
    const key = 'library-token-key-1234';
    await t.db.updateTable('tenants').set({ video_token_key: key }).where('id', '=', TENANT_ID).execute();
    try {
      const url = new URL((await content(1)).videoUrl);
      const expires = mediaUrlExpiry(NOW);
      expect(url.origin + url.pathname).toBe(DELIVERY_URL);
      expect(url.searchParams.get('expires')).toBe(String(expires));
      const videoId = '0b1c2d3e-1111-2222-3333-444455556666';
      expect(url.searchParams.get('token')).toBe(
        crypto.createHash('sha256').update(`${key}${videoId}${expires}`).digest('hex'),
      );
      expect(url.toString()).toBe(mediaDeliveryTokenUrl(DELIVERY_URL, key, expires));
    } finally {
      await t.db.updateTable('tenants').set({ video_token_key: null }).where('id', '=', TENANT_ID).execute();
    }
  });
});

describe('PUBLIC_URL', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ now: () => NOW, env: { PUBLIC_URL: 'https://media.dars.example' } });
  });
  afterAll(() => t.close());

  it('is the origin of signed media URLs', async () => {
    const course = await seedCourse(
      t,
      standardCourse({
        units: [{ unitName: 'U', lessons: [video('Hosted', { videoUrl: '/media/demo-lesson.mp4' })] }],
      }),
      { now: NOW },
    );
    const student = await signedInStudent(t);
    await enroll(t.db, { userId: student.id, courseId: course.courseId, enrollmentDate: daysBefore(NOW, 1) });
    const res = await get(
      t.app,
      `/api/Student/contentlesson/${course.units[0]!.lessonIds[0]}`,
      student.headers,
    );
    expect(res.json().data.videoUrl).toMatch(/^https:\/\/media\.dars\.example\/media\/demo-lesson\.mp4\?t=/);
  });
});
