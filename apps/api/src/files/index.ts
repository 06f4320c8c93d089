/**
 * Text formats and files, in one place: every CSV and XLSX the product writes (exports, code
 * batches, the quiz template, the CLI's lists), the CSV it reads (quiz import), and the content
 * checks of files it receives. Cells are neutralised against spreadsheet formulas (cells.ts).
 */
export type { Cell } from './cells.ts';
export { csvStream, csvText, readCsvRows } from './csv.ts';
export { writeXlsx } from './xlsx.ts';
export { SPREADSHEET_CONTENT_TYPES, spreadsheetFile, type SpreadsheetFormat } from './spreadsheet-file.ts';
export { contentType, contentTypeOfFile, spreadsheetKind } from './content-type.ts';
