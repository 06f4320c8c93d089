import { teacherEndpoints, type EndpointDefinition } from '@dars/core/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  authHeaders,
  createTestApp,
  createUser,
  engines,
  login,
  multipartBody,
  TENANT_ID,
  type TestApp,
} from './harness.ts';
import { PDF, PNG } from './file-fixtures.ts';
import { seedCourse, standardCourse } from './learning-fixtures.ts';

/**
 * Every console endpoint that names a record, called by another tenant's teacher (signed in on
 * their own tenant) with this tenant's ids and a well-formed request: 404, and nothing of this
 * tenant changes. Table-driven over the contract: a new console endpoint with a path parameter
 * needs its sample request here.
 */
const CSV = Buffer.from('question,type,option1,option2,correct\r\nسؤال,mc,أ,ب,1\r\n');

interface Ids {
  courseId: string;
  unitId: number;
  otherUnitId: number;
  videoLessonId: number;
  quizLessonId: number;
  batchId: number;
  code: string;
  bookId: number;
  testimonialId: number;
  studentId: string;
  linkId: number;
  staffId: string;
  uploadId: string;
}

type Sample =
  | { json: (ids: Ids) => object }
  | { multipart: (ids: Ids) => ReturnType<typeof multipartBody> }
  | { headers: Record<string, string>; payload?: Buffer }
  | { query: string }
  | 'none';

const tus = { 'tus-resumable': '1.0.0' };

/** A well-formed request for every console endpoint with a path parameter (versions are real ones). */
const SAMPLES: Record<string, Sample> = {
  teacherBookUpdate: {
    json: () => ({
      title: 'كتاب',
      description: '',
      price: 10,
      grade: 'Secondary3',
      active: true,
      version: 1,
    }),
  },
  teacherBookDelete: { query: 'version=1' },
  teacherBookImage: {
    multipart: () =>
      multipartBody(
        { version: '1' },
        { field: 'image', filename: 'c.png', contentType: 'image/png', data: PNG },
      ),
  },
  teacherCodeCards: { json: (ids) => ({ codes: [ids.code], siteOrigin: 'https://dars.example' }) },
  teacherRevokeCodeBatch: 'none',
  teacherCodeBatchDownload: { query: 'format=csv' },
  teacherCourse: 'none',
  teacherUpdateCourse: {
    json: () => ({
      courseName: 'دورة',
      description: '',
      grade: 'Secondary3',
      term: 'First',
      price: 10,
      active: true,
      isOpenToAll: false,
      version: 1,
    }),
  },
  teacherCourseImage: {
    multipart: () =>
      multipartBody(
        { version: '1' },
        { field: 'image', filename: 'c.png', contentType: 'image/png', data: PNG },
      ),
  },
  teacherDuplicateCourse: { json: () => ({ courseName: 'نسخة' }) },
  teacherArchiveCourse: { json: () => ({ version: 1, archived: true }) },
  teacherDeleteCourse: { query: 'version=1' },
  teacherCreateUnit: { json: () => ({ unitName: 'وحدة', subtitle: null, active: true }) },
  teacherReorderUnits: { json: (ids) => ({ ids: [ids.otherUnitId, ids.unitId] }) },
  teacherUpdateUnit: { json: () => ({ unitName: 'وحدة', subtitle: null, active: false, version: 1 }) },
  teacherCreateLesson: { json: () => ({ lessonName: 'درس', subtitle: null, active: true, type: 'Video' }) },
  teacherReorderLessons: { json: (ids) => ({ ids: [ids.quizLessonId, ids.videoLessonId] }) },
  teacherUpdateLesson: { json: () => ({ lessonName: 'درس', subtitle: null, active: false, version: 1 }) },
  teacherMoveLesson: { json: (ids) => ({ version: 1, unitId: ids.otherUnitId }) },
  teacherSetLessonVideo: {
    json: () => ({ version: 1, link: 'https://www.youtube.com/watch?v=dQw4w9WgXcQ' }),
  },
  teacherLessonAttachment: {
    multipart: () =>
      multipartBody(
        { version: '1', title: 'ملف' },
        { field: 'file', filename: 'n.pdf', contentType: 'application/pdf', data: PDF },
      ),
  },
  teacherRemoveLessonAttachment: { query: 'version=1' },
  teacherVideoUploadStatus: { headers: tus },
  teacherVideoUploadAppend: {
    headers: { ...tus, 'upload-offset': '0', 'content-type': 'application/offset+octet-stream' },
    payload: Buffer.from('0123'),
  },
  teacherVideoUploadCancel: { headers: tus },
  teacherDashboardFunnel: 'none',
  teacherDashboardQuizScores: 'none',
  teacherTestimonialUpdate: {
    json: () => ({ author: 'أ', caption: '', text: 'نص', rating: 5, hidden: true, version: 1 }),
  },
  teacherQuizGet: 'none',
  teacherQuizSave: {
    json: () => ({
      version: 1,
      settings: {
        passDegree: 50,
        timeLimitMinutes: null,
        isRetake: true,
        isScoreDisplayed: true,
        isAnswerDisplayed: true,
      },
      questions: [],
    }),
  },
  teacherQuizImport: {
    multipart: () =>
      multipartBody(
        { version: '1' },
        { field: 'file', filename: 'q.csv', contentType: 'text/csv', data: CSV },
      ),
  },
  teacherQuizRescore: { json: () => ({ version: 1 }) },
  teacherStaffRemove: 'none',
  teacherStaffPermissions: { json: () => ({ canCreateCodes: true, canEnrol: true }) },
  teacherStudent: 'none',
  teacherStudentDeactivate: 'none',
  teacherStudentReactivate: 'none',
  teacherStudentResetDevices: 'none',
  teacherStudentEnrol: { json: (ids) => ({ courseId: ids.courseId, reason: 'دفع في السنتر' }) },
  teacherStudentUnenrol: { json: (ids) => ({ courseId: ids.courseId, reason: 'خطأ في التسجيل' }) },
  teacherStudentPasswordReset: 'none',
  teacherStudentParentLinkCreate: { json: () => ({ days: 7 }) },
  teacherStudentParentLinkRevoke: 'none',
};

const withParams = Object.entries(teacherEndpoints as Record<string, EndpointDefinition>).filter(
  ([, endpoint]) => endpoint.path.includes(':'),
);

function urlOf(endpoint: EndpointDefinition, ids: Ids): string {
  const valueOf: Record<string, string | number> = {
    courseId: ids.courseId,
    unitId: ids.unitId,
    lessonId: /quiz/.test(endpoint.path) ? ids.quizLessonId : ids.videoLessonId,
    batchId: ids.batchId,
    id: endpoint.path.includes('/books/') ? ids.bookId : ids.testimonialId,
    studentId: ids.studentId,
    linkId: ids.linkId,
    staffId: ids.staffId,
    uploadId: ids.uploadId,
  };
  return endpoint.path.replace(/:([A-Za-z_]\w*)/g, (_, name: string) => {
    const value = valueOf[name];
    if (value === undefined) throw new Error(`no sample id for :${name} in ${endpoint.path}`);
    return encodeURIComponent(String(value));
  });
}

describe.each(engines())("another tenant's teacher reaches none of this tenant's records (%s)", (engine) => {
  let t: TestApp;
  let ids: Ids;
  let outsider: Record<string, string>;

  /** Everything of this tenant a console write could touch, to compare before and after. */
  async function snapshot() {
    const rows = await Promise.all(
      [
        'courses',
        'units',
        'lessons',
        'quiz_questions',
        'books',
        'testimonials',
        'course_codes',
        'enrollments',
        'parent_links',
        'users',
        'devices',
      ].map((table) =>
        t.db
          .selectFrom(table as 'courses')
          .selectAll()
          .where('tenant_id', '=', TENANT_ID)
          .execute(),
      ),
    );
    return JSON.stringify(rows);
  }

  beforeAll(async () => {
    t = await createTestApp({ engine });
    const course = await seedCourse(t, standardCourse());
    const [first, second] = course.units;
    const admin = await createUser(t.db, { role: 'Admin' });
    const teacher = authHeaders((await login(t.app, { ...admin, deviceId: 'teacher' })).token);
    const send = (method: 'POST' | 'PUT', url: string, payload: object) =>
      t.app.inject({ method, url, headers: teacher, payload });

    const batch = await send('POST', '/api/teacher/code-batches', {
      kind: 'course',
      targetId: course.courseId,
      count: 2,
      label: 'سنتر',
    });
    expect(batch.statusCode).toBe(200);
    const book = await send('POST', '/api/teacher/books', {
      title: 'كتاب الأحياء',
      description: '',
      price: 100,
      grade: 'Secondary3',
      active: true,
    });
    expect(book.statusCode).toBe(200);
    const testimonial = await t.db
      .insertInto('testimonials')
      .values({
        tenant_id: TENANT_ID,
        author: 'سارة',
        caption: '',
        text: 'شرح ممتاز',
        rating: 5,
        position: 1,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const student = await createUser(t.db);
    const link = await send('POST', `/api/teacher/students/${student.id}/parent-links`, { days: 7 });
    expect(link.statusCode).toBe(200);
    const staff = await createUser(t.db, { role: 'Moderator' });
    const upload = await t.app.inject({
      method: 'POST',
      url: '/api/teacher/uploads/video',
      headers: { ...teacher, ...tus, 'upload-length': '4' },
    });
    expect(upload.statusCode).toBe(201);

    ids = {
      courseId: course.courseId,
      unitId: first!.unitId,
      otherUnitId: second!.unitId,
      videoLessonId: first!.lessonIds[0]!,
      quizLessonId: first!.lessonIds[1]!,
      batchId: batch.json().data.batch.id,
      code: batch.json().data.codes[0],
      bookId: book.json().data.id,
      testimonialId: Number(testimonial.id),
      studentId: student.id,
      linkId: link.json().data.id,
      staffId: staff.id,
      uploadId: String(upload.headers.location).split('/').at(-1)!,
    };

    const otherAdmin = await createUser(t.db, { role: 'Admin', tenantId: t.otherTenantId });
    outsider = authHeaders(
      (await login(t.app, { ...otherAdmin, tenantId: t.otherTenantId, deviceId: 'outsider' })).token,
      t.otherTenantId,
      'outsider',
    );
  });
  afterAll(() => t.close());

  it('every console endpoint with a path parameter has a sample request here', async () => {
    expect(withParams.length).toBeGreaterThan(30);
    expect(withParams.map(([name]) => name).filter((name) => !(name in SAMPLES))).toEqual([]);
    // the comparison below sees this tenant's records
    const seen = await snapshot();
    for (const id of [ids.courseId, ids.studentId, ids.staffId]) expect(seen).toContain(id);
  });

  it.each(withParams)("%s: this tenant's record → 404, nothing written", async (name, endpoint) => {
    const before = await snapshot();
    const sample = SAMPLES[name]!;
    const url =
      urlOf(endpoint, ids) + (typeof sample === 'object' && 'query' in sample ? `?${sample.query}` : '');
    const request =
      sample === 'none' || 'query' in sample
        ? { headers: outsider }
        : 'json' in sample
          ? { headers: outsider, payload: sample.json(ids) }
          : 'multipart' in sample
            ? (() => {
                const form = sample.multipart(ids);
                return { headers: { ...outsider, ...form.headers }, payload: form.payload };
              })()
            : { headers: { ...outsider, ...sample.headers }, payload: sample.payload };
    const response = await t.app.inject({ method: endpoint.method, url, ...request });
    expect(response.statusCode, response.body).toBe(404);
    expect(await snapshot()).toBe(before);
  });
});
