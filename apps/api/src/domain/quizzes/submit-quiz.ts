import { recordActivity } from '../auth/record-activity.ts';
import { SERVER_MESSAGE_FORMATS, SERVER_MESSAGES } from '@dars/core/messages';
import type { TenantContext } from '../../context.ts';
import { badRequest, conflict } from '../../errors.ts';
import { assertLessonAccess } from '../access/entitlement.ts';
import { locateLessonForStudent } from '../access/locate.ts';
import { scoreQuiz } from '@dars/core/rules';
import { answerKey, loadQuizKey, type QuizKey } from './load-quiz.ts';
import { revealedAnswers } from './quiz-submission.ts';
import { queueQuizResultMessages } from '../messages/index.ts';
import { recordLastQuiz } from './record-last-quiz.ts';

export interface QuizResult {
  lessonId: number;
  score: number;
  notes: string;
  correctCount: number;
  totalCount: number;
  passed: boolean;
  correctAnswers: number[] | null;
}

/**
 * Scores a quiz on the server from the chosen answers (any client score or notes are ignored)
 * and stores it once per student and quiz: a second submission is refused with 409 unless the
 * quiz allows retakes, in which case it replaces the student's result and counts the attempt.
 * Every attempt is also kept in quiz_attempts, from which the teacher's figures (first, recorded
 * best, count) come: docs/decisions/0018-quiz-retakes.md. The insert
 * is `ON CONFLICT DO NOTHING` on the unique (user, lesson), so concurrent submissions store one
 * result. Submitting also completes the lesson.
 */
export async function submitQuiz(
  ctx: TenantContext,
  options: { userId: string; lessonId: number; answers: ReadonlyArray<number | null> },
): Promise<QuizResult> {
  const { tree, unit, lesson, holdings } = await locateLessonForStudent(
    ctx,
    options.userId,
    options.lessonId,
  );
  if (lesson.type !== 'Quiz') throw badRequest('not_a_quiz', SERVER_MESSAGES.notAQuiz);
  const now = ctx.now();
  assertLessonAccess({
    tree,
    unit,
    lessonId: lesson.id,
    holdings,
    now,
    noEntitlementMessage: SERVER_MESSAGES.noLessonAccess,
  });

  const quiz = await loadQuizKey(ctx, lesson.id, tree.course.modification_date);
  assertAnswersFit(quiz, options.answers);
  const { score, notes, correctCount, totalCount, passed } = scoreQuiz(
    answerKey(quiz),
    options.answers,
    Number(lesson.pass_degree),
  );
  const submittedAt = now.toISOString();
  const values = {
    score,
    correct_count: correctCount,
    total_count: totalCount,
    notes,
    answers: JSON.stringify(options.answers),
    submitted_at: submittedAt,
  };

  const correctAnswers = revealedAnswers(lesson, quiz);
  await ctx.db.transaction().execute(async (trx) => {
    const inserted = await trx
      .insertInto('quiz_submissions')
      .values({
        tenant_id: ctx.tenantId,
        user_id: options.userId,
        lesson_id: lesson.id,
        attempts: 1,
        ...values,
      })
      .onConflict((oc) => oc.columns(['user_id', 'lesson_id']).doNothing())
      .returning('id')
      .executeTakeFirst();
    if (!inserted) {
      if (Number(lesson.is_retake) !== 1)
        throw conflict('quiz_already_submitted', SERVER_MESSAGES.quizAlreadySubmitted);
      await trx
        .updateTable('quiz_submissions')
        .set((eb) => ({ ...values, attempts: eb('attempts', '+', 1) }))
        .where('tenant_id', '=', ctx.tenantId)
        .where('user_id', '=', options.userId)
        .where('lesson_id', '=', lesson.id)
        .execute();
    }
    // after the write above this transaction holds the submission's row: attempt numbers cannot race
    const previous = await trx
      .selectFrom('quiz_attempts')
      .select((eb) => eb.fn.max('attempt_number').as('last'))
      .where('tenant_id', '=', ctx.tenantId)
      .where('user_id', '=', options.userId)
      .where('lesson_id', '=', lesson.id)
      .executeTakeFirst();
    const attemptNumber = Number(previous?.last ?? 0) + 1;
    await trx
      .insertInto('quiz_attempts')
      .values({
        tenant_id: ctx.tenantId,
        user_id: options.userId,
        lesson_id: lesson.id,
        attempt_number: attemptNumber,
        score,
        correct_count: correctCount,
        total_count: totalCount,
        answers: values.answers,
        key_shown: correctAnswers ? 1 : 0,
        submitted_at: submittedAt,
      })
      .execute();
    await trx
      .insertInto('lesson_completions')
      .values({
        tenant_id: ctx.tenantId,
        user_id: options.userId,
        lesson_id: lesson.id,
        completed_at: submittedAt,
      })
      .onConflict((oc) => oc.columns(['user_id', 'lesson_id']).doNothing())
      .execute();
    await recordActivity(trx, { tenantId: ctx.tenantId, userId: options.userId, at: submittedAt });
    await recordLastQuiz(trx, {
      tenantId: ctx.tenantId,
      userId: options.userId,
      lessonId: lesson.id,
      at: submittedAt,
    });
    await queueQuizResultMessages(trx, {
      tenantId: ctx.tenantId,
      now: ctx.now,
      userId: options.userId,
      lessonId: lesson.id,
      lessonTitle: lesson.lesson_name,
      attemptNumber,
      correctCount,
      totalCount,
    });
  });

  return {
    lessonId: lesson.id,
    score,
    notes,
    correctCount,
    totalCount,
    passed,
    correctAnswers,
  };
}

function assertAnswersFit(quiz: QuizKey, answers: ReadonlyArray<number | null>): void {
  if (answers.length !== quiz.questions.length) {
    throw badRequest(
      'answers_length',
      SERVER_MESSAGE_FORMATS.answersLength(quiz.questions.length, answers.length),
    );
  }
  answers.forEach((answer, index) => {
    const options = quiz.questions[index]?.answers.length ?? 0;
    if (answer !== null && (!Number.isInteger(answer) || answer < 0 || answer >= options)) {
      throw badRequest('answer_out_of_range', SERVER_MESSAGE_FORMATS.answerOutOfRange(index, options));
    }
  });
}
