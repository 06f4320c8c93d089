import type { ExamAttempt, ExamResult, ExamView } from '@dars/core/contract';
import { examWindowState, isRevealDue, questionClock } from '@dars/core/rules';
import type { Kysely, Selectable } from 'kysely';
import type { Database, ExamAttemptsTable } from '../../db/schema.ts';
import {
  parseAttemptQuestions,
  parseOptions,
  readBankQuestions,
  type AttemptQuestion,
  type BankRow,
  type ExamSettingsRow,
} from './exam-rows.ts';

export type AttemptRow = Selectable<ExamAttemptsTable>;

export interface ExamLesson {
  id: number;
  name: string;
  courseId: string;
  passDegree: number;
}

export const secondsLeft = (deadlineAt: string, now: Date) =>
  Math.max(0, Math.floor((Date.parse(deadlineAt) - now.getTime()) / 1000));

/** The questions as the attempt shows them: its order, its option order, no correctness. */
function shownQuestions(
  questions: readonly AttemptQuestion[],
  bank: ReadonlyMap<number, BankRow>,
  chosen: ReadonlyMap<number, number | null>,
) {
  return questions.flatMap(({ q, o }) => {
    const row = bank.get(q);
    if (!row) return [];
    const options = parseOptions(row.options);
    const stored = chosen.get(q);
    const shownChoice = stored === null || stored === undefined ? -1 : o.indexOf(Number(stored));
    return [
      {
        row,
        order: o,
        view: {
          id: row.id,
          text: row.text,
          imageUrl: row.image_path,
          type: row.type,
          options: o.map((index) => ({
            text: options[index]?.text ?? '',
            imageUrl: options[index]?.imagePath ?? null,
          })),
          chosen: shownChoice < 0 ? null : shownChoice,
        },
      },
    ];
  });
}

async function chosenOf(db: Kysely<Database>, attemptId: number) {
  const rows = await db
    .selectFrom('exam_answers')
    .select(['question_id', 'chosen'])
    .where('attempt_id', '=', attemptId)
    .execute();
  return new Map(rows.map((row) => [row.question_id, row.chosen === null ? null : Number(row.chosen)]));
}

/**
 * Where an attempt with a time per question stands now (null without one): the question shown
 * and when its time is over. Past the last question's time the attempt's deadline has passed too.
 */
export function clockOf(attempt: AttemptRow, count: number, now: Date) {
  if (attempt.question_seconds === null || attempt.question_started_at === null) return null;
  return questionClock({
    index: Number(attempt.question_index ?? 0),
    startedAt: attempt.question_started_at,
    questionSeconds: Number(attempt.question_seconds),
    count,
    now,
  });
}

async function attemptView(db: Kysely<Database>, attempt: AttemptRow, now: Date): Promise<ExamAttempt> {
  const all = parseAttemptQuestions(attempt.questions);
  const clock = clockOf(attempt, all.length, now);
  // with a per-question clock only the question shown now leaves the server
  const questions = clock ? all.slice(clock.index, clock.index + 1) : all;
  const [bank, chosen] = await Promise.all([
    readBankQuestions(
      db,
      attempt.tenant_id,
      questions.map((question) => question.q),
    ),
    chosenOf(db, attempt.id),
  ]);
  return {
    id: attempt.id,
    attemptNumber: Number(attempt.attempt_number),
    startedAt: attempt.started_at,
    deadlineAt: attempt.deadline_at,
    secondsLeft: secondsLeft(attempt.deadline_at, now),
    questions: shownQuestions(questions, bank, chosen).map((question) => question.view),
    questionClock:
      clock && attempt.question_seconds !== null && all.length > 0
        ? {
            index: Math.min(clock.index, all.length - 1),
            count: all.length,
            questionSeconds: Number(attempt.question_seconds),
            secondsLeft: Math.min(
              secondsLeft(new Date(clock.endsAt).toISOString(), now),
              secondsLeft(attempt.deadline_at, now),
            ),
          }
        : null,
  };
}

/** A submitted attempt as the reveal policy lets the student see it now. */
async function resultView(
  db: Kysely<Database>,
  attempt: AttemptRow,
  settings: ExamSettingsRow,
  now: Date,
): Promise<ExamResult> {
  const due = isRevealDue({ reveal: settings.reveal, afterClose: settings.revealAfterClose }, settings, now);
  const base = {
    attemptId: attempt.id,
    attemptNumber: Number(attempt.attempt_number),
    submittedAt: attempt.submitted_at ?? attempt.deadline_at,
    submittedBy: attempt.submitted_by ?? 'deadline',
    score: due && attempt.score !== null ? Number(attempt.score) : null,
    passed: due ? Number(attempt.passed) === 1 : null,
    questions: null,
  };
  if (!due || (settings.reveal !== 'answers' && settings.reveal !== 'explanations')) return base;
  const questions = parseAttemptQuestions(attempt.questions);
  const [bank, chosen] = await Promise.all([
    readBankQuestions(
      db,
      attempt.tenant_id,
      questions.map((question) => question.q),
    ),
    chosenOf(db, attempt.id),
  ]);
  const explain = settings.reveal === 'explanations';
  return {
    ...base,
    questions: shownQuestions(questions, bank, chosen).map(({ row, order, view }) => ({
      ...view,
      correct: Math.max(0, order.indexOf(Number(row.correct_index))),
      broken: Number(row.broken) === 1,
      explanation: explain ? row.explanation || null : null,
      explanationImageUrl: explain ? row.explanation_image_path : null,
    })),
  };
}

export const questionCountOf = (settings: ExamSettingsRow) =>
  settings.draw.kind === 'fixed'
    ? settings.draw.questionIds.length
    : settings.draw.quotas.reduce((sum, quota) => sum + quota.count, 0);

export async function readAttempts(
  db: Kysely<Database>,
  options: { tenantId: string; lessonId: number; userId: string },
): Promise<AttemptRow[]> {
  return db
    .selectFrom('exam_attempts')
    .selectAll()
    .where('tenant_id', '=', options.tenantId)
    .where('lesson_id', '=', options.lessonId)
    .where('user_id', '=', options.userId)
    .orderBy('attempt_number')
    .execute();
}

/** What the student sees of an exam: settings, the open attempt with its time left, the last result. */
export async function buildExamView(
  db: Kysely<Database>,
  options: { lesson: ExamLesson; settings: ExamSettingsRow; attempts: readonly AttemptRow[]; now: Date },
): Promise<ExamView> {
  const { lesson, settings, attempts, now } = options;
  const open = attempts.find((attempt) => attempt.submitted_at === null);
  const submitted = attempts.filter((attempt) => attempt.submitted_at !== null);
  const last = submitted[submitted.length - 1];
  return {
    lessonId: lesson.id,
    lessonName: lesson.name,
    courseId: lesson.courseId,
    passDegree: lesson.passDegree,
    durationSeconds: settings.durationSeconds,
    questionSeconds: settings.questionSeconds,
    questionCount: questionCountOf(settings),
    opensAt: settings.opensAt,
    closesAt: settings.closesAt,
    windowState: examWindowState(settings, now),
    attemptsAllowed: settings.attemptsAllowed,
    attemptsUsed: attempts.length,
    reveal: settings.reveal,
    revealAfterClose: settings.revealAfterClose,
    serverNow: now.toISOString(),
    attempt: open ? await attemptView(db, open, now) : null,
    lastResult: last ? await resultView(db, last, settings, now) : null,
  };
}
