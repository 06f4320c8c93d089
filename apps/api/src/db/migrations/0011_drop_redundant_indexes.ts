import type { Kysely } from 'kysely';

/**
 * Two indexes that only cost writes and cache:
 * - `dashboard_enrollments_course_ix` repeats `enrollments_tenant_course_ix` (0009) column for column;
 * - `dashboard_submissions_last_ix` served the one-off backfill of each student's last quiz in 0010;
 *   since then the last quiz is kept on the user (domain/quizzes/record-last-quiz.ts) and nothing
 *   reads submissions in that order. SQLite's planner still chose it, over the narrower
 *   `quiz_submissions_tenant_user_ix`, for the holdings read that every lesson opened runs
 *   (domain/access/entitlement.ts).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('dashboard_enrollments_course_ix').ifExists().execute();
  await db.schema.dropIndex('dashboard_submissions_last_ix').ifExists().execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createIndex('dashboard_enrollments_course_ix')
    .on('enrollments')
    .columns(['tenant_id', 'course_id', 'user_id'])
    .execute();
  await db.schema
    .createIndex('dashboard_submissions_last_ix')
    .on('quiz_submissions')
    .columns(['tenant_id', 'user_id', 'submitted_at', 'lesson_id'])
    .execute();
}
