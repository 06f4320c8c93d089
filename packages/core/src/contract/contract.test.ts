import { describe, expect, expectTypeOf, it } from 'vitest';
import { z } from 'zod';
import * as contract from './index.ts';
import {
  addCourseByCodeQuerySchema,
  buildUrl,
  changePasswordBodySchema,
  confirmEmailQuerySchema,
  courseActiveQuerySchema,
  endpoints,
  enrolledCoursesQuerySchema,
  enterUnitCodeQuerySchema,
  errorEnvelopeSchema,
  guidInputSchema,
  lessonCompleteBodySchema,
  lessonContentParamsSchema,
  lessonContentResponseSchema,
  loginBodySchema,
  loginErrorSchema,
  myUnitCodesQuerySchema,
  quizContentSchema,
  registerBodySchema,
  resetPasswordBodySchema,
  resetStudentDevicesParamsSchema,
  submitQuizBodySchema,
  updateProfileBodySchema,
  type EndpointDefinition,
  type EndpointName,
} from './index.ts';

const STUDENT_ID = '3f2504e0-4f89-11d3-9a0c-0305e82c3301';
const COURSE_ID = 'a1b2c3d4-e5f6-4711-8899-aabbccddeeff';
const WHEN = '2026-01-15T09:30:00.000Z';

const user = {
  id: STUDENT_ID,
  name: 'مريم أحمد',
  email: 'mariam@example.com',
  phoneNumber: '01012345678',
  parentPhone: '01112345678',
  imagePath: null,
  academicYear: 'Secondary3',
  registrationDate: WHEN,
};
const ok = <T>(data: T, message = 'Success') => ({ success: true, message, data });
const PARENT_LINK = { id: 1, createdAt: WHEN, expiresAt: WHEN, revokedAt: null, parentPhone: '01112345678' };
const VIDEO_COURSE = {
  courseId: COURSE_ID,
  courseName: 'الأحياء',
  totalVideos: 1,
  completedVideos: 1,
  percentComplete: 100,
  lessons: [
    { lessonId: 11, lessonName: 'الخلية', unitName: 'الوحدة الأولى', isCompleted: true, completedAt: WHEN },
  ],
};
const QUIZ_PROGRESS = {
  lessonId: 12,
  lessonName: 'اختبار الخلية',
  unitName: 'الوحدة الأولى',
  courseName: 'الأحياء',
  score: 50,
  passed: false,
  correctCount: 1,
  totalCount: 2,
  submittedAt: WHEN,
  firstScore: 0,
  attemptCount: 2,
};

const teacherLesson = {
  id: 11,
  unitId: 7,
  lessonName: 'الخلية',
  subtitle: null,
  position: 1,
  active: true,
  type: 'Video',
  videoUrl: '/media/lessons/0f8e7d6c-5b4a-4392-8170-6f5e4d3c2b1a.mp4',
  videoDurationSeconds: 754.2,
  attachmentUrl: null,
  attachmentTitle: null,
  videoViewLimit: 3,
  version: 3,
};
const teacherUnit = {
  id: 7,
  courseId: COURSE_ID,
  unitName: 'الوحدة الأولى',
  subtitle: 'الخلية ووظائفها',
  position: 1,
  active: true,
  price: null,
  version: 2,
  lessons: [teacherLesson],
};
const teacherCourse = {
  id: COURSE_ID,
  courseName: 'الأحياء',
  description: 'شرح منهج الأحياء للصف الثالث الثانوي',
  grade: 'Secondary3',
  term: 'First',
  price: 350,
  imagePath: null,
  active: true,
  isOpenToAll: false,
  archivedAt: null,
  version: 4,
  unitCount: 1,
  lessonCount: 1,
  enrolledCount: 12,
  videoViewLimit: null,
};
const teacherCourseDetail = { ...teacherCourse, units: [teacherUnit] };

const courseSummary = {
  id: COURSE_ID,
  courseName: 'الأحياء - الترم الأول',
  term: 'First',
  active: true,
  price: 0,
  grade: 'Secondary3',
  description: '',
  imagePath: null,
  isOpenToAll: false,
  modificationDate: WHEN,
};
const treeLesson = { id: 11, lessonName: 'الخلية', titel: null, order: 1, active: true, type: 'Video' };
const treeQuiz = {
  id: 12,
  lessonName: 'اختبار الخلية',
  titel: 'اختبار قصير',
  order: 2,
  active: true,
  type: 'Quiz',
};
const courseTree = {
  ...courseSummary,
  units: [
    {
      id: 5,
      unitName: 'الوحدة الأولى',
      titel: null,
      active: true,
      order: 1,
      lessons: [treeLesson, treeQuiz],
    },
  ],
};
const progressLessons = [
  { ...treeLesson, isCompleted: true, isQuizSubmitted: false },
  { ...treeQuiz, isCompleted: false, isQuizSubmitted: false },
];
const book = {
  id: 1,
  title: 'كتاب الأحياء',
  description: 'مراجعة نهائية',
  imagePath: '/images/book.png',
  price: 120,
  grade: 'Secondary1',
  active: true,
  createdAt: WHEN,
  modifiedAt: WHEN,
};
const quizContent = {
  id: 12,
  type: 'Quiz',
  lessonName: 'اختبار الخلية',
  questions: [
    {
      id: 1,
      text: 'ما وحدة بناء الكائن الحي؟',
      type: 'MultipleChoice',
      answers: [
        { id: 1, text: 'الخلية' },
        { id: 2, text: 'النسيج' },
        { id: 3, text: 'العضو' },
        { id: 4, text: 'الجهاز' },
      ],
    },
    {
      id: 2,
      text: 'الميتوكوندريا مسؤولة عن التنفس الخلوي',
      type: 'TrueFalse',
      answers: [
        { id: 5, text: 'صح' },
        { id: 6, text: 'خطأ' },
      ],
    },
  ],
  isRetake: false,
  isScoreDisplayed: true,
  isAnswerDisplayed: true,
  passDegree: 70,
  quizScore: null,
  timeLimitMinutes: 10,
  submission: null,
};

/** A realistic 200 body for every endpoint. */
const CODE_BATCH = {
  id: 3,
  kind: 'course' as const,
  targetId: STUDENT_ID,
  targetName: 'الأحياء',
  courseId: STUDENT_ID,
  courseName: 'الأحياء',
  label: 'سنتر النور – أكتوبر',
  createdAt: WHEN,
  createdByName: 'أ. محمد',
  expiresAt: null,
  expired: false,
  revokedAt: null,
  created: 20,
  redeemed: 1,
  revoked: 0,
  remaining: 19,
};

const editorQuiz = {
  lessonId: 12,
  lessonName: 'اختبار الخلية',
  courseId: COURSE_ID,
  courseName: 'الأحياء',
  unitName: 'الوحدة الأولى',
  version: 2,
  settings: {
    passDegree: 70,
    timeLimitMinutes: 10,
    isRetake: false,
    isScoreDisplayed: true,
    isAnswerDisplayed: false,
  },
  questions: [
    {
      id: 1,
      text: 'الخلية وحدة بناء الكائن الحي',
      type: 'TrueFalse',
      explanation: null,
      answers: [
        { text: 'صح', isCorrect: true },
        { text: 'خطأ', isCorrect: false },
      ],
    },
  ],
  submissionCount: 4,
};
const teacherProfile = {
  version: 2,
  photoUrl: null,
  teacherName: 'أ. محمد',
  specialization: 'الأحياء',
  bio: 'معلم أحياء',
  qualifications: ['بكالوريوس العلوم'],
  subjects: [{ name: 'الأحياء', level: 'الثانوية' }],
  statistics: {
    years: 10,
    studentsPassed: 500,
    lessons: 1000,
    successRate: 95,
    students: 5000,
    videos: 99,
    support: '24/7',
  },
  contacts: {
    whatsappNumber: '01012345678',
    facebookPage: 'https://facebook.com/x',
    youtubeChannel: '',
    tiktokChannel: '',
  },
};
const testimonial = {
  id: 1,
  author: 'سارة',
  caption: 'طالبة',
  text: 'شرح ممتاز',
  rating: 5,
  hidden: false,
  position: 1,
  version: 1,
};
const consoleBook = {
  id: 3,
  title: 'كتاب الأحياء',
  description: '',
  price: 120,
  grade: 'Secondary3',
  active: true,
  imagePath: null,
  createdAt: WHEN,
  modifiedAt: WHEN,
  version: 2,
};

const messageChannels = {
  whatsapp: {
    enabled: true,
    phoneNumberId: '106540352242922',
    language: 'ar',
    templates: { announcement: 'dars_announcement', quizResult: 'dars_quiz_result' },
    accessToken: '••••••••3f9a',
    appSecret: '••••••••',
    verifyToken: null,
    webhookPath: '/api/webhooks/whatsapp/tenant5',
  },
  sms: { enabled: false, url: '', sender: '', token: null },
};
const examQuestion = {
  id: 11,
  text: 'ما وحدة بناء الكائن الحي؟',
  imageUrl: null,
  type: 'MultipleChoice',
  options: [
    { text: 'الخلية', imageUrl: null },
    { text: 'النسيج', imageUrl: '/uploads/3f2504e0.png' },
  ],
  chosen: null,
};
const examAttempt = {
  id: 5,
  attemptNumber: 1,
  startedAt: WHEN,
  deadlineAt: WHEN,
  secondsLeft: 300,
  questions: [examQuestion],
  questionClock: null,
};
const examResult = {
  attemptId: 5,
  attemptNumber: 1,
  submittedAt: WHEN,
  submittedBy: 'student',
  score: 70,
  passed: true,
  questions: [{ ...examQuestion, correct: 0, broken: false, explanation: null, explanationImageUrl: null }],
};
const examView = {
  lessonId: 7,
  lessonName: 'امتحان الوحدة',
  courseId: COURSE_ID,
  passDegree: 50,
  durationSeconds: 300,
  questionSeconds: null,
  questionCount: 10,
  opensAt: null,
  closesAt: null,
  windowState: 'open',
  attemptsAllowed: 1,
  attemptsUsed: 0,
  reveal: 'score',
  revealAfterClose: false,
  serverNow: WHEN,
  attempt: null,
  lastResult: null,
};
const bankQuestion = {
  id: 11,
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
  broken: false,
};
const ORDER = {
  reference: '7d9f1c2e-0a4b-4c8d-9e1f-2a3b4c5d6e7f',
  courseId: COURSE_ID,
  courseName: 'الأحياء',
  unitId: null,
  unitName: null,
  studentId: STUDENT_ID,
  studentName: 'مريم أحمد',
  amountCents: 15000,
  discountCents: 0,
  refundedCents: 0,
  currency: 'EGP',
  status: 'paid',
  method: 'card',
  billReference: null,
  createdAt: WHEN,
  updatedAt: WHEN,
  paidAt: WHEN,
};
const DISCOUNT_CODE = {
  id: 4,
  code: 'RAMADAN50',
  kind: 'percent',
  value: 50,
  courseId: null,
  maxUses: 100,
  maxUsesPerStudent: 1,
  usedCount: 3,
  expiresAt: null,
  createdAt: WHEN,
  disabledAt: null,
};
const PAYMENT_SETTINGS_VIEW = {
  secretKey: '••••••••3f9a',
  publicKey: 'egy_pk_test_abc123',
  hmacSecret: '••••••••',
  apiKey: '••••••••9c1d',
  integrations: { card: 4511, wallet: 4512 },
};

const MESSAGE_TEMPLATE = {
  event: 'announcement',
  variables: ['student', 'text', 'stopLink'],
  whatsappName: 'dars_announcement',
  whatsappLanguage: 'ar',
  whatsappParams: ['student', 'text'],
  smsText: 'بخصوص الطالب/ة {student}: {text}',
  custom: false,
};

const samples: Record<EndpointName, unknown> = {
  paymentOptions: ok({ online: true, methods: ['card', 'wallet'], discountCodes: false }),
  createOrder: ok({
    reference: ORDER.reference,
    amountCents: 15000,
    currency: 'EGP',
    status: 'pending',
    checkoutUrl: 'https://accept.paymob.com/unifiedcheckout/?publicKey=egy_pk_test&clientSecret=egy_csk_test',
  }),
  myOrders: ok([ORDER]),
  myOrder: ok({ ...ORDER, status: 'pending', method: 'kiosk', billReference: '10234567', paidAt: null }),
  paymobProcessed: ok({ status: 'paid' }),
  paymobResponse: null,
  teacherOrders: ok({ items: [ORDER], totalCount: 1, totalPages: 1, currentPage: 1 }),
  teacherRefundOrder: ok({ reference: ORDER.reference, status: 'refunded', refundedCents: 15000 }),
  teacherRevenue: ok({
    totalCents: 15000,
    byDay: [{ day: '2026-01-15', amountCents: 15000 }],
    byCourse: [{ courseId: COURSE_ID, courseName: 'الأحياء', amountCents: 15000, orders: 1 }],
  }),
  teacherPaymentSettings: ok(PAYMENT_SETTINGS_VIEW),
  teacherDiscountCodes: ok([DISCOUNT_CODE]),
  teacherDisableDiscountCode: ok({ ...DISCOUNT_CODE, disabledAt: WHEN }),
  teacherOrder: ok({ ...ORDER, unitId: 12, unitName: 'المحاضرة الأولى', discountCents: 2000 }),
  teacherOrdersExport: 'Reference,Created,Student\r\n7d9f1c2e,2026-01-15,مريم أحمد\r\n',
  teacherCreateDiscountCode: ok(DISCOUNT_CODE),
  teacherSavePaymentSettings: ok(PAYMENT_SETTINGS_VIEW),
  register: ok(user, 'Registration successful'),
  login: { token: 'eyJhbGciOi.x.y', user },
  logout: ok(null, 'Logged out'),
  confirmEmail: ok(null, 'Email confirmed'),
  resendOtp: ok(null, 'OTP sent'),
  forgotPassword: ok(null, 'If the email exists, a code was sent'),
  resetPassword: ok(null, 'Password has been reset successfully'),
  refreshToken: ok({ token: 'eyJ.new.token', user }),
  changePassword: ok(null, 'Password changed'),
  resetStudentDevices: ok({ studentId: STUDENT_ID, removedDevices: 2 }),
  me: ok(user),
  updateProfile: ok({ ...user, name: 'مريم', academicYear: 'Secondary2' }),
  courseActive: ok({ totalCount: 1, totalPages: 1, currentPage: 1, pageSize: 10, courses: [courseSummary] }),
  freeCourses: ok({ totalCount: 0, totalPages: 0, currentPage: 1, pageSize: 10, courses: [] }),
  courseTree: ok(courseTree),
  activeBooks: ok({ books: [book], totalCount: 1, pageNumber: 1, pageSize: 10, totalPages: 1 }),
  activeBooksByGrade: ok({ books: [], totalCount: 0, pageNumber: 2, pageSize: 5, totalPages: 0 }),
  book: ok(book),
  contacts: ok([
    {
      id: 1,
      whatsApp_Number: '201012345678',
      facebook_Page: 'https://facebook.com/x',
      youTube_Channel: null,
      tiktokChannel: null,
    },
  ]),
  tenantProfile: ok({
    tenantId: 'tenant5',
    teacherName: 'أ. أحمد',
    photoUrl: null,
    specialization: 'الأحياء',
    bio: 'معلم أحياء',
    qualifications: ['بكالوريوس العلوم'],
    approach: ['الفهم قبل الحفظ'],
    subjects: [{ name: 'الأحياء', level: 'الثانوية العامة' }],
    statistics: {
      years: 10,
      studentsPassed: 500,
      lessons: 1000,
      successRate: 95,
      students: 5000,
      videos: 99,
      support: '24/7',
    },
    footerFigures: { students: 5000, successRate: 99, rating: 5 },
    testimonials: [{ author: 'سارة', caption: 'طالبة بالصف الثالث الثانوي', text: 'شرح ممتاز', rating: 5 }],
    theme: { primary: '#14b8a6', secondary: '#7c3aed' },
    companyName: 'Dars Software',
    companyUrl: null,
  }),
  isEnrolled: true,
  enrolledCourses: ok({
    courses: [
      {
        id: COURSE_ID,
        courseName: 'الأحياء',
        description: 'شرح',
        imagePath: 'https://cdn.example/c.png',
        term: 'Second',
        grade: 'Secondary2',
        price: 99.99,
        isOpenToAll: false,
        enrollmentDate: WHEN,
      },
    ],
    totalPages: 1,
    totalCount: 1,
    currentPage: 1,
    pageSize: 9,
  }),
  addCourseByCode: ok(
    { courseId: COURSE_ID, courseName: 'الأحياء', enrollmentDate: WHEN },
    'Enrolled successfully',
  ),
  enrollFree: ok({ courseId: COURSE_ID, courseName: 'الأحياء', enrollmentDate: WHEN }),
  courseTreeWithProgress: ok({
    ...courseTree,
    enrollmentDate: WHEN,
    units: [{ ...courseTree.units[0], lessons: progressLessons }],
  }),
  unitTreeWithProgress: ok({
    id: 5,
    unitName: 'الوحدة الأولى',
    titel: null,
    order: 1,
    active: true,
    enrollmentDate: null,
    courseId: COURSE_ID,
    courseName: 'الأحياء',
    lessons: progressLessons,
  }),
  unitLessons: ok({
    lessons: progressLessons,
    unitName: 'الوحدة الأولى',
    unitTitle: null,
    courseName: 'الأحياء',
    totalCount: 2,
    totalPages: 1,
    currentPage: 1,
  }),
  lessonContent: ok({
    id: 11,
    type: 'Video',
    lessonName: 'الخلية',
    videoUrl: 'https://video.example/v.m3u8',
    attachmentUrl: null,
    attachmentTitle: null,
    isCompleted: false,
  }),
  lessonComplete: ok({ lessonId: 11, isCompleted: true, completedAt: WHEN }),
  videoPlayback: ok({
    kind: 'hls',
    videoId: 'b1f0c2d4-0000-4000-8000-000000000001',
    viewId: 7,
    playlistUrl: 'https://dars.example/media/lessons/hls/b1f0/master.m3u8?t=tenant5&u=u&e=1&s=x',
    keyUrl: 'https://dars.example/media/video-keys/b1f0?t=tenant5&u=u&d=d&v=7&e=1&s=x',
    keyUrlExpiresAt: WHEN,
    durationSeconds: 600,
    views: { limit: 3, granted: 0, used: 1, left: 2 },
    watermarkCode: '0KZ-7M2QX',
  }),
  videoKeyUrl: ok({
    keyUrl: 'https://dars.example/media/video-keys/b1f0?t=tenant5&u=u&d=d&v=7&e=1&s=x',
    keyUrlExpiresAt: WHEN,
    views: { limit: null, granted: 0, used: 0, left: null },
  }),
  videoProgress: ok({ counted: true, views: { limit: 3, granted: 1, used: 2, left: 2 } }),
  teacherLessonVideos: ok([
    {
      id: 'b1f0c2d4-0000-4000-8000-000000000001',
      host: 'local',
      status: 'transcoding',
      progress: 0.4,
      error: null,
      keepOriginal: false,
      originalKept: true,
      durationSeconds: null,
      createdAt: WHEN,
      updatedAt: WHEN,
    },
  ]),
  teacherLessonViewLimit: ok({ limit: 3 }),
  teacherVideoHostSettings: ok({
    enabled: true,
    libraryId: '245871',
    apiKey: '••••c0de',
    tokenKey: '••••9f3a',
  }),
  teacherSaveVideoHostSettings: ok(null),
  teacherCourseViewLimit: ok({ limit: null }),
  teacherVideoViewGrant: ok({ limit: 3, granted: 2, used: 3, left: 2 }),
  teacherTraceWatermark: ok([
    {
      day: '2026-03-01',
      student: {
        id: 'b1f0c2d4-0000-4000-8000-000000000009',
        name: 'طالب',
        phoneNumber: '01012345678',
        email: 's@example.com',
      },
      devices: [{ deviceId: 'd1', userAgent: null, lastSeenAt: WHEN }],
      views: [
        {
          lessonId: 3,
          lessonName: 'درس',
          deviceId: 'd1',
          startedAt: WHEN,
          watchedSeconds: 200,
          counted: true,
        },
      ],
    },
  ]),
  enterUnitCode: ok({ unitId: 5, unitName: 'الوحدة الأولى', courseId: COURSE_ID, courseName: 'الأحياء' }),
  myUnitCodes: ok({
    units: [
      {
        unitId: 5,
        unitName: 'الوحدة الأولى',
        unitTitle: 'مقدمة',
        courseName: 'الأحياء',
        grade: 'Secondary1',
        term: 'First',
        active: true,
      },
    ],
    totalCount: 1,
    totalPages: 1,
    currentPage: 1,
  }),
  submitQuiz: ok({
    lessonId: 12,
    score: 50,
    notes: '1/2',
    correctCount: 1,
    totalCount: 2,
    passed: false,
    correctAnswers: [0, 0],
  }),
  studentVideosProgressByParent: ok({
    studentName: 'مريم أحمد',
    courses: [
      {
        courseId: COURSE_ID,
        courseName: 'الأحياء',
        totalVideos: 3,
        completedVideos: 1,
        percentComplete: 33,
        lessons: [
          {
            lessonId: 11,
            lessonName: 'الخلية',
            unitName: 'الوحدة الأولى',
            isCompleted: true,
            completedAt: WHEN,
          },
          {
            lessonId: 13,
            lessonName: 'النواة',
            unitName: 'الوحدة الأولى',
            isCompleted: false,
            completedAt: null,
          },
        ],
      },
    ],
  }),
  studentQuizzesProgressByParent: ok({
    studentName: 'مريم أحمد',
    quizzes: [
      {
        lessonId: 12,
        lessonName: 'اختبار الخلية',
        unitName: 'الوحدة الأولى',
        courseName: 'الأحياء',
        score: 50,
        passed: false,
        correctCount: 1,
        totalCount: 2,
        submittedAt: WHEN,
        firstScore: 0,
        attemptCount: 2,
      },
    ],
  }),
  myParentLinks: ok({ items: [PARENT_LINK] }),
  createMyParentLink: ok({ ...PARENT_LINK, token: 'q1w2e3r4t5y6u7i8o9p0a1s2d3f4g5h6' }),
  revokeMyParentLink: ok(null),
  pushPublicKey: ok({ publicKey: `B${'x'.repeat(86)}` }),
  subscribePush: ok({ devices: 1 }),
  unsubscribePush: ok({ devices: 0 }),
  parentPage: ok({
    studentName: 'مريم أحمد',
    expiresAt: WHEN,
    courses: [VIDEO_COURSE],
    quizzes: [QUIZ_PROGRESS],
  }),
  // ── teacher's console ──
  teacherAuditLog: ok({
    items: [
      {
        id: 1,
        at: WHEN,
        actorId: STUDENT_ID,
        actorName: 'أ. محمد',
        action: 'course.update',
        entityType: 'course',
        entityId: STUDENT_ID,
        before: { courseName: 'الأحياء' },
        after: { courseName: 'الأحياء 2026' },
        studentName: null,
      },
    ],
    totalCount: 1,
    totalPages: 1,
    currentPage: 1,
    actors: [{ id: STUDENT_ID, name: 'أ. محمد' }],
  }),
  teacherCodeTargets: ok({
    teacherName: 'أ. محمد',
    courses: [{ id: STUDENT_ID, name: 'الأحياء', units: [{ id: 4, name: 'الوحدة الأولى' }] }],
  }),
  teacherCodeBatches: ok({ items: [CODE_BATCH], totalCount: 1, totalPages: 1, currentPage: 1 }),
  teacherCreateCodeBatch: ok({
    batch: CODE_BATCH,
    codes: ['ABCD-EFGH-JKMN'],
    csv: '\uFEFF"code"\r\n"ABCD-EFGH-JKMN"\r\n',
    teacherName: 'أ. محمد',
  }),
  teacherCodeCards: ok({
    fileName: 'codes-3.pdf',
    contentType: 'application/pdf',
    cards: 1,
    base64: 'JVBERi0xLjMK',
  }),
  teacherRevokeCodeBatch: ok({ batch: { ...CODE_BATCH, revoked: 19, remaining: 0 }, revokedNow: 19 }),
  teacherLookupCode: ok({
    status: 'redeemed',
    batch: CODE_BATCH,
    redeemedAt: WHEN,
    revokedAt: null,
    student: { id: STUDENT_ID, name: 'سارة علي', phone: '01012345678', email: null },
  }),
  teacherCodeBatchDownload: '\uFEFF"code","kind"\r\n"ABCD-EFGH-JKLM","course"\r\n',
  teacherCourses: ok({ items: [teacherCourse], totalCount: 1, totalPages: 1, currentPage: 1 }),
  teacherCourse: ok(teacherCourseDetail),
  teacherCreateCourse: ok(teacherCourse),
  teacherUpdateCourse: ok(teacherCourse),
  teacherCourseImage: ok({
    ...teacherCourse,
    imagePath: '/uploads/5b0c7a1e-2f4d-4c1a-9e3b-7d6f5a4c3b2a.png',
  }),
  teacherDuplicateCourse: ok({
    ...teacherCourse,
    courseName: 'الأحياء 2027',
    active: false,
    enrolledCount: 0,
  }),
  teacherArchiveCourse: ok({ ...teacherCourse, active: false, archivedAt: WHEN }),
  teacherDeleteCourse: ok(null, 'Course deleted.'),
  teacherCreateUnit: ok(teacherUnit),
  teacherReorderUnits: ok(teacherCourseDetail),
  teacherUpdateUnit: ok(teacherUnit),
  teacherCreateLesson: ok(teacherLesson),
  teacherReorderLessons: ok(teacherUnit),
  teacherUpdateLesson: ok(teacherLesson),
  teacherMoveLesson: ok({ ...teacherLesson, unitId: 8 }),
  teacherSetLessonVideo: ok({ ...teacherLesson, videoUrl: 'https://www.youtube.com/watch?v=dQw4w9WgXcQ' }),
  teacherLessonAttachment: ok({
    ...teacherLesson,
    attachmentUrl: '/media/lessons/a.pdf',
    attachmentTitle: 'ملخص',
  }),
  teacherRemoveLessonAttachment: ok(teacherLesson),
  teacherVideoUploadCreate: '',
  teacherVideoUploadStatus: '',
  teacherVideoUploadAppend: '',
  teacherVideoUploadCancel: '',
  teacherDashboard: ok({
    students: { total: 120, active7Days: 40, active30Days: 95 },
    daily: [{ day: '2026-03-01', enrolments: 3, redemptions: 2 }],
    courses: [
      {
        id: STUDENT_ID,
        name: 'الأحياء',
        quizzes: [{ id: 12, name: 'اختبار الخلية', unitName: 'الوحدة الأولى' }],
      },
    ],
  }),
  teacherDashboardFunnel: ok({
    courseId: STUDENT_ID,
    courseName: 'الأحياء',
    enrolled: 30,
    units: [{ unitId: 1, unitName: 'الوحدة الأولى', lessonCount: 4, finished: 12 }],
  }),
  teacherDashboardQuizScores: ok({
    lessonId: 12,
    lessonName: 'اختبار الخلية',
    passDegree: 70,
    students: 2,
    passed: 1,
    average: 65,
    buckets: Array.from({ length: 10 }, (_, band) => ({
      from: band * 10,
      to: band === 9 ? 100 : band * 10 + 9,
      count: band === 5 || band === 8 ? 1 : 0,
    })),
  }),
  teacherDashboardAtRisk: ok({
    items: [
      {
        studentId: STUDENT_ID,
        name: 'مريم أحمد',
        phoneNumber: '01012345678',
        lastActivityAt: WHEN,
        idle: true,
        lastQuiz: { lessonId: 12, lessonName: 'اختبار الخلية', score: 50, passDegree: 70, submittedAt: WHEN },
        belowPass: true,
      },
    ],
    totalCount: 1,
    totalPages: 1,
    currentPage: 1,
  }),
  teacherStudents: ok({
    items: [
      {
        id: STUDENT_ID,
        name: 'مريم أحمد',
        email: 'mariam@example.com',
        phoneNumber: '01012345678',
        grade: 'Secondary3',
        active: true,
        registrationDate: WHEN,
        lastActivityAt: WHEN,
      },
    ],
    totalCount: 1,
    totalPages: 1,
    currentPage: 1,
  }),
  teacherStudent: ok({
    id: STUDENT_ID,
    name: 'مريم أحمد',
    email: 'mariam@example.com',
    phoneNumber: '01012345678',
    parentPhone: '01112345678',
    grade: 'Secondary3',
    active: true,
    registrationDate: WHEN,
    lastActivityAt: null,
    enrolments: [
      {
        courseId: COURSE_ID,
        courseName: 'الأحياء',
        source: 'code',
        enrolledAt: WHEN,
        batch: { id: 12, label: 'سنتر النور' },
      },
    ],
    progress: [VIDEO_COURSE],
    quizzes: [QUIZ_PROGRESS],
    devices: [{ id: 1, firstSeenAt: WHEN, lastSeenAt: WHEN, userAgent: 'Mozilla/5.0 (Linux; Android 14)' }],
    parentLinks: [PARENT_LINK],
  }),
  teacherStudentDeactivate: ok(null),
  teacherStudentReactivate: ok(null),
  teacherStudentResetDevices: ok(null),
  teacherStudentEnrol: ok(null),
  teacherStudentUnenrol: ok(null),
  teacherStudentPasswordReset: ok(null),
  teacherStudentParentLinkCreate: ok({ ...PARENT_LINK, token: 'q1w2e3r4t5y6u7i8o9p0a1s2d3f4g5h6' }),
  teacherStudentParentLinkRevoke: ok(null),
  teacherStudentsExport: 'name,email\r\nمريم أحمد,mariam@example.com\r\n',
  teacherStaff: ok({
    items: [
      {
        id: STUDENT_ID,
        name: 'سارة',
        email: 'sara@example.com',
        phoneNumber: '01012345678',
        role: 'Moderator',
        createdAt: WHEN,
        canCreateCodes: true,
        canEnrol: true,
      },
    ],
  }),
  teacherStaffAdd: ok({
    id: STUDENT_ID,
    name: 'سارة',
    email: 'sara@example.com',
    phoneNumber: '01012345678',
    role: 'Moderator',
    createdAt: WHEN,
    canCreateCodes: false,
    canEnrol: false,
  }),
  teacherStaffRemove: ok(null),
  teacherMessageChannels: ok(messageChannels),
  teacherWhatsAppChannelSave: ok(messageChannels),
  teacherSmsChannelSave: ok(messageChannels),
  teacherAnnounce: ok({ queued: 2, heldUntilMorning: 0, optedOut: 1, withoutPhone: 0 }),
  teacherAnnouncePreview: ok({
    students: 3,
    recipients: 2,
    optedOut: 1,
    withoutPhone: 0,
    heldUntilMorning: false,
    sample: 'بخصوص الطالب/ة سارة: الحصة غدًا',
  }),
  teacherMessageTemplates: ok({ items: [MESSAGE_TEMPLATE] }),
  teacherMessageTemplateSave: ok({ ...MESSAGE_TEMPLATE, custom: true }),
  teacherMessageTemplateReset: ok(MESSAGE_TEMPLATE),
  teacherMessageJobs: ok({
    items: [
      {
        id: 12,
        name: 'messages.send',
        state: 'queued',
        attempts: 1,
        maxAttempts: 6,
        runAt: WHEN,
        lastError: 'SMS provider 429',
        createdAt: WHEN,
        finishedAt: null,
        messageId: 7,
      },
    ],
    counts: { queued: 1, running: 0, done: 4, failed: 0, retrying: 1 },
  }),
  messageOptOutState: ok({ phone: '••••••••5678', optedOut: false }),
  messageOptOut: ok({ phone: '••••••••5678', optedOut: true }),
  teacherMessageLog: ok({
    items: [
      {
        id: 7,
        event: 'announcement',
        studentId: STUDENT_ID,
        studentName: 'سارة',
        recipient: 'parent',
        phone: '••••••••5678',
        channel: 'whatsapp',
        params: ['سارة', 'الحصة غدًا'],
        status: 'delivered',
        reason: null,
        attempts: 1,
        createdAt: WHEN,
        sendAfter: WHEN,
        sentAt: WHEN,
      },
    ],
    counts: { queued: 0, sent: 0, delivered: 1, read: 0, failed: 0, skipped: 0 },
  }),
  teacherStaffPermissions: ok({
    id: STUDENT_ID,
    name: 'سارة',
    email: 'sara@example.com',
    phoneNumber: '01012345678',
    role: 'Moderator',
    createdAt: WHEN,
    canCreateCodes: true,
    canEnrol: false,
  }),
  teacherQuizGet: ok(editorQuiz),
  teacherQuizSave: ok({ ...editorQuiz, rescoreSuggested: true }),
  teacherQuizImport: ok({ ...editorQuiz, imported: 1 }),
  teacherQuizTemplate: '\uFEFF"question","type"\r\n',
  teacherQuizRescore: ok({ checked: 3, changed: 1, skipped: 0 }),
  teacherProfileGet: ok(teacherProfile),
  teacherProfileSave: ok({ ...teacherProfile, version: 3 }),
  teacherTestimonialsList: ok([testimonial]),
  teacherTestimonialCreate: ok(testimonial),
  teacherTestimonialUpdate: ok({ ...testimonial, hidden: true, version: 3 }),
  teacherTestimonialsReorder: ok([testimonial]),
  teacherBooksList: ok({ items: [consoleBook], totalCount: 1, totalPages: 1, currentPage: 1 }),
  teacherBookCreate: ok(consoleBook),
  teacherBookUpdate: ok({ ...consoleBook, version: 3 }),
  teacherBookDelete: ok(null),
  teacherBookImage: ok({ ...consoleBook, imagePath: '/uploads/3f2504e0.png', version: 3 }),
  teacherProfilePhoto: ok({ ...teacherProfile, photoUrl: '/uploads/3f2504e0.jpg', version: 3 }),
  examGet: ok(examView),
  examStart: ok({ ...examView, attempt: examAttempt }),
  examAnswer: ok({ questionId: 11, option: 2, secondsLeft: 280 }),
  examSubmit: ok({ ...examView, lastResult: examResult }),
  examNext: ok({
    ...examView,
    questionSeconds: 30,
    attempt: { ...examAttempt, questionClock: { index: 1, count: 10, questionSeconds: 30, secondsLeft: 30 } },
  }),
  examEvent: ok(null),
  honourBoard: ok({
    courseId: COURSE_ID,
    lessonId: null,
    entries: [{ rank: 1, name: 'أ. م.', score: 100, seconds: 240, isMe: false }],
    myChoice: 'initials',
  }),
  honourName: ok(null),
  honourNameGet: ok({ show: 'initials' }),
  publicHonourBoards: ok({
    boards: [
      { courseId: COURSE_ID, courseName: 'أحياء', entries: [{ rank: 1, name: 'أحمد محمد', score: 100 }] },
    ],
  }),
  teacherBankPicture: ok({ imagePath: '/uploads/3f2504e0.png' }),
  teacherBankExport: '\uFEFF"السؤال","صورة السؤال"\r\n',
  teacherBankPicturesExport: 'PK\u0003\u0004',
  teacherHonourBoard: ok({
    courseId: COURSE_ID,
    lessonId: null,
    onHome: false,
    entries: [{ rank: 1, name: 'أ. م.', score: 100, seconds: 240 }],
  }),
  teacherHonourHome: ok({ courseId: COURSE_ID, lessonId: null, onHome: true, entries: [] }),
  teacherBankList: ok({ questions: [bankQuestion], units: ['الوحدة الأولى'], topics: ['الخلية'] }),
  teacherBankCreate: ok(bankQuestion),
  teacherBankUpdate: ok(bankQuestion),
  teacherBankDelete: ok(null),
  teacherBankImport: ok({ imported: 30 }),
  teacherBankBroken: ok({ rescoredAttempts: 4 }),
  teacherExamGet: ok({
    lessonId: 7,
    lessonName: 'امتحان الوحدة',
    courseId: COURSE_ID,
    settings: null,
    bankSize: 30,
  }),
  teacherExamSave: ok({
    lessonId: 7,
    lessonName: 'امتحان الوحدة',
    courseId: COURSE_ID,
    bankSize: 30,
    settings: {
      draw: { kind: 'quotas', quotas: [{ count: 10, difficulty: 'easy', unit: 'الوحدة الأولى' }] },
      durationSeconds: 300,
      questionSeconds: 45,
      opensAt: null,
      closesAt: null,
      attemptsAllowed: 1,
      reveal: 'answers',
      revealAfterClose: false,
      passDegree: 50,
    },
  }),
  teacherExamResults: ok({
    lessonId: 7,
    attempts: 1,
    distribution: [0, 0, 0, 0, 0, 0, 0, 1, 0, 0],
    medianScore: 70,
    questions: [
      {
        id: 11,
        text: 'ما وحدة بناء الكائن الحي؟',
        broken: false,
        shown: 1,
        percentCorrect: 100,
        commonWrong: null,
        discrimination: null,
        medianSeconds: 12,
      },
    ],
    students: [
      {
        attemptId: 5,
        userId: 'u1',
        name: 'أحمد',
        attemptNumber: 1,
        score: 70,
        submittedAt: WHEN,
        submittedBy: 'deadline',
        seconds: 300,
        tabSwitches: 2,
      },
    ],
  }),
  teacherExamTimeline: ok({
    attemptId: 5,
    name: 'أحمد',
    startedAt: WHEN,
    deadlineAt: WHEN,
    submittedAt: null,
    events: [{ at: WHEN, kind: 'answered', questionId: 11, chosen: 0, correct: true }],
  }),
};

const table = endpoints as Record<EndpointName, EndpointDefinition>;
const names = Object.keys(table) as EndpointName[];

describe('responses', () => {
  it.each(names)('%s: a realistic 200 body parses', (name) => {
    const result = table[name].response.safeParse(samples[name]);
    expect(result.error?.issues ?? []).toEqual([]);
  });

  it.each(names)('%s: the failure envelope parses as its error body', (name) => {
    expect(
      table[name].error.safeParse({ success: false, message: 'Not found', data: null, code: 'not_found' })
        .success,
    ).toBe(true);
  });

  it('every enveloped answer also accepts data: null', () => {
    for (const name of names) {
      if (name === 'login' || name === 'isEnrolled') continue;
      // the resumable-upload (tus) answers are headers with an empty body, not an envelope
      if (name.startsWith('teacherVideoUpload')) continue;
      // the exports and the template answer a file, not an envelope
      if (
        [
          'teacherStudentsExport',
          'teacherQuizTemplate',
          'teacherCodeBatchDownload',
          'teacherOrdersExport',
          'teacherBankExport',
          'teacherBankPicturesExport',
        ].includes(name)
      )
        continue;
      expect(table[name].response.safeParse({ success: false, message: 'x', data: null }).success, name).toBe(
        true,
      );
    }
  });

  it('login answers { token, user } without an envelope', () => {
    expect(endpoints.login.response.safeParse(ok({ token: 't', user })).success).toBe(false);
  });

  it('failed login may be the bare string or an envelope', () => {
    expect(loginErrorSchema.parse('Invalid credentials')).toBe('Invalid credentials');
    expect(
      loginErrorSchema.safeParse({
        success: false,
        message: 'Invalid credentials',
        data: null,
        code: 'invalid_credentials',
      }).success,
    ).toBe(true);
    expect(loginErrorSchema.safeParse({ success: true, message: 'x', data: null }).success).toBe(false);
  });

  it('IsEnrolled is a bare boolean', () => {
    expect(endpoints.isEnrolled.response.safeParse(false).success).toBe(true);
    expect(endpoints.isEnrolled.response.safeParse(ok(true)).success).toBe(false);
  });

  it('the error envelope requires success false, data null and a known code', () => {
    expect(errorEnvelopeSchema.safeParse({ success: true, message: 'x', data: null }).success).toBe(false);
    expect(errorEnvelopeSchema.safeParse({ success: false, message: 'x', data: {} }).success).toBe(false);
    expect(errorEnvelopeSchema.safeParse({ success: false, message: 'x', data: null }).success).toBe(false);
    expect(
      errorEnvelopeSchema.safeParse({ success: false, message: 'x', data: null, code: 'no_such_code' })
        .success,
    ).toBe(false);
  });

  it('an active course carries the defaults (term First, active, price 0, empty description, no image)', () => {
    const parsed = contract.courseSummarySchema.parse(courseSummary);
    expect(parsed).toMatchObject({ term: 'First', active: true, price: 0, description: '', imagePath: null });
  });

  it('refuses a wrong lesson type, grade or term in a response', () => {
    expect(contract.treeLessonSchema.safeParse({ ...treeLesson, type: 'Audio' }).success).toBe(false);
    expect(contract.courseSummarySchema.safeParse({ ...courseSummary, grade: 'Prep1' }).success).toBe(false);
    expect(contract.courseSummarySchema.safeParse({ ...courseSummary, term: 'Third' }).success).toBe(false);
  });

  it('lesson content is told apart by type', () => {
    const video = lessonContentResponseSchema.parse(samples.lessonContent);
    expect(video.data?.type).toBe('Video');
    const quiz = lessonContentResponseSchema.parse(ok(quizContent));
    expect(quiz.data?.type).toBe('Quiz');
  });

  it('a submitted quiz may hide its correct answers', () => {
    const submission = {
      score: 100,
      notes: '2/2',
      answers: [0, 0],
      correctAnswers: null,
      correctCount: 2,
      totalCount: 2,
      passed: true,
      submittedAt: WHEN,
    };
    expect(quizContentSchema.safeParse({ ...quizContent, quizScore: 100, submission }).success).toBe(true);
  });
});

describe('quiz content never carries correctness before submission', () => {
  const hasKeyDeep = (value: unknown, key: string): boolean =>
    Array.isArray(value)
      ? value.some((item) => hasKeyDeep(item, key))
      : typeof value === 'object' && value !== null
        ? Object.entries(value).some(([k, v]) => k === key || hasKeyDeep(v, key))
        : false;

  it('the schema has no isCorrect (nor any "correct" field outside the submission)', () => {
    const { submission: _submission, ...beforeSubmission } = quizContentSchema.shape;
    const json = JSON.stringify(z.toJSONSchema(z.object(beforeSubmission)));
    expect(json).not.toMatch(/isCorrect/i);
    expect(json).not.toMatch(/correct/i);
    expect(JSON.stringify(z.toJSONSchema(quizContentSchema))).not.toMatch(/isCorrect/);
  });

  it('serialising through the schema strips an isCorrect a handler passes along', () => {
    const leaky = {
      ...quizContent,
      questions: quizContent.questions.map((q) => ({
        ...q,
        answers: q.answers.map((a, i) => ({ ...a, isCorrect: i === 0 })),
      })),
    };
    expect(hasKeyDeep(leaky, 'isCorrect')).toBe(true);
    const parsed = lessonContentResponseSchema.parse(ok(leaky));
    expect(hasKeyDeep(parsed, 'isCorrect')).toBe(false);
    expect(hasKeyDeep(quizContentSchema.parse(leaky), 'isCorrect')).toBe(false);
  });
});

describe('requests: paging and ids', () => {
  it('applies the paging defaults (page 1, size 10) and coerces strings', () => {
    expect(courseActiveQuerySchema.parse({})).toEqual({ pagenumber: 1, pagesize: 10 });
    // the grade is kept as text: the server normalises it with the grade rule ('2' → Secondary2)
    expect(courseActiveQuerySchema.parse({ grade: ' secondary2 ', pagenumber: '3', pagesize: '' })).toEqual({
      grade: 'secondary2',
      pagenumber: 3,
      pagesize: 10,
    });
    expect(
      myUnitCodesQuerySchema.parse({ pageNumber: '2', pageSize: '6', search: '  ', term: 'second' }),
    ).toEqual({
      pageNumber: 2,
      pageSize: 6,
      term: 'Second',
    });
    expect(myUnitCodesQuerySchema.parse({ search: ' خلية ', grade: 'SECONDARY1' })).toMatchObject({
      search: 'خلية',
      grade: 'Secondary1',
    });
    expect(myUnitCodesQuerySchema.safeParse({ search: 's'.repeat(101) }).success).toBe(false);
    expect(endpoints.unitLessons.query.parse({})).toEqual({ pageNumber: 1, pageSize: 10 });
  });

  it.each([
    ['page number 0', { pagenumber: '0' }],
    ['page size 0', { pagesize: '0' }],
    ['page size over 100', { pagesize: '101' }],
    ['a fractional page', { pagenumber: '1.5' }],
    ['a non-numeric page', { pagenumber: 'abc' }],
    ['a huge grade', { grade: 'x'.repeat(10_000) }],
  ])('CourseActive refuses %s', (_label, query) => {
    expect(courseActiveQuerySchema.safeParse(query).success).toBe(false);
  });

  it('normalises a GUID (case, braces, missing hyphens) and refuses others', () => {
    expect(guidInputSchema.parse(' {3F2504E0-4F89-11D3-9A0C-0305E82C3301} ')).toBe(STUDENT_ID);
    expect(guidInputSchema.parse('3f2504e04f8911d39a0c0305e82c3301')).toBe(STUDENT_ID);
    for (const bad of [
      '',
      'not-a-guid',
      '3f2504e0-4f89-11d3-9a0c-0305e82c330',
      `${STUDENT_ID}x`,
      'g'.repeat(36),
      '1'.repeat(5000),
    ]) {
      expect(guidInputSchema.safeParse(bad).success, bad).toBe(false);
    }
  });

  it('enrolled courses need a valid studentId', () => {
    expect(enrolledCoursesQuerySchema.safeParse({ pagenumber: '1', pagesize: '9' }).success).toBe(false);
    expect(enrolledCoursesQuerySchema.parse({ studentId: STUDENT_ID.toUpperCase(), pagesize: '1' })).toEqual({
      studentId: STUDENT_ID,
      pagenumber: 1,
      pagesize: 1,
    });
    expect(resetStudentDevicesParamsSchema.safeParse({ studentId: '42' }).success).toBe(false);
  });

  it.each(['0', '-1', '1.5', 'abc', '', '99999999999'])('integer path id %j is refused', (id) => {
    expect(lessonContentParamsSchema.safeParse({ id }).success).toBe(false);
  });

  it('integer path ids arrive as strings', () => {
    expect(lessonContentParamsSchema.parse({ id: '12' })).toEqual({ id: 12 });
  });
});

describe('requests: auth and profile', () => {
  const registration = {
    UserName: 'مريم أحمد',
    Email: ' Mariam@Example.com ',
    Password: 'secret1',
    ConfirmPassword: 'secret1',
    PhoneNumber: '01012345678',
    ParentPhone: '01112345678',
    AcademicYear: 'Secondary1',
  };

  it('accepts a valid registration and normalises the email', () => {
    expect(registerBodySchema.parse(registration)).toMatchObject({
      Email: 'mariam@example.com',
      AcademicYear: 'Secondary1',
    });
  });

  it.each([
    ['mismatched passwords', { ConfirmPassword: 'secret2' }, 'ConfirmPassword'],
    ['a short password', { Password: 'abc', ConfirmPassword: 'abc' }, 'Password'],
    ['a 129-character password', { Password: 'p'.repeat(129), ConfirmPassword: 'p'.repeat(129) }, 'Password'],
    ['a bad phone', { PhoneNumber: '0101234567' }, 'PhoneNumber'],
    ['a bad parent phone', { ParentPhone: '+201112345678' }, 'ParentPhone'],
    ['a missing grade', { AcademicYear: undefined }, 'AcademicYear'],
    ['a blank user name', { UserName: '   ' }, 'UserName'],
    ['a 101-character name', { UserName: 'ا'.repeat(101) }, 'UserName'],
    ['a bad email', { Email: 'not-an-email' }, 'Email'],
    ['a 255-character email', { Email: `${'a'.repeat(243)}@example.com` }, 'Email'],
  ])('register refuses %s', (_label, change, field) => {
    const result = registerBodySchema.safeParse({ ...registration, ...change });
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((issue) => issue.path[0])).toContain(field);
  });

  it('keeps the optional Image part and lists the text fields the schema checks', () => {
    const image = { filename: 'me.png', mimetype: 'image/png' };
    expect(registerBodySchema.parse({ ...registration, Image: image }).Image).toEqual(image);
    const textFields = Object.keys(registerBodySchema.shape).filter(
      (key) => key !== contract.REGISTER_IMAGE_FIELD,
    );
    expect(textFields).toEqual([...contract.REGISTER_TEXT_FIELDS]);
  });

  it('login needs both fields and caps them', () => {
    expect(loginBodySchema.safeParse({ EmailorMobile: '01012345678', password: 'x' }).success).toBe(true);
    expect(loginBodySchema.safeParse({ emailOrMobile: '01012345678', password: 'x' }).success).toBe(false);
    expect(loginBodySchema.safeParse({ EmailorMobile: '', password: 'x' }).success).toBe(false);
    expect(loginBodySchema.safeParse({ EmailorMobile: 'a'.repeat(255), password: 'x' }).success).toBe(false);
    expect(loginBodySchema.safeParse({ EmailorMobile: 'a@b.co', password: 'p'.repeat(129) }).success).toBe(
      false,
    );
  });

  it('OTP confirmation needs an email and a numeric code', () => {
    expect(confirmEmailQuerySchema.safeParse({ email: 'a@b.co', otp: '123456' }).success).toBe(true);
    expect(confirmEmailQuerySchema.safeParse({ email: 'a@b.co', otp: 'abc' }).success).toBe(false);
    expect(confirmEmailQuerySchema.safeParse({ email: 'a@b.co', otp: '1'.repeat(11) }).success).toBe(false);
    expect(confirmEmailQuerySchema.safeParse({ otp: '123456' }).success).toBe(false);
  });

  it('reset and change password require matching passwords of at least 6 characters', () => {
    const reset = { email: 'a@b.co', otp: '123456', newPassword: 'secret1', confirmPassword: 'secret1' };
    expect(resetPasswordBodySchema.safeParse(reset).success).toBe(true);
    expect(resetPasswordBodySchema.safeParse({ ...reset, confirmPassword: 'secret2' }).success).toBe(false);
    expect(
      resetPasswordBodySchema.safeParse({ ...reset, newPassword: '12345', confirmPassword: '12345' }).success,
    ).toBe(false);
    const change = { currentPassword: 'old', newPassword: 'secret1', confirmPassword: 'secret1' };
    expect(changePasswordBodySchema.safeParse(change).success).toBe(true);
    expect(changePasswordBodySchema.safeParse({ ...change, confirmPassword: 'nope123' }).success).toBe(false);
    expect(changePasswordBodySchema.safeParse({ ...change, currentPassword: '' }).success).toBe(false);
  });

  it('profile update takes at least one known field', () => {
    expect(updateProfileBodySchema.parse({ userName: ' مريم ' })).toEqual({ userName: 'مريم' });
    expect(updateProfileBodySchema.parse({ academicYear: 'secondary3' })).toEqual({
      academicYear: 'Secondary3',
    });
    expect(updateProfileBodySchema.safeParse({}).success).toBe(false);
    expect(updateProfileBodySchema.safeParse({ academicYear: 'Prep2' }).success).toBe(false);
    expect(updateProfileBodySchema.safeParse({ userName: 'x'.repeat(101) }).success).toBe(false);
  });
});

describe('requests: codes, quiz, completion', () => {
  it('codes are trimmed, non-empty and at most 64 characters', () => {
    expect(enterUnitCodeQuerySchema.parse({ code: '  ABCD-EFGH-JK ' })).toEqual({ code: 'ABCD-EFGH-JK' });
    expect(enterUnitCodeQuerySchema.safeParse({ code: '   ' }).success).toBe(false);
    expect(enterUnitCodeQuerySchema.safeParse({ code: 'A'.repeat(65) }).success).toBe(false);
    expect(addCourseByCodeQuerySchema.safeParse({ Code: 'ABCDEFGHJK', StudentId: STUDENT_ID }).success).toBe(
      true,
    );
    expect(addCourseByCodeQuerySchema.safeParse({ code: 'ABCDEFGHJK', studentId: STUDENT_ID }).success).toBe(
      false,
    );
  });

  it('quiz submission requires answers; score and notes are optional', () => {
    expect(submitQuizBodySchema.parse({ lessonId: 12, answers: [0, null, 3] })).toEqual({
      lessonId: 12,
      answers: [0, null, 3],
    });
    expect(
      submitQuizBodySchema.safeParse({ lessonId: 12, score: 100, notes: '3/3', answers: [1] }).success,
    ).toBe(true);
    expect(submitQuizBodySchema.safeParse({ lessonId: 12, score: 100, notes: '3/3' }).success).toBe(false);
  });

  it.each([
    ['a negative answer index', { lessonId: 12, answers: [-1] }],
    ['a fractional answer index', { lessonId: 12, answers: [0.5] }],
    ['an answer index over 49', { lessonId: 12, answers: [50] }],
    ['too many answers', { lessonId: 12, answers: Array.from({ length: 501 }, () => 0) }],
    ['a text answer', { lessonId: 12, answers: ['A'] }],
    ['a missing lesson', { answers: [0] }],
    ['a score over 100', { lessonId: 12, score: 101, answers: [0] }],
    ['huge notes', { lessonId: 12, notes: 'n'.repeat(1001), answers: [0] }],
  ])('quiz submission refuses %s', (_label, body) => {
    expect(submitQuizBodySchema.safeParse(body).success).toBe(false);
  });

  it('lesson completion needs a positive integer lesson id', () => {
    expect(lessonCompleteBodySchema.parse({ lessonId: 11 })).toEqual({ lessonId: 11 });
    expect(lessonCompleteBodySchema.safeParse({ lessonId: 0 }).success).toBe(false);
    expect(lessonCompleteBodySchema.safeParse({}).success).toBe(false);
  });
});

describe('endpoint table', () => {
  it('has one entry per method and path, aliases included', () => {
    const keys = names.flatMap((name) =>
      [table[name].path, ...(table[name].aliases ?? [])].map((path) => `${table[name].method} ${path}`),
    );
    expect(new Set(keys).size).toBe(keys.length);
  });

  it('keeps the original paths and casing', () => {
    expect(endpoints.login.path).toBe('/api/Auth/login');
    expect(endpoints.resendOtp.path).toBe('/api/Auth/ReSendOtp');
    expect(endpoints.courseActive.aliases).toEqual(['/AdminStudent/CourseActive']);
    expect(endpoints.lessonContent.aliases).toEqual(['/Student/contentlesson/:id']);
    expect(endpoints.submitQuiz.path).toBe('/api/quizresult/submit');
    for (const name of names) expect(table[name].path.startsWith('/api/'), name).toBe(true);
    for (const name of [
      'courseActive',
      'enrolledCourses',
      'addCourseByCode',
      'courseTreeWithProgress',
      'courseTree',
      'lessonContent',
    ] as const) {
      expect(table[name].aliases, name).toEqual([table[name].path.replace(/^\/api/, '')]);
    }
  });

  it('marks exactly our new endpoints as ours: thirty-three on the student side, and the whole console', () => {
    const isConsole = (name: EndpointName) => table[name].path.startsWith('/api/teacher/');
    const ours = names.filter((name) => table[name].ours && !isConsole(name)).sort();
    expect(ours).toEqual([
      'createMyParentLink',
      'createOrder',
      'enrollFree',
      'examAnswer',
      'examEvent',
      'examGet',
      'examNext',
      'examStart',
      'examSubmit',
      'honourBoard',
      'honourName',
      'honourNameGet',
      'lessonComplete',
      'me',
      'messageOptOut',
      'messageOptOutState',
      'myOrder',
      'myOrders',
      'myParentLinks',
      'parentPage',
      'paymentOptions',
      'paymobProcessed',
      'paymobResponse',
      'publicHonourBoards',
      'pushPublicKey',
      'revokeMyParentLink',
      'subscribePush',
      'tenantProfile',
      'unsubscribePush',
      'updateProfile',
      'videoKeyUrl',
      'videoPlayback',
      'videoProgress',
    ]);
    expect(names.filter(isConsole).every((name) => table[name].ours)).toBe(true);
  });

  it('serves the parent progress lookups on the original paths, but only to signed-in callers', () => {
    expect(endpoints.studentVideosProgressByParent.path).toBe(
      '/api/Student/GetStudentVideosProgressByParent/:parentPhone',
    );
    expect(endpoints.studentQuizzesProgressByParent.path).toBe(
      '/api/Student/GetStudentQuizzesProgressByParent/:parentPhone',
    );
    expect(endpoints.studentVideosProgressByParent.auth).not.toBe('none');
    expect(endpoints.studentQuizzesProgressByParent.auth).not.toBe('none');
    const served = names.map((name) => table[name].path);
    for (const { path } of contract.NOT_SERVED_ENDPOINTS) expect(served).not.toContain(path);
  });

  it.each([
    ['a short phone', { parentPhone: '0101234567' }, { studentPhone: '01012345678' }, 'parentPhone'],
    [
      'an international phone',
      { parentPhone: '01012345678' },
      { studentPhone: '+201012345678' },
      'studentPhone',
    ],
    ['a missing student phone', { parentPhone: '01012345678' }, {}, 'studentPhone'],
  ])('parent progress refuses %s, naming the field', (_label, params, query, field) => {
    const paramsResult = contract.parentProgressParamsSchema.safeParse(params);
    const queryResult = contract.parentProgressQuerySchema.safeParse(query);
    const messages = [...(paramsResult.error?.issues ?? []), ...(queryResult.error?.issues ?? [])].map(
      (i) => i.message,
    );
    expect(messages).toHaveLength(1);
    expect(messages[0]).toContain(field);
  });

  it('declares path params for every :segment', () => {
    for (const name of names) {
      const segments = [...table[name].path.matchAll(/:(\w+)/g)].map((m) => m[1]);
      const params = table[name].params;
      const declared = params instanceof z.ZodObject ? Object.keys(params.shape) : [];
      expect(declared.sort(), name).toEqual(segments.sort());
    }
  });

  it('converts every schema to JSON Schema for the OpenAPI document', () => {
    for (const name of names) {
      const { query, params, body, response, error } = table[name];
      for (const schema of [query, params, body]) {
        if (schema)
          expect(() => z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any' }), name).not.toThrow();
      }
      for (const schema of [response, error]) {
        expect(() => z.toJSONSchema(schema, { io: 'output', unrepresentable: 'any' }), name).not.toThrow();
      }
    }
  });

  it('types calls from the table', () => {
    expectTypeOf<contract.EndpointResponse<'login'>>().toEqualTypeOf<contract.LoginResponse>();
    expectTypeOf<contract.EndpointResponse<'isEnrolled'>>().toEqualTypeOf<boolean>();
    expectTypeOf<contract.EndpointBody<'submitQuiz'>>().toEqualTypeOf<contract.SubmitQuizBody>();
    expectTypeOf<contract.ParsedQuery<'courseActive'>>().toEqualTypeOf<{
      pagenumber: number;
      pagesize: number;
      pageNumber?: number | undefined;
      pageSize?: number | undefined;
      grade?: string | undefined;
    }>();
    expectTypeOf<contract.EndpointQuery<'me'>>().toBeNever();
    // What a caller may send: query values as numbers or strings, every paging value optional.
    expectTypeOf<contract.EndpointQuery<'courseActive'>>().toEqualTypeOf<{
      pagenumber?: string | number | undefined;
      pagesize?: string | number | undefined;
      pageNumber?: string | number | undefined;
      pageSize?: string | number | undefined;
      grade?: string | undefined;
    }>();
    expectTypeOf<contract.EndpointParams<'unitLessons'>>().toEqualTypeOf<{ id: string | number }>();
  });

  it('builds URLs from paths, params and queries', () => {
    expect(
      buildUrl(endpoints.unitLessons.path, {
        params: { id: 5 },
        query: { pageNumber: 2, pageSize: undefined },
      }),
    ).toBe('/api/Unit/5/lessons?pageNumber=2');
    expect(buildUrl(endpoints.enterUnitCode.path, { query: { code: 'A B&C' } })).toBe(
      '/api/UnitCode/EnterCode?code=A+B%26C',
    );
    expect(buildUrl(endpoints.activeBooksByGrade.path, { params: { grade: 'Secondary1' } })).toBe(
      '/api/Book/active/grade/Secondary1',
    );
    expect(() => buildUrl(endpoints.book.path)).toThrow(/id/);
  });
});

describe('names refuse direction-control characters', () => {
  const NAME_FIELDS: Array<[string, z.ZodType, Record<string, unknown>, string]> = [
    [
      'a student registering',
      contract.registerBodySchema,
      {
        Email: 'm@example.com',
        Password: 'secret1',
        ConfirmPassword: 'secret1',
        PhoneNumber: '01012345678',
        ParentPhone: '01112345678',
        AcademicYear: 'Secondary1',
      },
      'UserName',
    ],
    ['a student editing the profile', contract.updateProfileBodySchema, {}, 'userName'],
    ['a course', contract.courseFieldsSchema, { grade: 'Secondary1', term: 'First', price: 0 }, 'courseName'],
    ['a duplicated course', contract.duplicateCourseBodySchema, {}, 'courseName'],
    ['a unit', contract.unitFieldsSchema, {}, 'unitName'],
    ['a lesson', contract.lessonFieldsSchema, {}, 'lessonName'],
    [
      'an assistant',
      contract.addStaffBodySchema,
      {
        email: 'a@example.com',
        phoneNumber: '01012345678',
        password: 'secret12',
      },
      'name',
    ],
  ];
  const BIDI = ['\u202A', '\u202B', '\u202C', '\u202D', '\u202E', '\u2066', '\u2067', '\u2068', '\u2069'];

  it.each(NAME_FIELDS)('%s: an ordinary Arabic and English name is taken', (_label, schema, rest, field) => {
    const result = schema.safeParse({ ...rest, [field]: 'مراجعة Biology 3' });
    expect(result.error?.issues).toBeUndefined();
  });

  it.each(
    NAME_FIELDS.flatMap(([label, schema, rest, field]) =>
      BIDI.map((c) => [label, c.codePointAt(0)!.toString(16).toUpperCase(), c, schema, rest, field] as const),
    ),
  )(
    '%s: a name holding U+%s is refused, naming the field',
    (_label, _hex, character, schema, rest, field) => {
      const result = schema.safeParse({ ...rest, [field]: `مراجعة ${character}fdp.exe` });
      expect(result.success).toBe(false);
      expect(result.error?.issues.map((issue) => [issue.path.join('.'), issue.message])).toContainEqual([
        field,
        expect.stringMatching(/must not contain direction-control characters/),
      ]);
    },
  );
});

describe('ids and versions stay within the database integer', () => {
  it.each([
    ['a code batch id', contract.batchIdParamsSchema, { batchId: '2147483648' }],
    ['a version in a save', contract.updateLessonBodySchema, { lessonName: 'درس', version: 2 ** 31 }],
    ['a version in a query', contract.versionQuerySchema, { version: '2147483648' }],
  ])('%s past 2147483647 is refused', (_label, schema, value) => {
    expect((schema as z.ZodType).safeParse(value).success).toBe(false);
  });

  it('2147483647 itself is taken', () => {
    expect(contract.batchIdParamsSchema.parse({ batchId: '2147483647' })).toEqual({ batchId: 2147483647 });
    expect(contract.versionQuerySchema.parse({ version: '2147483647' })).toEqual({ version: 2147483647 });
  });
});
