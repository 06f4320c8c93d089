import fs from 'node:fs';
import path from 'node:path';
import { bankQuestionInputSchema, type BankQuestionInput } from '@dars/core/contract';
import { SERVER_MESSAGES } from '@dars/core/messages';
import type { Caller, TenantContext } from '../../context.ts';
import { AppError, badRequest } from '../../errors.ts';
import { contentType } from '../../files/index.ts';
import { readSpreadsheetRows } from '../quizzes/read-spreadsheet.ts';
import { acceptedExtension, readZipEntries, UPLOAD_LIMITS } from '../uploads/index.ts';
import { storeImage } from '../uploads/store-image.ts';
import { auditedWrite } from '../audit/audited-write.ts';
import { assertCourse, bankColumns } from './bank-questions.ts';

/**
 * The import's columns, in order (row 1 is the header, which is not read): question, question
 * picture, type (mc or tf), options 1–6, the right option's number (or صح / خطأ), explanation,
 * explanation picture, unit, topic, difficulty (easy / medium / hard or سهل / متوسط / صعب). A
 * picture cell, or an option cell, naming a file of the ZIP beside the sheet is that picture.
 */
export const BANK_IMPORT_COLUMNS = [
  'السؤال',
  'صورة السؤال',
  'النوع',
  'الاختيار 1',
  'الاختيار 2',
  'الاختيار 3',
  'الاختيار 4',
  'الاختيار 5',
  'الاختيار 6',
  'رقم الإجابة الصحيحة',
  'الشرح',
  'صورة الشرح',
  'الوحدة',
  'الموضوع',
  'الصعوبة',
] as const;

/** The most questions one import adds (the sheet reader stops at 600 rows: never silently cut). */
const MAX_IMPORT_ROWS = 500;
/** The ZIP's guards: entries, and bytes once inflated (checked before inflating, then while). */
const ZIP_MAX_ENTRIES = 2000;
const ZIP_MAX_INFLATED_BYTES = 200 * 1024 * 1024;
const PICTURE_NAME = /\.(png|jpe?g|webp|gif)$/i;

const DIFFICULTIES: Record<string, BankQuestionInput['difficulty']> = {
  easy: 'easy',
  medium: 'medium',
  hard: 'hard',
  سهل: 'easy',
  متوسط: 'medium',
  صعب: 'hard',
};

export interface ImportRowError {
  row: number;
  problems: string[];
}

/** A question of the sheet before its pictures are stored: picture cells name ZIP entries. */
interface ParsedRow {
  row: number;
  question: Omit<BankQuestionInput, 'imagePath' | 'explanationImagePath' | 'options'> & {
    options: Array<{ text: string; picture: string | null }>;
  };
  picture: string | null;
  explanationPicture: string | null;
}

function parseRow(cells: string[], row: number, pictures: ReadonlySet<string>): ParsedRow | ImportRowError {
  const cell = (index: number) => (cells[index] ?? '').trim();
  const problems: string[] = [];
  const pictureOf = (index: number, label: string) => {
    const name = cell(index);
    if (!name) return null;
    if (!pictures.has(name)) problems.push(`${label}: "${name}" is not a picture in the ZIP`);
    return name;
  };
  const kind = cell(2).toLowerCase();
  const type =
    kind === 'tf' || kind === 'صح وخطأ'
      ? 'TrueFalse'
      : kind === 'mc' || kind === ''
        ? 'MultipleChoice'
        : null;
  if (!type) problems.push('type: must be mc or tf');
  let options = [3, 4, 5, 6, 7, 8]
    .map((index) => cell(index))
    .filter(Boolean)
    .map((text) =>
      PICTURE_NAME.test(text) && pictures.has(text) ? { text: '', picture: text } : { text, picture: null },
    );
  if (type === 'TrueFalse' && options.length === 0)
    options = [
      { text: 'صح', picture: null },
      { text: 'خطأ', picture: null },
    ];
  const right = cell(9);
  const correctIndex =
    right === 'صح' ? 0 : right === 'خطأ' ? 1 : /^[1-6]$/.test(right) ? Number(right) - 1 : Number.NaN;
  if (Number.isNaN(correctIndex)) problems.push('right option: must be a number from 1 to 6 (or صح / خطأ)');
  const difficulty = DIFFICULTIES[cell(14).toLowerCase()];
  if (!difficulty) problems.push('difficulty: must be easy, medium or hard');
  const picture = pictureOf(1, 'question picture');
  const explanationPicture = pictureOf(11, 'explanation picture');
  const question = {
    text: cell(0),
    type: type ?? 'MultipleChoice',
    options,
    correctIndex: Number.isNaN(correctIndex) ? 0 : correctIndex,
    explanation: cell(10),
    unit: cell(12),
    topic: cell(13),
    difficulty: difficulty ?? 'easy',
  } as const;
  // the same rules as a question saved in the console
  const checked = bankQuestionInputSchema.safeParse({
    ...question,
    imagePath: null,
    explanationImagePath: null,
    options: options.map((option) => ({
      text: option.text,
      imagePath: option.picture ? '/uploads/x.png' : null,
    })),
  });
  if (!checked.success)
    for (const issue of checked.error.issues)
      problems.push(`${issue.path.join('.') || 'question'}: ${issue.message}`);
  return problems.length
    ? { row, problems }
    : { row, question: { ...question, options }, picture, explanationPicture };
}

/**
 * Imports questions into a course's bank from a CSV or XLSX sheet and, beside it, a ZIP of the
 * pictures it names. Every bad row is named with its problems and nothing is imported then; the
 * pictures are checked by their bytes, stored, and the questions written in one audited
 * transaction (pictures stored for an import that then fails are removed).
 */
export async function importBankQuestions(
  ctx: TenantContext,
  options: {
    caller: Caller;
    courseId: string;
    uploadsDir: string;
    sheet: { fileName: string; data: Buffer };
    zip: Buffer | null;
  },
): Promise<{ imported: number }> {
  await assertCourse(ctx.db, ctx.tenantId, options.courseId);
  const rows = (await readSpreadsheetRows(options.sheet, BANK_IMPORT_COLUMNS.length)).slice(1);
  if (rows.length > MAX_IMPORT_ROWS)
    throw badRequest('invalid_spreadsheet', SERVER_MESSAGES.invalidSpreadsheet);
  let entries = new Map<string, Buffer>();
  if (options.zip) {
    try {
      entries = await readZipEntries(options.zip, {
        wanted: (name) => PICTURE_NAME.test(name) && !name.startsWith('__MACOSX/'),
        maxEntries: ZIP_MAX_ENTRIES,
        maxInflatedBytes: ZIP_MAX_INFLATED_BYTES,
      });
    } catch (error) {
      if (error instanceof AppError) throw error;
      throw badRequest('unsupported_file_type', SERVER_MESSAGES.unsupportedFileType);
    }
  }
  // pictures by their name without folders, checked by their bytes
  const pictures = new Map<string, Buffer>();
  const badPictures = new Set<string>();
  for (const [name, data] of entries) {
    const base = path.posix.basename(name);
    if (data.length > UPLOAD_LIMITS.image || !acceptedExtension('image', await contentType(data)))
      badPictures.add(base);
    else pictures.set(base, data);
  }

  const parsed: ParsedRow[] = [];
  const errors: ImportRowError[] = [];
  rows.forEach((cells, index) => {
    if (cells.every((value) => !value?.trim())) return;
    const result = parseRow(cells, index + 2, new Set([...pictures.keys(), ...badPictures]));
    if ('problems' in result) errors.push(result);
    else {
      const named = [
        result.picture,
        result.explanationPicture,
        ...result.question.options.map((o) => o.picture),
      ];
      const bad = named.filter((name): name is string => name !== null && badPictures.has(name));
      if (bad.length)
        errors.push({
          row: result.row,
          problems: bad.map((name) => `"${name}" is not a PNG, JPEG, WebP or GIF picture of at most 5 MB`),
        });
      else parsed.push(result);
    }
  });
  if (errors.length > 0) {
    throw new AppError(400, 'invalid_spreadsheet', SERVER_MESSAGES.invalidSpreadsheet, {
      success: false,
      message: SERVER_MESSAGES.invalidSpreadsheet,
      data: null,
      code: 'invalid_spreadsheet',
      rows: errors,
    });
  }
  if (parsed.length === 0) throw badRequest('invalid_spreadsheet', SERVER_MESSAGES.invalidSpreadsheet);

  const stored = new Map<string, { publicPath: string; file: string }>();
  const store = async (name: string | null) => {
    if (!name) return null;
    let picture = stored.get(name);
    if (!picture) {
      picture = await storeImage(options.uploadsDir, pictures.get(name)!);
      stored.set(name, picture);
    }
    return picture.publicPath;
  };
  try {
    const questions: BankQuestionInput[] = [];
    for (const row of parsed) {
      questions.push({
        ...row.question,
        imagePath: await store(row.picture),
        explanationImagePath: await store(row.explanationPicture),
        options: await Promise.all(
          row.question.options.map(async (option) => ({
            text: option.text,
            imagePath: await store(option.picture),
          })),
        ),
      });
    }
    await auditedWrite(ctx, { caller: options.caller, studentsSee: false }, async ({ trx, audit }) => {
      const at = ctx.now().toISOString();
      for (let from = 0; from < questions.length; from += 100) {
        await trx
          .insertInto('bank_questions')
          .values(
            questions.slice(from, from + 100).map((question) => ({
              tenant_id: ctx.tenantId,
              course_id: options.courseId,
              ...bankColumns(question),
              created_at: at,
              updated_at: at,
            })),
          )
          .execute();
      }
      await audit({
        action: 'bank-question.import',
        entityType: 'course',
        entityId: options.courseId,
        before: null,
        after: { imported: questions.length, pictures: stored.size },
      });
    });
    return { imported: questions.length };
  } catch (error) {
    for (const picture of stored.values()) await fs.promises.rm(picture.file, { force: true });
    throw error;
  }
}
