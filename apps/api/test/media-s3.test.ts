/**
 * Lesson files in an S3-compatible bucket (MEDIA_STORE=s3://…, domain/media/media-store.ts),
 * against a small in-process S3 server: path-style PUT, GET and DELETE of objects, and multipart
 * uploads. It does not
 * check signatures, so the presigned URLs' lifetime and signature are checked by their text.
 */
import crypto from 'node:crypto';
import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import { getSignedUrl } from '@aws-sdk/s3-request-presigner';
import { GetObjectCommand } from '@aws-sdk/client-s3';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createS3MediaStore, mediaBucketOrigin } from '../src/domain/media/media-store.ts';
import { mediaSigningKey, signMediaPath } from '../src/domain/media/signed-url.ts';
import {
  authHeaders,
  createClock,
  createTestApp,
  createUser,
  engines,
  login,
  multipartBody,
  type TestApp,
} from './harness.ts';
import { daysBefore, enroll, get, signedInStudent, type SignedInStudent } from './learning-fixtures.ts';

const PORT = 3630;
const ENDPOINT = `http://127.0.0.1:${PORT}`;
const BUCKET = 'dars-media';
const MEDIA = path.resolve(import.meta.dirname, '../media');
const MP4 = fs.readFileSync(path.join(MEDIA, 'demo-lesson.mp4'));
const PDF = fs.readFileSync(path.join(MEDIA, 'demo-material.pdf'));
const NOW = new Date('2026-03-01T09:00:00.000Z');

interface StoredObject {
  body: Buffer;
  contentType: string | undefined;
}

/** Path-style S3: `/<bucket>/<key>`; PUT stores, GET answers, DELETE removes. */
function startFakeS3() {
  const objects = new Map<string, StoredObject>();
  const requests: string[] = [];
  const uploads = new Map<string, { parts: Map<number, Buffer>; contentType: string | undefined }>();
  const server = http.createServer((request, response) => {
    const url = new URL(request.url ?? '/', ENDPOINT);
    const name = decodeURIComponent(url.pathname);
    requests.push(`${request.method} ${name}${url.search}`);
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const uploadId = url.searchParams.get('uploadId');
      if (request.method === 'POST' && url.searchParams.has('uploads')) {
        // multipart upload (files over one part): parts are kept until it is completed
        const id = `upload-${uploads.size + 1}`;
        uploads.set(id, { parts: new Map(), contentType: request.headers['content-type'] });
        response
          .writeHead(200, { 'Content-Type': 'application/xml' })
          .end(
            `<InitiateMultipartUploadResult><Bucket>${BUCKET}</Bucket><Key>k</Key><UploadId>${id}</UploadId></InitiateMultipartUploadResult>`,
          );
      } else if (request.method === 'PUT' && uploadId) {
        const part = Number(url.searchParams.get('partNumber'));
        uploads.get(uploadId)!.parts.set(part, Buffer.concat(chunks));
        response.writeHead(200, { ETag: `"part-${part}"` }).end();
      } else if (request.method === 'POST' && uploadId) {
        const upload = uploads.get(uploadId)!;
        const parts = [...upload.parts.entries()].sort(([a], [b]) => a - b).map(([, bytes]) => bytes);
        objects.set(name, { body: Buffer.concat(parts), contentType: upload.contentType });
        uploads.delete(uploadId);
        response
          .writeHead(200, { 'Content-Type': 'application/xml' })
          .end(
            `<CompleteMultipartUploadResult><Bucket>${BUCKET}</Bucket><Key>k</Key><ETag>"whole"</ETag></CompleteMultipartUploadResult>`,
          );
      } else if (request.method === 'PUT') {
        objects.set(name, { body: Buffer.concat(chunks), contentType: request.headers['content-type'] });
        response.writeHead(200, { ETag: '"fake"' }).end();
      } else if (request.method === 'GET') {
        const object = objects.get(name);
        if (!object) {
          response
            .writeHead(404, { 'Content-Type': 'application/xml' })
            .end('<Error><Code>NoSuchKey</Code></Error>');
          return;
        }
        response.writeHead(200, { 'Content-Type': object.contentType ?? 'application/octet-stream' });
        response.end(object.body);
      } else if (request.method === 'DELETE') {
        objects.delete(name);
        response.writeHead(204).end();
      } else {
        response.writeHead(501).end();
      }
    });
  });
  return {
    objects,
    requests,
    listen: () => new Promise<void>((resolve) => server.listen(PORT, '127.0.0.1', resolve)),
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

const filesUnder = (dir: string) => (fs.existsSync(dir) ? fs.readdirSync(dir).sort() : []);

describe.each(engines())('lesson files in an S3-compatible bucket (%s)', (engine) => {
  const s3 = startFakeS3();
  const clock = createClock(NOW);
  let t: TestApp;
  let teacher: Record<string, string>;
  let student: SignedInStudent;
  let courseId: string;
  let unitId: number;

  beforeAll(async () => {
    vi.stubEnv('AWS_ACCESS_KEY_ID', 'AKIDFAKEFORTESTS');
    vi.stubEnv('AWS_SECRET_ACCESS_KEY', 'fake-secret-for-tests');
    await s3.listen();
    t = await createTestApp({
      engine,
      now: clock.now,
      env: { MEDIA_STORE: `s3://${BUCKET}/school/`, MEDIA_S3_ENDPOINT: ENDPOINT },
    });
    const admin = await createUser(t.db, { role: 'Admin' });
    teacher = authHeaders((await login(t.app, admin)).token);
    const course = await t.app.inject({
      method: 'POST',
      url: '/api/teacher/courses',
      headers: teacher,
      payload: {
        courseName: 'الأحياء',
        description: 'شرح المنهج',
        grade: 'Secondary3',
        term: 'First',
        price: 300,
        active: true,
        isOpenToAll: false,
      },
    });
    courseId = course.json().data.id;
    const unit = await t.app.inject({
      method: 'POST',
      url: `/api/teacher/courses/${courseId}/units`,
      headers: teacher,
      payload: { unitName: 'الوحدة الأولى' },
    });
    unitId = unit.json().data.id;
    student = await signedInStudent(t);
    await enroll(t.db, { userId: student.id, courseId, enrollmentDate: daysBefore(NOW, 1) });
  });
  afterAll(async () => {
    await t?.close();
    await s3.close();
    vi.unstubAllEnvs();
  });

  async function newLesson(name: string) {
    const response = await t.app.inject({
      method: 'POST',
      url: `/api/teacher/units/${unitId}/lessons`,
      headers: teacher,
      payload: { lessonName: name, type: 'Video' },
    });
    expect(response.statusCode).toBe(200);
    return response.json().data as { id: number; version: number };
  }

  /** A tus upload in one PATCH, then set as the lesson's video. */
  async function uploadVideo(lesson: { id: number; version: number }) {
    const created = await t.app.inject({
      method: 'POST',
      url: '/api/teacher/uploads/video',
      headers: { ...teacher, 'tus-resumable': '1.0.0', 'upload-length': String(MP4.length) },
    });
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
      payload: MP4,
    });
    expect(patched.statusCode).toBe(204);
    return t.app.inject({
      method: 'PUT',
      url: `/api/teacher/lessons/${lesson.id}/video`,
      headers: teacher,
      payload: { version: lesson.version, uploadId: id },
    });
  }

  function attachPdf(lesson: { id: number }, version: number) {
    const body = multipartBody(
      { version: String(version), title: 'ملخص' },
      { field: 'file', filename: 'notes.pdf', contentType: 'application/pdf', data: PDF },
    );
    return t.app.inject({
      method: 'POST',
      url: `/api/teacher/lessons/${lesson.id}/attachment`,
      headers: { ...teacher, ...body.headers },
      payload: body.payload,
    });
  }

  const lessonMediaDir = () => path.join(t.dataDir, 'lesson-media');
  const objectName = (storedPath: string) => `/${BUCKET}/school/${storedPath.slice('/media/'.length)}`;

  let videoPath: string;
  let pdfPath: string;
  let lessonId: number;

  it('an uploaded video and PDF go to the bucket under the prefix; no copy stays on this disk', async () => {
    const lesson = await newLesson('فيديو');
    lessonId = lesson.id;
    const video = await uploadVideo(lesson);
    expect(video.statusCode).toBe(200);
    expect(video.json().data).toMatchObject({
      videoUrl: expect.stringMatching(/^\/media\/lessons\/[0-9a-f-]+\.mp4$/),
      videoDurationSeconds: 20,
    });
    videoPath = video.json().data.videoUrl;
    const pdf = await attachPdf(lesson, video.json().data.version);
    expect(pdf.statusCode).toBe(200);
    pdfPath = pdf.json().data.attachmentUrl;
    expect(pdfPath).toMatch(/^\/media\/lessons\/[0-9a-f-]+\.pdf$/);

    const storedVideo = s3.objects.get(objectName(videoPath));
    expect(storedVideo?.body.equals(MP4)).toBe(true);
    expect(storedVideo?.contentType).toBe('video/mp4');
    const storedPdf = s3.objects.get(objectName(pdfPath));
    expect(storedPdf?.body.equals(PDF)).toBe(true);
    expect(storedPdf?.contentType).toBe('application/pdf');
    expect(filesUnder(lessonMediaDir())).toEqual([]);
  });

  it('a refused save removes the file it put in the bucket', async () => {
    const lesson = await newLesson('ملف');
    const before = [...s3.objects.keys()];
    const stale = await attachPdf(lesson, lesson.version + 3);
    expect(stale.statusCode).toBe(409);
    expect([...s3.objects.keys()]).toEqual(before);
    expect(s3.requests.filter((line) => line.startsWith('DELETE '))).toHaveLength(1);
    expect(filesUnder(lessonMediaDir())).toEqual([]);
  });

  it('lesson content gives the student presigned bucket URLs that answer the files', async () => {
    const response = await get(t.app, `/api/Student/contentlesson/${lessonId}`, student.headers);
    expect(response.statusCode).toBe(200);
    // the page may play and fetch them: the bucket's origin is in the Content-Security-Policy
    const csp = String(response.headers['content-security-policy']);
    expect(csp).toMatch(new RegExp(`media-src [^;]*${ENDPOINT}`));
    expect(csp).toMatch(new RegExp(`connect-src [^;]*${ENDPOINT}`));
    const { videoUrl, attachmentUrl } = response.json().data as { videoUrl: string; attachmentUrl: string };
    for (const [url, storedPath, bytes] of [
      [videoUrl, videoPath, MP4],
      [attachmentUrl, pdfPath, PDF],
    ] as const) {
      const parsed = new URL(url);
      expect(`${parsed.origin}${parsed.pathname}`).toBe(`${ENDPOINT}${objectName(storedPath)}`);
      expect(parsed.searchParams.get('X-Amz-Expires')).toBe('14400');
      expect(parsed.searchParams.get('X-Amz-Date')).toBe('20260301T090000Z');
      expect(parsed.searchParams.get('X-Amz-Credential')).toMatch(
        /^AKIDFAKEFORTESTS\/20260301\/us-east-1\/s3\//,
      );
      expect(parsed.searchParams.get('X-Amz-Signature')).toMatch(/^[0-9a-f]{64}$/);
      const fetched = await fetch(url);
      expect(fetched.status).toBe(200);
      expect(Buffer.from(await fetched.arrayBuffer()).equals(bytes)).toBe(true);
    }
  });

  it('the signature changes with the key, the signing time and the lifetime', async () => {
    const store = createS3MediaStore({
      bucket: BUCKET,
      prefix: 'school/',
      endpoint: ENDPOINT,
      region: 'us-east-1',
    });
    const grant = { tenantId: t.tenantId, userId: student.id, now: NOW, origin: () => 'unused' };
    const signatureOf = (url: string) => new URL(url).searchParams.get('X-Amz-Signature');
    const base = await store.studentUrl(videoPath, grant);
    const otherKey = await store.studentUrl(pdfPath, grant);
    const later = await store.studentUrl(videoPath, { ...grant, now: new Date(NOW.getTime() + 1000) });
    const shorter = await getSignedUrl(
      store.client,
      new GetObjectCommand({ Bucket: BUCKET, Key: objectName(videoPath).slice(`/${BUCKET}/`.length) }),
      { expiresIn: 14399, signingDate: NOW },
    );
    expect(new URL(shorter).pathname).toBe(new URL(base).pathname);
    const signatures = [base, otherKey, later, shorter].map(signatureOf);
    expect(new Set(signatures).size).toBe(4);
    // the same inputs sign the same: the URL is made from the key, time and lifetime alone
    expect(signatureOf(await store.studentUrl(videoPath, grant))).toBe(signatures[0]);
    store.client.destroy();
  });

  it("this server's /media route does not serve a file that is in the bucket", async () => {
    const key = mediaSigningKey(t.config.jwtSecret);
    const expires = Math.floor(NOW.getTime() / 1000) + 3600;
    const local = signMediaPath(key, { path: videoPath, tenantId: t.tenantId, userId: student.id, expires });
    const response = await t.app.inject({ method: 'GET', url: local });
    expect(response.statusCode).toBe(404);
    expect(response.rawPayload.includes(MP4.subarray(0, 64))).toBe(false);
  });

  it('a file larger than one part goes up in parts, read from disk as a stream', async () => {
    const store = createS3MediaStore({
      bucket: BUCKET,
      prefix: 'school/',
      endpoint: ENDPOINT,
      region: 'us-east-1',
    });
    const file = path.join(t.dataDir, 'large.mp4');
    const bytes = crypto.randomBytes(11 * 1024 * 1024);
    fs.writeFileSync(file, bytes);
    await store.put('/media/lessons/large.mp4', file, 'video/mp4');
    store.client.destroy();
    const stored = s3.objects.get(`/${BUCKET}/school/lessons/large.mp4`);
    expect(stored?.body.equals(bytes)).toBe(true);
    expect(stored?.contentType).toBe('video/mp4');
    const parts = s3.requests.filter((line) => line.startsWith('PUT /dars-media/school/lessons/large.mp4?'));
    expect(
      parts.map((line) => new URL(line.split(' ')[1]!, ENDPOINT).searchParams.get('partNumber')).sort(),
    ).toEqual(['1', '2', '3']);
    expect(fs.existsSync(file)).toBe(false);
  });
});

describe("the bucket's origin named in the Content-Security-Policy", () => {
  beforeAll(() => {
    vi.stubEnv('AWS_ACCESS_KEY_ID', 'AKIDFAKEFORTESTS');
    vi.stubEnv('AWS_SECRET_ACCESS_KEY', 'fake-secret-for-tests');
  });
  afterAll(() => vi.unstubAllEnvs());

  it.each([
    { bucket: 'dars-media', region: 'us-east-1', endpoint: undefined },
    { bucket: 'dars.media', region: 'eu-central-1', endpoint: undefined },
    { bucket: 'dars-media', region: 'us-east-1', endpoint: 'http://minio.internal:9000' },
  ])('is the origin of its presigned URLs ($bucket, $region, $endpoint)', async (bucket) => {
    const config = { ...bucket, prefix: 'p/' };
    const store = createS3MediaStore(config);
    const grant = { tenantId: 't', userId: 'u', now: NOW, origin: () => 'unused' };
    const url = await store.studentUrl('/media/lessons/a.mp4', grant);
    store.client.destroy();
    expect(new URL(url).origin).toBe(mediaBucketOrigin(config));
  });
});
