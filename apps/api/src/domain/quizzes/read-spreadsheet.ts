import { SERVER_MESSAGES } from '@dars/core/messages';
import { QUIZ_IMPORT_COLUMNS } from '@dars/core/rules';
import ExcelJS from 'exceljs';
import { badRequest } from '../../errors.ts';
import { readCsvRows, spreadsheetKind } from '../../files/index.ts';

/** Rows beyond this are not read (a quiz holds at most 500 questions). */
const MAX_ROWS = 600;

const unsupported = () => badRequest('unsupported_file_type', SERVER_MESSAGES.unsupportedFileType);

/**
 * A spreadsheet's rows as text cells, row i of the sheet at index i - 1 (so row numbers in
 * errors are the ones the teacher sees). The type is read from the content; the name's
 * extension must agree with it, so a renamed picture or document is refused.
 */
export async function readSpreadsheetRows(file: { fileName: string; data: Buffer }): Promise<string[][]> {
  const kind = await spreadsheetKind(file.data);
  const extension = file.fileName.toLowerCase().split('.').pop();
  if (!kind || (extension !== kind && !(kind === 'csv' && extension === 'txt'))) throw unsupported();
  if (kind === 'csv') {
    try {
      return readCsvRows(file.data.toString('utf8').replace(CONTROL, ''), { maxRows: MAX_ROWS });
    } catch {
      throw unsupported();
    }
  }

  const workbook = new ExcelJS.Workbook();
  try {
    await workbook.xlsx.load(file.data as unknown as ArrayBuffer);
  } catch {
    throw unsupported();
  }
  const sheet = workbook.worksheets[0];
  if (!sheet) return [];
  const rows: string[][] = [];
  const last = Math.min(sheet.rowCount, MAX_ROWS);
  for (let number = 1; number <= last; number++) {
    const row = sheet.getRow(number);
    rows.push(QUIZ_IMPORT_COLUMNS.map((_column, index) => cellText(row.getCell(index + 1))));
  }
  return rows;
}

// eslint-disable-next-line no-control-regex
const CONTROL = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F]/g;

/** A cell's text without control characters (other than tab and line breaks), as typed text would be. */
function cellText(cell: ExcelJS.Cell): string {
  return rawCellText(cell).replace(CONTROL, '');
}

function rawCellText(cell: ExcelJS.Cell): string {
  const value = cell.value;
  if (value === null || value === undefined) return '';
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  try {
    return cell.text ?? '';
  } catch {
    return '';
  }
}

export const emptySpreadsheet = () => badRequest('invalid_spreadsheet', SERVER_MESSAGES.emptySpreadsheet);
