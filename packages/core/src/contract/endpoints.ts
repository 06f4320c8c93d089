/**
 * One table of every endpoint we serve, so the server registers routes and the web client types
 * its calls from the same place.
 *
 * - `path` is Fastify style (`:id`); casing is the original's and matters to clients.
 *   The original (ASP.NET) matches paths case-insensitively: register the Fastify instance with
 *   `routerOptions: { caseSensitive: false }` (or equivalent) to behave the same.
 * - `aliases`: the original's web client calls some endpoints without the `/api` prefix; we serve both.
 * - `query`/`params`/`body` are request schemas (input = what arrives, output = parsed values);
 *   `response` is the 200 body; `error` is every 4xx/5xx body.
 * - `ours: true` marks endpoints (or, in the comment, shapes) the original does not have.
 */
import type { z } from 'zod';
import { errorEnvelopeSchema } from './envelope.ts';
import * as auth from './auth.ts';
import * as profile from './profile.ts';
import * as catalogue from './catalogue.ts';
import * as books from './books.ts';
import * as contact from './contact.ts';
import * as tenant from './tenant.ts';
import * as enrolment from './enrolment.ts';
import * as learning from './learning.ts';
import * as unitCodes from './unit-codes.ts';
import * as quiz from './quiz.ts';
import * as parents from './parents.ts';
import * as parentLinks from './parent-links.ts';
import { teacherEndpoints } from './teacher/index.ts';

import type { HttpMethod } from './endpoint-paths.ts';
import type { EndpointDefinition } from './endpoint-definition.ts';

export type { EndpointAuth, HttpMethod } from './endpoint-paths.ts';
export type { EndpointDefinition } from './endpoint-definition.ts';

const error = errorEnvelopeSchema;

/** The public and student endpoints, most of them the original's. */
const studentEndpoints = {
  // ── Auth ──────────────────────────────────────────────────────────────────
  register: {
    method: 'POST',
    path: '/api/Auth/register',
    body: auth.registerBodySchema,
    bodyEncoding: 'multipart',
    response: auth.registerResponseSchema,
    error,
    ours: false,
    auth: 'none',
    summary: 'Create a student account (multipart; optional Image file).',
  },
  login: {
    method: 'POST',
    path: '/api/Auth/login',
    body: auth.loginBodySchema,
    response: auth.loginResponseSchema,
    error: auth.loginErrorSchema,
    ours: false,
    auth: 'none',
    summary: 'Sign in; answers { token, user } without an envelope and sets the refreshToken cookie.',
  },
  logout: {
    method: 'POST',
    path: '/api/Auth/logout',
    // 'none': signing out must work with an expired access token; the refresh cookie identifies the session.
    response: auth.logoutResponseSchema,
    error,
    ours: false,
    auth: 'none',
    summary:
      'Sign out: revokes the session family of the refreshToken cookie and clears the cookie (no access token needed).',
  },
  confirmEmail: {
    method: 'POST',
    path: '/api/Auth/confirm-email',
    query: auth.confirmEmailQuerySchema,
    response: auth.confirmEmailResponseSchema,
    error,
    ours: false,
    auth: 'none',
    summary: 'Confirm an email address with the one-time code.',
  },
  resendOtp: {
    method: 'POST',
    path: '/api/Auth/ReSendOtp',
    query: auth.resendOtpQuerySchema,
    response: auth.resendOtpResponseSchema,
    error,
    ours: false,
    auth: 'none',
    summary: 'Send a new email-confirmation code.',
  },
  forgotPassword: {
    method: 'POST',
    path: '/api/Auth/ForgotPassword',
    query: auth.forgotPasswordQuerySchema,
    response: auth.forgotPasswordResponseSchema,
    error,
    ours: false,
    auth: 'none',
    summary: 'Email a password-reset code.',
  },
  resetPassword: {
    method: 'POST',
    path: '/api/Auth/ResetPassword',
    body: auth.resetPasswordBodySchema,
    response: auth.resetPasswordResponseSchema,
    error,
    ours: false,
    auth: 'none',
    summary: 'Set a new password with the reset code.',
  },
  refreshToken: {
    method: 'POST',
    path: '/api/Auth/refresh-token',
    response: auth.refreshTokenResponseSchema,
    error,
    ours: false,
    auth: 'none',
    summary: 'Rotate the refreshToken cookie and answer a new access token (empty body).',
  },
  changePassword: {
    method: 'POST',
    path: '/api/Auth/ChangePassword',
    body: auth.changePasswordBodySchema,
    response: auth.changePasswordResponseSchema,
    error,
    ours: false,
    auth: 'student',
    summary: "Change the caller's password.",
  },
  resetStudentDevices: {
    method: 'DELETE',
    path: '/api/Auth/reset-student-devices/:studentId',
    params: auth.resetStudentDevicesParamsSchema,
    response: auth.resetStudentDevicesResponseSchema,
    error,
    ours: false,
    auth: 'staff',
    summary: "Clear a student's registered devices.",
  },
  me: {
    method: 'GET',
    path: '/api/Auth/me',
    response: profile.meResponseSchema,
    error,
    ours: true,
    auth: 'student',
    summary: "The caller's UserInfo.",
  },
  updateProfile: {
    method: 'PUT',
    path: '/api/Auth/profile',
    body: profile.updateProfileBodySchema,
    response: profile.updateProfileResponseSchema,
    error,
    ours: true,
    auth: 'student',
    summary: "Change the caller's name and/or grade; answers the updated UserInfo.",
  },

  // ── Catalogue ─────────────────────────────────────────────────────────────
  courseActive: {
    method: 'GET',
    path: '/api/AdminStudent/CourseActive',
    aliases: ['/AdminStudent/CourseActive'],
    query: catalogue.courseActiveQuerySchema,
    response: catalogue.courseActiveResponseSchema,
    error,
    ours: false,
    auth: 'none',
    summary: 'Active courses, optionally of one grade, paged.',
  },
  freeCourses: {
    method: 'GET',
    path: '/api/Course/free-courses',
    query: catalogue.freeCoursesQuerySchema,
    response: catalogue.freeCoursesResponseSchema,
    error,
    ours: false,
    auth: 'none',
    summary: 'Active courses whose price is 0, paged.',
  },
  courseTree: {
    method: 'GET',
    path: '/api/Course/tree',
    aliases: ['/Course/tree'],
    query: catalogue.courseTreeQuerySchema,
    response: catalogue.courseTreeResponseSchema,
    error,
    ours: false,
    auth: 'none',
    summary: 'A course with its units and lessons, without progress.',
  },

  // ── Books ─────────────────────────────────────────────────────────────────
  activeBooks: {
    method: 'GET',
    path: '/api/Book/active',
    query: books.activeBooksQuerySchema,
    response: books.activeBooksResponseSchema,
    error,
    ours: false,
    auth: 'none',
    summary: 'Active books, paged.',
  },
  activeBooksByGrade: {
    method: 'GET',
    path: '/api/Book/active/grade/:grade',
    params: books.activeBooksByGradeParamsSchema,
    query: books.activeBooksByGradeQuerySchema,
    response: books.activeBooksByGradeResponseSchema,
    error,
    ours: false,
    auth: 'none',
    summary: 'Active books of one grade, paged.',
  },
  book: {
    method: 'GET',
    path: '/api/Book/:id',
    params: books.bookParamsSchema,
    response: books.bookResponseSchema,
    error,
    ours: false,
    auth: 'none',
    summary: 'One book.',
  },

  // ── Contact and tenant ────────────────────────────────────────────────────
  contacts: {
    method: 'GET',
    path: '/api/Contact/getAll',
    response: contact.contactListResponseSchema,
    error,
    ours: false,
    auth: 'none',
    summary: 'Contact links (the client uses the first item).',
  },
  tenantProfile: {
    method: 'GET',
    path: '/api/Tenant/profile',
    response: tenant.tenantProfileResponseSchema,
    error,
    ours: true,
    auth: 'none',
    summary: "The tenant's teacher profile, figures, testimonials and theme.",
  },

  // ── Enrolment ─────────────────────────────────────────────────────────────
  // auth 'none': the original's client reads a bare boolean and treats "no token" as false, so an
  // anonymous or expired caller gets `false` (200), not a 401 the client would turn into a logout.
  // With a valid token a student may ask only about themself (403 otherwise); staff about anyone.
  isEnrolled: {
    method: 'GET',
    path: '/api/AdminStudent/IsEnrolled',
    aliases: ['/AdminStudent/IsEnrolled'],
    query: enrolment.isEnrolledQuerySchema,
    response: enrolment.isEnrolledResponseSchema,
    error,
    ours: false,
    auth: 'none',
    answersPerCaller: true,
    summary: 'Bare boolean: is the student enrolled in the course (false without a valid token).',
  },
  enrolledCourses: {
    method: 'GET',
    path: '/api/Student/Student-Enrolled-Courses',
    aliases: ['/Student/Student-Enrolled-Courses'],
    query: enrolment.enrolledCoursesQuerySchema,
    response: enrolment.enrolledCoursesResponseSchema,
    error,
    ours: false,
    auth: 'student',
    summary: "The student's enrolled courses, paged.",
  },
  addCourseByCode: {
    method: 'POST',
    path: '/api/Student/add-course-by-code',
    aliases: ['/Student/add-course-by-code'],
    query: enrolment.addCourseByCodeQuerySchema,
    response: enrolment.addCourseByCodeResponseSchema,
    error,
    ours: false,
    auth: 'student',
    summary: 'Enrol with a single-use course code (no body).',
  },
  enrollFree: {
    method: 'POST',
    path: '/api/Student/enroll-free',
    aliases: ['/Student/enroll-free'],
    query: enrolment.enrollFreeQuerySchema,
    response: enrolment.enrollFreeResponseSchema,
    error,
    ours: true,
    auth: 'student',
    summary: 'Enrol in a free course (price 0).',
  },

  // ── Learning ──────────────────────────────────────────────────────────────
  courseTreeWithProgress: {
    method: 'GET',
    path: '/api/Course/tree-course-with-progress',
    aliases: ['/Course/tree-course-with-progress'],
    query: learning.courseTreeWithProgressQuerySchema,
    response: learning.courseTreeWithProgressResponseSchema,
    error,
    ours: false,
    auth: 'student',
    summary: "A course tree with the caller's enrolment date and lesson progress.",
  },
  unitTreeWithProgress: {
    method: 'GET',
    path: '/api/Course/tree-unit-with-progress',
    aliases: ['/Course/tree-unit-with-progress'],
    query: learning.unitTreeWithProgressQuerySchema,
    response: learning.unitTreeWithProgressResponseSchema,
    error,
    ours: false,
    auth: 'student',
    summary: "One unit with the caller's access start and lesson progress.",
  },
  unitLessons: {
    method: 'GET',
    path: '/api/Unit/:id/lessons',
    params: learning.unitLessonsParamsSchema,
    query: learning.unitLessonsQuerySchema,
    response: learning.unitLessonsResponseSchema,
    error,
    ours: false,
    auth: 'student',
    summary: "A unit's lessons with progress, paged.",
  },
  lessonContent: {
    method: 'GET',
    path: '/api/Student/contentlesson/:id',
    aliases: ['/Student/contentlesson/:id'],
    params: learning.lessonContentParamsSchema,
    response: learning.lessonContentResponseSchema,
    error,
    ours: false,
    auth: 'student',
    summary:
      'Video or quiz content of a lesson the caller may open (quiz: no correctness before submission).',
  },
  lessonComplete: {
    method: 'POST',
    path: '/api/Student/lesson-complete',
    aliases: ['/Student/lesson-complete'],
    body: learning.lessonCompleteBodySchema,
    response: learning.lessonCompleteResponseSchema,
    error,
    ours: true,
    auth: 'student',
    summary: 'Mark a lesson completed.',
  },

  // ── Unit codes ────────────────────────────────────────────────────────────
  enterUnitCode: {
    method: 'POST',
    path: '/api/UnitCode/EnterCode',
    query: unitCodes.enterUnitCodeQuerySchema,
    response: unitCodes.enterUnitCodeResponseSchema,
    error,
    ours: false,
    auth: 'student',
    summary: 'Unlock a standalone unit with a single-use code.',
  },
  myUnitCodes: {
    method: 'GET',
    path: '/api/UnitCode/GetMyUnitCodes',
    query: unitCodes.myUnitCodesQuerySchema,
    response: unitCodes.myUnitCodesResponseSchema,
    error,
    ours: false,
    auth: 'student',
    summary: "The caller's unlocked units, paged, with optional search/grade/term filters (ours).",
  },

  // ── Quiz ──────────────────────────────────────────────────────────────────
  submitQuiz: {
    method: 'POST',
    path: '/api/quizresult/submit',
    aliases: ['/quizresult/submit'],
    body: quiz.submitQuizBodySchema,
    response: quiz.submitQuizResponseSchema,
    error,
    ours: false,
    auth: 'student',
    summary: 'Submit chosen answers; the server scores them.',
  },

  // ── Parents ───────────────────────────────────────────────────────────────
  // The original's paths, secured by us: the original answered them without authentication (a
  // privacy weakness). We answer staff of the tenant (a parent phoning the centre) or the student
  // themself (their own phone is studentPhone); anyone else 403, and both phones must match the
  // same student of the tenant, else 404 "Student not found." (no enumeration).
  studentVideosProgressByParent: {
    method: 'GET',
    path: '/api/Student/GetStudentVideosProgressByParent/:parentPhone',
    params: parents.parentProgressParamsSchema,
    query: parents.parentProgressQuerySchema,
    response: parents.studentVideosProgressResponseSchema,
    error,
    ours: false,
    auth: 'student',
    summary: "A student's video progress per enrolled course (staff, or the student themself).",
  },
  studentQuizzesProgressByParent: {
    method: 'GET',
    path: '/api/Student/GetStudentQuizzesProgressByParent/:parentPhone',
    params: parents.parentProgressParamsSchema,
    query: parents.parentProgressQuerySchema,
    response: parents.studentQuizzesProgressResponseSchema,
    error,
    ours: false,
    auth: 'student',
    summary: "A student's submitted quizzes (staff, or the student themself).",
  },
  // Parent links (ours): the student makes and revokes them; the parent opens the page without an account.
  myParentLinks: {
    method: 'GET',
    path: '/api/parent-links',
    response: parentLinks.myParentLinksResponseSchema,
    error,
    ours: true,
    auth: 'student',
    summary: "The caller's parent links, newest first.",
  },
  createMyParentLink: {
    method: 'POST',
    path: '/api/parent-links',
    body: parentLinks.parentLinkBodySchema,
    response: parentLinks.newParentLinkResponseSchema,
    error,
    ours: true,
    auth: 'student',
    summary: "Make a read-only parent link to the caller's progress (the token is shown once).",
  },
  revokeMyParentLink: {
    method: 'POST',
    path: '/api/parent-links/:linkId/revoke',
    params: parentLinks.parentLinkIdParamsSchema,
    response: parentLinks.parentLinkRevokedResponseSchema,
    error,
    ours: true,
    auth: 'student',
    summary: "Revoke one of the caller's parent links.",
  },
  parentPage: {
    method: 'GET',
    path: '/api/parent/:token',
    params: parentLinks.parentTokenParamsSchema,
    response: parentLinks.parentPageResponseSchema,
    error,
    ours: true,
    auth: 'none',
    summary: "A student's progress for a parent, by an unexpired, unrevoked link token (no account).",
  },
} as const satisfies Record<string, EndpointDefinition>;

/** Every endpoint we serve: the student side and the teacher's console (`teacher/`, ours). */
export const endpoints = { ...studentEndpoints, ...teacherEndpoints } as const;

export type Endpoints = typeof endpoints;
export type EndpointName = keyof Endpoints;

type SchemaOf<E, K extends string> = E extends { [P in K]: infer S extends z.ZodType } ? S : never;
/** What the caller sends (before parsing, e.g. query numbers may be strings). */
export type EndpointQuery<N extends EndpointName> = z.input<SchemaOf<Endpoints[N], 'query'>>;
export type EndpointParams<N extends EndpointName> = z.input<SchemaOf<Endpoints[N], 'params'>>;
export type EndpointBody<N extends EndpointName> = z.input<SchemaOf<Endpoints[N], 'body'>>;
/** What the server receives after parsing (defaults applied, values normalised). */
export type ParsedQuery<N extends EndpointName> = z.output<SchemaOf<Endpoints[N], 'query'>>;
export type ParsedParams<N extends EndpointName> = z.output<SchemaOf<Endpoints[N], 'params'>>;
export type ParsedBody<N extends EndpointName> = z.output<SchemaOf<Endpoints[N], 'body'>>;
export type EndpointResponse<N extends EndpointName> = z.output<Endpoints[N]['response']>;
export type EndpointError<N extends EndpointName> = z.output<Endpoints[N]['error']>;

/** Fastify `schema.response` map for an endpoint. */
export function responseSchemas<E extends EndpointDefinition>(endpoint: E) {
  return { 200: endpoint.response, '4xx': endpoint.error, '5xx': errorEnvelopeSchema } as const;
}

/** Every path an endpoint is served on (main path first). */
export function servedPaths(endpoint: EndpointDefinition): string[] {
  return [endpoint.path, ...(endpoint.aliases ?? [])];
}

/** Plain-data helper, re-exported for the server and tests that read the full table. */
export { buildUrl } from './endpoint-paths.ts';

/**
 * Original endpoints we deliberately do not serve. (The parent progress lookups were here; they are
 * now served above, behind authentication.)
 */
export const NOT_SERVED_ENDPOINTS: ReadonlyArray<{
  method: HttpMethod;
  path: string;
  query?: string;
  reason: string;
}> = [];
