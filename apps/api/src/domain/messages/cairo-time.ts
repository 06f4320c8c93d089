/**
 * Cairo wall-clock time (Egypt keeps summer time, so the offset is read from the time-zone data,
 * never assumed). Quiet hours: nothing is sent from 22:00 to 08:00 Cairo time
 * (docs/product-rules.md, "Messages").
 */
import { LRUCache } from 'lru-cache';

export interface QuietHours {
  /** Cairo hour from which nothing is sent */
  from: number;
  /** Cairo hour until which nothing is sent */
  until: number;
}
export const DEFAULT_QUIET_HOURS: QuietHours = { from: 22, until: 8 };

const parts = new Intl.DateTimeFormat('en-GB', {
  timeZone: 'Africa/Cairo',
  hourCycle: 'h23',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  second: '2-digit',
});

interface CairoFields {
  year: number;
  month: number;
  day: number;
  hour: number;
  minute: number;
  second: number;
}

/**
 * The fields of recent whole seconds: a bulk send asks for the same few seconds thousands of times
 * (every message checks the quiet hours and its day's cap), and formatToParts is costly.
 */
const recentSeconds = new LRUCache<number, CairoFields>({ max: 64 });

function cairoFields(at: Date): CairoFields {
  const second = Math.floor(at.getTime() / 1000);
  const known = recentSeconds.get(second);
  if (known) return known;
  const map = Object.fromEntries(parts.formatToParts(at).map((p) => [p.type, p.value]));
  const fields = {
    year: Number(map.year),
    month: Number(map.month),
    day: Number(map.day),
    hour: Number(map.hour),
    minute: Number(map.minute),
    second: Number(map.second),
  };
  recentSeconds.set(second, fields);
  return fields;
}

/** Cairo's offset from UTC at this instant, in milliseconds (+2 h or +3 h). */
function cairoOffsetMs(at: Date): number {
  const f = cairoFields(at);
  const asUtc = Date.UTC(f.year, f.month - 1, f.day, f.hour, f.minute, f.second);
  return asUtc - Math.floor(at.getTime() / 1000) * 1000;
}

/** The instant of a Cairo wall-clock time on the Cairo date of `at`, `addDays` later. */
function cairoTimeOn(at: Date, hour: number, addDays = 0): Date {
  const f = cairoFields(at);
  const guess = Date.UTC(f.year, f.month - 1, f.day + addDays, hour) - cairoOffsetMs(at);
  // the offset on that day may differ (summer time begins or ends between): correct once
  return new Date(Date.UTC(f.year, f.month - 1, f.day + addDays, hour) - cairoOffsetMs(new Date(guess)));
}

/** Whether `at` falls in the quiet hours (none when `quiet` is null: MESSAGES_QUIET_HOURS=off). */
export function isQuietHour(at: Date, quiet: QuietHours | null = DEFAULT_QUIET_HOURS): boolean {
  if (!quiet) return false;
  const { hour } = cairoFields(at);
  return quiet.from > quiet.until
    ? hour >= quiet.from || hour < quiet.until
    : hour >= quiet.from && hour < quiet.until;
}

/** `at` itself outside quiet hours; otherwise the next end of the quiet hours (08:00 Cairo). */
export function nextSendingTime(at: Date, quiet: QuietHours | null = DEFAULT_QUIET_HOURS): Date {
  if (!quiet || !isQuietHour(at, quiet)) return at;
  const { hour } = cairoFields(at);
  return cairoTimeOn(at, quiet.until, quiet.from > quiet.until && hour >= quiet.from ? 1 : 0);
}

/** The start (00:00 Cairo) of the Cairo day `at` falls in: the daily cap counts from here. */
export function startOfCairoDay(at: Date): Date {
  return cairoTimeOn(at, 0);
}
