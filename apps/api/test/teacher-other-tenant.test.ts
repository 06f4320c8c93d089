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
import { watermarkCode, watermarkKey } from '../src/domain/videos/watermark-code.ts';

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
  orderReference: string;
  discountCodeId: number;
  watermarkCode: string;
  questionId: number;
  attemptId: number;
}

type Sample =
  | { json: (ids: Ids) => object }
  | { multipart: (ids: Ids) => ReturnType<typeof multipartBody> }
  | { headers: Record<string, string>; payload?: Buffer }
  | { query: string }
  | 'none';

const tus = { 'tus-resumable': '1.0.0' };

const bankQuestion = {
  text: 'ما وحدة بناء الكائن الحي؟',
  imagePath: null,
  type: 'MultipleChoice',
  options: [
    { text: 'الخلية', imagePath: null },
    { text: 'النسيج', imagePath: null },
  ],
  correctIndex: 0,
  explanation: '',
  explanationImagePath: null,
  unit: 'الوحدة الأولى',
  topic: 'الخلية',
  difficulty: 'easy',
};

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
  teacherRefundOrder: { json: () => ({}) },
  teacherOrder: 'none',
  teacherDisableDiscountCode: 'none',
  teacherTraceWatermark: 'none',
  teacherLessonVideos: 'none',
  teacherLessonViewLimit: { json: () => ({ limit: 3 }) },
  teacherCourseViewLimit: { json: () => ({ limit: 3 }) },
  teacherVideoViewGrant: { json: (ids) => ({ studentId: ids.studentId, extraViews: 2 }) },
  teacherBankList: 'none',
  teacherBankCreate: { json: () => bankQuestion },
  teacherBankUpdate: { json: () => bankQuestion },
  teacherBankDelete: 'none',
  teacherBankImport: {
    multipart: () =>
      multipartBody({}, { field: 'file', filename: 'q.csv', contentType: 'text/csv', data: CSV }),
  },
  teacherBankBroken: { json: () => ({ broken: true }) },
  teacherBankExport: { query: 'format=csv' },
  teacherBankPicturesExport: 'none',
  teacherHonourBoard: 'none',
  teacherHonourHome: { json: () => ({ onHome: true }) },
  teacherExamGet: 'none',
  teacherExamSave: {
    json: (ids) => ({
      draw: { kind: 'fixed', questionIds: [ids.questionId] },
      durationSeconds: 300,
      opensAt: null,
      closesAt: null,
      attemptsAllowed: 1,
      reveal: 'score',
      revealAfterClose: false,
      passDegree: 50,
    }),
  },
  teacherExamResults: 'none',
  teacherExamTimeline: 'none',
};

/**
 * Lookups by a value that is not a record id (a watermark code read off a clip) find nothing of
 * this tenant: 200 with an empty list rather than 404.
 */
const EMPTY_LOOKUPS = new Set(['teacherTraceWatermark']);

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
    reference: ids.orderReference,
    codeId: ids.discountCodeId,
    code: ids.watermarkCode,
    questionId: ids.questionId,
    attemptId: ids.attemptId,
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
        'orders',
        'discount_codes',
        'bank_questions',
        'exams',
        'exam_attempts',
        'video_view_grants',
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
    const question = await send('POST', `/api/teacher/courses/${course.courseId}/bank`, bankQuestion);
    expect(question.statusCode, question.body).toBe(200);
    const at = new Date().toISOString();
    const order = await t.db
      .insertInto('orders')
      .values({
        tenant_id: TENANT_ID,
        reference: '5b1e7c4a-0d2f-4e6a-9b3c-7d8e9f0a1b2c',
        user_id: student.id,
        course_id: course.courseId,
        amount_cents: 15000,
        currency: 'EGP',
        status: 'paid',
        method: 'card',
        paymob_order_id: '9876543',
        paymob_intention_id: null,
        paymob_transaction_id: '1234567',
        bill_reference: null,
        discount_code_id: null,
        created_at: at,
        updated_at: at,
        paid_at: at,
      })
      .returning('reference')
      .executeTakeFirstOrThrow();
    const discountCode = await send('POST', '/api/teacher/discount-codes', {
      code: 'OTHER-TENANT-50',
      kind: 'percent',
      value: 50,
    });
    expect(discountCode.statusCode, discountCode.body).toBe(200);
    const attempt = await t.db
      .insertInto('exam_attempts')
      .values({
        tenant_id: TENANT_ID,
        lesson_id: first!.lessonIds[0]!,
        user_id: student.id,
        attempt_number: 1,
        seed: 7,
        questions: '[]',
        device_id: null,
        device_seen_at: at,
        started_at: at,
        deadline_at: at,
        submitted_at: null,
        submitted_by: null,
        score: null,
        correct_count: null,
        counted_count: null,
      })
      .returning('id')
      .executeTakeFirstOrThrow();

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
      orderReference: order.reference,
      discountCodeId: discountCode.json().data.id,
      watermarkCode: watermarkCode(watermarkKey(t.app.config.jwtSecret), TENANT_ID, student.id, new Date()),
      questionId: question.json().data.id,
      attemptId: Number(attempt.id),
    };

    const otherAdmin = await createUser(t.db, { role: 'Admin', tenantId: t.otherTenantId });
    outsider = authHeaders(
      (await login(t.app, { ...otherAdmin, tenantId: t.otherTenantId, deviceId: 'outsider' })).token,
      t.otherTenantId,
      'outsider',
    );
    // the other tenant takes online payments, so a refund reaches the order lookup
    const payments = await t.app.inject({
      method: 'PUT',
      url: '/api/teacher/payment-settings',
      headers: outsider,
      payload: {
        secretKey: 'egy_sk_test_0123456789',
        publicKey: 'egy_pk_test_0123456789',
        hmacSecret: 'hmac_secret_0123456789',
        apiKey: 'api_key_0123456789',
        integrations: { card: 4511 },
      },
    });
    expect(payments.statusCode, payments.body).toBe(200);
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
    if (EMPTY_LOOKUPS.has(name)) {
      expect(response.statusCode, response.body).toBe(200);
      expect(response.json().data).toEqual([]);
    } else {
      expect(response.statusCode, response.body).toBe(404);
    }
    expect(await snapshot()).toBe(before);
  });
});
