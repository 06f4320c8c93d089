import type { Writable } from 'node:stream';
import ExcelJS from 'exceljs';
import { neutraliseRow, type Cell } from './cells.ts';

/**
 * Writes one worksheet as an XLSX package to `out`, row by row (exceljs' streaming writer: an
 * export of any size in flat memory). Text cells are neutralised as in a CSV (cells.ts).
 */
export async function writeXlsx(
  out: Writable,
  sheetName: string,
  rows: AsyncIterable<readonly Cell[]> | Iterable<readonly Cell[]>,
): Promise<void> {
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({
    stream: out,
    useStyles: false,
    useSharedStrings: false,
  });
  const sheet = workbook.addWorksheet(sheetName);
  for await (const row of rows) sheet.addRow(neutraliseRow(row)).commit();
  sheet.commit();
  await workbook.commit();
}
