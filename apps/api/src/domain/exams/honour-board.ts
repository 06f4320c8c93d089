import type { HonourBoard, PublicHonourBoards, TeacherHonourBoard } from '@dars/core/contract';
import { SERVER_MESSAGES } from '@dars/core/messages';
import { honourBoardName } from '@dars/core/rules';
import type { Caller, TenantContext } from '../../context.ts';
import { auditedWrite } from '../audit/audited-write.ts';
import { notFound } from '../../errors.ts';

/** How many students the honour board lists. */
export const HONOUR_BOARD_SIZE = 10;

interface RankedStudent {
  userId: string;
  name: string;
  score: number;
  seconds: number;
}

/**
 * The honour board ("الأوائل") of a course or of one of its exams: each student's best submitted
 * attempt (highest score, then shortest time), ranked by score then time, each shown by the name
 * or initials they chose. Scores count once the attempt is submitted, whatever the reveal policy
 * (the board shows no answers). For a course, a student's score is the mean of their best scores
 * over the exams they took, and their time the sum.
 */
async function rankHonourBoard(
  ctx: TenantContext,
  courseId: string,
  lessonId?: number,
): Promise<RankedStudent[]> {
  let query = ctx.db
    .selectFrom('exam_attempts as a')
    .innerJoin('lessons as l', (join) =>
      join.onRef('l.id', '=', 'a.lesson_id').on('l.tenant_id', '=', ctx.tenantId),
    )
    .innerJoin('units as un', (join) =>
      join.onRef('un.id', '=', 'l.unit_id').on('un.tenant_id', '=', ctx.tenantId),
    )
    .innerJoin('users as u', (join) =>
      join.onRef('u.id', '=', 'a.user_id').on('u.tenant_id', '=', ctx.tenantId),
    )
    .select([
      'a.user_id',
      'a.lesson_id',
      'a.score',
      'a.started_at',
      'a.submitted_at',
      'u.user_name',
      'u.honour_name',
    ])
    .where('a.tenant_id', '=', ctx.tenantId)
    .where('un.course_id', '=', courseId)
    .where('a.submitted_at', 'is not', null)
    .where('a.score', 'is not', null)
    .where('u.role', '=', 'Student');
  if (lessonId !== undefined) query = query.where('a.lesson_id', '=', lessonId);
  const rows = await query.execute();

  // per student: best attempt of each exam, then over the course's exams
  const best = new Map<
    string,
    { name: string; show: 'name' | 'initials'; byExam: Map<number, { score: number; seconds: number }> }
  >();
  for (const row of rows) {
    const seconds = Math.max(
      0,
      Math.round((Date.parse(row.submitted_at!) - Date.parse(row.started_at)) / 1000),
    );
    const score = Number(row.score);
    const student = best.get(row.user_id) ?? {
      name: row.user_name,
      show: row.honour_name,
      byExam: new Map(),
    };
    best.set(row.user_id, student);
    const current = student.byExam.get(row.lesson_id);
    if (!current || score > current.score || (score === current.score && seconds < current.seconds))
      student.byExam.set(row.lesson_id, { score, seconds });
  }
  return [...best.entries()]
    .map(([userId, student]) => {
      const exams = [...student.byExam.values()];
      return {
        userId,
        name: honourBoardName(student.name, student.show),
        score: Math.round(exams.reduce((sum, exam) => sum + exam.score, 0) / exams.length),
        seconds: exams.reduce((sum, exam) => sum + exam.seconds, 0),
      };
    })
    .sort((a, b) => b.score - a.score || a.seconds - b.seconds)
    .slice(0, HONOUR_BOARD_SIZE);
}

async function findCourse(ctx: TenantContext, courseId: string) {
  const course = await ctx.db
    .selectFrom('courses')
    .select(['id', 'honour_on_home'])
    .where('tenant_id', '=', ctx.tenantId)
    .where('id', '=', courseId)
    .executeTakeFirst();
  if (!course) throw notFound(SERVER_MESSAGES.courseNotFound);
  return course;
}

/** An exam of the course, when one is named; 404 otherwise (so a board never mixes courses). */
async function assertExamOfCourse(ctx: TenantContext, courseId: string, lessonId: number | undefined) {
  if (lessonId === undefined) return;
  const lesson = await ctx.db
    .selectFrom('lessons')
    .innerJoin('units', (join) =>
      join.onRef('units.id', '=', 'lessons.unit_id').on('units.tenant_id', '=', ctx.tenantId),
    )
    .select('lessons.id')
    .where('lessons.tenant_id', '=', ctx.tenantId)
    .where('lessons.id', '=', lessonId)
    .where('units.course_id', '=', courseId)
    .where('lessons.type', '=', 'Exam')
    .executeTakeFirst();
  if (!lesson) throw notFound();
}

/** The board as a student sees it, with their own line marked and their choice of name. */
export async function getHonourBoard(
  ctx: TenantContext,
  options: { userId: string; courseId: string; lessonId?: number },
): Promise<HonourBoard> {
  await findCourse(ctx, options.courseId);
  const ranked = await rankHonourBoard(ctx, options.courseId, options.lessonId);
  const me = await ctx.db
    .selectFrom('users')
    .select('honour_name')
    .where('tenant_id', '=', ctx.tenantId)
    .where('id', '=', options.userId)
    .executeTakeFirst();
  return {
    courseId: options.courseId,
    lessonId: options.lessonId ?? null,
    entries: ranked.map((entry, index) => ({
      rank: index + 1,
      name: entry.name,
      score: entry.score,
      seconds: entry.seconds,
      isMe: entry.userId === options.userId,
    })),
    myChoice: me?.honour_name ?? 'initials',
  };
}

/** The board in the console: as students see it, and whether it shows on the home page. */
export async function getTeacherHonourBoard(
  ctx: TenantContext,
  options: { courseId: string; lessonId?: number },
): Promise<TeacherHonourBoard> {
  const course = await findCourse(ctx, options.courseId);
  await assertExamOfCourse(ctx, options.courseId, options.lessonId);
  const ranked = await rankHonourBoard(ctx, options.courseId, options.lessonId);
  return {
    courseId: options.courseId,
    lessonId: options.lessonId ?? null,
    onHome: Number(course.honour_on_home) === 1,
    entries: ranked.map((entry, index) => ({
      rank: index + 1,
      name: entry.name,
      score: entry.score,
      seconds: entry.seconds,
    })),
  };
}

/** The teacher shows a course's board on the public home page, or stops showing it (audited). */
export async function setHonourBoardOnHome(
  ctx: TenantContext,
  options: { caller: Caller; courseId: string; onHome: boolean },
): Promise<TeacherHonourBoard> {
  await auditedWrite(ctx, { caller: options.caller }, async ({ trx, audit }) => {
    const before = await trx
      .selectFrom('courses')
      .select('honour_on_home')
      .where('tenant_id', '=', ctx.tenantId)
      .where('id', '=', options.courseId)
      .executeTakeFirst();
    if (!before) throw notFound(SERVER_MESSAGES.courseNotFound);
    await trx
      .updateTable('courses')
      .set({ honour_on_home: options.onHome ? 1 : 0 })
      .where('tenant_id', '=', ctx.tenantId)
      .where('id', '=', options.courseId)
      .execute();
    await audit({
      action: 'course.honour-board-home',
      entityType: 'course',
      entityId: options.courseId,
      before: { onHome: Number(before.honour_on_home) === 1 },
      after: { onHome: options.onHome },
    });
  });
  return getTeacherHonourBoard(ctx, { courseId: options.courseId });
}

/** The boards on the public home page: each active course the teacher turned it on for, with results. */
export async function listPublicHonourBoards(ctx: TenantContext): Promise<PublicHonourBoards> {
  const courses = await ctx.db
    .selectFrom('courses')
    .select(['id', 'course_name'])
    .where('tenant_id', '=', ctx.tenantId)
    .where('honour_on_home', '=', 1)
    .where('active', '=', 1)
    .where('archived_at', 'is', null)
    .orderBy('course_name')
    .execute();
  const boards: PublicHonourBoards['boards'] = [];
  for (const course of courses) {
    const ranked = await rankHonourBoard(ctx, course.id);
    if (ranked.length === 0) continue;
    boards.push({
      courseId: course.id,
      courseName: course.course_name,
      entries: ranked.map((entry, index) => ({ rank: index + 1, name: entry.name, score: entry.score })),
    });
  }
  return { boards };
}

/** How the honour boards show a student (initials until they choose). */
export async function getHonourName(
  ctx: TenantContext,
  options: { userId: string },
): Promise<{ show: 'name' | 'initials' }> {
  const user = await ctx.db
    .selectFrom('users')
    .select('honour_name')
    .where('tenant_id', '=', ctx.tenantId)
    .where('id', '=', options.userId)
    .executeTakeFirst();
  return { show: user?.honour_name ?? 'initials' };
}

export async function setHonourName(
  ctx: TenantContext,
  options: { userId: string; show: 'name' | 'initials' },
) {
  await ctx.db
    .updateTable('users')
    .set({ honour_name: options.show })
    .where('tenant_id', '=', ctx.tenantId)
    .where('id', '=', options.userId)
    .execute();
}
