import crypto from 'node:crypto';
import type { ExamView } from '@dars/core/contract';
import { SERVER_MESSAGES } from '@dars/core/messages';
import {
  attemptDeadline,
  drawExamQuestions,
  examWindowState,
  optionOrder,
  questionClockDeadline,
  seededRandom,
} from '@dars/core/rules';
import type { TenantContext } from '../../context.ts';
import { groupCommitOf } from '../../db/group-commit.ts';
import { conflict, forbidden } from '../../errors.ts';
import { scheduleAttemptDeadline } from './deadline-job.ts';
import { parseOptions, type AttemptQuestion } from './exam-rows.ts';
import { rememberAttemptShape } from './attempt-shapes.ts';
import { buildExamView, readAttempts, type AttemptRow } from './exam-view.ts';
import { submitOverdueAttempts } from './finalize-attempt.ts';
import { locateExamForStudent } from './locate-exam.ts';

/**
 * How long a device keeps an open attempt to itself after its last save or resume: another device
 * is refused meanwhile (one attempt never runs on two devices at once), and may take the attempt
 * over once the first has been silent this long (a phone that died mid-exam).
 */
export const DEVICE_HOLD_MS = 45_000;

/** The caller's device as an attempt records it ('' when the request named none). */
export const deviceOf = (deviceId: string | null) => deviceId ?? '';

/** The caller's exam: settings, the attempt in progress and the last result. Overdue attempts are submitted first. */
export async function getExam(
  ctx: TenantContext,
  options: { userId: string; lessonId: number },
): Promise<ExamView> {
  const { lesson, settings } = await locateExamForStudent(ctx, options.userId, options.lessonId);
  const now = ctx.now();
  const attempts = await readCurrentAttempts(ctx, {
    now,
    tenantId: ctx.tenantId,
    userId: options.userId,
    lessonId: lesson.id,
  });
  return buildExamView(ctx.db, { lesson, settings, attempts, now });
}

/** The caller's attempts at an exam, an open one past its deadline submitted first. */
async function readCurrentAttempts(
  ctx: TenantContext,
  scope: { now: Date; tenantId: string; lessonId: number; userId: string },
): Promise<AttemptRow[]> {
  const attempts = await readAttempts(ctx.db, scope);
  const overdue = attempts.some(
    (attempt) => attempt.submitted_at === null && Date.parse(attempt.deadline_at) <= scope.now.getTime(),
  );
  if (!overdue) return attempts;
  await submitOverdueAttempts(ctx.db, scope);
  return readAttempts(ctx.db, scope);
}

/** Keeps the open attempt on this device, or takes it over from a device silent for DEVICE_HOLD_MS. */
async function holdOnThisDevice(ctx: TenantContext, attempt: AttemptRow, deviceId: string, now: Date) {
  if (attempt.device_id === deviceId) return;
  if (now.getTime() - Date.parse(attempt.device_seen_at) < DEVICE_HOLD_MS)
    throw conflict('exam_other_device', SERVER_MESSAGES.examOtherDevice);
  const taken = await ctx.db
    .updateTable('exam_attempts')
    .set({ device_id: deviceId, device_seen_at: now.toISOString() })
    .where('tenant_id', '=', ctx.tenantId)
    .where('id', '=', attempt.id)
    .where('device_seen_at', '=', attempt.device_seen_at)
    .executeTakeFirst();
  if (Number(taken.numUpdatedRows) !== 1)
    throw conflict('exam_other_device', SERVER_MESSAGES.examOtherDevice);
}

/**
 * Starts an attempt, or resumes the one in progress. The attempt's questions are drawn with a
 * seed stored with it, so its order never changes; its deadline is recorded now (the duration,
 * or the window's close if sooner). Two starts at once insert the same attempt number: the unique
 * key keeps one, and the other call resumes it.
 */
export async function startExam(
  ctx: TenantContext,
  options: { userId: string; lessonId: number; deviceId: string | null },
): Promise<ExamView> {
  const { lesson, settings } = await locateExamForStudent(ctx, options.userId, options.lessonId);
  const now = ctx.now();
  const deviceId = deviceOf(options.deviceId);
  const scope = { tenantId: ctx.tenantId, lessonId: lesson.id, userId: options.userId };
  let attempts = await readCurrentAttempts(ctx, { now, ...scope });
  let open = attempts.find((attempt) => attempt.submitted_at === null);

  if (!open) {
    if (attempts.length >= settings.attemptsAllowed)
      throw conflict('exam_no_attempts_left', SERVER_MESSAGES.examNoAttemptsLeft);
    const state = examWindowState(settings, now);
    if (state === 'not-open') throw forbidden('exam_not_open', SERVER_MESSAGES.examNotOpen);
    if (state === 'closed') throw forbidden('exam_closed', SERVER_MESSAGES.examClosed);

    const bank = await ctx.db
      .selectFrom('bank_questions')
      .select(['id', 'difficulty', 'unit_tag as unit', 'options'])
      .where('tenant_id', '=', ctx.tenantId)
      .where('course_id', '=', lesson.courseId)
      .where('broken', '=', 0)
      .execute();
    const seed = crypto.randomInt(0, 2 ** 31 - 1);
    const optionCounts = new Map(
      bank.map((question) => [question.id, parseOptions(question.options).length]),
    );
    const random = seededRandom(seed ^ 0x5bd1e995);
    const questions: AttemptQuestion[] = drawExamQuestions(settings.draw, bank, seed).map((id) => ({
      q: id,
      o: optionOrder(optionCounts.get(id) ?? 0, random),
    }));
    const startedAt = now.toISOString();
    const { questionSeconds } = settings;
    let deadline = attemptDeadline(now, settings.durationSeconds, settings.closesAt);
    if (questionSeconds !== null && questions.length > 0)
      deadline = questionClockDeadline({
        deadlineAt: deadline.toISOString(),
        index: 0,
        shownAt: now.getTime(),
        questionSeconds,
        count: questions.length,
      });
    const deadlineAt = deadline.toISOString();
    // starts arriving together share one commit (db/group-commit.ts)
    const inserted = await groupCommitOf(ctx.db).execute(async (trx) => {
      const row = await trx
        .insertInto('exam_attempts')
        .values({
          tenant_id: ctx.tenantId,
          lesson_id: lesson.id,
          user_id: options.userId,
          attempt_number: attempts.length + 1,
          seed,
          questions: JSON.stringify(questions),
          device_id: deviceId,
          device_seen_at: startedAt,
          started_at: startedAt,
          deadline_at: deadlineAt,
          question_seconds: questionSeconds,
          question_index: questionSeconds === null ? null : 0,
          question_started_at: questionSeconds === null ? null : startedAt,
        })
        .onConflict((oc) => oc.columns(['tenant_id', 'lesson_id', 'user_id', 'attempt_number']).doNothing())
        .returningAll()
        .executeTakeFirst();
      // the attempt and the job that submits it at its deadline exist together
      if (row)
        await scheduleAttemptDeadline(trx, {
          tenantId: ctx.tenantId,
          attemptId: row.id,
          deadlineAt,
          now: ctx.now,
        });
      return row;
    });
    // a concurrent start inserted this attempt number first: resume the attempt it made
    attempts = inserted ? [...attempts, inserted] : await readAttempts(ctx.db, scope);
    open = attempts.find((attempt) => attempt.submitted_at === null);
    if (!open) throw conflict('exam_attempt_submitted', SERVER_MESSAGES.examAttemptSubmitted);
  }
  await holdOnThisDevice(ctx, open, deviceId, now);
  rememberAttemptShape(ctx.db, ctx.tenantId, open);
  return buildExamView(ctx.db, { lesson, settings, attempts, now });
}
