import { toEpochMs, type InstantInput } from './instant.ts';

export const UNIT_WINDOW_DAYS = 7;
export const DAY_MS = 86_400_000;

export type UnitAccess =
  | { state: 'open-to-all' }
  | { state: 'open'; daysLeft: number; endsAt: Date }
  | { state: 'upcoming'; daysUntil: number; opensAt: Date }
  | { state: 'ended'; endedAt: Date }
  | { state: 'no-enrollment-date' }
  | { state: 'invalid'; reason: 'unit-index' | 'now' };

export interface UnitAccessInput {
  /** Zero-based position of the unit in its course. */
  unitIndex: number;
  enrollmentDate: InstantInput;
  isOpenToAll?: boolean | null;
  now: InstantInput;
}

/**
 * Course unit access window (docs/product-rules.md): unit n is open from day 7n (inclusive) to day 7(n+1)
 * (exclusive) after enrolment, unless the course is open to all.
 *
 * Days elapsed = floor((now − enrollmentDate) / 24 h), counted in exact 24-hour steps from the
 * enrolment instant (not calendar days), and never below 0 (an enrolment instant slightly in
 * the future, from clock skew, counts as day 0).
 * Inside the window daysLeft = 7(n+1) − elapsed (7 on the first day, 1 on the last); before
 * it daysUntil = 7n − elapsed. endsAt/opensAt are the exact instants, for countdowns.
 */
export function unitAccess(input: UnitAccessInput): UnitAccess {
  const { unitIndex } = input;
  if (!Number.isSafeInteger(unitIndex) || unitIndex < 0) return { state: 'invalid', reason: 'unit-index' };
  if (input.isOpenToAll === true) return { state: 'open-to-all' };
  const enrolledMs = toEpochMs(input.enrollmentDate);
  if (enrolledMs === null) return { state: 'no-enrollment-date' };
  const nowMs = toEpochMs(input.now);
  if (nowMs === null) return { state: 'invalid', reason: 'now' };

  const startDay = UNIT_WINDOW_DAYS * unitIndex;
  const endDay = UNIT_WINDOW_DAYS * (unitIndex + 1);
  const opensAt = new Date(enrolledMs + startDay * DAY_MS);
  const endsAt = new Date(enrolledMs + endDay * DAY_MS);
  if (Number.isNaN(endsAt.getTime())) return { state: 'invalid', reason: 'unit-index' };

  const elapsed = Math.max(0, Math.floor((nowMs - enrolledMs) / DAY_MS));
  if (elapsed < startDay) return { state: 'upcoming', daysUntil: startDay - elapsed, opensAt };
  if (elapsed >= endDay) return { state: 'ended', endedAt: endsAt };
  return { state: 'open', daysLeft: endDay - elapsed, endsAt };
}

/** True for the states in which the unit's lessons may be opened. */
export function isUnitAccessible(access: UnitAccess): boolean {
  return access.state === 'open' || access.state === 'open-to-all';
}

/** The unit viewer uses the window of unit 0 (days 0 to 7) from when the unit was acquired. */
export function unitViewerAccess(input: { acquiredAt: InstantInput; now: InstantInput }): UnitAccess {
  return unitAccess({ unitIndex: 0, enrollmentDate: input.acquiredAt, isOpenToAll: false, now: input.now });
}

export interface Countdown {
  days: number;
  hours: number;
  minutes: number;
  seconds: number;
  /** Milliseconds left, never negative; 0 when ended or on invalid input. */
  totalMs: number;
}

/** Time left until `end`, in whole units (seconds rounded down). Past or invalid → all zero. */
export function countdownTo(end: InstantInput, now: InstantInput): Countdown {
  const endMs = toEpochMs(end);
  const nowMs = toEpochMs(now);
  const totalMs = endMs === null || nowMs === null ? 0 : Math.max(0, endMs - nowMs);
  const totalSeconds = Math.floor(totalMs / 1000);
  return {
    days: Math.floor(totalSeconds / 86_400),
    hours: Math.floor(totalSeconds / 3_600) % 24,
    minutes: Math.floor(totalSeconds / 60) % 60,
    seconds: totalSeconds % 60,
    totalMs,
  };
}

const wholeOrZero = (n: number): number => (Number.isFinite(n) && n > 0 ? Math.floor(n) : 0);
const twoDigits = (n: number): string => String(wholeOrZero(n)).padStart(2, '0');

/** 'd:hh:mm:ss' with unpadded days, e.g. '6:23:59:59', '0:00:00:05', '12:01:02:03'. */
export function formatCountdown(countdown: Countdown): string {
  const { days, hours, minutes, seconds } = countdown;
  return `${wholeOrZero(days)}:${twoDigits(hours)}:${twoDigits(minutes)}:${twoDigits(seconds)}`;
}
