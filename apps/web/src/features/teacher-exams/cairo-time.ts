/**
 * Exam windows are set in Cairo time (docs/product-rules.md, "Exams"), whatever the device's zone:
 * a `datetime-local` value ("2026-03-06T20:00") is read as Cairo's wall clock, daylight saving
 * included, and an instant is shown back the same way.
 */
const ZONE = 'Africa/Cairo';

const parts = new Intl.DateTimeFormat('en-GB', {
  timeZone: ZONE,
  hourCycle: 'h23',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
});

/** Cairo's wall clock at an instant, as a `datetime-local` value. */
export function toCairoLocal(iso: string | null): string {
  if (!iso) return '';
  const get = (type: string, from: Intl.DateTimeFormatPart[]) =>
    from.find((p) => p.type === type)?.value ?? '';
  const p = parts.formatToParts(new Date(iso));
  return `${get('year', p)}-${get('month', p)}-${get('day', p)}T${get('hour', p)}:${get('minute', p)}`;
}

/** The instant (ISO, UTC) when Cairo's wall clock shows `local`; null for an empty or unreadable value. */
export function fromCairoLocal(local: string): string | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})$/.exec(local);
  if (!match) return null;
  const [, y, mo, d, h, mi] = match.map(Number) as [number, number, number, number, number, number];
  const wall = Date.UTC(y, mo - 1, d, h, mi);
  // the zone's offset at a guess, then at the corrected instant (right across a change of offset)
  let instant = wall;
  for (let pass = 0; pass < 2; pass += 1) {
    const shown = toCairoLocal(new Date(instant).toISOString());
    const [sy, smo, sd, sh, smi] = shown.split(/[-T:]/).map(Number) as [
      number,
      number,
      number,
      number,
      number,
    ];
    instant += wall - Date.UTC(sy, smo - 1, sd, sh, smi);
  }
  return new Date(instant).toISOString();
}
