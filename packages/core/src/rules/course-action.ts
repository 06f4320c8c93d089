export type CourseAction = 'continue' | 'free-start' | 'paid';

/**
 * Spec §2/§4 course page action area once enrolment is known: enrolled → continue; price 0 →
 * free start; otherwise paid (contact the supervisor + registration code box). A price that is
 * not a non-negative number is treated as paid, so nothing is ever given away by bad data.
 */
export function courseAction(input: { isEnrolled: unknown; price: unknown }): CourseAction {
  if (input?.isEnrolled === true) return 'continue';
  const price = input?.price;
  return typeof price === 'number' && price === 0 ? 'free-start' : 'paid';
}

/** Spec §5: the code box shows only when the price is above 0 and the student is not enrolled. */
export function showsRegistrationCodeBox(input: { isEnrolled: unknown; price: unknown }): boolean {
  const price = input?.price;
  return input?.isEnrolled !== true && typeof price === 'number' && price > 0;
}

export type LocalEnrolmentRefusal = 'no-user' | 'unknown-course' | 'already-enrolled';

/** Spec §4 data layer (sample catalogue): local enrolment is refused without a user, for an unknown course, or when already enrolled. */
export function localEnrolmentRefusal(input: {
  userId: unknown;
  courseExists: boolean;
  alreadyEnrolled: boolean;
}): LocalEnrolmentRefusal | null {
  const userId = input?.userId;
  if (userId === null || userId === undefined || userId === '') return 'no-user';
  if (input.courseExists !== true) return 'unknown-course';
  if (input.alreadyEnrolled === true) return 'already-enrolled';
  return null;
}
