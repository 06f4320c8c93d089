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

/** ASCII digits with a comma every three from the right ('1234567' → '1,234,567'), as Intl groups them here. */
export function groupThousands(digits: string): string {
  return digits.length <= 3 ? digits : digits.replace(/\B(?=(\d{3})+$)/g, ',');
}
