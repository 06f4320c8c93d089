import { sql, type Kysely } from 'kysely';

/**
 * Indexes for the teacher's dashboard (apps/api/src/domain/dashboard/), and each student's last
 * submitted quiz with its recorded score kept on the user (domain/quizzes/record-last-quiz.ts), so the
 * students at risk are found without going through every attempt; measured by
 * `npm run bench:teacher` (docs/decisions/0022-teacher-figures.md). Additive only.
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
  await db.schema.alterTable('users').addColumn('last_quiz_lesson_id', 'integer').execute();
  await db.schema.alterTable('users').addColumn('last_quiz_score', 'integer').execute();
  await db.schema.alterTable('users').addColumn('last_quiz_at', 'text').execute();
  // students counted and listed at risk from the index alone (covering), in last-activity order
  await db.schema
    .createIndex('dashboard_users_students_ix')
    .on('users')
    .columns([
      'tenant_id',
      'role',
      'active',
      'last_activity_at',
      'last_quiz_score',
      'last_quiz_lesson_id',
      'id',
    ])
    .execute();
  await backfillLastQuiz(db);
}

/**
 * Sets every student's last submitted quiz (latest `submitted_at`, then highest lesson id) and its
 * recorded score: the best attempt taken before an earlier attempt showed the answer key.
 */
export async function backfillLastQuiz(db: Kysely<unknown>): Promise<void> {
  await sql`
    UPDATE users SET last_quiz_lesson_id = x.lesson_id, last_quiz_score = x.score, last_quiz_at = x.submitted_at
    FROM (
      SELECT s.user_id, s.lesson_id, s.submitted_at,
        (SELECT MAX(a.score) FROM quiz_attempts a
          WHERE a.user_id = s.user_id AND a.lesson_id = s.lesson_id
            AND NOT EXISTS (
              SELECT 1 FROM quiz_attempts k
              WHERE k.user_id = a.user_id AND k.lesson_id = a.lesson_id
                AND k.key_shown = 1 AND k.attempt_number < a.attempt_number
            )) AS score
      FROM quiz_submissions s
      WHERE NOT EXISTS (
        SELECT 1 FROM quiz_submissions n
        WHERE n.user_id = s.user_id
          AND (n.submitted_at > s.submitted_at OR (n.submitted_at = s.submitted_at AND n.lesson_id > s.lesson_id))
      )
    ) x
    WHERE x.user_id = users.id
  `.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const [name] of INDEXES) await db.schema.dropIndex(name).ifExists().execute();
  await db.schema.dropIndex('dashboard_users_students_ix').ifExists().execute();
  for (const column of ['last_quiz_lesson_id', 'last_quiz_score', 'last_quiz_at']) {
    await db.schema.alterTable('users').dropColumn(column).execute();
  }
}
