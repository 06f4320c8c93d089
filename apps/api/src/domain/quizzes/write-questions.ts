import type { EditorQuestion } from '@dars/core/rules';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';

/** Inserts one question and its options at `position`. */
export async function insertQuestion(
  db: Kysely<Database>,
  options: { tenantId: string; lessonId: number; position: number; question: EditorQuestion },
): Promise<void> {
  const { question } = options;
  const inserted = await db
    .insertInto('quiz_questions')
    .values({
      tenant_id: options.tenantId,
      lesson_id: options.lessonId,
      position: options.position,
      text: question.text,
      type: question.type,
      explanation: question.explanation || null,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  await insertAnswers(db, { tenantId: options.tenantId, questionId: inserted.id, question });
}

/** Writes a question's options in order. */
export async function insertAnswers(
  db: Kysely<Database>,
  options: { tenantId: string; questionId: number; question: EditorQuestion },
): Promise<void> {
  await db
    .insertInto('quiz_answers')
    .values(
      options.question.answers.map((answer, index) => ({
        tenant_id: options.tenantId,
        question_id: options.questionId,
        position: index + 1,
        text: answer.text,
        is_correct: answer.isCorrect ? (1 as const) : (0 as const),
      })),
    )
    .execute();
}
