import type { Readable } from 'node:stream';
import { isPassing } from '@dars/core/rules';
import type { TenantContext } from '../../context.ts';
import { spreadsheetFile, type Cell } from '../../files/index.ts';
import { readRecordedQuizzes, type RecordedQuiz } from '../quizzes/read-recorded-quizzes.ts';

export type ExportKind = 'progress' | 'quizzes';
export type ExportFormat = 'csv' | 'xlsx';

/** Students are read this many at a time (keyset on id), so a large tenant is never held in memory. */
const BATCH = 500;

const HEADERS: Record<ExportKind, string[]> = {
  progress: [
    'Name',
    'Email',
    'Phone',
    'Parent phone',
    'Grade',
    'Active',
    'Registered',
    'Last activity',
    'Courses',
    'Lessons completed',
    'Quizzes taken',
  ],
  quizzes: [
    'Name',
    'Email',
    'Phone',
    'Course',
    'Unit',
    'Quiz',
    'Recorded score',
    'Passed',
    'First score',
    'Attempts',
    'First submitted',
  ],
};

async function* studentBatches(ctx: TenantContext) {
  let after = '';
  for (;;) {
    const batch = await ctx.db
      .selectFrom('users')
      .select([
        'id',
        'user_name',
        'email',
        'phone_number',
        'parent_phone',
        'academic_year',
        'active',
        'registration_date',
        'last_activity_at',
      ])
      .where('tenant_id', '=', ctx.tenantId)
      .where('role', '=', 'Student')
      .where('id', '>', after)
      .orderBy('id')
      .limit(BATCH)
      .execute();
    if (batch.length === 0) return;
    yield batch;
    after = batch[batch.length - 1]!.id;
    if (batch.length < BATCH) return;
  }
}

function countsBy(rows: Array<{ user_id: string; count: number | string | bigint }>): Map<string, number> {
  return new Map(rows.map((row) => [row.user_id, Number(row.count)]));
}

async function* progressRows(ctx: TenantContext): AsyncGenerator<Cell[]> {
  for await (const batch of studentBatches(ctx)) {
    const ids = batch.map((student) => student.id);
    const [courses, lessons, quizzes] = await Promise.all([
      ctx.db
        .selectFrom('enrollments')
        .innerJoin('courses', 'courses.id', 'enrollments.course_id')
        .select(['enrollments.user_id', 'courses.course_name'])
        .where('enrollments.tenant_id', '=', ctx.tenantId)
        .where('courses.tenant_id', '=', ctx.tenantId)
        .where('enrollments.user_id', 'in', ids)
        .orderBy('enrollments.enrollment_date')
        .execute(),
      ctx.db
        .selectFrom('lesson_completions')
        .select(['user_id', (eb) => eb.fn.countAll<number>().as('count')])
        .where('tenant_id', '=', ctx.tenantId)
        .where('user_id', 'in', ids)
        .groupBy('user_id')
        .execute(),
      ctx.db
        .selectFrom('quiz_attempts')
        .select(['user_id', (eb) => eb.fn.count<number>('lesson_id').distinct().as('count')])
        .where('tenant_id', '=', ctx.tenantId)
        .where('user_id', 'in', ids)
        .groupBy('user_id')
        .execute(),
    ]);
    const courseNames = new Map<string, string[]>();
    for (const row of courses)
      courseNames.set(row.user_id, [...(courseNames.get(row.user_id) ?? []), row.course_name]);
    const lessonCounts = countsBy(lessons);
    const quizCounts = countsBy(quizzes);
    for (const student of batch) {
      yield [
        student.user_name,
        student.email,
        student.phone_number,
        student.parent_phone,
        student.academic_year,
        Number(student.active) === 1 ? 'yes' : 'no',
        student.registration_date,
        student.last_activity_at,
        (courseNames.get(student.id) ?? []).join(' | '),
        lessonCounts.get(student.id) ?? 0,
        quizCounts.get(student.id) ?? 0,
      ];
    }
  }
}

async function* quizRows(ctx: TenantContext): AsyncGenerator<Cell[]> {
  for await (const batch of studentBatches(ctx)) {
    const recorded = await readRecordedQuizzes(
      ctx,
      batch.map((student) => student.id),
    );
    const byStudent = new Map<string, RecordedQuiz[]>();
    for (const quiz of recorded)
      byStudent.set(quiz.studentId, [...(byStudent.get(quiz.studentId) ?? []), quiz]);
    for (const student of batch) {
      for (const { courseName, unitName, lessonName, passDegree, figures } of byStudent.get(student.id) ??
        []) {
        yield [
          student.user_name,
          student.email,
          student.phone_number,
          courseName,
          unitName,
          lessonName,
          figures.best.score,
          isPassing(figures.best.score, passDegree) ? 'yes' : 'no',
          figures.first.score,
          figures.attemptCount,
          figures.first.submittedAt,
        ];
      }
    }
  }
}

async function* withHeader(kind: ExportKind, rows: AsyncGenerator<Cell[]>): AsyncGenerator<Cell[]> {
  yield HEADERS[kind];
  yield* rows;
}

/**
 * The tenant's students with their progress, or every recorded quiz result, as a CSV or XLSX
 * stream: students are read in batches, so memory stays flat however many there are.
 */
export function exportStudents(
  ctx: TenantContext,
  options: { kind: ExportKind; format: ExportFormat },
): Readable {
  const rows = withHeader(options.kind, options.kind === 'progress' ? progressRows(ctx) : quizRows(ctx));
  return spreadsheetFile(options.format, options.kind === 'progress' ? 'Students' : 'Quiz results', rows);
}
