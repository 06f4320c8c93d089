/**
 * A spreadsheet program runs a cell that starts with `=`, `+`, `-` or `@` as a formula, and a
 * leading tab or carriage return can hide such a start. Every text cell the product writes into a
 * CSV or XLSX goes through `neutraliseCell`, which prefixes such a cell with an apostrophe: the
 * program then shows the text as typed.
 *
 * Quoting every CSV field is not enough on its own for a program that splits on `;` or a tab
 * (many locales): it reads `"a","x;=cmd"` as `a,"x` and `=cmd"`, since text after a closing quote
 * is kept and the next quote is no longer a field's first character. So a formula character right
 * after a `,`, `;`, tab or line break inside the text gets the apostrophe too.
 */
const FORMULA_START = /^[=+\-@\t\r]/;
const FORMULA_AFTER_SEPARATOR = /([,;\t\r\n])(?=[=+\-@\t\r])/g;

export type Cell = string | number | null | undefined;

export function neutraliseCell(text: string): string {
  const inner = text.replace(FORMULA_AFTER_SEPARATOR, "$1'");
  return FORMULA_START.test(inner) ? `'${inner}` : inner;
}

/** A row as written: its text cells neutralised, numbers and empty cells as they are. */
export function neutraliseRow(row: readonly Cell[]): Cell[] {
  return row.map((cell) => (typeof cell === 'string' ? neutraliseCell(cell) : cell));
}
