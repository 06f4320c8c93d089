/**
 * The console endpoints' routes (method, path, who may call, how the body travels), written once:
 * the schema table (`teacher/<area>.ts`) extends these entries with its schemas. No zod here, so
 * only the console's lazy chunks carry it and the student pages do not.
 */
import type { EndpointRoute } from '../routes.ts';

/** The most codes one batch may hold. */
export const MAX_CODES_PER_BATCH = 5000;

export const TEACHER_VIDEO_UPLOAD_PATH = '/api/teacher/uploads/video';
const VIDEO_UPLOAD = TEACHER_VIDEO_UPLOAD_PATH;

export const TEACHER_ENDPOINT_ROUTES = {
  // ── orders and payment settings (teacher/payments.ts) ──
  teacherOrders: { method: 'GET', path: '/api/teacher/orders', auth: 'admin' },
  teacherRefundOrder: {
    method: 'POST',
    path: '/api/teacher/orders/:reference/refund',
    auth: 'admin',
    bodyEncoding: 'json',
  },
  teacherOrder: { method: 'GET', path: '/api/teacher/orders/:reference', auth: 'admin' },
  teacherOrdersExport: { method: 'GET', path: '/api/teacher/orders-export', auth: 'admin' },
  teacherRevenue: { method: 'GET', path: '/api/teacher/revenue', auth: 'admin' },
  teacherDiscountCodes: { method: 'GET', path: '/api/teacher/discount-codes', auth: 'admin' },
  teacherDisableDiscountCode: {
    method: 'POST',
    path: '/api/teacher/discount-codes/:codeId/disable',
    auth: 'admin',
  },
  teacherCreateDiscountCode: {
    method: 'POST',
    path: '/api/teacher/discount-codes',
    auth: 'admin',
    bodyEncoding: 'json',
  },
  teacherPaymentSettings: { method: 'GET', path: '/api/teacher/payment-settings', auth: 'admin' },
  teacherSavePaymentSettings: {
    method: 'PUT',
    path: '/api/teacher/payment-settings',
    auth: 'admin',
    bodyEncoding: 'json',
  },
  // ── audit ──
  teacherAuditLog: { method: 'GET', path: '/api/teacher/audit', auth: 'staff' },
  // ── books ──
  teacherBooksList: { method: 'GET', path: '/api/teacher/books', auth: 'staff' },
  teacherBookCreate: { method: 'POST', path: '/api/teacher/books', auth: 'admin', bodyEncoding: 'json' },
  teacherBookUpdate: { method: 'PUT', path: '/api/teacher/books/:id', auth: 'admin', bodyEncoding: 'json' },
  teacherBookDelete: { method: 'DELETE', path: '/api/teacher/books/:id', auth: 'admin' },
  teacherBookImage: {
    method: 'PUT',
    path: '/api/teacher/books/:id/image',
    auth: 'admin',
    bodyEncoding: 'multipart',
  },
  // ── codes ──
  teacherCodeTargets: { method: 'GET', path: '/api/teacher/code-targets', auth: 'staff' },
  teacherCodeBatches: { method: 'GET', path: '/api/teacher/code-batches', auth: 'staff' },
  teacherCreateCodeBatch: {
    method: 'POST',
    path: '/api/teacher/code-batches',
    auth: 'staff',
    bodyEncoding: 'json',
  },
  teacherCodeCards: {
    method: 'POST',
    path: '/api/teacher/code-batches/:batchId/cards',
    auth: 'staff',
    bodyEncoding: 'json',
  },
  teacherRevokeCodeBatch: {
    method: 'POST',
    path: '/api/teacher/code-batches/:batchId/revoke',
    auth: 'staff',
  },
  teacherLookupCode: { method: 'GET', path: '/api/teacher/codes/lookup', auth: 'staff' },
  teacherCodeBatchDownload: {
    method: 'GET',
    path: '/api/teacher/code-batches/:batchId/unused-codes',
    auth: 'admin',
  },
  // ── courses ──
  teacherCourses: { method: 'GET', path: '/api/teacher/courses', auth: 'staff' },
  teacherCourse: { method: 'GET', path: '/api/teacher/courses/:courseId', auth: 'staff' },
  teacherCreateCourse: { method: 'POST', path: '/api/teacher/courses', auth: 'admin', bodyEncoding: 'json' },
  teacherUpdateCourse: {
    method: 'PUT',
    path: '/api/teacher/courses/:courseId',
    auth: 'admin',
    bodyEncoding: 'json',
  },
  teacherCourseImage: {
    method: 'POST',
    path: '/api/teacher/courses/:courseId/image',
    auth: 'admin',
    bodyEncoding: 'multipart',
  },
  teacherDuplicateCourse: {
    method: 'POST',
    path: '/api/teacher/courses/:courseId/duplicate',
    auth: 'admin',
    bodyEncoding: 'json',
  },
  teacherArchiveCourse: {
    method: 'POST',
    path: '/api/teacher/courses/:courseId/archive',
    auth: 'admin',
    bodyEncoding: 'json',
  },
  teacherDeleteCourse: { method: 'DELETE', path: '/api/teacher/courses/:courseId', auth: 'admin' },
  teacherCreateUnit: {
    method: 'POST',
    path: '/api/teacher/courses/:courseId/units',
    auth: 'admin',
    bodyEncoding: 'json',
  },
  teacherReorderUnits: {
    method: 'PUT',
    path: '/api/teacher/courses/:courseId/unit-order',
    auth: 'admin',
    bodyEncoding: 'json',
  },
  teacherUpdateUnit: {
    method: 'PUT',
    path: '/api/teacher/units/:unitId',
    auth: 'admin',
    bodyEncoding: 'json',
  },
  teacherCreateLesson: {
    method: 'POST',
    path: '/api/teacher/units/:unitId/lessons',
    auth: 'admin',
    bodyEncoding: 'json',
  },
  teacherReorderLessons: {
    method: 'PUT',
    path: '/api/teacher/units/:unitId/lesson-order',
    auth: 'admin',
    bodyEncoding: 'json',
  },
  teacherUpdateLesson: {
    method: 'PUT',
    path: '/api/teacher/lessons/:lessonId',
    auth: 'admin',
    bodyEncoding: 'json',
  },
  teacherMoveLesson: {
    method: 'POST',
    path: '/api/teacher/lessons/:lessonId/move',
    auth: 'admin',
    bodyEncoding: 'json',
  },
  teacherSetLessonVideo: {
    method: 'PUT',
    path: '/api/teacher/lessons/:lessonId/video',
    auth: 'admin',
    bodyEncoding: 'json',
  },
  teacherLessonAttachment: {
    method: 'POST',
    path: '/api/teacher/lessons/:lessonId/attachment',
    auth: 'admin',
    bodyEncoding: 'multipart',
  },
  teacherRemoveLessonAttachment: {
    method: 'DELETE',
    path: '/api/teacher/lessons/:lessonId/attachment',
    auth: 'admin',
  },
  teacherVideoUploadCreate: { method: 'POST', path: VIDEO_UPLOAD, auth: 'admin' },
  teacherVideoUploadStatus: { method: 'GET', path: `${VIDEO_UPLOAD}/:uploadId`, auth: 'admin' },
  teacherVideoUploadAppend: { method: 'PATCH', path: `${VIDEO_UPLOAD}/:uploadId`, auth: 'admin' },
  teacherVideoUploadCancel: { method: 'DELETE', path: `${VIDEO_UPLOAD}/:uploadId`, auth: 'admin' },
  // ── dashboard ──
  teacherDashboard: { method: 'GET', path: '/api/teacher/dashboard', auth: 'staff' },
  teacherDashboardFunnel: { method: 'GET', path: '/api/teacher/dashboard/funnel/:courseId', auth: 'staff' },
  teacherDashboardQuizScores: {
    method: 'GET',
    path: '/api/teacher/dashboard/quiz-scores/:lessonId',
    auth: 'staff',
  },
  teacherDashboardAtRisk: { method: 'GET', path: '/api/teacher/dashboard/at-risk', auth: 'staff' },
  // ── site content (the teacher's profile and testimonials on the public site) ──
  teacherProfileGet: { method: 'GET', path: '/api/teacher/profile', auth: 'staff' },
  teacherProfileSave: { method: 'PUT', path: '/api/teacher/profile', auth: 'admin', bodyEncoding: 'json' },
  teacherProfilePhoto: {
    method: 'PUT',
    path: '/api/teacher/profile/photo',
    auth: 'admin',
    bodyEncoding: 'multipart',
  },
  teacherTestimonialsList: { method: 'GET', path: '/api/teacher/testimonials', auth: 'staff' },
  teacherTestimonialCreate: {
    method: 'POST',
    path: '/api/teacher/testimonials',
    auth: 'admin',
    bodyEncoding: 'json',
  },
  teacherTestimonialUpdate: {
    method: 'PUT',
    path: '/api/teacher/testimonials/:id',
    auth: 'admin',
    bodyEncoding: 'json',
  },
  teacherTestimonialsReorder: {
    method: 'PUT',
    path: '/api/teacher/testimonials-order',
    auth: 'admin',
    bodyEncoding: 'json',
  },
  // ── exams and the question bank ──
  teacherBankList: { method: 'GET', path: '/api/teacher/courses/:courseId/bank', auth: 'staff' },
  teacherBankCreate: {
    method: 'POST',
    path: '/api/teacher/courses/:courseId/bank',
    auth: 'admin',
    bodyEncoding: 'json',
  },
  teacherBankUpdate: {
    method: 'PUT',
    path: '/api/teacher/bank/:questionId',
    auth: 'admin',
    bodyEncoding: 'json',
  },
  teacherBankDelete: { method: 'DELETE', path: '/api/teacher/bank/:questionId', auth: 'admin' },
  teacherBankPicture: {
    method: 'POST',
    path: '/api/teacher/bank-pictures',
    auth: 'admin',
    bodyEncoding: 'multipart',
  },
  teacherBankExport: { method: 'GET', path: '/api/teacher/courses/:courseId/bank/export', auth: 'staff' },
  teacherBankPicturesExport: {
    method: 'GET',
    path: '/api/teacher/courses/:courseId/bank/pictures',
    auth: 'staff',
  },
  teacherBankImport: {
    method: 'POST',
    path: '/api/teacher/courses/:courseId/bank/import',
    auth: 'admin',
    bodyEncoding: 'multipart',
  },
  teacherBankBroken: {
    method: 'PUT',
    path: '/api/teacher/bank/:questionId/broken',
    auth: 'admin',
    bodyEncoding: 'json',
  },
  teacherExamGet: { method: 'GET', path: '/api/teacher/exams/:lessonId', auth: 'staff' },
  teacherExamSave: {
    method: 'PUT',
    path: '/api/teacher/exams/:lessonId',
    auth: 'admin',
    bodyEncoding: 'json',
  },
  teacherExamResults: { method: 'GET', path: '/api/teacher/exams/:lessonId/results', auth: 'staff' },
  teacherHonourBoard: {
    method: 'GET',
    path: '/api/teacher/courses/:courseId/honour-board',
    auth: 'staff',
  },
  teacherHonourHome: {
    method: 'PUT',
    path: '/api/teacher/courses/:courseId/honour-board',
    auth: 'admin',
    bodyEncoding: 'json',
  },
  teacherExamTimeline: {
    method: 'GET',
    path: '/api/teacher/exam-attempts/:attemptId/timeline',
    auth: 'staff',
  },
  // ── quizzes ──
  teacherQuizGet: { method: 'GET', path: '/api/teacher/quizzes/:lessonId', auth: 'staff' },
  teacherQuizSave: {
    method: 'PUT',
    path: '/api/teacher/quizzes/:lessonId',
    auth: 'admin',
    bodyEncoding: 'json',
  },
  teacherQuizImport: {
    method: 'POST',
    path: '/api/teacher/quizzes/:lessonId/import',
    auth: 'admin',
    bodyEncoding: 'multipart',
  },
  teacherQuizTemplate: { method: 'GET', path: '/api/teacher/quiz-template', auth: 'staff' },
  teacherQuizRescore: {
    method: 'POST',
    path: '/api/teacher/quizzes/:lessonId/rescore',
    auth: 'admin',
    bodyEncoding: 'json',
  },
  // ── messages ──
  teacherMessageChannels: { method: 'GET', path: '/api/teacher/message-channels', auth: 'admin' },
  teacherWhatsAppChannelSave: {
    method: 'PUT',
    path: '/api/teacher/message-channels/whatsapp',
    auth: 'admin',
    bodyEncoding: 'json',
  },
  teacherSmsChannelSave: {
    method: 'PUT',
    path: '/api/teacher/message-channels/sms',
    auth: 'admin',
    bodyEncoding: 'json',
  },
  teacherAnnounce: {
    method: 'POST',
    path: '/api/teacher/announcements',
    auth: 'staff',
    bodyEncoding: 'json',
  },
  teacherAnnouncePreview: {
    method: 'POST',
    path: '/api/teacher/announcements/preview',
    auth: 'staff',
    bodyEncoding: 'json',
  },
  teacherMessageLog: { method: 'GET', path: '/api/teacher/messages', auth: 'staff' },
  teacherMessageTemplates: { method: 'GET', path: '/api/teacher/message-templates', auth: 'admin' },
  teacherMessageTemplateSave: {
    method: 'PUT',
    path: '/api/teacher/message-templates',
    auth: 'admin',
    bodyEncoding: 'json',
  },
  teacherMessageTemplateReset: { method: 'DELETE', path: '/api/teacher/message-templates', auth: 'admin' },
  teacherMessageJobs: { method: 'GET', path: '/api/teacher/message-jobs', auth: 'staff' },
  // ── staff ──
  teacherStaff: { method: 'GET', path: '/api/teacher/staff', auth: 'admin' },
  teacherStaffAdd: { method: 'POST', path: '/api/teacher/staff', auth: 'admin', bodyEncoding: 'json' },
  teacherStaffRemove: { method: 'DELETE', path: '/api/teacher/staff/:staffId', auth: 'admin' },
  teacherStaffPermissions: {
    method: 'PUT',
    path: '/api/teacher/staff/:staffId/permissions',
    auth: 'admin',
    bodyEncoding: 'json',
  },
  // ── students ──
  teacherStudents: { method: 'GET', path: '/api/teacher/students', auth: 'staff' },
  teacherStudent: { method: 'GET', path: '/api/teacher/students/:studentId', auth: 'staff' },
  teacherStudentDeactivate: {
    method: 'POST',
    path: '/api/teacher/students/:studentId/deactivate',
    auth: 'staff',
  },
  teacherStudentReactivate: {
    method: 'POST',
    path: '/api/teacher/students/:studentId/reactivate',
    auth: 'staff',
  },
  teacherStudentResetDevices: {
    method: 'POST',
    path: '/api/teacher/students/:studentId/devices/reset',
    auth: 'staff',
  },
  teacherStudentEnrol: {
    method: 'POST',
    path: '/api/teacher/students/:studentId/enrol',
    auth: 'staff',
    bodyEncoding: 'json',
  },
  teacherStudentUnenrol: {
    method: 'POST',
    path: '/api/teacher/students/:studentId/unenrol',
    auth: 'staff',
    bodyEncoding: 'json',
  },
  teacherStudentPasswordReset: {
    method: 'POST',
    path: '/api/teacher/students/:studentId/password-reset',
    auth: 'staff',
  },
  teacherStudentParentLinkCreate: {
    method: 'POST',
    path: '/api/teacher/students/:studentId/parent-links',
    auth: 'staff',
    bodyEncoding: 'json',
  },
  teacherStudentParentLinkRevoke: {
    method: 'POST',
    path: '/api/teacher/students/:studentId/parent-links/:linkId/revoke',
    auth: 'staff',
  },
  teacherStudentsExport: { method: 'GET', path: '/api/teacher/students-export', auth: 'staff' },
  // protected lesson video
  teacherVideoHostSettings: { method: 'GET', path: '/api/teacher/video-host-settings', auth: 'admin' },
  teacherSaveVideoHostSettings: {
    method: 'PUT',
    path: '/api/teacher/video-host-settings',
    auth: 'admin',
    bodyEncoding: 'json',
  },
  teacherTraceWatermark: { method: 'GET', path: '/api/teacher/watermark-codes/:code', auth: 'staff' },
  teacherLessonVideos: { method: 'GET', path: '/api/teacher/lessons/:lessonId/videos', auth: 'staff' },
  teacherLessonViewLimit: {
    method: 'PUT',
    path: '/api/teacher/lessons/:lessonId/video-view-limit',
    auth: 'admin',
    bodyEncoding: 'json',
  },
  teacherCourseViewLimit: {
    method: 'PUT',
    path: '/api/teacher/courses/:courseId/video-view-limit',
    auth: 'admin',
    bodyEncoding: 'json',
  },
  teacherVideoViewGrant: {
    method: 'POST',
    path: '/api/teacher/lessons/:lessonId/video-views/grants',
    auth: 'staff',
    bodyEncoding: 'json',
  },
} as const satisfies Record<string, EndpointRoute>;

export type TeacherEndpointName = keyof typeof TEACHER_ENDPOINT_ROUTES;
