/**
 * The load dataset of the API bench: one tenant, 20 courses of 8 units × 10 lessons (the 10th
 * lesson of each unit a 3-question quiz), 5,000 students each enrolled in 2 courses 10 days ago
 * (so unit index 1 is the open week) with progress: every lesson and the quiz of unit 1 done,
 * and part of unit 2. Written with multi-row inserts inside one transaction per table batch.
 */
import { sql, type Kysely } from 'kysely';
import type { Database } from '../src/db/schema.ts';
import type { Engine } from '../src/db/connect.ts';

export interface LoadShape {
  students: number;
  courses: number;
  unitsPerCourse: number;
  lessonsPerUnit: number;
  coursesPerStudent: number;
  enrolledDaysAgo: number;
}

export const DEFAULT_SHAPE: LoadShape = {
  students: 5_000,
  courses: 20,
  unitsPerCourse: 8,
  lessonsPerUnit: 10,
  coursesPerStudent: 2,
  enrolledDaysAgo: 10,
};

export const BENCH_TENANT_ID = 'tenant5';
export const BENCH_PASSWORD = 'BenchPassw0rd!';

export interface LoadCourse {
  id: string;
  /** lesson ids per unit, in order */
  units: number[][];
}

export interface LoadStudent {
  id: string;
  email: string;
  courseIndexes: number[];
}

export interface LoadDataset {
  tenantId: string;
  courses: LoadCourse[];
  students: LoadStudent[];
  rows: Record<string, number>;
}

const DAY_MS = 86_400_000;
const QUESTIONS_PER_QUIZ = 3;
const ANSWERS_PER_QUESTION = 4;

/** Deterministic GUID-shaped id (v4 layout) from a number, so runs are reproducible. */
function guid(prefix: number, n: number): string {
  const hex = (prefix * 1_000_000 + n).toString(16).padStart(12, '0');
  return `00000000-0000-4000-8000-${hex}`;
}

async function insertChunks<T extends keyof Database & string>(
  db: Kysely<Database>,
  table: T,
  rows: Array<Record<string, unknown>>,
  rowsPerStatement: number,
): Promise<void> {
  await db.transaction().execute(async (trx) => {
    for (let start = 0; start < rows.length; start += rowsPerStatement) {
      await trx
        .insertInto(table)
        // eslint-disable-next-line @typescript-eslint/no-explicit-any
        .values(rows.slice(start, start + rowsPerStatement) as any)
        .execute();
    }
  });
}

export async function seedLoad(
  db: Kysely<Database>,
  engine: Engine,
  options: { passwordHash: string; shape?: Partial<LoadShape>; now?: Date },
): Promise<LoadDataset> {
  const shape = { ...DEFAULT_SHAPE, ...options.shape };
  const now = options.now ?? new Date();
  const at = now.toISOString();
  const tenantId = BENCH_TENANT_ID;
  const rows: Record<string, number> = {};
  const count = (table: string, n: number) => (rows[table] = (rows[table] ?? 0) + n);

  await db
    .insertInto('tenants')
    .values({ id: tenantId, name: 'Bench', domains: '["localhost","127.0.0.1"]', created_at: at })
    .execute();

  // catalogue, with explicit integer ids (sequences are moved past them on PostgreSQL below)
  const courses: LoadCourse[] = [];
  const courseRows: Array<Record<string, unknown>> = [];
  const unitRows: Array<Record<string, unknown>> = [];
  const lessonRows: Array<Record<string, unknown>> = [];
  const questionRows: Array<Record<string, unknown>> = [];
  const answerRows: Array<Record<string, unknown>> = [];
  let unitId = 0;
  let lessonId = 0;
  let questionId = 0;
  let answerId = 0;
  const grades = ['Secondary1', 'Secondary2', 'Secondary3'] as const;
  for (let c = 0; c < shape.courses; c += 1) {
    const id = guid(1, c + 1);
    courseRows.push({
      id,
      tenant_id: tenantId,
      course_name: `Bench course ${c + 1}`,
      description: 'Load test course',
      image_path: null,
      grade: grades[c % grades.length],
      term: c % 2 ? 'Second' : 'First',
      price: c % 5 === 0 ? 0 : 120,
      active: 1,
      is_open_to_all: 0,
      created_at: new Date(now.getTime() - c * 60_000).toISOString(),
      modification_date: at,
    });
    const course: LoadCourse = { id, units: [] };
    for (let u = 0; u < shape.unitsPerCourse; u += 1) {
      unitId += 1;
      unitRows.push({
        id: unitId,
        tenant_id: tenantId,
        course_id: id,
        unit_name: `Unit ${u + 1}`,
        titel: `Week ${u + 1}`,
        position: u + 1,
        active: 1,
      });
      const lessons: number[] = [];
      for (let l = 0; l < shape.lessonsPerUnit; l += 1) {
        lessonId += 1;
        const isQuiz = l === shape.lessonsPerUnit - 1;
        lessonRows.push({
          id: lessonId,
          tenant_id: tenantId,
          unit_id: unitId,
          lesson_name: `Lesson ${u + 1}.${l + 1}`,
          titel: null,
          position: l + 1,
          active: 1,
          type: isQuiz ? 'Quiz' : 'Video',
          video_url: isQuiz ? null : `https://videos.example/${lessonId}.m3u8`,
          attachment_url: isQuiz ? null : `/media/notes-${lessonId}.pdf`,
          attachment_title: isQuiz ? null : 'Notes',
          is_retake: 0,
          is_score_displayed: 1,
          is_answer_displayed: 1,
          pass_degree: 70,
          time_limit_minutes: isQuiz ? 10 : null,
        });
        lessons.push(lessonId);
        if (!isQuiz) continue;
        for (let q = 0; q < QUESTIONS_PER_QUIZ; q += 1) {
          questionId += 1;
          questionRows.push({
            id: questionId,
            tenant_id: tenantId,
            lesson_id: lessonId,
            position: q + 1,
            text: `Question ${q + 1}`,
            type: 'MultipleChoice',
            explanation: null,
          });
          for (let a = 0; a < ANSWERS_PER_QUESTION; a += 1) {
            answerId += 1;
            answerRows.push({
              id: answerId,
              tenant_id: tenantId,
              question_id: questionId,
              position: a + 1,
              text: `Option ${a + 1}`,
              is_correct: a === q % ANSWERS_PER_QUESTION ? 1 : 0,
            });
          }
        }
      }
      course.units.push(lessons);
    }
    courses.push(course);
  }
  await insertChunks(db, 'courses', courseRows, 200);
  await insertChunks(db, 'units', unitRows, 500);
  await insertChunks(db, 'lessons', lessonRows, 300);
  await insertChunks(db, 'quiz_questions', questionRows, 500);
  await insertChunks(db, 'quiz_answers', answerRows, 500);
  count('courses', courseRows.length);
  count('units', unitRows.length);
  count('lessons', lessonRows.length);
  count('quiz_questions', questionRows.length);
  count('quiz_answers', answerRows.length);

  // students, enrolments and progress
  const enrolledAt = new Date(now.getTime() - shape.enrolledDaysAgo * DAY_MS).toISOString();
  const students: LoadStudent[] = [];
  const userRows: Array<Record<string, unknown>> = [];
  const enrollmentRows: Array<Record<string, unknown>> = [];
  const completionRows: Array<Record<string, unknown>> = [];
  const submissionRows: Array<Record<string, unknown>> = [];
  for (let s = 0; s < shape.students; s += 1) {
    const id = guid(2, s + 1);
    const email = `bench-student-${s + 1}@example.com`;
    userRows.push({
      id,
      tenant_id: tenantId,
      role: 'Student',
      user_name: `Bench student ${s + 1}`,
      email,
      phone_number: `01${String(100_000_000 + s).padStart(9, '0')}`,
      parent_phone: `01${String(900_000_000 - s).padStart(9, '0')}`,
      academic_year: grades[s % grades.length],
      image_path: null,
      password_hash: options.passwordHash,
      email_confirmed: 1,
      active: 1,
      registration_date: at,
      updated_at: at,
    });
    const courseIndexes = Array.from(
      { length: shape.coursesPerStudent },
      (_, k) => (s + k * 7) % shape.courses,
    );
    students.push({ id, email, courseIndexes });
    for (const c of courseIndexes) {
      const course = courses[c]!;
      enrollmentRows.push({
        tenant_id: tenantId,
        user_id: id,
        course_id: course.id,
        enrollment_date: enrolledAt,
        source: 'admin',
        course_code_id: null,
      });
      // unit 1 done (videos completed, quiz submitted), unit 2 partly watched
      const done = [...course.units[0]!, ...course.units[1]!.slice(0, s % (shape.lessonsPerUnit - 1))];
      for (const lesson of done)
        completionRows.push({ tenant_id: tenantId, user_id: id, lesson_id: lesson, completed_at: at });
      submissionRows.push({
        tenant_id: tenantId,
        user_id: id,
        lesson_id: course.units[0]!.at(-1)!,
        score: 67,
        correct_count: 2,
        total_count: 3,
        notes: 'Correct answers: 2 out of 3',
        answers: '[0,1,0]',
        attempts: 1,
        submitted_at: at,
      });
    }
  }
  await insertChunks(db, 'users', userRows, 500);
  await insertChunks(db, 'enrollments', enrollmentRows, 1_000);
  await insertChunks(db, 'lesson_completions', completionRows, 2_000);
  await insertChunks(db, 'quiz_submissions', submissionRows, 1_000);
  count('users', userRows.length);
  count('enrollments', enrollmentRows.length);
  count('lesson_completions', completionRows.length);
  count('quiz_submissions', submissionRows.length);

  if (engine === 'postgres') {
    for (const table of ['units', 'lessons', 'quiz_questions', 'quiz_answers']) {
      await sql`SELECT setval(pg_get_serial_sequence(${table}, 'id'), (SELECT MAX(id) FROM ${sql.table(table)}))`.execute(
        db,
      );
    }
    await sql`ANALYZE`.execute(db);
  } else {
    await sql`ANALYZE`.execute(db);
  }
  return { tenantId, courses, students, rows };
}
