export type CourseAction = 'continue' | 'free-start' | 'paid';

/**
 * Course page action area once enrolment is known (docs/product-rules.md): enrolled → continue; price 0 →
 * free start; otherwise paid (contact the supervisor + registration code box). A price that is
 * not a non-negative number is treated as paid, so nothing is ever given away by bad data.
 */
export function courseAction(input: { isEnrolled: unknown; price: unknown }): CourseAction {
  if (input?.isEnrolled === true) return 'continue';
  const price = input?.price;
  return typeof price === 'number' && price === 0 ? 'free-start' : 'paid';
}

/**
 * The code box shows only when the price is above 0 and the student is not enrolled; a paid course
 * with a broken price still offers the supervisor, but no code box.
 */
export function showsRegistrationCodeBox(input: { isEnrolled: unknown; price: unknown }): boolean {
  const price = input?.price;
  return input?.isEnrolled !== true && typeof price === 'number' && price > 0;
}
