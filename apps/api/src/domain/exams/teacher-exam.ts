import type { ExamSettings } from '@dars/core/contract';
import { SERVER_MESSAGES } from '@dars/core/messages';
import { unfilledQuotas } from '@dars/core/rules';
import type { Kysely } from 'kysely';
import type { Caller, TenantContext } from '../../context.ts';
import type { Database } from '../../db/schema.ts';
import { badRequest, notFound } from '../../errors.ts';
import { auditedWrite } from '../audit/audited-write.ts';
import { readExamSettings } from './exam-rows.ts';

/** An exam lesson of the tenant with its course; 404, or 400 when the lesson is not an exam. */
export async function findExamLesson(db: Kysely<Database>, tenantId: string, lessonId: number) {
  const row = await db
    .selectFrom('lessons')
    .innerJoin('units', (join) =>
      join.onRef('units.id', '=', 'lessons.unit_id').on('units.tenant_id', '=', tenantId),
    )
    .select(['lessons.id', 'lessons.lesson_name', 'lessons.type', 'lessons.pass_degree', 'units.course_id'])
    .where('lessons.tenant_id', '=', tenantId)
    .where('lessons.id', '=', lessonId)
    .executeTakeFirst();
  if (!row) throw notFound();
  if (row.type !== 'Exam') throw badRequest('not_an_exam', SERVER_MESSAGES.notAnExam);
  return row;
}

async function examAnswer(db: Kysely<Database>, tenantId: string, lessonId: number) {
  const lesson = await findExamLesson(db, tenantId, lessonId);
  const [stored, bank] = await Promise.all([
    readExamSettings(db, tenantId, lessonId),
    db
      .selectFrom('bank_questions')
      .select((eb) => eb.fn.countAll<number | string>().as('n'))
      .where('tenant_id', '=', tenantId)
      .where('course_id', '=', lesson.course_id)
      .executeTakeFirst(),
  ]);
  return {
    lessonId: lesson.id,
    lessonName: lesson.lesson_name,
    courseId: lesson.course_id,
    bankSize: Number(bank?.n ?? 0),
    settings: stored && {
      draw: stored.draw,
      durationSeconds: stored.durationSeconds,
      questionSeconds: stored.questionSeconds,
      opensAt: stored.opensAt,
      closesAt: stored.closesAt,
      attemptsAllowed: stored.attemptsAllowed,
      reveal: stored.reveal,
      revealAfterClose: stored.revealAfterClose,
      passDegree: Number(lesson.pass_degree),
    },
  };
}

export const getTeacherExam = (ctx: TenantContext, lessonId: number) =>
  examAnswer(ctx.db, ctx.tenantId, lessonId);

/**
 * Saves an exam's settings and pass mark, audited. Refused, with nothing written, when a fixed
 * list names a question outside the course's bank or the bank cannot fill every quota (broken
 * questions are never drawn, so they do not count).
 */
export async function saveExam(
  ctx: TenantContext,
  options: { caller: Caller; lessonId: number; settings: ExamSettings },
) {
  const { settings } = options;
  return auditedWrite(ctx, { caller: options.caller }, async ({ trx, audit }) => {
    const lesson = await findExamLesson(trx, ctx.tenantId, options.lessonId);
    const bank = await trx
      .selectFrom('bank_questions')
      .select(['id', 'difficulty', 'unit_tag as unit'])
      .where('tenant_id', '=', ctx.tenantId)
      .where('course_id', '=', lesson.course_id)
      .where('broken', '=', 0)
      .execute();
    if (settings.draw.kind === 'fixed') {
      const known = new Set(bank.map((question) => question.id));
      if (settings.draw.questionIds.some((id) => !known.has(id)))
        throw badRequest('exam_unknown_questions', SERVER_MESSAGES.examUnknownQuestions);
      if (new Set(settings.draw.questionIds).size !== settings.draw.questionIds.length)
        throw badRequest('exam_unknown_questions', SERVER_MESSAGES.examUnknownQuestions);
    } else if (unfilledQuotas(settings.draw.quotas, bank).length > 0) {
      throw badRequest('exam_quota_unfilled', SERVER_MESSAGES.examQuotaUnfilled);
    }
    const before = await readExamSettings(trx, ctx.tenantId, lesson.id);
    const values = {
      draw: JSON.stringify(settings.draw),
      duration_seconds: settings.durationSeconds,
      question_seconds: settings.questionSeconds ?? null,
      opens_at: settings.opensAt && new Date(settings.opensAt).toISOString(),
      closes_at: settings.closesAt && new Date(settings.closesAt).toISOString(),
      attempts_allowed: settings.attemptsAllowed,
      reveal: settings.reveal,
      reveal_after_close: settings.revealAfterClose ? (1 as const) : (0 as const),
      updated_at: ctx.now().toISOString(),
    };
    await trx
      .insertInto('exams')
      .values({ lesson_id: lesson.id, tenant_id: ctx.tenantId, ...values })
      .onConflict((oc) => oc.column('lesson_id').doUpdateSet(values))
      .execute();
    await trx
      .updateTable('lessons')
      .set((eb) => ({ pass_degree: settings.passDegree, version: eb('version', '+', 1) }))
      .where('tenant_id', '=', ctx.tenantId)
      .where('id', '=', lesson.id)
      .execute();
    await trx
      .updateTable('courses')
      .set({ modification_date: ctx.now().toISOString() })
      .where('tenant_id', '=', ctx.tenantId)
      .where('id', '=', lesson.course_id)
      .execute();
    await audit({ action: 'exam.save', entityType: 'exam', entityId: lesson.id, before, after: settings });
    return examAnswer(trx, ctx.tenantId, lesson.id);
  });
}
