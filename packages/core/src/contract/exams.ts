/**
 * Exams and the question bank (ours). Like quizzes, nothing a student receives before the
 * attempt is submitted and the reveal time has come carries correctness: a question's options
 * are sent in the attempt's own order, without the right one, and a choice travels as the index
 * shown. Response objects are non-strict, so serialising through them strips stray fields.
 */
import { z } from 'zod';
import { EXAM_DIFFICULTIES, EXAM_REVEALS, QUESTION_SECONDS_RANGE } from '../rules/exam.ts';
import {
  guidInputSchema,
  guidSchema,
  intIdInputSchema,
  intIdSchema,
  isoDateTimeSchema,
  questionTypeSchema,
} from './common.ts';
import type { EndpointDefinition } from './endpoint-definition.ts';
import { envelope, errorEnvelopeSchema as error, messageEnvelopeSchema } from './envelope.ts';
import { ENDPOINT_ROUTES as EXAM_ROUTES } from './routes.ts';
import { TEACHER_ENDPOINT_ROUTES } from './teacher/routes.ts';
import { importErrorSchema } from './teacher/quizzes.ts';

export const EXAM_LIMITS = {
  questionText: 2000,
  optionText: 500,
  explanation: 2000,
  tag: 100,
  optionsMin: 2,
  optionsMax: 6,
  examQuestionsMax: 200,
  quotasMax: 20,
  durationMaxSeconds: 6 * 3600,
  attemptsMax: 20,
} as const;

export const examDifficultySchema = z.enum(EXAM_DIFFICULTIES);
export const examRevealSchema = z.enum(EXAM_REVEALS);

// ── the student's side ──────────────────────────────────────────────────────

export const examLessonParamsSchema = z.object({ lessonId: intIdInputSchema });
export const examAttemptParamsSchema = z.object({ attemptId: intIdInputSchema });

export const examOptionSchema = z.object({ text: z.string(), imageUrl: z.string().nullable() });

/** A question of an attempt, options in the attempt's order; `chosen` is the index shown. */
export const examQuestionSchema = z.object({
  id: intIdSchema,
  text: z.string(),
  imageUrl: z.string().nullable(),
  type: questionTypeSchema,
  options: z.array(examOptionSchema),
  chosen: z.number().int().nonnegative().nullable(),
});

/** A submitted attempt's result: each part present only when the reveal policy and time allow. */
export const examResultSchema = z.object({
  attemptId: intIdSchema,
  attemptNumber: z.number().int().positive(),
  submittedAt: isoDateTimeSchema,
  /** 'deadline': the server submitted it when the time ran out */
  submittedBy: z.enum(['student', 'deadline']),
  /** null until revealed */
  score: z.number().min(0).max(100).nullable(),
  passed: z.boolean().nullable(),
  /** with reveal 'answers' or 'explanations', once due */
  questions: z
    .array(
      examQuestionSchema.extend({
        correct: z.number().int().nonnegative(),
        broken: z.boolean(),
        explanation: z.string().nullable(),
        explanationImageUrl: z.string().nullable(),
      }),
    )
    .nullable(),
});
export type ExamResult = z.infer<typeof examResultSchema>;

/**
 * With a time per question the attempt shows one question at a time, forward only: `questions`
 * holds just the one shown now, and this says which it is and how long it keeps the screen.
 */
export const examQuestionClockSchema = z.object({
  /** the shown question's place in the attempt (0-based) and how many the attempt has */
  index: z.number().int().nonnegative(),
  count: z.number().int().positive(),
  questionSeconds: z.number().int().positive(),
  /** whole seconds this question keeps the screen, by the server's clock */
  secondsLeft: z.number().int().nonnegative(),
});
export type ExamQuestionClock = z.infer<typeof examQuestionClockSchema>;

export const examAttemptSchema = z.object({
  id: intIdSchema,
  attemptNumber: z.number().int().positive(),
  startedAt: isoDateTimeSchema,
  deadlineAt: isoDateTimeSchema,
  /** whole seconds left by the server's clock when this answer was made */
  secondsLeft: z.number().int().nonnegative(),
  questions: z.array(examQuestionSchema),
  /** null: every question is shown and the student moves freely until the deadline */
  questionClock: examQuestionClockSchema.nullable(),
});
export type ExamAttempt = z.infer<typeof examAttemptSchema>;

export const examViewSchema = z.object({
  lessonId: intIdSchema,
  lessonName: z.string(),
  courseId: guidSchema,
  passDegree: z.number().min(0).max(100),
  durationSeconds: z.number().int().positive(),
  /** null: no time per question */
  questionSeconds: z.number().int().positive().nullable(),
  questionCount: z.number().int().nonnegative(),
  opensAt: isoDateTimeSchema.nullable(),
  closesAt: isoDateTimeSchema.nullable(),
  windowState: z.enum(['not-open', 'open', 'closed']),
  attemptsAllowed: z.number().int().positive(),
  attemptsUsed: z.number().int().nonnegative(),
  reveal: examRevealSchema,
  revealAfterClose: z.boolean(),
  serverNow: isoDateTimeSchema,
  /** the attempt in progress, if any */
  attempt: examAttemptSchema.nullable(),
  /** the latest submitted attempt */
  lastResult: examResultSchema.nullable(),
});
export type ExamView = z.infer<typeof examViewSchema>;

export const examAnswerBodySchema = z.object({
  questionId: intIdSchema,
  /** the option's index as shown in this attempt; null clears the answer */
  option: z
    .number()
    .int()
    .min(0)
    .max(EXAM_LIMITS.optionsMax - 1)
    .nullable(),
});
export const examAnswerSavedSchema = z.object({
  questionId: intIdSchema,
  option: z.number().int().nonnegative().nullable(),
  secondsLeft: z.number().int().nonnegative(),
});

/** Leaves the question shown at `from` for the next one (a repeat, or a late one, moves nothing). */
export const examNextBodySchema = z.object({
  from: z.number().int().min(0).max(EXAM_LIMITS.examQuestionsMax),
});

export const examEventBodySchema = z.object({ kind: z.enum(['hidden', 'visible']) });

export const honourBoardParamsSchema = z.object({ courseId: guidInputSchema });
export const honourBoardQuerySchema = z.object({ lessonId: intIdInputSchema.optional() });
export const honourBoardSchema = z.object({
  courseId: guidSchema,
  lessonId: intIdSchema.nullable(),
  entries: z.array(
    z.object({
      rank: z.number().int().positive(),
      name: z.string(),
      score: z.number().min(0).max(100),
      seconds: z.number().int().nonnegative(),
      isMe: z.boolean(),
    }),
  ),
  /** how the caller appears: full name or initials */
  myChoice: z.enum(['name', 'initials']),
});
export type HonourBoard = z.infer<typeof honourBoardSchema>;
export const honourNameBodySchema = z.object({ show: z.enum(['name', 'initials']) });

/** The honour boards a tenant's teacher shows on the public home page (ranks, names as chosen, scores). */
export const publicHonourBoardsSchema = z.object({
  boards: z.array(
    z.object({
      courseId: guidSchema,
      courseName: z.string(),
      entries: z.array(
        z.object({
          rank: z.number().int().positive(),
          name: z.string(),
          score: z.number().min(0).max(100),
        }),
      ),
    }),
  ),
});
export type PublicHonourBoards = z.infer<typeof publicHonourBoardsSchema>;

// ── the console ─────────────────────────────────────────────────────────────

const L = EXAM_LIMITS;
export const bankCourseParamsSchema = z.object({ courseId: guidInputSchema });
export const bankQuestionParamsSchema = z.object({ questionId: intIdInputSchema });

const tagSchema = z.string().trim().max(L.tag);
const imagePathSchema = z
  .string()
  .trim()
  .max(300)
  .regex(/^\/uploads\/[A-Za-z0-9/_.-]+$/, 'must be an uploaded picture')
  .nullable();

/** A bank question as the console sends it: one correct option among 2–6 (true/false: exactly 2). */
export const bankQuestionInputSchema = z
  .object({
    text: z.string().trim().min(1).max(L.questionText),
    imagePath: imagePathSchema,
    type: questionTypeSchema,
    options: z
      .array(z.object({ text: z.string().trim().max(L.optionText), imagePath: imagePathSchema }))
      .min(L.optionsMin)
      .max(L.optionsMax),
    correctIndex: z.number().int().min(0),
    explanation: z.string().trim().max(L.explanation),
    explanationImagePath: imagePathSchema,
    unit: tagSchema,
    topic: tagSchema,
    difficulty: examDifficultySchema,
  })
  .superRefine((question, ctx) => {
    if (question.correctIndex >= question.options.length)
      ctx.addIssue({ code: 'custom', path: ['correctIndex'], message: 'must name one of the options' });
    if (question.type === 'TrueFalse' && question.options.length !== 2)
      ctx.addIssue({
        code: 'custom',
        path: ['options'],
        message: 'a true/false question has exactly 2 options',
      });
    question.options.forEach((option, index) => {
      if (!option.text && !option.imagePath)
        ctx.addIssue({ code: 'custom', path: ['options', index], message: 'needs a text or a picture' });
    });
  });
export type BankQuestionInput = z.infer<typeof bankQuestionInputSchema>;

export const bankQuestionSchema = z.object({
  id: intIdSchema,
  text: z.string(),
  imagePath: z.string().nullable(),
  type: questionTypeSchema,
  options: z.array(z.object({ text: z.string(), imagePath: z.string().nullable() })),
  correctIndex: z.number().int().nonnegative(),
  explanation: z.string(),
  explanationImagePath: z.string().nullable(),
  unit: z.string(),
  topic: z.string(),
  difficulty: examDifficultySchema,
  broken: z.boolean(),
});
export type BankQuestion = z.infer<typeof bankQuestionSchema>;

export const bankListQuerySchema = z.object({
  search: z.string().trim().max(100).optional(),
  unit: tagSchema.optional(),
  topic: tagSchema.optional(),
  difficulty: examDifficultySchema.optional(),
});
export const bankListSchema = z.object({
  questions: z.array(bankQuestionSchema),
  units: z.array(z.string()),
  topics: z.array(z.string()),
});
/** Multipart: the sheet in the part `file`, the pictures' ZIP (optional) in the part `images`. */
export const bankImportBodySchema = z.object({});
export const BANK_IMPORT_FILE_FIELD = 'file';
export const BANK_IMPORT_IMAGES_FIELD = 'images';

/** Multipart: the picture in the part `image` (PNG, JPEG, WebP or GIF, checked by its bytes). */
export const bankPictureBodySchema = z.object({});
export const BANK_PICTURE_FIELD = 'image';
export const bankPictureSchema = z.object({ imagePath: z.string() });

export const BANK_EXPORT_FORMATS = ['csv', 'xlsx'] as const;
export const bankExportQuerySchema = z.object({ format: z.enum(BANK_EXPORT_FORMATS) });

export const bankBrokenBodySchema = z.object({ broken: z.boolean() });
export const rescoredSchema = z.object({ rescoredAttempts: z.number().int().nonnegative() });

export const examQuotaSchema = z.object({
  count: z.number().int().min(1).max(L.examQuestionsMax),
  difficulty: examDifficultySchema.nullable(),
  unit: tagSchema.min(1).nullable(),
});
export const examDrawSchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('fixed'), questionIds: z.array(intIdSchema).min(1).max(L.examQuestionsMax) }),
  z.object({ kind: z.literal('quotas'), quotas: z.array(examQuotaSchema).min(1).max(L.quotasMax) }),
]);

export const examSettingsSchema = z
  .object({
    draw: examDrawSchema,
    durationSeconds: z.number().int().min(60).max(L.durationMaxSeconds),
    opensAt: isoDateTimeSchema.nullable(),
    closesAt: isoDateTimeSchema.nullable(),
    /** each question keeps the screen this long, forward only; null: free within the duration */
    questionSeconds: z
      .number()
      .int()
      .min(QUESTION_SECONDS_RANGE.min)
      .max(QUESTION_SECONDS_RANGE.max)
      .nullable()
      .default(null),
    attemptsAllowed: z.number().int().min(1).max(L.attemptsMax),
    reveal: examRevealSchema,
    revealAfterClose: z.boolean(),
    passDegree: z.number().int().min(0).max(100),
  })
  .superRefine((settings, ctx) => {
    if (
      settings.opensAt &&
      settings.closesAt &&
      Date.parse(settings.closesAt) <= Date.parse(settings.opensAt)
    )
      ctx.addIssue({ code: 'custom', path: ['closesAt'], message: 'must be after the opening time' });
    if (settings.revealAfterClose && !settings.closesAt)
      ctx.addIssue({ code: 'custom', path: ['revealAfterClose'], message: 'needs a closing time' });
    if (settings.draw.kind === 'quotas') {
      const total = settings.draw.quotas.reduce((sum, quota) => sum + quota.count, 0);
      if (total > L.examQuestionsMax)
        ctx.addIssue({
          code: 'custom',
          path: ['draw'],
          message: `draws at most ${L.examQuestionsMax} questions`,
        });
    }
  });
export type ExamSettings = z.infer<typeof examSettingsSchema>;

export const teacherExamSchema = z.object({
  lessonId: intIdSchema,
  lessonName: z.string(),
  courseId: guidSchema,
  /** null until the teacher saves the exam */
  settings: examSettingsSchema.nullable(),
  bankSize: z.number().int().nonnegative(),
});
export type TeacherExam = z.infer<typeof teacherExamSchema>;

export const examResultsSchema = z.object({
  lessonId: intIdSchema,
  attempts: z.number().int().nonnegative(),
  /** submitted attempts per score band 0–9, 10–19, …, 90–100 */
  distribution: z.array(z.number().int().nonnegative()).length(10),
  medianScore: z.number().nullable(),
  questions: z.array(
    z.object({
      id: intIdSchema,
      text: z.string(),
      broken: z.boolean(),
      shown: z.number().int().nonnegative(),
      percentCorrect: z.number().min(0).max(100).nullable(),
      /** the wrong option chosen most (stored order), with how many chose it */
      commonWrong: z
        .object({ index: z.number().int().nonnegative(), text: z.string(), count: z.number().int() })
        .nullable(),
      /** share right in the top third minus share right in the bottom third, −1..1 */
      discrimination: z.number().min(-1).max(1).nullable(),
      /** median seconds from shown to answered */
      medianSeconds: z.number().nullable(),
    }),
  ),
  students: z.array(
    z.object({
      attemptId: intIdSchema,
      userId: z.string(),
      name: z.string(),
      attemptNumber: z.number().int().positive(),
      score: z.number().nullable(),
      submittedAt: isoDateTimeSchema.nullable(),
      submittedBy: z.enum(['student', 'deadline']).nullable(),
      seconds: z.number().int().nonnegative().nullable(),
      tabSwitches: z.number().int().nonnegative(),
    }),
  ),
});
export type ExamResults = z.infer<typeof examResultsSchema>;

export const teacherHonourQuerySchema = z.object({ lessonId: intIdInputSchema.optional() });
export const teacherHonourHomeBodySchema = z.object({ onHome: z.boolean() });
export const teacherHonourBoardSchema = z.object({
  courseId: guidSchema,
  lessonId: intIdSchema.nullable(),
  /** the course's board shows on the public home page */
  onHome: z.boolean(),
  entries: z.array(
    z.object({
      rank: z.number().int().positive(),
      name: z.string(),
      score: z.number().min(0).max(100),
      seconds: z.number().int().nonnegative(),
    }),
  ),
});
export type TeacherHonourBoard = z.infer<typeof teacherHonourBoardSchema>;

export const examTimelineSchema = z.object({
  attemptId: intIdSchema,
  name: z.string(),
  startedAt: isoDateTimeSchema,
  deadlineAt: isoDateTimeSchema,
  submittedAt: isoDateTimeSchema.nullable(),
  /** in time order: answers and the browser's tab-switch reports (a hint, never proof) */
  events: z.array(
    z.object({
      at: isoDateTimeSchema,
      kind: z.enum(['shown', 'answered', 'hidden', 'visible', 'submitted']),
      questionId: intIdSchema.nullable(),
      /** stored option index chosen */
      chosen: z.number().int().nonnegative().nullable(),
      correct: z.boolean().nullable(),
    }),
  ),
});

export const examEndpoints = {
  examGet: {
    ...EXAM_ROUTES.examGet,
    params: examLessonParamsSchema,
    response: envelope(examViewSchema),
    error,
    ours: true,
    summary:
      "An exam lesson: its settings, the caller's attempt in progress (with the time left) and last result.",
  },
  examStart: {
    ...EXAM_ROUTES.examStart,
    params: examLessonParamsSchema,
    response: envelope(examViewSchema),
    error,
    ours: true,
    summary:
      'Starts an attempt (the server records its deadline), or resumes the one in progress on this device; two starts at once give one attempt.',
  },
  examAnswer: {
    ...EXAM_ROUTES.examAnswer,
    params: examAttemptParamsSchema,
    body: examAnswerBodySchema,
    response: envelope(examAnswerSavedSchema),
    error,
    ours: true,
    summary:
      'Saves one answer (idempotent); refused after the deadline, from another device, or for a question not in the attempt.',
  },
  examSubmit: {
    ...EXAM_ROUTES.examSubmit,
    params: examAttemptParamsSchema,
    response: envelope(examViewSchema),
    error,
    ours: true,
    summary: 'Submits the attempt; the server scores it from the saved answers.',
  },
  examNext: {
    ...EXAM_ROUTES.examNext,
    params: examAttemptParamsSchema,
    body: examNextBodySchema,
    response: envelope(examViewSchema),
    error,
    ours: true,
    summary:
      'With a time per question: leaves the question shown for the next one (forward only); the server also moves on when its time is over.',
  },
  examEvent: {
    ...EXAM_ROUTES.examEvent,
    params: examAttemptParamsSchema,
    body: examEventBodySchema,
    response: messageEnvelopeSchema,
    error,
    ours: true,
    summary: 'The browser reports the exam tab hidden or shown again (a hint for the teacher).',
  },
  honourBoard: {
    ...EXAM_ROUTES.honourBoard,
    params: honourBoardParamsSchema,
    query: honourBoardQuerySchema,
    response: envelope(honourBoardSchema),
    error,
    ours: true,
    summary: 'The top students of a course (best exam scores) or of one exam, by score then time.',
  },
  honourNameGet: {
    ...EXAM_ROUTES.honourNameGet,
    response: envelope(honourNameBodySchema),
    error,
    ours: true,
    summary: 'How the honour boards show the caller: full name or initials (initials until they choose).',
  },
  honourName: {
    ...EXAM_ROUTES.honourName,
    body: honourNameBodySchema,
    response: messageEnvelopeSchema,
    error,
    ours: true,
    summary: 'Whether the honour board shows the caller by full name or initials.',
  },
  publicHonourBoards: {
    ...EXAM_ROUTES.publicHonourBoards,
    response: envelope(publicHonourBoardsSchema),
    error,
    ours: true,
    summary:
      "The honour boards the teacher shows on the home page: each course's top students, by the name or initials each chose.",
  },
} as const satisfies Record<string, EndpointDefinition>;

export const teacherExamEndpoints = {
  teacherBankList: {
    ...TEACHER_ENDPOINT_ROUTES.teacherBankList,
    params: bankCourseParamsSchema,
    query: bankListQuerySchema,
    response: envelope(bankListSchema),
    error,
    ours: true,
    summary: "A course's question bank, searched and filtered (staff).",
  },
  teacherBankCreate: {
    ...TEACHER_ENDPOINT_ROUTES.teacherBankCreate,
    params: bankCourseParamsSchema,
    body: bankQuestionInputSchema,
    response: envelope(bankQuestionSchema),
    error,
    ours: true,
    summary: "Adds a question to a course's bank.",
  },
  teacherBankUpdate: {
    ...TEACHER_ENDPOINT_ROUTES.teacherBankUpdate,
    params: bankQuestionParamsSchema,
    body: bankQuestionInputSchema,
    response: envelope(bankQuestionSchema),
    error,
    ours: true,
    summary: 'Edits a bank question.',
  },
  teacherBankDelete: {
    ...TEACHER_ENDPOINT_ROUTES.teacherBankDelete,
    params: bankQuestionParamsSchema,
    response: messageEnvelopeSchema,
    error,
    ours: true,
    summary: 'Deletes a bank question (attempts that drew it keep it out of their score).',
  },
  teacherBankPicture: {
    ...TEACHER_ENDPOINT_ROUTES.teacherBankPicture,
    body: bankPictureBodySchema,
    response: envelope(bankPictureSchema),
    error,
    ours: true,
    summary:
      'Stores a picture for a bank question, its explanation or an option; answers the path to save with the question (a picture no question names is removed after an hour).',
  },
  teacherBankExport: {
    ...TEACHER_ENDPOINT_ROUTES.teacherBankExport,
    params: bankCourseParamsSchema,
    query: bankExportQuerySchema,
    /** a CSV or XLSX file in the import's columns; a picture cell names the picture's file */
    response: z.string(),
    error,
    ours: true,
    summary:
      "A course's question bank as a CSV or XLSX file in the import's columns, its cells safe from spreadsheet formulas (staff).",
  },
  teacherBankPicturesExport: {
    ...TEACHER_ENDPOINT_ROUTES.teacherBankPicturesExport,
    params: bankCourseParamsSchema,
    /** a ZIP of the pictures, each under the name the exported sheet gives it */
    response: z.string(),
    error,
    ours: true,
    summary:
      "The pictures of a course's question bank as a ZIP, named as the exported sheet names them, so the two import together (staff; 404 when no question has a picture).",
  },
  teacherBankImport: {
    ...TEACHER_ENDPOINT_ROUTES.teacherBankImport,
    params: bankCourseParamsSchema,
    body: bankImportBodySchema,
    response: envelope(z.object({ imported: z.number().int().positive() })),
    error: importErrorSchema,
    ours: true,
    summary:
      'Imports questions from a CSV or XLSX sheet with a ZIP of the pictures it names; a sheet with any bad row imports nothing and names every bad row.',
  },
  teacherBankBroken: {
    ...TEACHER_ENDPOINT_ROUTES.teacherBankBroken,
    params: bankQuestionParamsSchema,
    body: bankBrokenBodySchema,
    response: envelope(rescoredSchema),
    error,
    ours: true,
    summary: 'Marks a question broken (or not) and re-scores every submitted attempt that drew it.',
  },
  teacherExamGet: {
    ...TEACHER_ENDPOINT_ROUTES.teacherExamGet,
    params: examLessonParamsSchema,
    response: envelope(teacherExamSchema),
    error,
    ours: true,
    summary: "An exam lesson's settings (staff).",
  },
  teacherExamSave: {
    ...TEACHER_ENDPOINT_ROUTES.teacherExamSave,
    params: examLessonParamsSchema,
    body: examSettingsSchema,
    response: envelope(teacherExamSchema),
    error,
    ours: true,
    summary:
      "Saves an exam's draw, duration, window, attempts and reveal policy; refused when the bank cannot fill it.",
  },
  teacherExamResults: {
    ...TEACHER_ENDPOINT_ROUTES.teacherExamResults,
    params: examLessonParamsSchema,
    response: envelope(examResultsSchema),
    error,
    ours: true,
    summary: 'Score distribution, per-question figures and every attempt of an exam (staff).',
  },
  teacherHonourBoard: {
    ...TEACHER_ENDPOINT_ROUTES.teacherHonourBoard,
    params: bankCourseParamsSchema,
    query: teacherHonourQuerySchema,
    response: envelope(teacherHonourBoardSchema),
    error,
    ours: true,
    summary:
      "A course's honour board (or one exam's) as students see it, and whether it shows on the home page (staff).",
  },
  teacherHonourHome: {
    ...TEACHER_ENDPOINT_ROUTES.teacherHonourHome,
    params: bankCourseParamsSchema,
    body: teacherHonourHomeBodySchema,
    response: envelope(teacherHonourBoardSchema),
    error,
    ours: true,
    summary: "Shows a course's honour board on the public home page, or stops showing it.",
  },
  teacherExamTimeline: {
    ...TEACHER_ENDPOINT_ROUTES.teacherExamTimeline,
    params: examAttemptParamsSchema,
    response: envelope(examTimelineSchema),
    error,
    ours: true,
    summary: "One attempt's timeline: answers, time per question and tab-switch hints (staff).",
  },
} as const satisfies Record<string, EndpointDefinition>;
