import { sql, type Kysely } from 'kysely';

/**
 * Every quiz attempt is kept (docs/decisions/0018-quiz-retakes.md). `quiz_submissions` stays the
 * student's latest result (what the player and the locks read); `quiz_attempts` is the history the
 * teacher's figures come from. Existing submissions become attempt 1 (their earlier retakes were
 * overwritten and cannot be recovered).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('quiz_attempts')
    .addColumn('tenant_id', 'text', (c) => c.notNull())
    .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('lesson_id', 'integer', (c) => c.notNull().references('lessons.id').onDelete('cascade'))
    .addColumn('attempt_number', 'integer', (c) => c.notNull())
    .addColumn('score', 'integer', (c) => c.notNull())
    .addColumn('correct_count', 'integer', (c) => c.notNull())
    .addColumn('total_count', 'integer', (c) => c.notNull())
    .addColumn('answers', 'text', (c) => c.notNull())
    // 1 when the answer key was shown to the student with this attempt's result
    .addColumn('key_shown', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('submitted_at', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('quiz_attempts_pk', ['user_id', 'lesson_id', 'attempt_number'])
    .execute();
  await db.schema
    .createIndex('quiz_attempts_tenant_user_ix')
    .on('quiz_attempts')
    .columns(['tenant_id', 'user_id', 'lesson_id'])
    .execute();
  await sql`
    INSERT INTO quiz_attempts
      (tenant_id, user_id, lesson_id, attempt_number, score, correct_count, total_count, answers, key_shown, submitted_at)
    SELECT s.tenant_id, s.user_id, s.lesson_id, 1, s.score, s.correct_count, s.total_count, s.answers,
      l.is_answer_displayed, s.submitted_at
    FROM quiz_submissions s JOIN lessons l ON l.id = s.lesson_id
  `.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('quiz_attempts').ifExists().execute();
}
