import type { Kysely } from 'kysely';
import { withIntegerId } from './0001_initial.ts';

/**
 * Exams (docs/decisions/0027-exams.md): a question bank per course, an exam's settings per exam
 * lesson, attempts timed by the server, each answer saved as its own row (an upsert per question,
 * so saving the same answer twice changes nothing) and the browser's tab-switch hints. A student's
 * choice of name on the honour board is kept on the user.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await withIntegerId(db, db.schema.createTable('bank_questions'))
    .addColumn('tenant_id', 'text', (c) => c.notNull())
    .addColumn('course_id', 'text', (c) => c.notNull().references('courses.id').onDelete('cascade'))
    .addColumn('text', 'text', (c) => c.notNull())
    .addColumn('image_path', 'text')
    .addColumn('type', 'text', (c) => c.notNull())
    // JSON array of { text, imagePath } in the teacher's order
    .addColumn('options', 'text', (c) => c.notNull())
    .addColumn('correct_index', 'integer', (c) => c.notNull())
    .addColumn('explanation', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('explanation_image_path', 'text')
    .addColumn('unit_tag', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('topic', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('difficulty', 'text', (c) => c.notNull())
    // 1: left out of every score (marked broken by the teacher)
    .addColumn('broken', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('bank_questions_course_ix')
    .on('bank_questions')
    .columns(['tenant_id', 'course_id'])
    .execute();

  await db.schema
    .createTable('exams')
    .addColumn('lesson_id', 'integer', (c) => c.primaryKey().references('lessons.id').onDelete('cascade'))
    .addColumn('tenant_id', 'text', (c) => c.notNull())
    // JSON: { kind: 'fixed', questionIds } | { kind: 'quotas', quotas }
    .addColumn('draw', 'text', (c) => c.notNull())
    .addColumn('duration_seconds', 'integer', (c) => c.notNull())
    .addColumn('question_seconds', 'integer')
    .addColumn('opens_at', 'text')
    .addColumn('closes_at', 'text')
    .addColumn('attempts_allowed', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('reveal', 'text', (c) => c.notNull())
    .addColumn('reveal_after_close', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();

  await withIntegerId(db, db.schema.createTable('exam_attempts'))
    .addColumn('tenant_id', 'text', (c) => c.notNull())
    .addColumn('lesson_id', 'integer', (c) => c.notNull().references('lessons.id').onDelete('cascade'))
    .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('attempt_number', 'integer', (c) => c.notNull())
    .addColumn('seed', 'integer', (c) => c.notNull())
    // JSON array of { q: question id, o: option order } in the order shown
    .addColumn('questions', 'text', (c) => c.notNull())
    .addColumn('device_id', 'text')
    .addColumn('device_seen_at', 'text', (c) => c.notNull())
    .addColumn('started_at', 'text', (c) => c.notNull())
    .addColumn('deadline_at', 'text', (c) => c.notNull())
    .addColumn('submitted_at', 'text')
    // 'student' | 'deadline'
    .addColumn('submitted_by', 'text')
    .addColumn('score', 'integer')
    .addColumn('correct_count', 'integer')
    .addColumn('counted_count', 'integer')
    .addColumn('passed', 'integer', (c) => c.notNull().defaultTo(0))
    .addUniqueConstraint('exam_attempts_number_uq', ['tenant_id', 'lesson_id', 'user_id', 'attempt_number'])
    .execute();
  await db.schema
    .createIndex('exam_attempts_user_ix')
    .on('exam_attempts')
    .columns(['tenant_id', 'user_id', 'passed'])
    .execute();
  await db.schema
    .createIndex('exam_attempts_open_ix')
    .on('exam_attempts')
    .columns(['submitted_at', 'deadline_at'])
    .execute();

  await db.schema
    .createTable('exam_answers')
    .addColumn('attempt_id', 'integer', (c) => c.notNull().references('exam_attempts.id').onDelete('cascade'))
    .addColumn('tenant_id', 'text', (c) => c.notNull())
    .addColumn('question_id', 'integer', (c) => c.notNull())
    // stored option index (the teacher's order); null: the answer was cleared
    .addColumn('chosen', 'integer')
    // when the question was first answered in this attempt, and last changed
    .addColumn('first_answered_at', 'text', (c) => c.notNull())
    .addColumn('answered_at', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('exam_answers_pk', ['attempt_id', 'question_id'])
    .execute();

  await db.schema
    .createTable('exam_events')
    .addColumn('attempt_id', 'integer', (c) => c.notNull().references('exam_attempts.id').onDelete('cascade'))
    .addColumn('tenant_id', 'text', (c) => c.notNull())
    // 'hidden' | 'visible'
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('exam_events_attempt_ix').on('exam_events').columns(['attempt_id']).execute();

  await db.schema
    .alterTable('users')
    .addColumn('honour_name', 'text', (c) => c.notNull().defaultTo('initials'))
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('users').dropColumn('honour_name').execute();
  for (const table of ['exam_events', 'exam_answers', 'exam_attempts', 'exams', 'bank_questions']) {
    await db.schema.dropTable(table).ifExists().execute();
  }
}
