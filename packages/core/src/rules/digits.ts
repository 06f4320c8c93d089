/**
 * Arabic keyboards type Arabic-Indic (U+0660..U+0669) or Extended Arabic-Indic
 * (U+06F0..U+06F9) digits; every rule that reads digits converts them to ASCII first.
 */
export function toAsciiDigits(text: string): string {
  return text.replace(/[\u0660-\u0669\u06F0-\u06F9]/g, (digit) => {
    const code = digit.charCodeAt(0);
    return String(code >= 0x06f0 ? code - 0x06f0 : code - 0x0660);
  });
}
