/** Something that names a moment: a Date, epoch milliseconds, or an ISO-8601 text. */
export type InstantInput = Date | number | string | null | undefined;

const HAS_TIME_WITHOUT_ZONE = /^\d{4}-\d{2}-\d{2}[T ]\d{2}:\d{2}(:\d{2}(\.\d+)?)?$/;

/**
 * Epoch milliseconds of the input, or null when it names no valid moment.
 * A date-time text without a zone ('2024-01-01T10:00:00', as ASP.NET back ends send)
 * is read as UTC — JavaScript would otherwise read it as local time.
 */
export function toEpochMs(input: unknown): number | null {
  let ms: number;
  if (input instanceof Date) ms = input.getTime();
  else if (typeof input === 'number') ms = input;
  else if (typeof input === 'string') {
    const trimmed = input.trim();
    if (trimmed === '') return null;
    ms = Date.parse(HAS_TIME_WITHOUT_ZONE.test(trimmed) ? `${trimmed.replace(' ', 'T')}Z` : trimmed);
  } else return null;
  return Number.isFinite(ms) && Math.abs(ms) <= 8.64e15 ? ms : null;
}
