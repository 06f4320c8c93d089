import type { BankQuestion, BankQuestionInput } from '@dars/core/contract';
import { SERVER_MESSAGES } from '@dars/core/messages';
import { matchesSearch } from '@dars/core/rules';
import type { Kysely } from 'kysely';
import type { Caller, TenantContext } from '../../context.ts';
import type { Database } from '../../db/schema.ts';
import { notFound } from '../../errors.ts';
import { auditedWrite } from '../audit/audited-write.ts';
import { parseOptions, type BankRow } from './exam-rows.ts';
import { finalizedScoreRefresh } from './rescore-attempts.ts';

export function toBankQuestion(row: BankRow): BankQuestion {
  return {
    id: row.id,
    text: row.text,
    imagePath: row.image_path,
    type: row.type,
    options: parseOptions(row.options),
    correctIndex: Number(row.correct_index),
    explanation: row.explanation,
    explanationImagePath: row.explanation_image_path,
    unit: row.unit_tag,
    topic: row.topic,
    difficulty: row.difficulty,
    broken: Number(row.broken) === 1,
  };
}

/** The stored columns of a question as the console sent it. */
export function bankColumns(input: BankQuestionInput) {
  return {
    text: input.text,
    image_path: input.imagePath,
    type: input.type,
    options: JSON.stringify(
      input.options.map((option) => ({ text: option.text, imagePath: option.imagePath })),
    ),
    correct_index: input.correctIndex,
    explanation: input.explanation,
    explanation_image_path: input.explanationImagePath,
    unit_tag: input.unit,
    topic: input.topic,
    difficulty: input.difficulty,
  };
}

export async function assertCourse(db: Kysely<Database>, tenantId: string, courseId: string) {
  const course = await db
    .selectFrom('courses')
    .select('id')
    .where('tenant_id', '=', tenantId)
    .where('id', '=', courseId)
    .executeTakeFirst();
  if (!course) throw notFound(SERVER_MESSAGES.courseNotFound);
}

/** Every question of a course's bank, oldest first (404 when the course is not this tenant's). */
export async function readCourseBank(ctx: TenantContext, courseId: string): Promise<BankRow[]> {
  await assertCourse(ctx.db, ctx.tenantId, courseId);
  return ctx.db
    .selectFrom('bank_questions')
    .selectAll()
    .where('tenant_id', '=', ctx.tenantId)
    .where('course_id', '=', courseId)
    .orderBy('id')
    .execute();
}

/** A course's bank, filtered by unit, topic and difficulty, and searched (Arabic-aware) in its texts. */
export async function listBankQuestions(
  ctx: TenantContext,
  options: {
    courseId: string;
    search?: string;
    unit?: string;
    topic?: string;
    difficulty?: BankRow['difficulty'];
  },
) {
  const rows = await readCourseBank(ctx, options.courseId);
  const questions = rows
    .filter((row) => !options.unit || row.unit_tag === options.unit)
    .filter((row) => !options.topic || row.topic === options.topic)
    .filter((row) => !options.difficulty || row.difficulty === options.difficulty)
    .filter((row) => !options.search || matchesSearch(options.search, [row.text, row.topic, row.unit_tag]))
    .map(toBankQuestion);
  const distinct = (values: string[]) => [...new Set(values.filter(Boolean))].sort();
  return {
    questions,
    units: distinct(rows.map((row) => row.unit_tag)),
    topics: distinct(rows.map((row) => row.topic)),
  };
}

export async function createBankQuestion(
  ctx: TenantContext,
  options: { caller: Caller; courseId: string; question: BankQuestionInput },
): Promise<BankQuestion> {
  return auditedWrite(ctx, { caller: options.caller, studentsSee: false }, async ({ trx, audit }) => {
    await assertCourse(trx, ctx.tenantId, options.courseId);
    const at = ctx.now().toISOString();
    const row = await trx
      .insertInto('bank_questions')
      .values({
        tenant_id: ctx.tenantId,
        course_id: options.courseId,
        ...bankColumns(options.question),
        created_at: at,
        updated_at: at,
      })
      .returningAll()
      .executeTakeFirstOrThrow();
    await audit({
      action: 'bank-question.create',
      entityType: 'bank-question',
      entityId: row.id,
      before: null,
      after: options.question,
    });
    return toBankQuestion(row);
  });
}

async function findBankRow(db: Kysely<Database>, tenantId: string, questionId: number) {
  const row = await db
    .selectFrom('bank_questions')
    .selectAll()
    .where('tenant_id', '=', tenantId)
    .where('id', '=', questionId)
    .executeTakeFirst();
  if (!row) throw notFound(SERVER_MESSAGES.bankQuestionNotFound);
  return row;
}

export async function updateBankQuestion(
  ctx: TenantContext,
  options: { caller: Caller; questionId: number; question: BankQuestionInput },
): Promise<BankQuestion> {
  return auditedWrite(ctx, { caller: options.caller, studentsSee: false }, async ({ trx, audit }) => {
    const before = await findBankRow(trx, ctx.tenantId, options.questionId);
    const row = await trx
      .updateTable('bank_questions')
      .set({ ...bankColumns(options.question), updated_at: ctx.now().toISOString() })
      .where('tenant_id', '=', ctx.tenantId)
      .where('id', '=', options.questionId)
      .returningAll()
      .executeTakeFirstOrThrow();
    await audit({
      action: 'bank-question.update',
      entityType: 'bank-question',
      entityId: row.id,
      before: toBankQuestion(before),
      after: options.question,
    });
    return toBankQuestion(row);
  });
}

export async function deleteBankQuestion(
  ctx: TenantContext,
  options: { caller: Caller; questionId: number },
) {
  await auditedWrite(ctx, { caller: options.caller, studentsSee: false }, async ({ trx, audit }) => {
    const before = await findBankRow(trx, ctx.tenantId, options.questionId);
    await trx
      .deleteFrom('bank_questions')
      .where('tenant_id', '=', ctx.tenantId)
      .where('id', '=', before.id)
      .execute();
    await audit({
      action: 'bank-question.delete',
      entityType: 'bank-question',
      entityId: before.id,
      before: toBankQuestion(before),
      after: null,
    });
  });
}

/**
 * Marks a question broken (left out of every score) or not, and re-scores, in the same audited
 * transaction, every submitted attempt that drew it.
 */
export async function markBankQuestionBroken(
  ctx: TenantContext,
  options: { caller: Caller; questionId: number; broken: boolean },
): Promise<{ rescoredAttempts: number }> {
  return auditedWrite(ctx, { caller: options.caller, studentsSee: false }, async ({ trx, audit }) => {
    const before = await findBankRow(trx, ctx.tenantId, options.questionId);
    await trx
      .updateTable('bank_questions')
      .set({ broken: options.broken ? 1 : 0, updated_at: ctx.now().toISOString() })
      .where('tenant_id', '=', ctx.tenantId)
      .where('id', '=', before.id)
      .execute();
    const rescoredAttempts = await finalizedScoreRefresh(trx, {
      tenantId: ctx.tenantId,
      courseId: before.course_id,
      questionId: before.id,
    });
    await audit({
      action: options.broken ? 'bank-question.broken' : 'bank-question.restored',
      entityType: 'bank-question',
      entityId: before.id,
      before: { broken: Number(before.broken) === 1 },
      after: { broken: options.broken, rescoredAttempts },
    });
    return { rescoredAttempts };
  });
}
