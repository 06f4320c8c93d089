import { pipeline, Readable } from 'node:stream';
import { parse } from 'csv-parse/sync';
import { stringify, type Options } from 'csv-stringify';
import { stringify as stringifySync } from 'csv-stringify/sync';
import { neutraliseCell, type Cell } from './cells.ts';

export interface CsvFormat {
  /** a byte-order mark first, so spreadsheet programs read the Arabic as UTF-8 (default true) */
  bom?: boolean;
  /** ',' by default; the CLI's terminal lists use a tab */
  delimiter?: string;
  /** '\r\n' by default, as RFC 4180 writes it */
  eol?: string;
}

/**
 * Every field is quoted, so a reader that splits on `;` or a tab instead of `,` (a spreadsheet in
 * many locales) still reads one cell per field and never meets a `=` at a cell's start; text
 * cells are neutralised as well (cells.ts).
 */
function writerOptions(format: CsvFormat): Options {
  return {
    bom: format.bom ?? true,
    delimiter: format.delimiter ?? ',',
    record_delimiter: format.eol ?? '\r\n',
    quoted: true,
    quoted_empty: true,
    cast: { string: neutraliseCell },
  };
}

/** Rows (the header first, if any) as CSV text. */
export function csvText(rows: ReadonlyArray<readonly Cell[]>, format: CsvFormat = {}): string {
  return stringifySync(rows as Cell[][], writerOptions(format));
}

/** Rows as a CSV byte stream, written as they come (an export of any size in flat memory). */
export function csvStream(rows: AsyncIterable<readonly Cell[]>, format: CsvFormat = {}): Readable {
  return pipeline(Readable.from(rows), stringify(writerOptions(format)), () => {
    // an error destroys the returned stream, which ends the response; nothing more to do here
  });
}

/**
 * CSV text as rows of text cells (RFC 4180; a byte-order mark is dropped; rows may differ in
 * length). Throws when the text is not CSV (an unclosed quote, say).
 */
export function readCsvRows(text: string, options: { maxRows?: number } = {}): string[][] {
  return parse(text, {
    bom: true,
    relax_column_count: true,
    relax_quotes: true,
    skip_empty_lines: false,
    ...(options.maxRows === undefined ? {} : { to: options.maxRows }),
  }) as string[][];
}
