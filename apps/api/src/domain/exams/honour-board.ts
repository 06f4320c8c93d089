import type { HonourBoard } from '@dars/core/contract';
import { SERVER_MESSAGES } from '@dars/core/messages';
import { honourBoardName } from '@dars/core/rules';
import type { TenantContext } from '../../context.ts';
import { notFound } from '../../errors.ts';

/** How many students the honour board lists. */
export const HONOUR_BOARD_SIZE = 10;

/**
 * The honour board ("الأوائل") of a course or of one of its exams: each student's best submitted
 * attempt (highest score, then shortest time), ranked by score then time, each shown by the name
 * or initials they chose. Scores count once the attempt is submitted, whatever the reveal policy
 * (the board shows no answers).
 */
export async function getHonourBoard(
  ctx: TenantContext,
  options: { userId: string; courseId: string; lessonId?: number },
): Promise<HonourBoard> {
  const course = await ctx.db
    .selectFrom('courses')
    .select('id')
    .where('tenant_id', '=', ctx.tenantId)
    .where('id', '=', options.courseId)
    .executeTakeFirst();
  if (!course) throw notFound(SERVER_MESSAGES.courseNotFound);
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
    .where('un.course_id', '=', options.courseId)
    .where('a.submitted_at', 'is not', null)
    .where('a.score', 'is not', null)
    .where('u.role', '=', 'Student');
  if (options.lessonId !== undefined) query = query.where('a.lesson_id', '=', options.lessonId);
  const rows = await query.execute();

  // per student: best attempt of each exam, then summed over the course's exams
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
  const ranked = [...best.entries()]
    .map(([userId, student]) => {
      const exams = [...student.byExam.values()];
      return {
        userId,
        name: honourBoardName(student.name, student.show),
        score: Math.round(exams.reduce((sum, exam) => sum + exam.score, 0) / exams.length),
        seconds: exams.reduce((sum, exam) => sum + exam.seconds, 0),
      };
    })
    .sort((a, b) => b.score - a.score || a.seconds - b.seconds);
  const me = await ctx.db
    .selectFrom('users')
    .select('honour_name')
    .where('tenant_id', '=', ctx.tenantId)
    .where('id', '=', options.userId)
    .executeTakeFirst();
  return {
    courseId: options.courseId,
    lessonId: options.lessonId ?? null,
    entries: ranked.slice(0, HONOUR_BOARD_SIZE).map((entry, index) => ({
      rank: index + 1,
      name: entry.name,
      score: entry.score,
      seconds: entry.seconds,
      isMe: entry.userId === options.userId,
    })),
    myChoice: me?.honour_name ?? 'initials',
  };
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
