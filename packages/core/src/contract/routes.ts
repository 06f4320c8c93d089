/**
 * The endpoint table's plain data: name, method, path, aliases, who may call, and how the body
 * travels. No zod here, so the web's landing chunk can build URLs and query keys without the
 * schemas; `endpoints.ts` adds the schemas and a test keeps both in agreement.
 */
export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
/**
 * Who may call: 'none' = anyone; 'student' = any signed-in account; 'staff' = Moderator or Admin;
 * 'admin' = the tenant's Admin (the teacher) only.
 */
export type EndpointAuth = 'none' | 'student' | 'staff' | 'admin';

export interface EndpointRoute {
  method: HttpMethod;
  path: string;
  aliases?: readonly string[];
  auth: EndpointAuth;
  /** How the request body travels; absent when the endpoint takes no body (arguments go in the query). */
  bodyEncoding?: 'json' | 'multipart';
  /** Open to anyone, but the answer depends on who signed in (clients keep it per student). */
  answersPerCaller?: true;
}

export const ENDPOINT_ROUTES = {
  register: { method: 'POST', path: '/api/Auth/register', auth: 'none', bodyEncoding: 'multipart' },
  login: { method: 'POST', path: '/api/Auth/login', auth: 'none', bodyEncoding: 'json' },
  logout: { method: 'POST', path: '/api/Auth/logout', auth: 'none' },
  confirmEmail: { method: 'POST', path: '/api/Auth/confirm-email', auth: 'none' },
  resendOtp: { method: 'POST', path: '/api/Auth/ReSendOtp', auth: 'none' },
  forgotPassword: { method: 'POST', path: '/api/Auth/ForgotPassword', auth: 'none' },
  resetPassword: { method: 'POST', path: '/api/Auth/ResetPassword', auth: 'none', bodyEncoding: 'json' },
  refreshToken: { method: 'POST', path: '/api/Auth/refresh-token', auth: 'none' },
  changePassword: { method: 'POST', path: '/api/Auth/ChangePassword', auth: 'student', bodyEncoding: 'json' },
  resetStudentDevices: {
    method: 'DELETE',
    path: '/api/Auth/reset-student-devices/:studentId',
    auth: 'staff',
  },
  me: { method: 'GET', path: '/api/Auth/me', auth: 'student' },
  updateProfile: { method: 'PUT', path: '/api/Auth/profile', auth: 'student', bodyEncoding: 'json' },
  courseActive: {
    method: 'GET',
    path: '/api/AdminStudent/CourseActive',
    aliases: ['/AdminStudent/CourseActive'],
    auth: 'none',
  },
  freeCourses: { method: 'GET', path: '/api/Course/free-courses', auth: 'none' },
  courseTree: { method: 'GET', path: '/api/Course/tree', aliases: ['/Course/tree'], auth: 'none' },
  activeBooks: { method: 'GET', path: '/api/Book/active', auth: 'none' },
  activeBooksByGrade: { method: 'GET', path: '/api/Book/active/grade/:grade', auth: 'none' },
  book: { method: 'GET', path: '/api/Book/:id', auth: 'none' },
  contacts: { method: 'GET', path: '/api/Contact/getAll', auth: 'none' },
  tenantProfile: { method: 'GET', path: '/api/Tenant/profile', auth: 'none' },
  isEnrolled: {
    method: 'GET',
    path: '/api/AdminStudent/IsEnrolled',
    aliases: ['/AdminStudent/IsEnrolled'],
    auth: 'none',
    answersPerCaller: true,
  },
  enrolledCourses: {
    method: 'GET',
    path: '/api/Student/Student-Enrolled-Courses',
    aliases: ['/Student/Student-Enrolled-Courses'],
    auth: 'student',
  },
  addCourseByCode: {
    method: 'POST',
    path: '/api/Student/add-course-by-code',
    aliases: ['/Student/add-course-by-code'],
    auth: 'student',
  },
  enrollFree: {
    method: 'POST',
    path: '/api/Student/enroll-free',
    aliases: ['/Student/enroll-free'],
    auth: 'student',
  },
  courseTreeWithProgress: {
    method: 'GET',
    path: '/api/Course/tree-course-with-progress',
    aliases: ['/Course/tree-course-with-progress'],
    auth: 'student',
  },
  unitTreeWithProgress: {
    method: 'GET',
    path: '/api/Course/tree-unit-with-progress',
    aliases: ['/Course/tree-unit-with-progress'],
    auth: 'student',
  },
  unitLessons: { method: 'GET', path: '/api/Unit/:id/lessons', auth: 'student' },
  lessonContent: {
    method: 'GET',
    path: '/api/Student/contentlesson/:id',
    aliases: ['/Student/contentlesson/:id'],
    auth: 'student',
  },
  lessonComplete: {
    method: 'POST',
    path: '/api/Student/lesson-complete',
    aliases: ['/Student/lesson-complete'],
    auth: 'student',
    bodyEncoding: 'json',
  },
  enterUnitCode: { method: 'POST', path: '/api/UnitCode/EnterCode', auth: 'student' },
  myUnitCodes: { method: 'GET', path: '/api/UnitCode/GetMyUnitCodes', auth: 'student' },
  submitQuiz: {
    method: 'POST',
    path: '/api/quizresult/submit',
    aliases: ['/quizresult/submit'],
    auth: 'student',
    bodyEncoding: 'json',
  },
  studentVideosProgressByParent: {
    method: 'GET',
    path: '/api/Student/GetStudentVideosProgressByParent/:parentPhone',
    auth: 'student',
  },
  studentQuizzesProgressByParent: {
    method: 'GET',
    path: '/api/Student/GetStudentQuizzesProgressByParent/:parentPhone',
    auth: 'student',
  },
  myParentLinks: { method: 'GET', path: '/api/parent-links', auth: 'student' },
  createMyParentLink: { method: 'POST', path: '/api/parent-links', auth: 'student', bodyEncoding: 'json' },
  revokeMyParentLink: { method: 'POST', path: '/api/parent-links/:linkId/revoke', auth: 'student' },
  parentPage: { method: 'GET', path: '/api/parent/:token', auth: 'none' },
  // Web Push to the installed app (ours; contract/push.ts)
  pushPublicKey: { method: 'GET', path: '/api/push/public-key', auth: 'student' },
  subscribePush: { method: 'POST', path: '/api/push/subscriptions', auth: 'student', bodyEncoding: 'json' },
  unsubscribePush: {
    method: 'POST',
    path: '/api/push/subscriptions/remove',
    auth: 'student',
    bodyEncoding: 'json',
  },
  // protected lesson video (ours)
  videoPlayback: { method: 'POST', path: '/api/Video/playback/:lessonId', auth: 'student' },
  videoKeyUrl: { method: 'POST', path: '/api/Video/key-url/:viewId', auth: 'student' },
  videoProgress: { method: 'POST', path: '/api/Video/progress', auth: 'student', bodyEncoding: 'json' },
  // exams (contract/exams.ts)
  examGet: { method: 'GET', path: '/api/exams/:lessonId', auth: 'student' },
  examStart: { method: 'POST', path: '/api/exams/:lessonId/start', auth: 'student' },
  examAnswer: {
    method: 'PUT',
    path: '/api/exam-attempts/:attemptId/answers',
    auth: 'student',
    bodyEncoding: 'json',
  },
  examSubmit: { method: 'POST', path: '/api/exam-attempts/:attemptId/submit', auth: 'student' },
  examNext: {
    method: 'POST',
    path: '/api/exam-attempts/:attemptId/next',
    auth: 'student',
    bodyEncoding: 'json',
  },
  examEvent: {
    method: 'POST',
    path: '/api/exam-attempts/:attemptId/events',
    auth: 'student',
    bodyEncoding: 'json',
  },
  honourBoard: { method: 'GET', path: '/api/courses/:courseId/honour-board', auth: 'student' },
  honourNameGet: { method: 'GET', path: '/api/exams/honour-name', auth: 'student' },
  honourName: { method: 'PUT', path: '/api/exams/honour-name', auth: 'student', bodyEncoding: 'json' },
  publicHonourBoards: { method: 'GET', path: '/api/honour-boards', auth: 'none' },
  // online payments (contract/payments.ts)
  paymentOptions: { method: 'GET', path: '/api/payments/options', auth: 'none' },
  createOrder: { method: 'POST', path: '/api/payments/orders', auth: 'student', bodyEncoding: 'json' },
  myOrders: { method: 'GET', path: '/api/payments/orders', auth: 'student' },
  myOrder: { method: 'GET', path: '/api/payments/orders/:reference', auth: 'student' },
  paymobProcessed: {
    method: 'POST',
    path: '/api/payments/paymob/:tenantId/processed',
    auth: 'none',
    bodyEncoding: 'json',
  },
  paymobResponse: { method: 'GET', path: '/api/payments/paymob/:tenantId/response', auth: 'none' },
  // a recipient's opt-out link (contract/message-opt-out.ts)
  messageOptOutState: { method: 'GET', path: '/api/message-opt-out/:token', auth: 'none' },
  messageOptOut: { method: 'POST', path: '/api/message-opt-out/:token', auth: 'none' },
} as const satisfies Record<string, EndpointRoute>;

export type EndpointRouteName = keyof typeof ENDPOINT_ROUTES;

/** The `:name` segments of a path, in order. */
export function pathParamNames(path: string): string[] {
  return [...path.matchAll(/:([A-Za-z_][A-Za-z0-9_]*)/g)].map((match) => match[1] as string);
}

type QueryValue = string | number | boolean | null | undefined;

/** Fill `:name` segments and append a query string (undefined/null values are left out). */
export function buildUrl(
  path: string,
  options: { params?: Record<string, string | number>; query?: Record<string, QueryValue> } = {},
): string {
  const filled = path.replace(/:([A-Za-z_][A-Za-z0-9_]*)/g, (_, name: string) => {
    const value = options.params?.[name];
    if (value === undefined) throw new Error(`Missing path parameter "${name}" for ${path}`);
    return encodeURIComponent(String(value));
  });
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(options.query ?? {})) {
    if (value !== undefined && value !== null) search.append(key, String(value));
  }
  const queryString = search.toString();
  return queryString ? `${filled}?${queryString}` : filled;
}
