import { SERVER_MESSAGES } from '@dars/core/messages';
import { QUIZ_IMPORT_COLUMNS } from '@dars/core/rules';
import ExcelJS from 'exceljs';
import JSZip from 'jszip';
import { Readable } from 'node:stream';
import { AppError, badRequest } from '../../errors.ts';
import { readCsvRows, spreadsheetKind } from '../../files/index.ts';
import { readZipEntries } from '../uploads/index.ts';

/** Rows beyond this are not read (a quiz holds at most 500 questions). */
const MAX_ROWS = 600;
/**
 * The most a workbook's parts (sheets, shared strings, styles) may hold once inflated. 600 rows of
 * ten long Arabic cells stay well under it; a workbook of millions of rows packed into a few hundred
 * kilobytes is refused before it is inflated.
 */
const XLSX_MAX_INFLATED_BYTES = 16 * 1024 * 1024;
const XLSX_MAX_ENTRIES = 500;
/** The parts a quiz import reads, in the order the streaming reader needs them (sheets last). */
const XLSX_PARTS = [
  '[Content_Types].xml',
  '_rels/.rels',
  'xl/workbook.xml',
  'xl/_rels/workbook.xml.rels',
  'xl/sharedStrings.xml',
  'xl/styles.xml',
];
const SHEET_PART = /^xl\/worksheets\/sheet(\d+)\.xml$/;

const unsupported = () => badRequest('unsupported_file_type', SERVER_MESSAGES.unsupportedFileType);

/**
 * A spreadsheet's rows as text cells, row i of the sheet at index i - 1 (so row numbers in
 * errors are the ones the teacher sees). The type is read from the content; the name's
 * extension must agree with it, so a renamed picture or document is refused.
 */
export async function readSpreadsheetRows(
  file: { fileName: string; data: Buffer },
  /** how many columns of an XLSX sheet are read (the quiz template's by default) */
  columnCount: number = QUIZ_IMPORT_COLUMNS.length,
): Promise<string[][]> {
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

  return readXlsxRows(file.data, columnCount);
}

/**
 * The first sheet's rows, read as a stream and only up to MAX_ROWS: the parts are taken out of the
 * archive within XLSX_MAX_INFLATED_BYTES (`readZipEntries`), packed again in the order the
 * streaming reader wants, and the sheet is parsed row by row until the cap.
 */
async function readXlsxRows(data: Buffer, columnCount: number): Promise<string[][]> {
  let parts: Map<string, Buffer>;
  try {
    parts = await readZipEntries(data, {
      wanted: (name) => XLSX_PARTS.includes(name) || SHEET_PART.test(name),
      maxEntries: XLSX_MAX_ENTRIES,
      maxInflatedBytes: XLSX_MAX_INFLATED_BYTES,
    });
  } catch (error) {
    if (error instanceof AppError) throw error;
    throw unsupported();
  }
  const sheets = [...parts.keys()]
    .filter((name) => SHEET_PART.test(name))
    .sort((x, y) => Number(SHEET_PART.exec(x)![1]) - Number(SHEET_PART.exec(y)![1]));
  if (!parts.has('xl/workbook.xml')) throw unsupported();
  if (sheets.length === 0) return [];
  const repacked = new JSZip();
  for (const name of [...XLSX_PARTS.filter((part) => parts.has(part)), sheets[0]!]) {
    repacked.file(name, parts.get(name)!);
  }
  const archive = await repacked.generateAsync({ type: 'nodebuffer', compression: 'STORE' });
  parts.clear();

  const reader = new ExcelJS.stream.xlsx.WorkbookReader(Readable.from([archive]), {
    sharedStrings: 'cache',
    styles: 'cache',
    hyperlinks: 'ignore',
    worksheets: 'emit',
    entries: 'ignore',
  });
  const rows: string[][] = [];
  try {
    for await (const sheet of reader) {
      for await (const row of sheet) {
        if (row.number > MAX_ROWS) break;
        const columns = Array.from({ length: columnCount }, (_column, index) => index);
        while (rows.length < row.number - 1) rows.push(columns.map(() => ''));
        rows.push(columns.map((index) => cellText(row.getCell(index + 1))));
      }
      break;
    }
  } catch {
    throw unsupported();
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
