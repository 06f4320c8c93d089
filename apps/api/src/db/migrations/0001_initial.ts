import { sql, type Kysely, type CreateTableBuilder } from 'kysely';
import { isPostgres } from '../dialect.ts';

type AnyDb = Kysely<unknown>;

/** The one place where the two engines differ in DDL: auto-incrementing integer keys. */
export function withIntegerId<T extends string>(db: AnyDb, table: CreateTableBuilder<T, never>) {
  return isPostgres(db)
    ? table.addColumn('id', 'serial', (c) => c.primaryKey())
    : table.addColumn('id', 'integer', (c) => c.primaryKey().autoIncrement());
}

const now = () => sql`CURRENT_TIMESTAMP`;

export async function up(db: AnyDb): Promise<void> {
  const s = db.schema;

  await s
    .createTable('tenants')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('domains', 'text', (c) => c.notNull().defaultTo('[]'))
    .addColumn('created_at', 'text', (c) => c.notNull().defaultTo(now()))
    .execute();

  await s
    .createTable('teacher_profiles')
    .addColumn('tenant_id', 'text', (c) => c.primaryKey().references('tenants.id').onDelete('cascade'))
    .addColumn('teacher_name', 'text', (c) => c.notNull())
    .addColumn('photo_url', 'text')
    .addColumn('specialization', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('bio', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('details', 'text', (c) => c.notNull().defaultTo('{}'))
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();

  await withIntegerId(db, s.createTable('testimonials'))
    .addColumn('tenant_id', 'text', (c) => c.notNull().references('tenants.id').onDelete('cascade'))
    .addColumn('author', 'text', (c) => c.notNull())
    .addColumn('caption', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('text', 'text', (c) => c.notNull())
    .addColumn('rating', 'integer', (c) => c.notNull().defaultTo(5))
    .addColumn('position', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();

  await withIntegerId(db, s.createTable('contacts'))
    .addColumn('tenant_id', 'text', (c) => c.notNull().references('tenants.id').onDelete('cascade'))
    .addColumn('whatsapp_number', 'text')
    .addColumn('facebook_page', 'text')
    .addColumn('youtube_channel', 'text')
    .addColumn('tiktok_channel', 'text')
    .execute();

  await s
    .createTable('users')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('tenant_id', 'text', (c) => c.notNull().references('tenants.id').onDelete('cascade'))
    .addColumn('role', 'text', (c) => c.notNull())
    .addColumn('user_name', 'text', (c) => c.notNull())
    .addColumn('email', 'text', (c) => c.notNull())
    .addColumn('phone_number', 'text', (c) => c.notNull())
    .addColumn('parent_phone', 'text', (c) => c.notNull())
    .addColumn('academic_year', 'text', (c) => c.notNull())
    .addColumn('image_path', 'text')
    .addColumn('password_hash', 'text', (c) => c.notNull())
    .addColumn('email_confirmed', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('active', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('registration_date', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .addUniqueConstraint('users_tenant_email_uq', ['tenant_id', 'email'])
    .addUniqueConstraint('users_tenant_phone_uq', ['tenant_id', 'phone_number'])
    .execute();

  await withIntegerId(db, s.createTable('devices'))
    .addColumn('tenant_id', 'text', (c) => c.notNull())
    .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('device_id', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('last_seen_at', 'text', (c) => c.notNull())
    .addUniqueConstraint('devices_user_device_uq', ['user_id', 'device_id'])
    .execute();

  await s
    .createTable('refresh_tokens')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('tenant_id', 'text', (c) => c.notNull())
    .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('family_id', 'text', (c) => c.notNull())
    .addColumn('token_hash', 'text', (c) => c.notNull())
    .addColumn('device_id', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('expires_at', 'text', (c) => c.notNull())
    .addColumn('used_at', 'text')
    .addColumn('revoked_at', 'text')
    .execute();
  await s.createIndex('refresh_tokens_family_ix').on('refresh_tokens').column('family_id').execute();

  await withIntegerId(db, s.createTable('otps'))
    .addColumn('tenant_id', 'text', (c) => c.notNull())
    .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('purpose', 'text', (c) => c.notNull())
    .addColumn('code_hash', 'text', (c) => c.notNull())
    .addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('expires_at', 'text', (c) => c.notNull())
    .addColumn('consumed_at', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  await s.createIndex('otps_user_purpose_ix').on('otps').columns(['user_id', 'purpose']).execute();

  await s
    .createTable('courses')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('tenant_id', 'text', (c) => c.notNull().references('tenants.id').onDelete('cascade'))
    .addColumn('course_name', 'text', (c) => c.notNull())
    .addColumn('description', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('image_path', 'text')
    .addColumn('grade', 'text', (c) => c.notNull())
    .addColumn('term', 'text', (c) => c.notNull().defaultTo('First'))
    .addColumn('price', 'double precision', (c) => c.notNull().defaultTo(0))
    .addColumn('active', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('is_open_to_all', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('modification_date', 'text', (c) => c.notNull())
    .execute();
  await s
    .createIndex('courses_tenant_grade_ix')
    .on('courses')
    .columns(['tenant_id', 'grade', 'active'])
    .execute();

  await withIntegerId(db, s.createTable('units'))
    .addColumn('tenant_id', 'text', (c) => c.notNull())
    .addColumn('course_id', 'text', (c) => c.notNull().references('courses.id').onDelete('cascade'))
    .addColumn('unit_name', 'text', (c) => c.notNull())
    .addColumn('titel', 'text')
    .addColumn('position', 'integer', (c) => c.notNull())
    .addColumn('active', 'integer', (c) => c.notNull().defaultTo(1))
    .execute();
  await s.createIndex('units_course_ix').on('units').columns(['course_id', 'position']).execute();

  await withIntegerId(db, s.createTable('lessons'))
    .addColumn('tenant_id', 'text', (c) => c.notNull())
    .addColumn('unit_id', 'integer', (c) => c.notNull().references('units.id').onDelete('cascade'))
    .addColumn('lesson_name', 'text', (c) => c.notNull())
    .addColumn('titel', 'text')
    .addColumn('position', 'integer', (c) => c.notNull())
    .addColumn('active', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('type', 'text', (c) => c.notNull())
    .addColumn('video_url', 'text')
    .addColumn('attachment_url', 'text')
    .addColumn('attachment_title', 'text')
    .addColumn('is_retake', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('is_score_displayed', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('is_answer_displayed', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('pass_degree', 'integer', (c) => c.notNull().defaultTo(70))
    .addColumn('time_limit_minutes', 'integer')
    .execute();
  await s.createIndex('lessons_unit_ix').on('lessons').columns(['unit_id', 'position']).execute();

  await withIntegerId(db, s.createTable('quiz_questions'))
    .addColumn('tenant_id', 'text', (c) => c.notNull())
    .addColumn('lesson_id', 'integer', (c) => c.notNull().references('lessons.id').onDelete('cascade'))
    .addColumn('position', 'integer', (c) => c.notNull())
    .addColumn('text', 'text', (c) => c.notNull())
    .addColumn('type', 'text', (c) => c.notNull().defaultTo('MultipleChoice'))
    .addColumn('explanation', 'text')
    .execute();
  await s
    .createIndex('quiz_questions_lesson_ix')
    .on('quiz_questions')
    .columns(['lesson_id', 'position'])
    .execute();

  await withIntegerId(db, s.createTable('quiz_answers'))
    .addColumn('tenant_id', 'text', (c) => c.notNull())
    .addColumn('question_id', 'integer', (c) =>
      c.notNull().references('quiz_questions.id').onDelete('cascade'),
    )
    .addColumn('position', 'integer', (c) => c.notNull())
    .addColumn('text', 'text', (c) => c.notNull())
    .addColumn('is_correct', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
  await s
    .createIndex('quiz_answers_question_ix')
    .on('quiz_answers')
    .columns(['question_id', 'position'])
    .execute();

  await withIntegerId(db, s.createTable('books'))
    .addColumn('tenant_id', 'text', (c) => c.notNull().references('tenants.id').onDelete('cascade'))
    .addColumn('title', 'text', (c) => c.notNull())
    .addColumn('description', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('image_path', 'text')
    .addColumn('price', 'double precision', (c) => c.notNull().defaultTo(0))
    .addColumn('grade', 'text', (c) => c.notNull())
    .addColumn('active', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('modified_at', 'text', (c) => c.notNull())
    .execute();

  await withIntegerId(db, s.createTable('code_batches'))
    .addColumn('tenant_id', 'text', (c) => c.notNull().references('tenants.id').onDelete('cascade'))
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('target_id', 'text', (c) => c.notNull())
    .addColumn('count', 'integer', (c) => c.notNull())
    .addColumn('label', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();

  await withIntegerId(db, s.createTable('course_codes'))
    .addColumn('tenant_id', 'text', (c) => c.notNull())
    .addColumn('batch_id', 'integer', (c) => c.notNull().references('code_batches.id').onDelete('cascade'))
    .addColumn('course_id', 'text', (c) => c.notNull().references('courses.id').onDelete('cascade'))
    .addColumn('code_hash', 'text', (c) => c.notNull().unique())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('redeemed_by', 'text', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('redeemed_at', 'text')
    .execute();

  await withIntegerId(db, s.createTable('unit_codes'))
    .addColumn('tenant_id', 'text', (c) => c.notNull())
    .addColumn('batch_id', 'integer', (c) => c.notNull().references('code_batches.id').onDelete('cascade'))
    .addColumn('unit_id', 'integer', (c) => c.notNull().references('units.id').onDelete('cascade'))
    .addColumn('code_hash', 'text', (c) => c.notNull().unique())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('redeemed_by', 'text', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('redeemed_at', 'text')
    .execute();

  await withIntegerId(db, s.createTable('enrollments'))
    .addColumn('tenant_id', 'text', (c) => c.notNull())
    .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('course_id', 'text', (c) => c.notNull().references('courses.id').onDelete('cascade'))
    .addColumn('enrollment_date', 'text', (c) => c.notNull())
    .addColumn('source', 'text', (c) => c.notNull())
    .addColumn('course_code_id', 'integer', (c) => c.references('course_codes.id').onDelete('set null'))
    .addUniqueConstraint('enrollments_user_course_uq', ['user_id', 'course_id'])
    .execute();
  await s
    .createIndex('enrollments_tenant_user_ix')
    .on('enrollments')
    .columns(['tenant_id', 'user_id'])
    .execute();

  await withIntegerId(db, s.createTable('unit_ownerships'))
    .addColumn('tenant_id', 'text', (c) => c.notNull())
    .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('unit_id', 'integer', (c) => c.notNull().references('units.id').onDelete('cascade'))
    .addColumn('acquired_at', 'text', (c) => c.notNull())
    .addColumn('unit_code_id', 'integer', (c) => c.references('unit_codes.id').onDelete('set null'))
    .addUniqueConstraint('unit_ownerships_user_unit_uq', ['user_id', 'unit_id'])
    .execute();

  await s
    .createTable('lesson_completions')
    .addColumn('tenant_id', 'text', (c) => c.notNull())
    .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('lesson_id', 'integer', (c) => c.notNull().references('lessons.id').onDelete('cascade'))
    .addColumn('completed_at', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('lesson_completions_pk', ['user_id', 'lesson_id'])
    .execute();

  await withIntegerId(db, s.createTable('quiz_submissions'))
    .addColumn('tenant_id', 'text', (c) => c.notNull())
    .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('lesson_id', 'integer', (c) => c.notNull().references('lessons.id').onDelete('cascade'))
    .addColumn('score', 'integer', (c) => c.notNull())
    .addColumn('correct_count', 'integer', (c) => c.notNull())
    .addColumn('total_count', 'integer', (c) => c.notNull())
    .addColumn('notes', 'text', (c) => c.notNull())
    .addColumn('answers', 'text', (c) => c.notNull())
    .addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('submitted_at', 'text', (c) => c.notNull())
    .addUniqueConstraint('quiz_submissions_user_lesson_uq', ['user_id', 'lesson_id'])
    .execute();
}

export async function down(db: AnyDb): Promise<void> {
  const tables = [
    'quiz_submissions',
    'lesson_completions',
    'unit_ownerships',
    'enrollments',
    'unit_codes',
    'course_codes',
    'code_batches',
    'books',
    'quiz_answers',
    'quiz_questions',
    'lessons',
    'units',
    'courses',
    'otps',
    'refresh_tokens',
    'devices',
    'users',
    'contacts',
    'testimonials',
    'teacher_profiles',
    'tenants',
  ];
  for (const table of tables) await db.schema.dropTable(table).ifExists().execute();
}
