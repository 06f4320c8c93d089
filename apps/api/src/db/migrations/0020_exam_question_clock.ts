import type { Kysely } from 'kysely';

/**
 * The per-question clock of an exam (docs/decisions/0033-exam-question-clock.md) and the honour
 * board on the public home page. An attempt copies the exam's time per question when it starts
 * (null: the student moves freely within the whole duration) and keeps which question is shown
 * and since when; the server moves it on when that question's time is over. A course's honour
 * board shows on the home page when the teacher turns it on.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('exam_attempts').addColumn('question_seconds', 'integer').execute();
  await db.schema.alterTable('exam_attempts').addColumn('question_index', 'integer').execute();
  await db.schema.alterTable('exam_attempts').addColumn('question_started_at', 'text').execute();
  await db.schema
    .alterTable('courses')
    .addColumn('honour_on_home', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('courses').dropColumn('honour_on_home').execute();
  await db.schema.alterTable('exam_attempts').dropColumn('question_started_at').execute();
  await db.schema.alterTable('exam_attempts').dropColumn('question_index').execute();
  await db.schema.alterTable('exam_attempts').dropColumn('question_seconds').execute();
}
