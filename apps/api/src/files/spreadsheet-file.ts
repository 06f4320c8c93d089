import { PassThrough, type Readable } from 'node:stream';
import type { Cell } from './cells.ts';
import { csvStream } from './csv.ts';
import { writeXlsx } from './xlsx.ts';

export type SpreadsheetFormat = 'csv' | 'xlsx';

/** The Content-Type each downloadable format is sent with. */
export const SPREADSHEET_CONTENT_TYPES = {
  csv: 'text/csv; charset=utf-8',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
} as const satisfies Record<SpreadsheetFormat, string>;

/** Rows (the header first) as a CSV or XLSX byte stream, written as they come. */
export function spreadsheetFile(
  format: SpreadsheetFormat,
  sheetName: string,
  rows: AsyncIterable<readonly Cell[]>,
): Readable {
  if (format === 'csv') return csvStream(rows);
  const out = new PassThrough();
  writeXlsx(out, sheetName, rows).catch((error: unknown) => out.destroy(error as Error));
  return out;
}
