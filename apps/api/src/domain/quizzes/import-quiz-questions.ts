import type { EditorQuiz } from '@dars/core/contract';
import { SERVER_MESSAGES } from '@dars/core/messages';
import { LIMITS } from '@dars/core/contract';
import { QUIZ_EDITOR_LIMITS, parseQuizRows } from '@dars/core/rules';
import type { Caller, TenantContext } from '../../context.ts';
import { AppError, badRequest } from '../../errors.ts';
import { findQuizLesson, getEditorQuiz } from './get-editor-quiz.ts';
import { emptySpreadsheet, readSpreadsheetRows } from './read-spreadsheet.ts';
import { touchCourse } from './touch-course.ts';
import { insertQuestion } from './write-questions.ts';
import { auditedWrite } from '../audit/audited-write.ts';

export interface ImportQuizQuestionsOptions {
  caller: Caller;
  lessonId: number;
  version: number;
  file: { fileName: string; data: Buffer };
}

/**
 * Appends the questions of a CSV or XLSX file (core's `parseQuizRows`) to a quiz, all or nothing:
 * any bad row refuses the whole file with 400 `invalid_spreadsheet` naming every bad row and its
 * problems, and nothing is written. The lesson's version is checked (409) and bumped.
 */
export async function importQuizQuestions(
  ctx: TenantContext,
  options: ImportQuizQuestionsOptions,
): Promise<EditorQuiz & { imported: number }> {
  // the lesson is checked before the file is read, so another tenant's id is 404 whatever the file
  await findQuizLesson(ctx.db, ctx, options.lessonId);
  if (options.file.data.length > QUIZ_EDITOR_LIMITS.importBytes) {
    throw new AppError(413, 'payload_too_large', SERVER_MESSAGES.payloadTooLarge);
  }
  const rows = await readSpreadsheetRows(options.file);
  const { questions, errors } = parseQuizRows(rows);
  if (errors.length > 0) {
    throw new AppError(400, 'invalid_spreadsheet', SERVER_MESSAGES.invalidSpreadsheet, {
      success: false,
      message: SERVER_MESSAGES.invalidSpreadsheet,
      data: null,
      code: 'invalid_spreadsheet',
      rows: errors,
    });
  }
  if (questions.length === 0) throw emptySpreadsheet();

  await auditedWrite(ctx, { caller: options.caller }, async ({ trx, saveVersioned, audit }) => {
    const { courseId } = await findQuizLesson(trx, ctx, options.lessonId);
    await saveVersioned({
      table: 'lessons',
      id: options.lessonId,
      expectedVersion: options.version,
      values: {},
    });
    const last = await trx
      .selectFrom('quiz_questions')
      .select([(eb) => eb.fn.max('position').as('position'), (eb) => eb.fn.countAll().as('count')])
      .where('tenant_id', '=', ctx.tenantId)
      .where('lesson_id', '=', options.lessonId)
      .executeTakeFirst();
    if (Number(last?.count ?? 0) + questions.length > LIMITS.quizQuestionsMax) {
      throw badRequest('invalid_spreadsheet', `A quiz holds at most ${LIMITS.quizQuestionsMax} questions.`);
    }
    let position = Number(last?.position ?? 0);
    for (const question of questions) {
      position++;
      await insertQuestion(trx, { tenantId: ctx.tenantId, lessonId: options.lessonId, position, question });
    }
    await touchCourse(trx, { tenantId: ctx.tenantId, courseId, now: ctx.now() });
    await audit({
      action: 'quiz.import',
      entityType: 'quiz',
      entityId: options.lessonId,
      before: null,
      after: { fileName: options.file.fileName, questions },
    });
  });
  return { ...(await getEditorQuiz(ctx, { lessonId: options.lessonId })), imported: questions.length };
}
