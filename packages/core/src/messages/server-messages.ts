/**
 * Exact English strings the API sends and the client recognises (docs/product-rules.md).
 * They are matched, never shown directly: the catalogue holds what the screen displays.
 */
export const SERVER_MESSAGES = {
  /** Login 400 whose body is this plain string (or whose message field holds it). */
  invalidCredentials: 'Invalid credentials',
  /** Login refusal for a third device; flagged as the maximum-devices state. */
  maxDevices: "You can't log in from more than two devices.",
  /** Enrolment by code: the server's message for an unknown code, treated as a failure. */
  codeNotFound: 'Code not found.',
  /** Active courses 404 is a success with an empty list and this message. */
  noActiveCourses: 'No active courses found for this grade',
  courseDetailsNotFound: 'Course details not found.',
  lessonDetailsNotFound: 'Lesson details not found.',
  passwordResetSucceeded: 'Password has been reset successfully',
} as const;

export type ServerMessage = (typeof SERVER_MESSAGES)[keyof typeof SERVER_MESSAGES];
