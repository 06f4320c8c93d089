import type { Kysely } from 'kysely';

/**
 * Indexes for the learning reads (course tree with progress, lesson content, quiz locks) and the
 * catalogue lists. Additive only: no table or column changes.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  const s = db.schema;
  // a student's completions and submissions, read whole per request (covering: tenant, user → lesson)
  await s
    .createIndex('lesson_completions_tenant_user_ix')
    .on('lesson_completions')
    .columns(['tenant_id', 'user_id', 'lesson_id'])
    .execute();
  await s
    .createIndex('quiz_submissions_tenant_user_ix')
    .on('quiz_submissions')
    .columns(['tenant_id', 'user_id', 'lesson_id'])
    .execute();
  await s
    .createIndex('unit_ownerships_tenant_user_ix')
    .on('unit_ownerships')
    .columns(['tenant_id', 'user_id', 'unit_id'])
    .execute();
  // active catalogue pages in a stable order
  await s
    .createIndex('courses_tenant_active_ix')
    .on('courses')
    .columns(['tenant_id', 'active', 'grade', 'created_at'])
    .execute();
  await s
    .createIndex('books_tenant_active_ix')
    .on('books')
    .columns(['tenant_id', 'active', 'grade', 'created_at'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const name of [
    'lesson_completions_tenant_user_ix',
    'quiz_submissions_tenant_user_ix',
    'unit_ownerships_tenant_user_ix',
    'courses_tenant_active_ix',
    'books_tenant_active_ix',
  ]) {
    await db.schema.dropIndex(name).ifExists().execute();
  }
}
