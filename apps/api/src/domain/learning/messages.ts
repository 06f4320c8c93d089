/** The server's refusal texts; the spec's client matches on the access ones (spec §8). */
export const LESSON_NOT_FOUND = 'Lesson details not found.';
export const UNIT_NOT_FOUND = 'Unit not found.';
export const NOT_ENROLLED = 'You are not enrolled in this course.';
export const NO_LESSON_ACCESS = 'You do not have access to this lesson.';
export const NO_UNIT_ACCESS = 'You do not have access to this unit.';
export const ENROLLMENT_DATE_UNAVAILABLE = 'Enrollment date unavailable';
export const ACCESS_ENDED = 'Access period for this unit has ended';
export const PREVIOUS_QUIZ_REQUIRED = 'Must complete the previous quiz first';
export const availableInDays = (days: number) => `This unit will be available in ${days} day(s)`;
export const UNIT_NOT_AVAILABLE = 'Unit not available now';
