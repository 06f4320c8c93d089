/**
 * Quizzes. The original sends every answer's `isCorrect` to the browser before the quiz is taken
 * and trusts the score the browser computes. Ours does neither: quiz content carries no
 * correctness at all until the student has submitted, the client sends the chosen answers and
 * the server scores them. Response objects are non-strict `z.object`s, so serialising through
 * these schemas also strips any stray `isCorrect` a handler might pass along.
 */
import { z } from 'zod';
import { LIMITS, intIdInputSchema, intIdSchema, isoDateTimeSchema, questionTypeSchema } from './common.ts';
import { envelope } from './envelope.ts';

export { DEFAULT_PASS_DEGREE } from './values.ts';
/** Highest answer index we accept: questions have a handful of options. */
export const MAX_ANSWER_INDEX = 49;

/** An answer option as the student sees it before submitting: no correctness. */
export const quizAnswerOptionSchema = z.object({
  id: intIdSchema,
  text: z.string(),
});
export type QuizAnswerOption = z.infer<typeof quizAnswerOptionSchema>;

export const quizQuestionSchema = z.object({
  id: intIdSchema,
  text: z.string(),
  type: questionTypeSchema,
  /** In display order; the student's choice is the zero-based index into this list. */
  answers: z.array(quizAnswerOptionSchema),
});
export type QuizQuestion = z.infer<typeof quizQuestionSchema>;

/** Chosen answer index per question, in question order; null = unanswered. */
export const chosenAnswersSchema = z
  .array(z.number().int().min(0).max(MAX_ANSWER_INDEX).nullable())
  .max(LIMITS.quizQuestionsMax);

/**
 * Index of the correct answer per question. null when the quiz hides answers
 * (`isAnswerDisplayed` false), so a student cannot pass them on to classmates.
 */
export const correctAnswersSchema = z.array(z.number().int().min(0)).nullable();

/** The caller's latest submission of a quiz. */
export const quizSubmissionSchema = z.object({
  /** rounded percentage 0..100 */
  score: z.number().min(0).max(100),
  notes: z.string(),
  answers: z.array(z.number().int().min(0).nullable()),
  correctAnswers: correctAnswersSchema,
  correctCount: z.number().int().nonnegative(),
  totalCount: z.number().int().nonnegative(),
  passed: z.boolean(),
  submittedAt: isoDateTimeSchema,
});
export type QuizSubmission = z.infer<typeof quizSubmissionSchema>;

/**
 * Quiz lesson content (GET /api/Student/contentlesson/{id} when the lesson is a quiz).
 * Differs from the original on purpose (security): the original answers a bare array of
 * questions whose answers carry `isCorrect`; ours wraps the questions with the quiz settings and
 * the caller's submission, and reveals correct answers only inside `submission`.
 */
export const quizContentSchema = z.object({
  id: intIdSchema,
  type: z.literal('Quiz'),
  lessonName: z.string(),
  questions: z.array(quizQuestionSchema),
  isRetake: z.boolean(),
  isScoreDisplayed: z.boolean(),
  isAnswerDisplayed: z.boolean(),
  /** passing percentage */
  passDegree: z.number().min(0).max(100),
  /** null until submitted */
  quizScore: z.number().min(0).max(100).nullable(),
  /** ours: minutes, null = untimed */
  timeLimitMinutes: z.number().int().positive().nullable(),
  submission: quizSubmissionSchema.nullable(),
});
export type QuizContent = z.infer<typeof quizContentSchema>;

/**
 * POST /api/quizresult/submit. The original takes `{ lessonId, score, notes }`; we accept those
 * (score and notes are optional and ignored) and require `answers`, from which we score.
 */
export const submitQuizBodySchema = z.object({
  lessonId: intIdInputSchema,
  score: z.number().min(0).max(100).optional(),
  notes: z.string().max(LIMITS.notes).optional(),
  answers: chosenAnswersSchema,
});
export type SubmitQuizBody = z.input<typeof submitQuizBodySchema>;

export const quizResultSchema = z.object({
  lessonId: intIdSchema,
  /** rounded percentage of correct answers, computed by the server */
  score: z.number().min(0).max(100),
  /** e.g. "3/5" style text with the correct count out of the total */
  notes: z.string(),
  correctCount: z.number().int().nonnegative(),
  totalCount: z.number().int().nonnegative(),
  passed: z.boolean(),
  correctAnswers: correctAnswersSchema,
});
export type QuizResult = z.infer<typeof quizResultSchema>;

export const submitQuizResponseSchema = envelope(quizResultSchema);
export type SubmitQuizResponse = z.infer<typeof submitQuizResponseSchema>;
