import { normalizeGrade } from '@dars/core/rules';
import { z } from 'zod';

/** '1st Secondary' → Secondary1, 2 → Secondary2, 'secondary3' → Secondary3 (docs/product-rules.md); other values pass to the enum check. */
function normalizeGradeInput(input: unknown): unknown {
  const normalized = normalizeGrade(input);
  return normalized === '' ? input : normalized;
}

const required = (what: string) => ({
  error: (issue: { input?: unknown }) => (issue.input === undefined ? 'is required' : `must be ${what}`),
});
const text = () => z.string(required('text')).trim().min(1, 'must not be empty');
const optionalText = () =>
  z
    .string(required('text'))
    .trim()
    .nullish()
    .transform((v) => (v ? v : null));
const flag = (fallback: boolean) => z.boolean(required('true or false')).default(fallback);

/** A video or attachment address: an http(s) URL or a path on this server ('/media/…'). */
const link = () =>
  z
    .string(required('a URL'))
    .trim()
    .refine(
      (value) => value.startsWith('/') || /^https?:\/\/[^\s]+$/i.test(value),
      'must be an http(s) URL or a path starting with /',
    );

const answerSchema = z.object({
  text: text(),
  isCorrect: z.boolean(required('true or false')),
});

const questionSchema = z
  .object({
    text: text(),
    type: z
      .enum(['MultipleChoice', 'TrueFalse'], { error: 'must be MultipleChoice or TrueFalse' })
      .default('MultipleChoice'),
    explanation: optionalText(),
    answers: z.array(answerSchema, required('a list')).min(2, 'needs at least 2 answers'),
  })
  .superRefine((question, ctx) => {
    const correct = question.answers.filter((a) => a.isCorrect).length;
    if (correct !== 1)
      ctx.addIssue({ code: 'custom', path: ['answers'], message: 'exactly one answer must be correct' });
    if (question.type === 'TrueFalse' && question.answers.length !== 2) {
      ctx.addIssue({
        code: 'custom',
        path: ['answers'],
        message: 'a TrueFalse question has exactly 2 answers',
      });
    }
  });

const lessonSchema = z
  .object({
    lessonName: text(),
    titel: optionalText(),
    type: z.enum(['Video', 'Quiz', 'Exam'], { error: 'must be Video, Quiz or Exam' }),
    active: flag(true),
    videoUrl: link().nullish(),
    attachmentUrl: link().nullish(),
    attachmentTitle: optionalText(),
    passDegree: z.number(required('a number')).int('must be a whole number').min(0).max(100).default(70),
    timeLimitMinutes: z
      .number(required('a number'))
      .int('must be a whole number')
      .positive('must be above 0')
      .nullish(),
    isRetake: flag(false),
    isScoreDisplayed: flag(true),
    isAnswerDisplayed: flag(true),
    questions: z.array(questionSchema, required('a list')).default([]),
  })
  .superRefine((lesson, ctx) => {
    if (lesson.type === 'Video' && !lesson.videoUrl) {
      ctx.addIssue({ code: 'custom', path: ['videoUrl'], message: 'is required for a Video lesson' });
    }
    if (lesson.type !== 'Quiz' && lesson.questions.length > 0) {
      ctx.addIssue({ code: 'custom', path: ['questions'], message: 'only Quiz lessons have questions' });
    }
    if (lesson.type === 'Quiz' && lesson.questions.length === 0) {
      ctx.addIssue({
        code: 'custom',
        path: ['questions'],
        message: 'a Quiz lesson needs at least one question',
      });
    }
    if (lesson.attachmentUrl && !lesson.attachmentTitle) {
      ctx.addIssue({
        code: 'custom',
        path: ['attachmentTitle'],
        message: 'is required when attachmentUrl is given',
      });
    }
  });

const unitSchema = z.object({
  unitName: text(),
  titel: optionalText(),
  active: flag(true),
  lessons: z.array(lessonSchema, required('a list')).min(1, 'a unit needs at least one lesson'),
});

export const courseFileSchema = z.object({
  /** optional fixed GUID (keeps links stable across re-seeding); generated when absent */
  id: z.string(required('text')).uuid('must be a GUID').optional(),
  courseName: text(),
  description: z.string(required('text')).default(''),
  imagePath: optionalText(),
  grade: z.preprocess(
    normalizeGradeInput,
    z.enum(['Secondary1', 'Secondary2', 'Secondary3'], {
      error: 'must be Secondary1, Secondary2 or Secondary3',
    }),
  ),
  term: z.enum(['First', 'Second', 'Summer'], { error: 'must be First, Second or Summer' }).default('First'),
  price: z.number(required('a number')).min(0, 'must not be negative').max(100_000).default(0),
  active: flag(true),
  isOpenToAll: flag(false),
  units: z.array(unitSchema, required('a list')).min(1, 'a course needs at least one unit'),
});

export type CourseFile = z.infer<typeof courseFileSchema>;
export type CourseFileInput = z.input<typeof courseFileSchema>;

/** `['units', 1, 'lessons', 0]` → `units[1].lessons[0]` */
export function formatIssuePath(path: ReadonlyArray<PropertyKey>): string {
  let out = '';
  for (const part of path) {
    if (typeof part === 'number') out += `[${part}]`;
    else out += out ? `.${String(part)}` : String(part);
  }
  return out || '(course)';
}
