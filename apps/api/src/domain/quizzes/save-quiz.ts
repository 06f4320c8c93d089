import type { EditorQuiz, SaveQuizBody } from '@dars/core/contract';
import { answerKeyChanged } from '@dars/core/rules';
import type { Caller, TenantContext } from '../../context.ts';
import { badRequest } from '../../errors.ts';
import { loadQuizKey, type QuizKey } from './load-quiz.ts';
import { findQuizLesson, getEditorQuiz, settingsOf } from './get-editor-quiz.ts';
import { touchCourse } from './touch-course.ts';
import { insertAnswers, insertQuestion } from './write-questions.ts';
import { auditedWrite } from '../audit/audited-write.ts';

export interface SaveQuizOptions {
  caller: Caller;
  lessonId: number;
  body: SaveQuizBody;
}

const plainQuestions = (key: QuizKey) =>
  key.questions.map(({ id, text, type, explanation, answers }) => ({
    id,
    text,
    type,
    explanation,
    answers: answers.map(({ text: answer, isCorrect }) => ({ text: answer, isCorrect })),
  }));

/**
 * Saves a quiz's settings and its whole question list in one transaction against the lesson's
 * version (409 when stale, nothing written): questions missing from the list are deleted, the
 * others rewritten in the list's order, new ones added. Students' stored results are not touched;
 * when the answer key changed and results exist, the answer says so, and the teacher may re-score
 * them (`rescoreQuiz`).
 */
export async function saveQuiz(
  ctx: TenantContext,
  options: SaveQuizOptions,
): Promise<EditorQuiz & { rescoreSuggested: boolean }> {
  const { body } = options;
  const now = ctx.now();
  const keyChanged = await auditedWrite(
    ctx,
    { caller: options.caller },
    async ({ trx, saveVersioned, audit }) => {
      const found = await findQuizLesson(trx, ctx, options.lessonId);
      const before = await loadQuizKey({ ...ctx, db: trx, caches: undefined }, options.lessonId);
      const stored = new Set(before.questions.map((question) => question.id));
      const kept = new Set<number>();
      for (const question of body.questions) {
        if (question.id === undefined) continue;
        if (!stored.has(question.id) || kept.has(question.id)) {
          throw badRequest(
            'validation_failed',
            `questions: question ${question.id} is not a question of this quiz`,
          );
        }
        kept.add(question.id);
      }
      await saveVersioned({
        table: 'lessons',
        id: options.lessonId,
        expectedVersion: body.version,
        values: {
          pass_degree: body.settings.passDegree,
          time_limit_minutes: body.settings.timeLimitMinutes,
          is_retake: body.settings.isRetake ? 1 : 0,
          is_score_displayed: body.settings.isScoreDisplayed ? 1 : 0,
          is_answer_displayed: body.settings.isAnswerDisplayed ? 1 : 0,
        },
      });
      const removed = [...stored].filter((id) => !kept.has(id));
      const touched = [...removed, ...kept];
      if (touched.length > 0) {
        await trx
          .deleteFrom('quiz_answers')
          .where('tenant_id', '=', ctx.tenantId)
          .where('question_id', 'in', touched)
          .execute();
      }
      if (removed.length > 0) {
        await trx
          .deleteFrom('quiz_questions')
          .where('tenant_id', '=', ctx.tenantId)
          .where('id', 'in', removed)
          .execute();
      }
      for (const [index, question] of body.questions.entries()) {
        const position = index + 1;
        if (question.id === undefined) {
          await insertQuestion(trx, {
            tenantId: ctx.tenantId,
            lessonId: options.lessonId,
            position,
            question,
          });
          continue;
        }
        await trx
          .updateTable('quiz_questions')
          .set({
            position,
            text: question.text,
            type: question.type,
            explanation: question.explanation || null,
          })
          .where('tenant_id', '=', ctx.tenantId)
          .where('id', '=', question.id)
          .execute();
        await insertAnswers(trx, { tenantId: ctx.tenantId, questionId: question.id, question });
      }
      await touchCourse(trx, { tenantId: ctx.tenantId, courseId: found.courseId, now });
      const after = await loadQuizKey({ ...ctx, db: trx, caches: undefined }, options.lessonId);
      await audit({
        action: 'quiz.update',
        entityType: 'quiz',
        entityId: options.lessonId,
        before: { settings: settingsOf(found.lesson), questions: plainQuestions(before) },
        after: { settings: body.settings, questions: plainQuestions(after) },
      });
      return answerKeyChanged(before.questions, after.questions);
    },
  );
  const quiz = await getEditorQuiz(ctx, { lessonId: options.lessonId });
  return { ...quiz, rescoreSuggested: keyChanged && quiz.submissionCount > 0 };
}
