/**
 * Every text the API sends in an envelope's `message`, written once. The server imports these;
 * clients recognise an answer by its `code` (ERROR_CODES) and show their own catalogue text, except
 * the original's client, which matches a few of these sentences exactly (marked "matched"; see
 * docs/product-rules.md). Validation texts of the forms come from the catalogue's validation area.
 */
import { EXAM_SERVER_MESSAGES } from './server-messages-exams.ts';

export const SERVER_MESSAGES = {
  // ── request shape ─────────────────────────────────────────────────────────
  invalidRequest: 'Invalid request.',
  invalidJson: 'The request body is not valid JSON.',
  payloadTooLarge: 'The request is too large.',
  unsupportedMediaType: 'Unsupported content type.',
  invalidContentLength: 'Invalid Content-Length header.',
  multipartRequired: 'The request must be multipart/form-data.',
  badRequest: 'Bad request.',
  notFound: 'Not found.',
  internalError: 'Internal server error.',
  tooManyRequests: 'Too many requests. Please wait and try again.',
  mediaForbidden: 'This media link is missing, expired or not valid. Reopen the lesson.',
  tooManyAttempts: 'Too many attempts. Please wait a few minutes and try again.',

  // ── tenancy ───────────────────────────────────────────────────────────────
  missingTenant: 'Missing X-Tenant-ID header.',
  unknownTenant: 'Unknown tenant.',

  // ── sessions and accounts ─────────────────────────────────────────────────
  authRequired: 'Authentication required.',
  invalidToken: 'Invalid or expired token.',
  staffOnly: 'Only staff can do this.',
  ownAccountOnly: 'You can only act for your own account.',
  /** Login 400 whose body is this plain string (or whose message field holds it). Matched. */
  invalidCredentials: 'Invalid credentials',
  /** Login refusal for a third device; flagged as the maximum-devices state. Matched. */
  maxDevices: "You can't log in from more than two devices.",
  accountInactive: 'This account has been deactivated. Please contact support.',
  missingDevice: 'Missing DeviceId header.',
  loginRateLimited: 'Too many login attempts. Please wait a minute and try again.',
  emailTaken: 'Email is already registered.',
  phoneTaken: 'Phone number is already registered.',
  userNameTooLong: 'UserName must be at most 100 characters',
  emailTooLong: 'Email must be at most 254 characters',
  passwordTooLong: 'Password must be at most 128 characters',
  imageType: 'Image must be a PNG, JPEG, WebP or GIF picture.',
  registered: 'Registration successful. A confirmation code has been sent to your email.',
  loggedOut: 'Logged out successfully.',
  refreshed: 'Token refreshed successfully.',
  refreshMissing: 'Refresh token is missing.',
  refreshInvalid: 'Invalid or expired refresh token.',
  refreshReused: 'This session has ended. Please log in again.',
  otpInvalid: 'Invalid or expired OTP.',
  otpExhausted: 'Too many wrong attempts. Please request a new code.',
  emailConfirmed: 'Email confirmed successfully.',
  otpSent: 'If the email is registered and not yet confirmed, a new code has been sent.',
  resetOtpSent: 'If the email is registered, a password reset code has been sent.',
  /** Matched by the original's client on the reset screen. */
  passwordResetSucceeded: 'Password has been reset successfully',
  passwordChanged: 'Password changed successfully.',
  currentPasswordWrong: 'Current password is incorrect.',
  userNotFound: 'User not found.',
  studentNotFound: 'Student not found.',
  devicesReset: 'Student devices have been reset.',
  profileRetrieved: 'OK',
  profileUpdated: 'Profile updated successfully',
  noChanges: 'No changes were made',

  // ── catalogue ─────────────────────────────────────────────────────────────
  /** Active courses: an empty page carries this (the original's 404 text). Matched. */
  noActiveCourses: 'No active courses found for this grade',
  activeCoursesRetrieved: 'Active courses retrieved successfully.',
  freeCoursesRetrieved: 'Free courses retrieved successfully.',
  noFreeCourses: 'No free courses found.',
  /** Matched by the original's client (course details 404). */
  courseDetailsNotFound: 'Course details not found.',
  courseDetailsRetrieved: 'Course details retrieved successfully.',
  courseNotFound: 'Course not found.',
  booksRetrieved: 'Books retrieved successfully.',
  noBooks: 'No books found.',
  bookRetrieved: 'Book retrieved successfully.',
  bookNotFound: 'Book not found.',
  contactsRetrieved: 'Contacts retrieved successfully.',
  noContacts: 'No contacts found.',
  tenantProfileRetrieved: 'Profile retrieved successfully.',
  tenantProfileNotFound: 'Teacher profile not found.',

  // ── codes and enrolment ───────────────────────────────────────────────────
  /** Enrolment by code: the server's message for an unknown code. Matched. */
  codeNotFound: 'Code not found.',
  alreadyEnrolled: 'You are already enrolled in this course.',
  alreadyOwnsUnit: 'You already have this unit.',
  requiresCode: 'This course requires a registration code.',
  enrolled: 'Enrolled successfully.',
  enrolledCourses: 'Enrolled courses.',
  noEnrolledCourses: 'No enrolled courses.',
  codeAccepted: 'Code accepted.',
  unitsFound: 'Units found.',
  noUnitsYet: 'No units yet.',

  // ── learning ──────────────────────────────────────────────────────────────
  /** Matched by the original's client (lesson details 404). */
  lessonDetailsNotFound: 'Lesson details not found.',
  unitNotFound: 'Unit not found.',
  notEnrolled: 'You are not enrolled in this course.',
  noLessonAccess: 'You do not have access to this lesson.',
  noUnitAccess: 'You do not have access to this unit.',
  enrollmentDateUnavailable: 'Enrollment date unavailable',
  accessEnded: 'Access period for this unit has ended',
  previousQuizRequired: 'Must complete the previous quiz first',
  unitNotAvailable: 'Unit not available now',
  courseTreeRetrieved: 'Course tree retrieved successfully.',
  unitRetrieved: 'Unit retrieved successfully.',
  unitLessonsRetrieved: 'Unit lessons retrieved successfully.',
  lessonContentRetrieved: 'Lesson content retrieved successfully.',
  lessonCompleted: 'Lesson completed.',
  quizCompletedBySubmission: 'A quiz is completed by submitting it.',
  quizAlreadySubmitted: 'This quiz has already been submitted.',
  notAQuiz: 'This lesson is not a quiz.',
  quizSubmitted: 'Quiz result submitted successfully.',

  // ── parents ───────────────────────────────────────────────────────────────
  videosProgressRetrieved: 'Student videos progress retrieved successfully.',
  quizzesProgressRetrieved: 'Student quizzes progress retrieved successfully.',
  noProgressAccess: "You do not have access to this student's progress.",

  // ── teacher's console (ours) ──────────────────────────────────────────────
  adminOnly: 'Only the teacher (Admin) can do this.',
  notPermitted: 'The teacher has not allowed this assistant to do this.',
  staffPermissionsSaved: "The assistant's permissions were saved.",
  staleVersion: 'Someone else changed this since you opened it. Reload it and make your change again.',
  auditLogRetrieved: 'Audit log retrieved successfully.',
  codeRevoked: 'This code has been withdrawn by the teacher and can no longer be used.',
  codeExpired: 'This code has expired and can no longer be used.',
  invalidExpiry: 'The expiry date must be in the future.',
  invalidCount: 'Count must be a whole number from 1 to 5000.',
  codesNotInBatch: 'These codes do not all belong to this batch.',
  codeTargetsRetrieved: 'Course and unit list retrieved successfully.',
  codeBatchesRetrieved: 'Code batches retrieved successfully.',
  codeBatchCreated: 'Code batch created. The codes are shown this once only.',
  codeCardsCreated: 'Code cards ready.',
  codeBatchRevoked: 'The unredeemed codes of this batch are revoked.',
  codeFound: 'Code found.',
  codeBatchNotFound: 'Code batch not found.',
  uploadMissing: 'No file was sent: add the file to the form.',
  uploadEmpty: 'The file is empty.',
  uploadType: 'This type of file is not accepted here (its content was checked, not its name).',
  uploadTooLarge: 'The file is larger than allowed here.',
  courseHasStudents: 'Students are enrolled in this course, so it cannot be deleted: archive it instead.',
  invalidVideoLink: 'The video link must be a YouTube video or a video of the iframe delivery host (https).',
  uploadNotFinished: 'This upload is not finished (or does not exist): resume it, then save again.',
  notAVideoLesson: 'Only a video lesson takes a video.',
  courseRetrieved: 'Course retrieved successfully.',
  coursesRetrieved: 'Courses retrieved successfully.',
  courseSaved: 'Course saved.',
  courseDeleted: 'Course deleted.',
  unitSaved: 'Unit saved.',
  lessonSaved: 'Lesson saved.',
  orderSaved: 'Order saved.',
  tusResumableRequired: 'This is a tus 1.0 resumable upload: send the Tus-Resumable: 1.0.0 header.',
  tusContentType: 'Upload bytes are sent as application/offset+octet-stream.',
  previewNoProgress: 'This is a preview: the teacher and assistants do not record progress or quiz answers.',
  uploadUnexpectedFile: 'This form takes one file, in its documented field.',
  dashboardRetrieved: 'Dashboard figures retrieved successfully.',
  quizNotFound: 'Quiz not found.',
  studentsRetrieved: 'Students retrieved successfully.',
  studentRetrieved: 'Student retrieved successfully.',
  studentDeactivated: 'The student is deactivated; every session has ended.',
  studentReactivated: 'The student is active again.',
  studentDevicesReset: "The student's devices were reset.",
  studentEnrolledByStaff: 'The student is enrolled in the course.',
  studentUnenrolledByStaff: 'The student was removed from the course.',
  studentAlreadyEnrolled: 'The student is already enrolled in this course.',
  studentNotEnrolled: 'The student is not enrolled in this course.',
  passwordResetCodeSent: 'A password-reset code was sent to the student by email.',
  parentLinkCreated: 'Parent link created.',
  parentLinkRevoked: 'Parent link revoked.',
  parentLinksRetrieved: 'Parent links retrieved successfully.',
  parentLinkNotFound: 'This parent link does not exist, has expired or was revoked.',
  parentPageRetrieved: 'Student progress retrieved successfully.',
  staffRetrieved: 'Staff retrieved successfully.',
  staffAdded: 'The assistant was added.',
  staffRemoved: 'The assistant was removed; their sessions have ended.',
  staffNotFound: 'Assistant not found.',
  quizRetrieved: 'Quiz retrieved successfully.',
  quizSaved: 'Quiz saved successfully.',
  quizImported: 'Questions imported successfully.',
  quizRescored: 'Stored results re-scored successfully.',
  invalidSpreadsheet:
    'The file has rows that are not valid; nothing was imported. See rows for each bad row.',
  emptySpreadsheet: 'The file has no questions.',
  unsupportedFileType: 'Upload a CSV or XLSX file (checked by its content).',
  spreadsheetFileRequired: 'Attach the spreadsheet in the file field.',
  teacherProfileRetrieved: 'Teacher profile retrieved successfully.',
  teacherProfileSaved: 'Teacher profile saved successfully.',
  testimonialsRetrieved: 'Testimonials retrieved successfully.',
  testimonialSaved: 'Testimonial saved successfully.',
  testimonialNotFound: 'Testimonial not found.',
  invalidOrder: 'The order must name every testimonial exactly once.',
  bookSaved: 'Book saved successfully.',
  bookDeleted: 'Book deleted successfully.',
  ...EXAM_SERVER_MESSAGES,
} as const;

export type ServerMessageKey = keyof typeof SERVER_MESSAGES;
export type ServerMessage = (typeof SERVER_MESSAGES)[ServerMessageKey];

/** The server texts that carry a number. */
export const SERVER_MESSAGE_FORMATS = {
  routeNotFound: (method: string, path: string) => `Route ${method} ${path} not found.`,
  /** The upcoming-unit refusal (the original's client shows it as is). */
  unitAvailableInDays: (days: number) => `This unit will be available in ${days} day(s)`,
  answersLength: (expected: number, got: number) =>
    `answers must have one entry per question (${expected}), got ${got}.`,
  answerOutOfRange: (index: number, options: number) =>
    `answers[${index}] must be an answer index from 0 to ${options - 1}, or null.`,
} as const;
