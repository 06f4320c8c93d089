import type { Kysely } from 'kysely';

/**
 * Indexes for the teacher's dashboard (apps/api/src/domain/dashboard/), measured by
 * `npm run bench:teacher` (docs/decisions/0019-teacher-figures.md). Additive only.
 */
const INDEXES: Array<[name: string, table: string, columns: string[]]> = [
  // enrolments and redemptions per day
  ['dashboard_enrollments_day_ix', 'enrollments', ['tenant_id', 'enrollment_date']],
  ['dashboard_course_codes_redeemed_ix', 'course_codes', ['tenant_id', 'redeemed_at']],
  ['dashboard_unit_codes_redeemed_ix', 'unit_codes', ['tenant_id', 'redeemed_at']],
  // a course's enrolled students
  ['dashboard_enrollments_course_ix', 'enrollments', ['tenant_id', 'course_id', 'user_id']],
  // a unit's completions, lesson by lesson (covering)
  ['dashboard_completions_lesson_ix', 'lesson_completions', ['tenant_id', 'lesson_id', 'user_id']],
  // a quiz's attempts with what the recorded score needs (covering)
  [
    'dashboard_attempts_lesson_ix',
    'quiz_attempts',
    ['tenant_id', 'lesson_id', 'user_id', 'attempt_number', 'key_shown', 'score'],
  ],
  // each student's last submitted quiz
  [
    'dashboard_submissions_last_ix',
    'quiz_submissions',
    ['tenant_id', 'user_id', 'submitted_at', 'lesson_id'],
  ],
];

export async function up(db: Kysely<unknown>): Promise<void> {
  for (const [name, table, columns] of INDEXES) {
    await db.schema.createIndex(name).on(table).columns(columns).execute();
  }
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const [name] of INDEXES) await db.schema.dropIndex(name).ifExists().execute();
}
