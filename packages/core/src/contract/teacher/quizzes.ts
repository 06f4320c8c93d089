/** The quiz editor: a quiz lesson's settings and questions, the spreadsheet import and re-scoring. */
import { z } from 'zod';
import { QUIZ_EDITOR_LIMITS, questionProblems } from '../../rules/quiz-editor.ts';
import { envelope, errorEnvelopeSchema as error } from '../envelope.ts';
import { guidSchema, intIdInputSchema, intIdSchema, questionTypeSchema } from '../common.ts';
import type { EndpointDefinition } from '../endpoint-definition.ts';
import { TEACHER_ENDPOINT_ROUTES } from './routes.ts';
import { LIMITS } from '../values.ts';
import { versionSchema } from './common.ts';

const L = QUIZ_EDITOR_LIMITS;

export const quizLessonParamsSchema = z.object({ lessonId: intIdInputSchema });

export const quizSettingsSchema = z.object({
  /** passing percentage */
  passDegree: z.number().int().min(0).max(100),
  /** minutes; null = untimed */
  timeLimitMinutes: z.number().int().min(1).max(L.timeLimitMaxMinutes).nullable(),
  isRetake: z.boolean(),
  isScoreDisplayed: z.boolean(),
  isAnswerDisplayed: z.boolean(),
});
export type QuizSettings = z.infer<typeof quizSettingsSchema>;

export const editorAnswerSchema = z.object({
  text: z.string().trim().min(1).max(L.answerText),
  isCorrect: z.boolean(),
});

/** A question as the editor sends it: exactly one correct option (core's `questionProblems`). */
export const editorQuestionSchema = z
  .object({
    /** the stored question's id when it is an edit; absent for a new question */
    id: intIdSchema.optional(),
    text: z.string().trim().min(1).max(L.questionText),
    type: questionTypeSchema,
    explanation: z.string().trim().max(L.explanation).nullable(),
    answers: z.array(editorAnswerSchema).min(L.answersMin).max(L.answersMax),
  })
  .superRefine((question, ctx) => {
    for (const problem of questionProblems(question)) {
      ctx.addIssue({ code: 'custom', message: `question ${problem.replaceAll('_', ' ')}` });
    }
  });
export type EditorQuestionInput = z.infer<typeof editorQuestionSchema>;

export const editorQuestionStoredSchema = z.object({
  id: intIdSchema,
  text: z.string(),
  type: questionTypeSchema,
  explanation: z.string().nullable(),
  answers: z.array(z.object({ text: z.string(), isCorrect: z.boolean() })),
});
export type EditorQuestionStored = z.infer<typeof editorQuestionStoredSchema>;

/** A quiz lesson as the editor shows it: with its answer key (staff only). */
export const editorQuizSchema = z.object({
  lessonId: intIdSchema,
  lessonName: z.string(),
  courseId: guidSchema,
  courseName: z.string(),
  unitName: z.string(),
  /** the lesson's version: every save names it */
  version: versionSchema,
  settings: quizSettingsSchema,
  questions: z.array(editorQuestionStoredSchema),
  /** students with a stored result (their results are kept through edits) */
  submissionCount: z.number().int().nonnegative(),
});
export type EditorQuiz = z.infer<typeof editorQuizSchema>;

export const saveQuizBodySchema = z.object({
  version: versionSchema,
  settings: quizSettingsSchema,
  /** the whole list in display order: absent stored questions are deleted */
  questions: z.array(editorQuestionSchema).max(LIMITS.quizQuestionsMax),
});
export type SaveQuizBody = z.infer<typeof saveQuizBodySchema>;

export const saveQuizResponseSchema = envelope(
  editorQuizSchema.extend({
    /** the save changed what counts as right while students have results: offer a re-score */
    rescoreSuggested: z.boolean(),
  }),
);

export const rescoreQuizBodySchema = z.object({
  /** the lesson version whose answer key the teacher saw */
  version: versionSchema,
});

export const rescoreResultSchema = z.object({
  /** stored results (latest results and attempts) read */
  checked: z.number().int().nonnegative(),
  /** of which the score changed */
  changed: z.number().int().nonnegative(),
  /** answered a different set of questions (questions added or removed since): left as they were */
  skipped: z.number().int().nonnegative(),
});
export type RescoreResult = z.infer<typeof rescoreResultSchema>;

/** Multipart text field naming the version; the file travels in the part named `file`. */
export const importQuizBodySchema = z.object({ version: z.string() });
export const QUIZ_IMPORT_FILE_FIELD = 'file';

export const importRowErrorSchema = z.object({
  row: z.number().int().positive(),
  problems: z.array(z.string()),
});

/** A refused import names every bad row; nothing was imported. */
export const importErrorSchema = error.extend({ rows: z.array(importRowErrorSchema).optional() });

export const quizzesEndpoints = {
  teacherQuizGet: {
    ...TEACHER_ENDPOINT_ROUTES.teacherQuizGet,
    params: quizLessonParamsSchema,
    response: envelope(editorQuizSchema),
    error,
    ours: true,
    summary: "A quiz lesson's settings and questions with the answer key, for the editor (staff).",
  },
  teacherQuizSave: {
    ...TEACHER_ENDPOINT_ROUTES.teacherQuizSave,
    params: quizLessonParamsSchema,
    body: saveQuizBodySchema,
    response: saveQuizResponseSchema,
    error,
    ours: true,
    summary:
      'Saves the quiz settings and the whole question list (add, edit, delete, reorder) against the lesson version; stored results are kept.',
  },
  teacherQuizImport: {
    ...TEACHER_ENDPOINT_ROUTES.teacherQuizImport,
    params: quizLessonParamsSchema,
    body: importQuizBodySchema,
    response: envelope(editorQuizSchema.extend({ imported: z.number().int().positive() })),
    error: importErrorSchema,
    ours: true,
    summary:
      'Appends questions from a CSV or XLSX file; any bad row refuses the whole file with every bad row named.',
  },
  teacherQuizTemplate: {
    ...TEACHER_ENDPOINT_ROUTES.teacherQuizTemplate,
    /** a CSV file */
    response: z.string(),
    error,
    ours: true,
    summary:
      "The quiz import's template: its header row and an example of each question type, as CSV (staff).",
  },
  teacherQuizRescore: {
    ...TEACHER_ENDPOINT_ROUTES.teacherQuizRescore,
    params: quizLessonParamsSchema,
    body: rescoreQuizBodySchema,
    response: envelope(rescoreResultSchema),
    error,
    ours: true,
    summary: "Recomputes the stored results' scores from their stored answers with the current answer key.",
  },
} as const satisfies Record<string, EndpointDefinition>;
