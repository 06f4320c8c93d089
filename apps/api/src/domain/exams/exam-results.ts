import type { ExamResults } from '@dars/core/contract';
import { SERVER_MESSAGES } from '@dars/core/messages';
import type { TenantContext } from '../../context.ts';
import { notFound } from '../../errors.ts';
import { parseAttemptQuestions, parseOptions, readBankQuestions } from './exam-rows.ts';
import { submitOverdueAttempts } from './finalize-attempt.ts';
import { findExamLesson } from './teacher-exam.ts';

interface QuestionTally {
  shown: number;
  right: number;
  /** stored option index → how many chose it wrongly */
  wrong: Map<number, number>;
  seconds: number[];
  /** [right, drew it] in the top and bottom thirds */
  top: [number, number];
  bottom: [number, number];
}

const median = (values: number[]): number | null => {
  if (values.length === 0) return null;
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
};
const round1 = (value: number) => Math.round(value * 10) / 10;

/** Seconds each answered question took: from the attempt's start or the previous first answer. */
function secondsPerQuestion(
  startedAt: string,
  answers: Array<{ question_id: number; first_answered_at: string }>,
) {
  const ordered = [...answers].sort((a, b) => a.first_answered_at.localeCompare(b.first_answered_at));
  let previous = Date.parse(startedAt);
  const seconds = new Map<number, number>();
  for (const answer of ordered) {
    const at = Date.parse(answer.first_answered_at);
    seconds.set(answer.question_id, Math.max(0, (at - previous) / 1000));
    previous = at;
  }
  return seconds;
}

/**
 * An exam's figures for the teacher: the distribution of submitted scores; per question the share
 * right, the wrong option chosen most, the discrimination index (share right among the top third
 * of attempts by score minus among the bottom third, of those that drew it) and the median time;
 * and every attempt with its tab-switch hints. Overdue attempts are submitted first.
 */
export async function getExamResults(ctx: TenantContext, lessonId: number): Promise<ExamResults> {
  const lesson = await findExamLesson(ctx.db, ctx.tenantId, lessonId);
  await submitOverdueAttempts(ctx.db, { now: ctx.now(), tenantId: ctx.tenantId, lessonId: lesson.id });
  const attempts = await ctx.db
    .selectFrom('exam_attempts as a')
    .innerJoin('users as u', (join) =>
      join.onRef('u.id', '=', 'a.user_id').on('u.tenant_id', '=', ctx.tenantId),
    )
    .select([
      'a.id',
      'a.user_id',
      'u.user_name',
      'a.attempt_number',
      'a.questions',
      'a.score',
      'a.started_at',
      'a.submitted_at',
      'a.submitted_by',
    ])
    .where('a.tenant_id', '=', ctx.tenantId)
    .where('a.lesson_id', '=', lesson.id)
    .orderBy('a.started_at')
    .execute();
  const ids = attempts.map((attempt) => attempt.id);
  const [answers, hidden] = ids.length
    ? await Promise.all([
        ctx.db
          .selectFrom('exam_answers')
          .select(['attempt_id', 'question_id', 'chosen', 'first_answered_at'])
          .where('attempt_id', 'in', ids)
          .execute(),
        ctx.db
          .selectFrom('exam_events')
          .select(['attempt_id', (eb) => eb.fn.countAll<number | string>().as('n')])
          .where('attempt_id', 'in', ids)
          .where('kind', '=', 'hidden')
          .groupBy('attempt_id')
          .execute(),
      ])
    : [[], []];
  const answersOf = new Map<number, typeof answers>();
  for (const answer of answers)
    answersOf.set(answer.attempt_id, [...(answersOf.get(answer.attempt_id) ?? []), answer]);
  const hiddenOf = new Map(hidden.map((row) => [row.attempt_id, Number(row.n)]));

  const submitted = attempts.filter((attempt) => attempt.submitted_at !== null && attempt.score !== null);
  const distribution = Array.from({ length: 10 }, () => 0);
  for (const attempt of submitted) distribution[Math.min(9, Math.floor(Number(attempt.score) / 10))]! += 1;

  const byScore = [...submitted].sort((a, b) => Number(a.score) - Number(b.score));
  const third = Math.floor(byScore.length / 3);
  const bottom = new Set(third ? byScore.slice(0, third).map((a) => a.id) : []);
  const top = new Set(third ? byScore.slice(-third).map((a) => a.id) : []);

  const questionIds = [
    ...new Set(submitted.flatMap((attempt) => parseAttemptQuestions(attempt.questions).map((q) => q.q))),
  ];
  const bank = await readBankQuestions(ctx.db, ctx.tenantId, questionIds);
  const stats = new Map<number, QuestionTally>();
  for (const attempt of submitted) {
    const chosen = new Map(
      (answersOf.get(attempt.id) ?? []).map((answer) => [answer.question_id, answer.chosen]),
    );
    const seconds = secondsPerQuestion(attempt.started_at, answersOf.get(attempt.id) ?? []);
    for (const { q } of parseAttemptQuestions(attempt.questions)) {
      const row = bank.get(q);
      if (!row) continue;
      const entry: QuestionTally = stats.get(q) ?? {
        shown: 0,
        right: 0,
        wrong: new Map(),
        seconds: [],
        top: [0, 0],
        bottom: [0, 0],
      };
      stats.set(q, entry);
      const pick = chosen.get(q);
      const right = pick !== null && pick !== undefined && Number(pick) === Number(row.correct_index);
      entry.shown += 1;
      if (right) entry.right += 1;
      else if (pick !== null && pick !== undefined)
        entry.wrong.set(Number(pick), (entry.wrong.get(Number(pick)) ?? 0) + 1);
      const took = seconds.get(q);
      if (took !== undefined) entry.seconds.push(took);
      const group = top.has(attempt.id) ? entry.top : bottom.has(attempt.id) ? entry.bottom : null;
      if (group) {
        group[0] += right ? 1 : 0;
        group[1] += 1;
      }
    }
  }

  return {
    lessonId: lesson.id,
    attempts: submitted.length,
    distribution,
    medianScore: median(submitted.map((attempt) => Number(attempt.score))),
    questions: questionIds.flatMap((id) => {
      const row = bank.get(id);
      const entry = stats.get(id);
      if (!row || !entry) return [];
      const [wrongIndex, wrongCount] =
        [...entry.wrong.entries()].sort((a, b) => b[1] - a[1] || a[0] - b[0])[0] ?? [];
      const options = parseOptions(row.options);
      return [
        {
          id,
          text: row.text,
          broken: Number(row.broken) === 1,
          shown: entry.shown,
          percentCorrect: entry.shown ? round1((entry.right / entry.shown) * 100) : null,
          commonWrong:
            wrongIndex === undefined
              ? null
              : { index: wrongIndex, text: options[wrongIndex]?.text ?? '', count: wrongCount ?? 0 },
          discrimination:
            entry.top[1] && entry.bottom[1]
              ? Math.round((entry.top[0] / entry.top[1] - entry.bottom[0] / entry.bottom[1]) * 100) / 100
              : null,
          medianSeconds: median(entry.seconds),
        },
      ];
    }),
    students: attempts.map((attempt) => ({
      attemptId: attempt.id,
      userId: attempt.user_id,
      name: attempt.user_name,
      attemptNumber: Number(attempt.attempt_number),
      score: attempt.score === null ? null : Number(attempt.score),
      submittedAt: attempt.submitted_at,
      submittedBy: attempt.submitted_by,
      seconds: attempt.submitted_at
        ? Math.max(0, Math.round((Date.parse(attempt.submitted_at) - Date.parse(attempt.started_at)) / 1000))
        : null,
      tabSwitches: hiddenOf.get(attempt.id) ?? 0,
    })),
  };
}

/** One attempt in time order: answers (right or not), tab-switch hints, the submission. */
export async function getExamTimeline(ctx: TenantContext, attemptId: number) {
  const attempt = await ctx.db
    .selectFrom('exam_attempts as a')
    .innerJoin('users as u', (join) =>
      join.onRef('u.id', '=', 'a.user_id').on('u.tenant_id', '=', ctx.tenantId),
    )
    .select(['a.id', 'u.user_name', 'a.questions', 'a.started_at', 'a.deadline_at', 'a.submitted_at'])
    .where('a.tenant_id', '=', ctx.tenantId)
    .where('a.id', '=', attemptId)
    .executeTakeFirst();
  if (!attempt) throw notFound(SERVER_MESSAGES.examAttemptNotFound);
  const [answers, events] = await Promise.all([
    ctx.db.selectFrom('exam_answers').selectAll().where('attempt_id', '=', attempt.id).execute(),
    ctx.db.selectFrom('exam_events').select(['kind', 'at']).where('attempt_id', '=', attempt.id).execute(),
  ]);
  const bank = await readBankQuestions(
    ctx.db,
    ctx.tenantId,
    parseAttemptQuestions(attempt.questions).map((q) => q.q),
  );
  type Event = {
    at: string;
    kind: 'answered' | 'hidden' | 'visible' | 'submitted';
    questionId: number | null;
    chosen: number | null;
    correct: boolean | null;
  };
  const timeline: Event[] = [
    ...answers.map((answer) => {
      const row = bank.get(answer.question_id);
      const chosen = answer.chosen === null ? null : Number(answer.chosen);
      return {
        at: answer.answered_at,
        kind: 'answered' as const,
        questionId: answer.question_id,
        chosen,
        correct: row && chosen !== null ? chosen === Number(row.correct_index) : null,
      };
    }),
    ...events.map((event) => ({
      at: event.at,
      kind: event.kind,
      questionId: null,
      chosen: null,
      correct: null,
    })),
    ...(attempt.submitted_at
      ? [
          {
            at: attempt.submitted_at,
            kind: 'submitted' as const,
            questionId: null,
            chosen: null,
            correct: null,
          },
        ]
      : []),
  ].sort((a, b) => a.at.localeCompare(b.at));
  return {
    attemptId: attempt.id,
    name: attempt.user_name,
    startedAt: attempt.started_at,
    deadlineAt: attempt.deadline_at,
    submittedAt: attempt.submitted_at,
    events: timeline,
  };
}
