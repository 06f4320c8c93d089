import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  ABANDONED_UPLOAD_AGE_MS,
  sweepLeftovers,
  UNREFERENCED_FILE_AGE_MS,
} from '../src/domain/uploads/sweep-leftovers.ts';
import { PNG } from './file-fixtures.ts';
import {
  authHeaders,
  createTestApp,
  createUser,
  engines,
  login,
  multipartBody,
  type TestApp,
} from './harness.ts';

const HOUR = 60 * 60 * 1000;

/** Replaced pictures and abandoned resumable uploads do not stay on disk. */
describe.each(engines())('leftover files (%s)', (engine) => {
  let t: TestApp;
  let teacher: Record<string, string>;

  beforeAll(async () => {
    t = await createTestApp({ engine });
    const admin = await createUser(t.db, { role: 'Admin' });
    teacher = authHeaders((await login(t.app, { ...admin, deviceId: 'teacher' })).token);
  });
  afterAll(() => t.close());

  const uploads = () => path.join(t.dataDir, 'uploads');
  const tus = () => path.join(t.dataDir, 'tus');
  const files = (dir: string) => (fs.existsSync(dir) ? fs.readdirSync(dir).sort() : []);
  const sweepAt = (ms: number) =>
    sweepLeftovers(t.db, { dataDir: t.dataDir, now: new Date(Date.now() + ms) });

  const send = (method: 'POST' | 'PUT' | 'PATCH', url: string, payload?: object) =>
    t.app.inject({ method, url, headers: teacher, ...(payload ? { payload } : {}) });
  const anyLessonId = async () => {
    const course = (
      await send('POST', '/api/teacher/courses', {
        courseName: 'دورة',
        grade: 'Secondary1',
        term: 'First',
        price: 0,
      })
    ).json().data as { id: string };
    const unit = (await send('POST', `/api/teacher/courses/${course.id}/units`, { unitName: 'وحدة' })).json()
      .data as { id: number };
    const lesson = (
      await send('POST', `/api/teacher/units/${unit.id}/lessons`, { lessonName: 'درس', type: 'Video' })
    ).json().data as { id: number };
    return lesson.id;
  };
  const setBookImage = async (id: number, version: number) => {
    const form = multipartBody(
      { version: String(version) },
      { field: 'image', filename: 'cover.png', contentType: 'image/png', data: PNG },
    );
    const res = await t.app.inject({
      method: 'PUT',
      url: `/api/teacher/books/${id}/image`,
      headers: { ...teacher, ...form.headers },
      payload: form.payload,
    });
    expect(res.statusCode).toBe(200);
    return res.json().data as { imagePath: string; version: number };
  };

  it('a replaced book cover is removed by the sweep; the current one and a fresh unnamed file stay', async () => {
    const book = (
      await send('POST', '/api/teacher/books', {
        title: 'كتاب',
        description: '',
        price: 10,
        grade: 'Secondary1',
        active: true,
      })
    ).json().data as { id: number; version: number };
    const first = await setBookImage(book.id, book.version);
    const second = await setBookImage(book.id, first.version);
    const name = (p: string) => path.basename(p);
    expect(files(uploads())).toEqual([name(first.imagePath), name(second.imagePath)].sort());

    // a save in flight: its file is not yet named by any row
    expect(await sweepAt(0)).toMatchObject({ unreferenced: 0 });
    expect(files(uploads())).toHaveLength(2);

    expect(await sweepAt(UNREFERENCED_FILE_AGE_MS + HOUR)).toMatchObject({ unreferenced: 1 });
    expect(files(uploads())).toEqual([name(second.imagePath)]);
    expect((await t.app.inject({ url: second.imagePath })).statusCode).toBe(200);
  });

  it('a lesson file (PDF or video) no lesson names is removed; one a lesson names stays', async () => {
    const dir = path.join(t.dataDir, 'lesson-media');
    fs.mkdirSync(dir, { recursive: true });
    fs.writeFileSync(path.join(dir, 'replaced.pdf'), '%PDF-1.4');
    fs.writeFileSync(path.join(dir, 'named.pdf'), '%PDF-1.4');
    await t.db
      .updateTable('lessons')
      .set({ attachment_url: '/media/lessons/named.pdf' })
      .where('id', '=', await anyLessonId())
      .execute();
    await sweepAt(UNREFERENCED_FILE_AGE_MS + HOUR);
    expect(files(dir)).toEqual(['named.pdf']);
  });

  it('a resumable upload left unfinished or never set on a lesson is removed once it is a day old', async () => {
    const start = (length: number) =>
      t.app.inject({
        method: 'POST',
        url: '/api/teacher/uploads/video',
        headers: { ...teacher, 'tus-resumable': '1.0.0', 'upload-length': String(length) },
      });
    const created = await start(1000);
    expect(created.statusCode).toBe(201);
    const id = String(created.headers.location).split('/').at(-1)!;
    const patched = await t.app.inject({
      method: 'PATCH',
      url: `/api/teacher/uploads/video/${id}`,
      headers: {
        ...teacher,
        'tus-resumable': '1.0.0',
        'upload-offset': '0',
        'content-type': 'application/offset+octet-stream',
      },
      payload: Buffer.alloc(400, 7),
    });
    expect(patched.statusCode).toBe(204);
    expect(files(tus())).toEqual([id, `${id}.json`]);

    expect(await sweepAt(HOUR)).toMatchObject({ abandonedUploads: 0 });
    expect(files(tus())).toHaveLength(2);
    expect(await sweepAt(ABANDONED_UPLOAD_AGE_MS + HOUR)).toMatchObject({ abandonedUploads: 1 });
    expect(files(tus())).toEqual([]);
    const head = await t.app.inject({
      method: 'HEAD',
      url: `/api/teacher/uploads/video/${id}`,
      headers: { ...teacher, 'tus-resumable': '1.0.0' },
    });
    expect(head.statusCode).toBe(404);
  });
});
