import type { Readable } from 'node:stream';
import type { CodeBatch } from '@dars/core/contract';
import { csvText, spreadsheetFile, type Cell, type SpreadsheetFormat } from '../../files/index.ts';

const HEADER = ['code', 'kind', 'target', 'course', 'label', 'expiresAt'];

/** One code a line, with what it opens. */
function codeRows(batch: CodeBatch, codes: readonly string[]): Cell[][] {
  return [
    HEADER,
    ...codes.map((code) => [
      code,
      batch.kind,
      batch.targetName,
      batch.courseName,
      batch.label ?? '',
      batch.expiresAt ?? '',
    ]),
  ];
}

/** A new batch's codes as the console's CSV file. */
export function codeBatchCsv(batch: CodeBatch, codes: readonly string[]): string {
  return csvText(codeRows(batch, codes));
}

/** A batch's codes as a CSV or XLSX file, in the same columns as the new batch's CSV. */
export function codeBatchFile(
  batch: CodeBatch,
  codes: readonly string[],
  format: SpreadsheetFormat,
): Readable {
  async function* rows() {
    yield* codeRows(batch, codes);
  }
  return spreadsheetFile(format, 'Codes', rows());
}
