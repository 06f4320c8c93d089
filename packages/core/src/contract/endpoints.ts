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
import * as push from './push.ts';
import * as video from './video.ts';
import { teacherEndpoints } from './teacher/index.ts';
import { examEndpoints } from './exams.ts';
import { paymentsEndpoints } from './payments.ts';
import { messageOptOutEndpoints } from './message-opt-out.ts';

import { ENDPOINT_ROUTES, type HttpMethod } from './routes.ts';
import type { EndpointDefinition } from './endpoint-definition.ts';

export type { EndpointAuth, HttpMethod } from './routes.ts';
export type { EndpointDefinition } from './endpoint-definition.ts';

const error = errorEnvelopeSchema;

/** The public and student endpoints, most of them the original's. */
const studentEndpoints = {
  // ── Auth ──────────────────────────────────────────────────────────────────
  register: {
    ...ENDPOINT_ROUTES.register,
    body: auth.registerBodySchema,
    response: auth.registerResponseSchema,
    error,
    ours: false,
    summary: 'Create a student account (multipart; optional Image file).',
  },
  login: {
    ...ENDPOINT_ROUTES.login,
    body: auth.loginBodySchema,
    response: auth.loginResponseSchema,
    error: auth.loginErrorSchema,
    ours: false,
    summary: 'Sign in; answers { token, user } without an envelope and sets the refreshToken cookie.',
  },
  logout: {
    ...ENDPOINT_ROUTES.logout,
    // 'none': signing out must work with an expired access token; the refresh cookie identifies the session.
    response: auth.logoutResponseSchema,
    error,
    ours: false,
    summary:
      'Sign out: revokes the session family of the refreshToken cookie and clears the cookie (no access token needed).',
  },
  confirmEmail: {
    ...ENDPOINT_ROUTES.confirmEmail,
    query: auth.confirmEmailQuerySchema,
    response: auth.confirmEmailResponseSchema,
    error,
    ours: false,
    summary: 'Confirm an email address with the one-time code.',
  },
  resendOtp: {
    ...ENDPOINT_ROUTES.resendOtp,
    query: auth.resendOtpQuerySchema,
    response: auth.resendOtpResponseSchema,
    error,
    ours: false,
    summary: 'Send a new email-confirmation code.',
  },
  forgotPassword: {
    ...ENDPOINT_ROUTES.forgotPassword,
    query: auth.forgotPasswordQuerySchema,
    response: auth.forgotPasswordResponseSchema,
    error,
    ours: false,
    summary: 'Email a password-reset code.',
  },
  resetPassword: {
    ...ENDPOINT_ROUTES.resetPassword,
    body: auth.resetPasswordBodySchema,
    response: auth.resetPasswordResponseSchema,
    error,
    ours: false,
    summary: 'Set a new password with the reset code.',
  },
  refreshToken: {
    ...ENDPOINT_ROUTES.refreshToken,
    response: auth.refreshTokenResponseSchema,
    error,
    ours: false,
    summary: 'Rotate the refreshToken cookie and answer a new access token (empty body).',
  },
  changePassword: {
    ...ENDPOINT_ROUTES.changePassword,
    body: auth.changePasswordBodySchema,
    response: auth.changePasswordResponseSchema,
    error,
    ours: false,
    summary: "Change the caller's password.",
  },
  resetStudentDevices: {
    ...ENDPOINT_ROUTES.resetStudentDevices,
    params: auth.resetStudentDevicesParamsSchema,
    response: auth.resetStudentDevicesResponseSchema,
    error,
    ours: false,
    summary: "Clear a student's registered devices.",
  },
  me: {
    ...ENDPOINT_ROUTES.me,
    response: profile.meResponseSchema,
    error,
    ours: true,
    summary: "The caller's UserInfo.",
  },
  updateProfile: {
    ...ENDPOINT_ROUTES.updateProfile,
    body: profile.updateProfileBodySchema,
    response: profile.updateProfileResponseSchema,
    error,
    ours: true,
    summary: "Change the caller's name and/or grade; answers the updated UserInfo.",
  },

  // ── Catalogue ─────────────────────────────────────────────────────────────
  courseActive: {
    ...ENDPOINT_ROUTES.courseActive,
    query: catalogue.courseActiveQuerySchema,
    response: catalogue.courseActiveResponseSchema,
    error,
    ours: false,
    summary: 'Active courses, optionally of one grade, paged.',
  },
  freeCourses: {
    ...ENDPOINT_ROUTES.freeCourses,
    query: catalogue.freeCoursesQuerySchema,
    response: catalogue.freeCoursesResponseSchema,
    error,
    ours: false,
    summary: 'Active courses whose price is 0, paged.',
  },
  courseTree: {
    ...ENDPOINT_ROUTES.courseTree,
    query: catalogue.courseTreeQuerySchema,
    response: catalogue.courseTreeResponseSchema,
    error,
    ours: false,
    summary: 'A course with its units and lessons, without progress.',
  },

  // ── Books ─────────────────────────────────────────────────────────────────
  activeBooks: {
    ...ENDPOINT_ROUTES.activeBooks,
    query: books.activeBooksQuerySchema,
    response: books.activeBooksResponseSchema,
    error,
    ours: false,
    summary: 'Active books, paged.',
  },
  activeBooksByGrade: {
    ...ENDPOINT_ROUTES.activeBooksByGrade,
    params: books.activeBooksByGradeParamsSchema,
    query: books.activeBooksByGradeQuerySchema,
    response: books.activeBooksByGradeResponseSchema,
    error,
    ours: false,
    summary: 'Active books of one grade, paged.',
  },
  book: {
    ...ENDPOINT_ROUTES.book,
    params: books.bookParamsSchema,
    response: books.bookResponseSchema,
    error,
    ours: false,
    summary: 'One book.',
  },

  // ── Contact and tenant ────────────────────────────────────────────────────
  contacts: {
    ...ENDPOINT_ROUTES.contacts,
    response: contact.contactListResponseSchema,
    error,
    ours: false,
    summary: 'Contact links (the client uses the first item).',
  },
  tenantProfile: {
    ...ENDPOINT_ROUTES.tenantProfile,
    response: tenant.tenantProfileResponseSchema,
    error,
    ours: true,
    summary: "The tenant's teacher profile, figures, testimonials and theme.",
  },

  // ── Enrolment ─────────────────────────────────────────────────────────────
  // auth 'none': the original's client reads a bare boolean and treats "no token" as false, so an
  // anonymous or expired caller gets `false` (200), not a 401 the client would turn into a logout.
  // With a valid token a student may ask only about themself (403 otherwise); staff about anyone.
  isEnrolled: {
    ...ENDPOINT_ROUTES.isEnrolled,
    query: enrolment.isEnrolledQuerySchema,
    response: enrolment.isEnrolledResponseSchema,
    error,
    ours: false,
    summary: 'Bare boolean: is the student enrolled in the course (false without a valid token).',
  },
  enrolledCourses: {
    ...ENDPOINT_ROUTES.enrolledCourses,
    query: enrolment.enrolledCoursesQuerySchema,
    response: enrolment.enrolledCoursesResponseSchema,
    error,
    ours: false,
    summary: "The student's enrolled courses, paged.",
  },
  addCourseByCode: {
    ...ENDPOINT_ROUTES.addCourseByCode,
    query: enrolment.addCourseByCodeQuerySchema,
    response: enrolment.addCourseByCodeResponseSchema,
    error,
    ours: false,
    summary: 'Enrol with a single-use course code (no body).',
  },
  enrollFree: {
    ...ENDPOINT_ROUTES.enrollFree,
    query: enrolment.enrollFreeQuerySchema,
    response: enrolment.enrollFreeResponseSchema,
    error,
    ours: true,
    summary: 'Enrol in a free course (price 0).',
  },

  // ── Learning ──────────────────────────────────────────────────────────────
  courseTreeWithProgress: {
    ...ENDPOINT_ROUTES.courseTreeWithProgress,
    query: learning.courseTreeWithProgressQuerySchema,
    response: learning.courseTreeWithProgressResponseSchema,
    error,
    ours: false,
    summary: "A course tree with the caller's enrolment date and lesson progress.",
  },
  unitTreeWithProgress: {
    ...ENDPOINT_ROUTES.unitTreeWithProgress,
    query: learning.unitTreeWithProgressQuerySchema,
    response: learning.unitTreeWithProgressResponseSchema,
    error,
    ours: false,
    summary: "One unit with the caller's access start and lesson progress.",
  },
  unitLessons: {
    ...ENDPOINT_ROUTES.unitLessons,
    params: learning.unitLessonsParamsSchema,
    query: learning.unitLessonsQuerySchema,
    response: learning.unitLessonsResponseSchema,
    error,
    ours: false,
    summary: "A unit's lessons with progress, paged.",
  },
  lessonContent: {
    ...ENDPOINT_ROUTES.lessonContent,
    params: learning.lessonContentParamsSchema,
    response: learning.lessonContentResponseSchema,
    error,
    ours: false,
    summary:
      'Video or quiz content of a lesson the caller may open (quiz: no correctness before submission).',
  },
  lessonComplete: {
    ...ENDPOINT_ROUTES.lessonComplete,
    body: learning.lessonCompleteBodySchema,
    response: learning.lessonCompleteResponseSchema,
    error,
    ours: true,
    summary: 'Mark a lesson completed.',
  },

  // ── Unit codes ────────────────────────────────────────────────────────────
  enterUnitCode: {
    ...ENDPOINT_ROUTES.enterUnitCode,
    query: unitCodes.enterUnitCodeQuerySchema,
    response: unitCodes.enterUnitCodeResponseSchema,
    error,
    ours: false,
    summary: 'Unlock a standalone unit with a single-use code.',
  },
  myUnitCodes: {
    ...ENDPOINT_ROUTES.myUnitCodes,
    query: unitCodes.myUnitCodesQuerySchema,
    response: unitCodes.myUnitCodesResponseSchema,
    error,
    ours: false,
    summary: "The caller's unlocked units, paged, with optional search/grade/term filters (ours).",
  },

  // ── Quiz ──────────────────────────────────────────────────────────────────
  submitQuiz: {
    ...ENDPOINT_ROUTES.submitQuiz,
    body: quiz.submitQuizBodySchema,
    response: quiz.submitQuizResponseSchema,
    error,
    ours: false,
    summary: 'Submit chosen answers; the server scores them.',
  },

  // ── Parents ───────────────────────────────────────────────────────────────
  // The original's paths, secured by us: the original answered them without authentication (a
  // privacy weakness). We answer staff of the tenant (a parent phoning the centre) or the student
  // themself (their own phone is studentPhone); anyone else 403, and both phones must match the
  // same student of the tenant, else 404 "Student not found." (no enumeration).
  studentVideosProgressByParent: {
    ...ENDPOINT_ROUTES.studentVideosProgressByParent,
    params: parents.parentProgressParamsSchema,
    query: parents.parentProgressQuerySchema,
    response: parents.studentVideosProgressResponseSchema,
    error,
    ours: false,
    summary: "A student's video progress per enrolled course (staff, or the student themself).",
  },
  studentQuizzesProgressByParent: {
    ...ENDPOINT_ROUTES.studentQuizzesProgressByParent,
    params: parents.parentProgressParamsSchema,
    query: parents.parentProgressQuerySchema,
    response: parents.studentQuizzesProgressResponseSchema,
    error,
    ours: false,
    summary: "A student's submitted quizzes (staff, or the student themself).",
  },
  // Parent links (ours): the student makes and revokes them; the parent opens the page without an account.
  myParentLinks: {
    ...ENDPOINT_ROUTES.myParentLinks,
    response: parentLinks.myParentLinksResponseSchema,
    error,
    ours: true,
    summary: "The caller's parent links, newest first.",
  },
  createMyParentLink: {
    ...ENDPOINT_ROUTES.createMyParentLink,
    body: parentLinks.parentLinkBodySchema,
    response: parentLinks.newParentLinkResponseSchema,
    error,
    ours: true,
    summary: "Make a read-only parent link to the caller's progress (the token is shown once).",
  },
  revokeMyParentLink: {
    ...ENDPOINT_ROUTES.revokeMyParentLink,
    params: parentLinks.parentLinkIdParamsSchema,
    response: parentLinks.parentLinkRevokedResponseSchema,
    error,
    ours: true,
    summary: "Revoke one of the caller's parent links.",
  },
  parentPage: {
    ...ENDPOINT_ROUTES.parentPage,
    params: parentLinks.parentTokenParamsSchema,
    response: parentLinks.parentPageResponseSchema,
    error,
    ours: true,
    summary: "A student's progress for a parent, by an unexpired, unrevoked link token (no account).",
  },
  // Web Push (ours): the student's browsers that get notifications.
  pushPublicKey: {
    ...ENDPOINT_ROUTES.pushPublicKey,
    response: push.pushPublicKeyResponseSchema,
    error,
    ours: true,
    summary: "The tenant's VAPID public key, the browser's applicationServerKey for a push subscription.",
  },
  subscribePush: {
    ...ENDPOINT_ROUTES.subscribePush,
    body: push.pushSubscriptionBodySchema,
    response: push.pushSubscribedResponseSchema,
    error,
    ours: true,
    summary: "Store this browser's push subscription for the caller (kept once per endpoint).",
  },
  unsubscribePush: {
    ...ENDPOINT_ROUTES.unsubscribePush,
    body: push.pushUnsubscribeBodySchema,
    response: push.pushSubscribedResponseSchema,
    error,
    ours: true,
    summary: "Forget one of the caller's push subscriptions (the browser turned notifications off).",
  },

  // ── Protected lesson video ────────────────────────────────────────────────
  videoPlayback: {
    ...ENDPOINT_ROUTES.videoPlayback,
    params: video.videoPlaybackParamsSchema,
    response: video.videoPlaybackResponseSchema,
    error,
    ours: true,
    summary: 'Start a viewing of a lesson video: signed playlist, a key URL living 5 minutes, views left.',
  },
  videoKeyUrl: {
    ...ENDPOINT_ROUTES.videoKeyUrl,
    params: video.videoKeyUrlParamsSchema,
    response: video.videoKeyUrlResponseSchema,
    error,
    ours: true,
    summary: 'A fresh key URL for a viewing the caller started on this device.',
  },
  videoProgress: {
    ...ENDPOINT_ROUTES.videoProgress,
    body: video.videoProgressBodySchema,
    response: video.videoProgressResponseSchema,
    error,
    ours: true,
    summary: 'Report the seconds watched in a viewing; it counts as a view at 30 %.',
  },
  ...examEndpoints,
} as const satisfies Record<string, EndpointDefinition>;

/** Every endpoint we serve: the student side and the teacher's console (`teacher/`, ours). */
export const endpoints = {
  ...studentEndpoints,
  ...paymentsEndpoints,
  ...messageOptOutEndpoints,
  ...teacherEndpoints,
} as const;

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
export { buildUrl } from './routes.ts';

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
