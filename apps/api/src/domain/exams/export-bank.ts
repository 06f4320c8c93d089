import fs from 'node:fs';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { SERVER_MESSAGES } from '@dars/core/messages';
import JSZip from 'jszip';
import { AppError } from '../../errors.ts';
import { spreadsheetFile, type Cell, type SpreadsheetFormat } from '../../files/index.ts';
import type { TenantContext } from '../../context.ts';
import { readCourseBank } from './bank-questions.ts';
import { parseOptions, type BankRow } from './exam-rows.ts';
import { BANK_IMPORT_COLUMNS } from './import-bank.ts';

/** A stored picture as a sheet names it: its file name (the import finds it by that name in a ZIP). */
const pictureName = (imagePath: string | null) => (imagePath ? path.posix.basename(imagePath) : '');

/**
 * One question as a row in the import's columns (import-bank.ts), so an exported sheet imports
 * again: type mc or tf, options 1–6 (a picture option is its file's name), the right option's
 * number, difficulty in English. Text cells are made safe from spreadsheet formulas as every
 * file the product writes (files/cells.ts).
 */
export function bankExportRow(row: BankRow): Cell[] {
  const options = parseOptions(row.options);
  return [
    row.text,
    pictureName(row.image_path),
    row.type === 'TrueFalse' ? 'tf' : 'mc',
    ...Array.from({ length: 6 }, (_, index) => {
      const option = options[index];
      if (!option) return '';
      return option.imagePath ? pictureName(option.imagePath) : option.text;
    }),
    Number(row.correct_index) + 1,
    row.explanation,
    pictureName(row.explanation_image_path),
    row.unit_tag,
    row.topic,
    row.difficulty,
  ];
}

/** A course's bank as a CSV or XLSX file in the import's columns, oldest question first. */
export async function exportBankQuestions(
  ctx: TenantContext,
  options: { courseId: string; format: SpreadsheetFormat },
): Promise<Readable> {
  const rows = await readCourseBank(ctx, options.courseId);
  async function* sheet(): AsyncIterable<readonly Cell[]> {
    yield BANK_IMPORT_COLUMNS;
    for (const row of rows) yield bankExportRow(row);
  }
  return spreadsheetFile(options.format, 'questions', sheet());
}

/** Every picture a row names (question, options, explanation), as the sheet names them. */
function picturesOf(row: BankRow): string[] {
  const paths = [
    row.image_path,
    row.explanation_image_path,
    ...parseOptions(row.options).map((o) => o.imagePath),
  ];
  return paths.filter((p): p is string => Boolean(p)).map(pictureName);
}

/**
 * The pictures of a course's bank as a ZIP, each under the name the exported sheet gives it, so
 * the sheet and this ZIP import together into another course (or another teacher's platform).
 * A bank without pictures answers 404 with a message rather than an empty archive.
 */
export async function exportBankPictures(
  ctx: TenantContext,
  options: { courseId: string; uploadsDir: string },
): Promise<Readable> {
  const rows = await readCourseBank(ctx, options.courseId);
  const zip = new JSZip();
  let count = 0;
  for (const name of new Set(rows.flatMap(picturesOf))) {
    const file = path.join(options.uploadsDir, name);
    // a picture whose file is gone (restored from an older backup) is left out, not a failure
    if (!fs.existsSync(file)) continue;
    // pictures are compressed already: stored as they are
    zip.file(name, fs.createReadStream(file), { compression: 'STORE' });
    count += 1;
  }
  if (count === 0) throw new AppError(404, 'bank_no_pictures', SERVER_MESSAGES.bankNoPictures);
  return zip.generateNodeStream({ type: 'nodebuffer', streamFiles: true }) as Readable;
}
