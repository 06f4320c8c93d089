import { SERVER_MESSAGES } from '@dars/core/messages';
import { sql } from 'kysely';
import type { TenantContext } from '../../context.ts';
import { isPostgres } from '../../db/dialect.ts';
import { groupCommitOf } from '../../db/group-commit.ts';
import { badRequest, conflict, notFound } from '../../errors.ts';
import { questionClock, questionClockDeadline } from '@dars/core/rules';
import { scheduleAttemptDeadline } from './deadline-job.ts';
import {
  callersAttempt,
  knownAttemptShape,
  readAttemptShape,
  rememberAttemptShape,
} from './attempt-shapes.ts';
import { parseAttemptQuestions, type AttemptQuestion } from './exam-rows.ts';
import { secondsLeft } from './exam-view.ts';
import { finalizeAttempt } from './finalize-attempt.ts';
import { deviceOf } from './start-exam.ts';

interface AttemptCaller {
  userId: string;
  deviceId: string | null;
  attemptId: number;
}

/**
 * Why an attempt the caller named cannot take a write now: 404 when it is not theirs, 409 when it
 * was submitted, when its time is over (it is submitted now, so the deadline holds even if no
 * sweep ran yet) or when another device holds it.
 */
async function refusal(ctx: TenantContext, options: AttemptCaller, now: Date): Promise<never> {
  const attempt = await callersAttempt(ctx, options)
    .select(['id', 'submitted_at', 'deadline_at', 'device_id'])
    .executeTakeFirst();
  if (!attempt) throw notFound(SERVER_MESSAGES.examAttemptNotFound);
  if (attempt.submitted_at === null && Date.parse(attempt.deadline_at) <= now.getTime()) {
    await finalizeAttempt(ctx.db, { tenantId: ctx.tenantId, attemptId: attempt.id, now, by: 'deadline' });
    throw conflict('exam_time_over', SERVER_MESSAGES.examTimeOver);
  }
  if (attempt.submitted_at !== null) {
    throw Date.parse(attempt.submitted_at) >= Date.parse(attempt.deadline_at)
      ? conflict('exam_time_over', SERVER_MESSAGES.examTimeOver)
      : conflict('exam_attempt_submitted', SERVER_MESSAGES.examAttemptSubmitted);
  }
  throw conflict('exam_other_device', SERVER_MESSAGES.examOtherDevice);
}

/**
 * With a per-question clock, only the question shown now takes an answer: one whose time is over,
 * or one not shown yet, is refused (409).
 */
function assertQuestionShown(
  attempt: {
    question_seconds: number | null;
    question_index: number | null;
    question_started_at: string | null;
  },
  position: number,
  count: number,
  now: Date,
) {
  if (attempt.question_seconds === null || attempt.question_started_at === null) return;
  const clock = questionClock({
    index: Number(attempt.question_index ?? 0),
    startedAt: attempt.question_started_at,
    questionSeconds: Number(attempt.question_seconds),
    count,
    now,
  });
  if (position < clock.index) throw conflict('exam_question_time_over', SERVER_MESSAGES.examQuestionTimeOver);
  if (position > clock.index) throw conflict('exam_question_not_shown', SERVER_MESSAGES.examQuestionNotShown);
}

/** The stored option an answer names (null: the student cleared it); 400 when out of range. */
function storedChoice(question: AttemptQuestion, option: number | null): number | null {
  if (option === null) return null;
  const stored = question.o[option];
  if (stored === undefined) throw badRequest('answer_out_of_range', SERVER_MESSAGES.optionOutOfRange);
  return stored;
}

/**
 * Saves one answer of an open attempt as the student picks it. The attempt row is touched first,
 * only while it is open, before its deadline and held by this device: on PostgreSQL that row
 * lock orders this save against a concurrent submit, so an acknowledged answer is always in the
 * score. The answer is an upsert on (attempt, question): sending it again changes nothing. Saves
 * arriving together share one commit (db/group-commit.ts); each is acknowledged once committed.
 */
export async function saveExamAnswer(
  ctx: TenantContext,
  options: AttemptCaller & { questionId: number; option: number | null },
): Promise<{ questionId: number; option: number | null; secondsLeft: number }> {
  const now = ctx.now();
  const postgres = isPostgres(ctx.db);
  const shape =
    knownAttemptShape(ctx, options.attemptId) ??
    (postgres ? await readAttemptShape(ctx, options) : undefined);
  const known = shape?.questions.find((entry) => entry.q === options.questionId);
  if (shape && known && !shape.perQuestionClock && postgres) {
    const saved = await saveInOneStatement(ctx, options, storedChoice(known, options.option), now);
    return saved ?? refusal(ctx, options, now);
  }
  const nowIso = now.toISOString();
  const saved = await groupCommitOf(ctx.db).execute(async (trx) => {
    const attempt = await trx
      .updateTable('exam_attempts')
      .set({ device_seen_at: nowIso })
      .where('tenant_id', '=', ctx.tenantId)
      .where('id', '=', options.attemptId)
      .where('user_id', '=', options.userId)
      .where('submitted_at', 'is', null)
      .where('deadline_at', '>', nowIso)
      .where('device_id', '=', deviceOf(options.deviceId))
      .returning([
        'id',
        'questions',
        'deadline_at',
        'question_seconds',
        'question_index',
        'question_started_at',
      ])
      .executeTakeFirst();
    if (!attempt) return null;
    const { questions } = rememberAttemptShape(ctx.db, ctx.tenantId, attempt);
    const position = questions.findIndex((entry) => entry.q === options.questionId);
    const question = questions[position];
    if (!question) throw badRequest('question_not_in_attempt', SERVER_MESSAGES.questionNotInAttempt);
    assertQuestionShown(attempt, position, questions.length, now);
    const chosen = storedChoice(question, options.option);
    await trx
      .insertInto('exam_answers')
      .values({
        attempt_id: attempt.id,
        tenant_id: ctx.tenantId,
        question_id: options.questionId,
        chosen,
        first_answered_at: nowIso,
        answered_at: nowIso,
      })
      .onConflict((oc) =>
        oc.columns(['attempt_id', 'question_id']).doUpdateSet((eb) => ({
          chosen: eb.ref('excluded.chosen'),
          answered_at: eb.ref('excluded.answered_at'),
        })),
      )
      .execute();
    return {
      questionId: options.questionId,
      option: options.option,
      secondsLeft: secondsLeft(attempt.deadline_at, now),
    };
  });
  return saved ?? refusal(ctx, options, now);
}

/**
 * The same save on PostgreSQL once the attempt's questions are known, as one statement (its own
 * transaction): the attempt row is locked and checked by the update, the answer upserted from
 * it. On an exam night that is one round trip to the database per answer instead of four
 * (begin, update, upsert, commit), which is what the server's time went to
 * (docs/decisions/0038-exam-answer-in-one-statement.md). Null when the attempt is not open here.
 */
async function saveInOneStatement(
  ctx: TenantContext,
  options: AttemptCaller & { questionId: number; option: number | null },
  chosen: number | null,
  now: Date,
): Promise<{ questionId: number; option: number | null; secondsLeft: number } | null> {
  const nowIso = now.toISOString();
  const { rows } = await sql<{ deadline_at: string }>`
    with attempt as (
      update exam_attempts set device_seen_at = ${nowIso}
      where tenant_id = ${ctx.tenantId} and id = ${options.attemptId} and user_id = ${options.userId}
        and submitted_at is null and deadline_at > ${nowIso} and device_id = ${deviceOf(options.deviceId)}
      returning id, deadline_at
    )
    insert into exam_answers (attempt_id, tenant_id, question_id, chosen, first_answered_at, answered_at)
    select id, ${ctx.tenantId}, ${options.questionId}, ${chosen}, ${nowIso}, ${nowIso} from attempt
    on conflict (attempt_id, question_id)
      do update set chosen = excluded.chosen, answered_at = excluded.answered_at
    returning (select deadline_at from attempt) as deadline_at`.execute(ctx.db);
  const row = rows[0];
  if (!row) return null;
  return {
    questionId: options.questionId,
    option: options.option,
    secondsLeft: secondsLeft(row.deadline_at, now),
  };
}

/** The student submits: scored from the saved answers (after the deadline it counts as the deadline's). */
export async function submitExamAttempt(ctx: TenantContext, options: AttemptCaller): Promise<number> {
  const now = ctx.now();
  const attempt = await callersAttempt(ctx, options)
    .select(['id', 'lesson_id', 'submitted_at', 'deadline_at', 'device_id'])
    .executeTakeFirst();
  if (!attempt) throw notFound(SERVER_MESSAGES.examAttemptNotFound);
  if (attempt.submitted_at !== null)
    throw conflict('exam_attempt_submitted', SERVER_MESSAGES.examAttemptSubmitted);
  const overdue = Date.parse(attempt.deadline_at) <= now.getTime();
  if (!overdue && attempt.device_id !== deviceOf(options.deviceId))
    throw conflict('exam_other_device', SERVER_MESSAGES.examOtherDevice);
  await finalizeAttempt(ctx.db, { tenantId: ctx.tenantId, attemptId: attempt.id, now, by: 'student' });
  return attempt.lesson_id;
}

/** Most tab-switch reports kept per attempt (a hint; a script cannot fill the table). */
const EVENTS_PER_ATTEMPT = 200;

/** The browser reports the exam tab hidden or shown again, while the attempt is open. */
export async function recordExamEvent(
  ctx: TenantContext,
  options: AttemptCaller & { kind: 'hidden' | 'visible' },
): Promise<void> {
  const now = ctx.now();
  const attempt = await callersAttempt(ctx, options).select(['id', 'submitted_at']).executeTakeFirst();
  if (!attempt) throw notFound(SERVER_MESSAGES.examAttemptNotFound);
  if (attempt.submitted_at !== null)
    throw conflict('exam_attempt_submitted', SERVER_MESSAGES.examAttemptSubmitted);
  const count = await ctx.db
    .selectFrom('exam_events')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('attempt_id', '=', attempt.id)
    .executeTakeFirst();
  if (Number(count?.n ?? 0) >= EVENTS_PER_ATTEMPT) return;
  await ctx.db
    .insertInto('exam_events')
    .values({ attempt_id: attempt.id, tenant_id: ctx.tenantId, kind: options.kind, at: now.toISOString() })
    .execute();
}

/**
 * With a per-question clock: leaves the question shown at `from` for the next one, forward only.
 * A repeat (the network retried) or a late call (the server already moved on) moves nothing, and
 * the last question has no next (the student submits). The attempt's deadline comes sooner when
 * the remaining questions' time ends before it, and its deadline job follows.
 */
export async function nextExamQuestion(
  ctx: TenantContext,
  options: AttemptCaller & { from: number },
): Promise<number> {
  const now = ctx.now();
  const attempt = await callersAttempt(ctx, options).selectAll().executeTakeFirst();
  if (
    !attempt ||
    attempt.submitted_at !== null ||
    Date.parse(attempt.deadline_at) <= now.getTime() ||
    attempt.device_id !== deviceOf(options.deviceId)
  )
    return refusal(ctx, options, now);
  if (attempt.question_seconds === null || attempt.question_started_at === null)
    throw badRequest('exam_no_question_clock', SERVER_MESSAGES.examNoQuestionClock);
  const count = parseAttemptQuestions(attempt.questions).length;
  const questionSeconds = Number(attempt.question_seconds);
  const clock = questionClock({
    index: Number(attempt.question_index ?? 0),
    startedAt: attempt.question_started_at,
    questionSeconds,
    count,
    now,
  });
  if (options.from !== clock.index || clock.index + 1 >= count) return attempt.lesson_id;
  const index = clock.index + 1;
  const deadlineAt = questionClockDeadline({
    deadlineAt: attempt.deadline_at,
    index,
    shownAt: now.getTime(),
    questionSeconds,
    count,
  }).toISOString();
  await ctx.db.transaction().execute(async (trx) => {
    const moved = await trx
      .updateTable('exam_attempts')
      .set({
        question_index: index,
        question_started_at: now.toISOString(),
        deadline_at: deadlineAt,
        device_seen_at: now.toISOString(),
      })
      .where('tenant_id', '=', ctx.tenantId)
      .where('id', '=', attempt.id)
      .where('submitted_at', 'is', null)
      .where('question_index', '=', attempt.question_index)
      .where('question_started_at', '=', attempt.question_started_at)
      .executeTakeFirst();
    if (Number(moved.numUpdatedRows) === 1 && deadlineAt !== attempt.deadline_at)
      await scheduleAttemptDeadline(trx, {
        tenantId: ctx.tenantId,
        attemptId: attempt.id,
        deadlineAt,
        now: ctx.now,
      });
  });
  return attempt.lesson_id;
}
