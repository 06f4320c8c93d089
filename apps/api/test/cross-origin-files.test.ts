import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ImportedCourse } from '../src/domain/course-import/index.ts';
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
const ALLOWED = 'https://web.example';
const STRANGER = 'https://stranger.example';
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);
const PLAYLIST = [
  '#EXTM3U',
  '#EXT-X-VERSION:7',
  '#EXT-X-TARGETDURATION:4',
  '#EXT-X-MAP:URI="init.mp4"',
  '#EXTINF:4.0,',
  'seg-0.m4s',
  '#EXTINF:4.0,',
  'parts/seg-1.m4s',
  '#EXTINF:4.0,',
  'https://cdn.example/seg-2.m4s',
  '#EXT-X-ENDLIST',
  '',
].join('\n');

/** A lesson file, HLS included, and an uploaded picture, fetched by pages of other origins. */
describe.each(engines())('files for the pages of CORS_ORIGINS (%s)', (engine) => {
  let t: TestApp;
  let course: ImportedCourse;
  let student: SignedInStudent;
  const clock = createClock(NOW);
  const mediaDir = fs.mkdtempSync(path.join(os.tmpdir(), 'dars-media-'));
  const picture = '/uploads/course-picture.png';

  beforeAll(async () => {
    fs.mkdirSync(path.join(mediaDir, 'hls', 'parts'), { recursive: true });
    fs.writeFileSync(path.join(mediaDir, 'lesson.mp4'), Buffer.alloc(4096, 1));
    fs.writeFileSync(path.join(mediaDir, 'hls', 'lesson.m3u8'), PLAYLIST);
    fs.writeFileSync(path.join(mediaDir, 'hls', 'init.mp4'), Buffer.alloc(64, 2));
    fs.writeFileSync(path.join(mediaDir, 'hls', 'seg-0.m4s'), Buffer.alloc(64, 3));
    fs.writeFileSync(path.join(mediaDir, 'hls', 'parts', 'seg-1.m4s'), Buffer.alloc(64, 4));
    t = await createTestApp({
      engine,
      now: clock.now,
      env: { CORS_ORIGINS: `${ALLOWED},https://second.example`, MEDIA_DIR: mediaDir },
    });
    fs.writeFileSync(path.join(t.dataDir, 'uploads', path.basename(picture)), PNG);
    course = await seedCourse(
      t,
      standardCourse({
        imagePath: picture,
        units: [
          {
            unitName: 'Unit one',
            lessons: [
              video('File', { videoUrl: '/media/lesson.mp4' }),
              video('Stream', { videoUrl: '/media/hls/lesson.m3u8' }),
            ],
          },
        ],
      }),
      { now: NOW },
    );
    student = await signedInStudent(t);
    await enroll(t.db, { userId: student.id, courseId: course.courseId, enrollmentDate: daysBefore(NOW, 1) });
  });
  afterAll(async () => {
    await t.close();
    fs.rmSync(mediaDir, { recursive: true, force: true });
  });

  const signedUrl = async (index: number) => {
    const res = await get(
      t.app,
      `/api/Student/contentlesson/${course.units[0]!.lessonIds[index]}`,
      student.headers,
    );
    expect(res.statusCode).toBe(200);
    const url = new URL((res.json().data as { videoUrl: string }).videoUrl);
    return url.pathname + url.search;
  };
  const fetchFile = (url: string, origin?: string) =>
    t.app.inject({ method: 'GET', url, headers: origin ? { origin } : {} });

  it('a signed lesson file: cross-origin resource policy and CORS for an allowed origin', async () => {
    const res = await fetchFile(await signedUrl(0), ALLOWED);
    expect(res.statusCode).toBe(200);
    expect(res.headers['cross-origin-resource-policy']).toBe('cross-origin');
    expect(res.headers['access-control-allow-origin']).toBe(ALLOWED);
    expect(String(res.headers['vary'])).toMatch(/origin/i);
  });

  it('a signed lesson file without Origin (a plain <video>) may be embedded by any page', async () => {
    const res = await fetchFile(await signedUrl(0));
    expect(res.statusCode).toBe(200);
    expect(res.headers['cross-origin-resource-policy']).toBe('cross-origin');
    expect(res.headers['access-control-allow-origin']).toBeUndefined();
  });

  it('an origin not in the list gets neither CORS nor a cross-origin resource policy', async () => {
    const res = await fetchFile(await signedUrl(0), STRANGER);
    expect(res.statusCode).toBe(200);
    expect(res.headers['cross-origin-resource-policy']).toBe('same-origin');
    expect(res.headers['access-control-allow-origin']).toBeUndefined();
  });

  it('an unsigned lesson file stays refused, whatever the origin', async () => {
    const signed = await signedUrl(0);
    for (const origin of [ALLOWED, undefined]) {
      const res = await fetchFile(signed.split('?')[0]!, origin);
      expect(res.statusCode).toBe(403);
      expect(res.headers['cross-origin-resource-policy']).toBe('same-origin');
    }
  });

  it('an uploaded picture: cross-origin for allowed origins and plain <img>, same-origin for others', async () => {
    const allowed = await fetchFile(picture, ALLOWED);
    expect(allowed.statusCode).toBe(200);
    expect(allowed.headers['cross-origin-resource-policy']).toBe('cross-origin');
    expect(allowed.headers['access-control-allow-origin']).toBe(ALLOWED);
    const plain = await fetchFile(picture);
    expect(plain.headers['cross-origin-resource-policy']).toBe('cross-origin');
    const stranger = await fetchFile(picture, STRANGER);
    expect(stranger.headers['cross-origin-resource-policy']).toBe('same-origin');
    expect(stranger.headers['access-control-allow-origin']).toBeUndefined();
  });

  it('the rest of the API keeps the same-origin resource policy, for allowed origins too', async () => {
    const res = await fetchFile('/api/AdminStudent/CourseActive', ALLOWED);
    expect(res.statusCode).toBe(200);
    expect(res.headers['cross-origin-resource-policy']).toBe('same-origin');
    expect(res.headers['access-control-allow-origin']).toBe(ALLOWED);
  });

  it('an HLS playlist names its segments with the same signature; the segments play, unsigned ones do not', async () => {
    const playlistUrl = await signedUrl(1);
    const playlist = await fetchFile(playlistUrl, ALLOWED);
    expect(playlist.statusCode).toBe(200);
    expect(playlist.headers['access-control-allow-origin']).toBe(ALLOWED);
    expect(playlist.headers['content-type']).toMatch(/mpegurl/i);
    const lines = playlist.body.split('\n');
    const query = playlistUrl.slice(playlistUrl.indexOf('?'));
    expect(lines).toContain('https://cdn.example/seg-2.m4s');
    const segments = lines.filter((line) => line && !line.startsWith('#') && !line.startsWith('https:'));
    expect(segments).toHaveLength(2);
    const map = /URI="([^"]+)"/.exec(lines.find((line) => line.startsWith('#EXT-X-MAP'))!)![1]!;
    for (const uri of [map, ...segments]) {
      const resolved = new URL(uri, `https://api.example${playlistUrl}`);
      expect(resolved.search).not.toBe(query); // each file has its own signature
      const res = await fetchFile(resolved.pathname + resolved.search, ALLOWED);
      expect(res.statusCode).toBe(200);
      expect(res.headers['cross-origin-resource-policy']).toBe('cross-origin');
      expect(res.headers['access-control-allow-origin']).toBe(ALLOWED);
      expect((await fetchFile(resolved.pathname)).statusCode).toBe(403);
    }
  });

  it("names a book cover and the teacher's photo with absolute URLs; other addresses stay as stored", async () => {
    const stamp = NOW.toISOString();
    await t.db
      .insertInto('books')
      .values([
        {
          tenant_id: TENANT_ID,
          title: 'Cover',
          description: '',
          image_path: picture,
          price: 10,
          grade: 'Secondary3',
          active: 1,
          created_at: stamp,
          modified_at: stamp,
        },
        {
          tenant_id: TENANT_ID,
          title: 'Elsewhere',
          description: '',
          image_path: 'https://cdn.example/b.png',
          price: 10,
          grade: 'Secondary3',
          active: 1,
          created_at: stamp,
          modified_at: stamp,
        },
      ])
      .execute();
    const books = await get(t.app, '/api/Book/active', { 'x-tenant-id': TENANT_ID, host: 'api.example' });
    const paths = (books.json().data as { books: Array<{ imagePath: string }> }).books.map(
      (b) => b.imagePath,
    );
    expect(paths.sort()).toEqual([
      'http://api.example/uploads/course-picture.png',
      'https://cdn.example/b.png',
    ]);

    const existing = await t.db
      .selectFrom('teacher_profiles')
      .select('tenant_id')
      .where('tenant_id', '=', TENANT_ID)
      .executeTakeFirst();
    if (!existing) {
      await t.db
        .insertInto('teacher_profiles')
        .values({
          tenant_id: TENANT_ID,
          teacher_name: 'T',
          photo_url: picture,
          specialization: '',
          bio: '',
          details: '{}',
          updated_at: stamp,
        })
        .execute();
    } else {
      await t.db
        .updateTable('teacher_profiles')
        .set({ photo_url: picture })
        .where('tenant_id', '=', TENANT_ID)
        .execute();
    }
    const profile = await get(t.app, '/api/Tenant/profile', {
      'x-tenant-id': TENANT_ID,
      host: 'api.example',
    });
    expect((profile.json().data as { photoUrl: string }).photoUrl).toBe(`http://api.example${picture}`);
  });

  it('names the course picture with an absolute URL of the API', async () => {
    const res = await get(t.app, '/api/AdminStudent/CourseActive', {
      'x-tenant-id': TENANT_ID,
      host: 'api.example',
    });
    const courses = (res.json().data as { courses: Array<{ imagePath: string | null }> }).courses;
    expect(courses.map((c) => c.imagePath)).toEqual([`http://api.example${picture}`]);
    const tree = await get(t.app, `/api/Course/tree?courseid=${course.courseId}`, {
      'x-tenant-id': TENANT_ID,
      host: 'api.example',
    });
    expect((tree.json().data as { imagePath: string }).imagePath).toBe(`http://api.example${picture}`);
  });
});

describe('without CORS_ORIGINS (one origin)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
    fs.writeFileSync(path.join(t.dataDir, 'uploads', 'p.png'), PNG);
  });
  afterAll(() => t.close());

  it('files keep the same-origin resource policy', async () => {
    for (const origin of [undefined, ALLOWED]) {
      const res = await t.app.inject({
        method: 'GET',
        url: '/uploads/p.png',
        headers: origin ? { origin } : {},
      });
      expect(res.statusCode).toBe(200);
      expect(res.headers['cross-origin-resource-policy']).toBe('same-origin');
    }
  });
});
