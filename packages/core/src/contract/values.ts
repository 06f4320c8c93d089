/**
 * The plain values of the contract (enums as tuples, text limits, paging defaults, patterns), kept
 * free of zod so that code which needs only a value (the rules, the web's player chunk) does not
 * pull the schema library in. `common.ts` and `quiz.ts` re-export them.
 */

/** Grades this product serves (the original enum runs Primary1..Secondary3, 0..11). */
export const GRADES = ['Secondary1', 'Secondary2', 'Secondary3'] as const;
export type Grade = (typeof GRADES)[number];

export const TERMS = ['First', 'Second', 'Summer'] as const;
export type Term = (typeof TERMS)[number];

export const LESSON_TYPES = ['Video', 'Quiz', 'Exam'] as const;
export type LessonType = (typeof LESSON_TYPES)[number];

export const QUESTION_TYPES = ['MultipleChoice', 'TrueFalse'] as const;
export type QuestionType = (typeof QUESTION_TYPES)[number];

/** Text limits: anything longer is refused with a 400 before it reaches the domain. */
export const LIMITS = {
  name: 100,
  email: 254,
  password: 128,
  passwordMin: 6,
  code: 64,
  otp: 10,
  search: 100,
  notes: 1000,
  pageNumberMax: 100_000,
  pageSizeMax: 100,
  quizQuestionsMax: 500,
} as const;

export const DEFAULT_PAGE_NUMBER = 1;
export const DEFAULT_PAGE_SIZE = 10;

/** Egyptian mobile number: 01 followed by 9 digits. */
export const EGYPTIAN_PHONE_PATTERN = /^01\d{9}$/;

/** Passing score used when a quiz sets none (docs/product-rules.md). */
export const DEFAULT_PASS_DEGREE = 70;
