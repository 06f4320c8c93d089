import { describe, expect, it } from 'vitest';
import {
  DAY_MS,
  UNIT_WINDOW_DAYS,
  countdownTo,
  formatCountdown,
  isUnitAccessible,
  unitAccess,
  unitViewerAccess,
  type Countdown,
  type UnitAccess,
} from './access-window.ts';

const ENROLLED = Date.UTC(2026, 0, 1, 10, 0, 0); // 2026-01-01T10:00:00Z
const HOUR = 3_600_000;
const at = (days: number, extraMs = 0): Date => new Date(ENROLLED + days * DAY_MS + extraMs);
const day = (days: number): Date => new Date(ENROLLED + days * DAY_MS);

describe('constants', () => {
  it('is a 7-day window of 24-hour days', () => {
    expect(UNIT_WINDOW_DAYS).toBe(7);
    expect(DAY_MS).toBe(86_400_000);
  });
});

describe('unitAccess (course unit access window)', () => {
  it.each<[string, number, Date, UnitAccess]>([
    // unit 0: days 0..7
    ['unit 0 at the enrolment instant', 0, at(0), { state: 'open', daysLeft: 7, endsAt: day(7) }],
    ['unit 0 one hour in', 0, at(0, HOUR), { state: 'open', daysLeft: 7, endsAt: day(7) }],
    ['unit 0 on day 1', 0, at(1), { state: 'open', daysLeft: 6, endsAt: day(7) }],
    ['unit 0 on day 6', 0, at(6), { state: 'open', daysLeft: 1, endsAt: day(7) }],
    ['unit 0 one ms before day 7', 0, at(7, -1), { state: 'open', daysLeft: 1, endsAt: day(7) }],
    ['unit 0 exactly at day 7', 0, at(7), { state: 'ended', endedAt: day(7) }],
    ['unit 0 on day 30', 0, at(30), { state: 'ended', endedAt: day(7) }],
    // unit 1: days 7..14
    ['unit 1 at enrolment', 1, at(0), { state: 'upcoming', daysUntil: 7, opensAt: day(7) }],
    ['unit 1 on day 3', 1, at(3), { state: 'upcoming', daysUntil: 4, opensAt: day(7) }],
    [
      'unit 1 on day 6 (available in 1 day)',
      1,
      at(6, 23 * HOUR),
      { state: 'upcoming', daysUntil: 1, opensAt: day(7) },
    ],
    ['unit 1 exactly at day 7', 1, at(7), { state: 'open', daysLeft: 7, endsAt: day(14) }],
    ['unit 1 on day 10', 1, at(10), { state: 'open', daysLeft: 4, endsAt: day(14) }],
    ['unit 1 one ms before day 14', 1, at(14, -1), { state: 'open', daysLeft: 1, endsAt: day(14) }],
    ['unit 1 exactly at day 14', 1, at(14), { state: 'ended', endedAt: day(14) }],
    // unit 2: days 14..21
    ['unit 2 on day 13', 2, at(13), { state: 'upcoming', daysUntil: 1, opensAt: day(14) }],
    ['unit 2 exactly at day 14', 2, at(14), { state: 'open', daysLeft: 7, endsAt: day(21) }],
    ['unit 2 on day 20', 2, at(20), { state: 'open', daysLeft: 1, endsAt: day(21) }],
    ['unit 2 exactly at day 21', 2, at(21), { state: 'ended', endedAt: day(21) }],
    // unit 10: days 70..77
    ['unit 10 on day 0', 10, at(0), { state: 'upcoming', daysUntil: 70, opensAt: day(70) }],
    ['unit 10 on day 75', 10, at(75), { state: 'open', daysLeft: 2, endsAt: day(77) }],
    // enrolment slightly in the future (clock skew) counts as day 0
    ['unit 0 one minute before enrolment', 0, at(0, -60_000), { state: 'open', daysLeft: 7, endsAt: day(7) }],
    ['unit 1 two days before enrolment', 1, at(-2), { state: 'upcoming', daysUntil: 7, opensAt: day(7) }],
  ])('%s', (_name, unitIndex, now, expected) => {
    expect(unitAccess({ unitIndex, enrollmentDate: new Date(ENROLLED), isOpenToAll: false, now })).toEqual(
      expected,
    );
  });

  it.each<[string, Partial<Parameters<typeof unitAccess>[0]>, UnitAccess]>([
    ['open to all, unit 0', { isOpenToAll: true }, { state: 'open-to-all' }],
    [
      'open to all, unit 50 long ago',
      { isOpenToAll: true, unitIndex: 50, now: at(-100) },
      { state: 'open-to-all' },
    ],
    [
      'open to all without an enrolment date',
      { isOpenToAll: true, enrollmentDate: null },
      { state: 'open-to-all' },
    ],
    [
      'isOpenToAll null behaves as false',
      { isOpenToAll: null },
      { state: 'open', daysLeft: 7, endsAt: day(7) },
    ],
    ['missing enrolment date', { enrollmentDate: null }, { state: 'no-enrollment-date' }],
    ['undefined enrolment date', { enrollmentDate: undefined }, { state: 'no-enrollment-date' }],
    ['empty enrolment text', { enrollmentDate: '' }, { state: 'no-enrollment-date' }],
    ['garbage enrolment text', { enrollmentDate: 'yesterday' }, { state: 'no-enrollment-date' }],
    ['invalid Date object', { enrollmentDate: new Date(Number.NaN) }, { state: 'no-enrollment-date' }],
    ['NaN epoch', { enrollmentDate: Number.NaN }, { state: 'no-enrollment-date' }],
    ['enrolment as epoch ms', { enrollmentDate: ENROLLED, now: at(8) }, { state: 'ended', endedAt: day(7) }],
    [
      'enrolment as ISO text with Z',
      { enrollmentDate: '2026-01-01T10:00:00Z', now: at(2) },
      { state: 'open', daysLeft: 5, endsAt: day(7) },
    ],
    [
      'enrolment as ISO text without zone is UTC',
      { enrollmentDate: '2026-01-01T10:00:00', now: at(7, -1) },
      { state: 'open', daysLeft: 1, endsAt: day(7) },
    ],
    [
      'enrolment with an offset',
      { enrollmentDate: '2026-01-01T12:00:00+02:00', now: at(7) },
      { state: 'ended', endedAt: day(7) },
    ],
    ['negative index', { unitIndex: -1 }, { state: 'invalid', reason: 'unit-index' }],
    ['fractional index', { unitIndex: 1.5 }, { state: 'invalid', reason: 'unit-index' }],
    ['NaN index', { unitIndex: Number.NaN }, { state: 'invalid', reason: 'unit-index' }],
    ['index beyond the date range', { unitIndex: 1e12 }, { state: 'invalid', reason: 'unit-index' }],
    [
      'invalid index wins over open-to-all',
      { unitIndex: -1, isOpenToAll: true },
      { state: 'invalid', reason: 'unit-index' },
    ],
    ['invalid now', { now: new Date('garbage') }, { state: 'invalid', reason: 'now' }],
    ['missing now', { now: null }, { state: 'invalid', reason: 'now' }],
  ])('%s', (_name, override, expected) => {
    const input = {
      unitIndex: 0,
      enrollmentDate: new Date(ENROLLED),
      isOpenToAll: false,
      now: at(0),
      ...override,
    };
    expect(unitAccess(input)).toEqual(expected);
  });

  it('never throws on garbage input', () => {
    const garbage = { unitIndex: 'x', enrollmentDate: {}, isOpenToAll: 'yes', now: [] } as never;
    expect(unitAccess(garbage)).toEqual({ state: 'invalid', reason: 'unit-index' });
  });
});

describe('isUnitAccessible', () => {
  it.each<[UnitAccess, boolean]>([
    [{ state: 'open-to-all' }, true],
    [{ state: 'open', daysLeft: 3, endsAt: day(7) }, true],
    [{ state: 'upcoming', daysUntil: 3, opensAt: day(7) }, false],
    [{ state: 'ended', endedAt: day(7) }, false],
    [{ state: 'no-enrollment-date' }, false],
    [{ state: 'invalid', reason: 'now' }, false],
  ])('%j → %s', (access, expected) => {
    expect(isUnitAccessible(access)).toBe(expected);
  });
});

describe('unitViewerAccess (window of unit 0, days 0 to 7)', () => {
  it.each<[string, unknown, Date, UnitAccess]>([
    ['just acquired', ENROLLED, at(0), { state: 'open', daysLeft: 7, endsAt: day(7) }],
    ['on day 6', ENROLLED, at(6, 12 * HOUR), { state: 'open', daysLeft: 1, endsAt: day(7) }],
    ['exactly day 7', ENROLLED, at(7), { state: 'ended', endedAt: day(7) }],
    ['no acquisition date', null, at(0), { state: 'no-enrollment-date' }],
  ])('%s', (_name, acquiredAt, now, expected) => {
    expect(unitViewerAccess({ acquiredAt: acquiredAt as number | null, now })).toEqual(expected);
  });
});

describe('countdownTo', () => {
  const now = new Date(ENROLLED);
  it.each<[string, number, Countdown]>([
    ['7 days', 7 * DAY_MS, { days: 7, hours: 0, minutes: 0, seconds: 0, totalMs: 7 * DAY_MS }],
    [
      'one second less than 7 days',
      7 * DAY_MS - 1000,
      { days: 6, hours: 23, minutes: 59, seconds: 59, totalMs: 7 * DAY_MS - 1000 },
    ],
    [
      '1 d 2 h 3 min 4 s',
      DAY_MS + 2 * HOUR + 3 * 60_000 + 4_000,
      { days: 1, hours: 2, minutes: 3, seconds: 4, totalMs: 93_784_000 },
    ],
    ['999 ms rounds down to 0 s', 999, { days: 0, hours: 0, minutes: 0, seconds: 0, totalMs: 999 }],
    ['1.5 s', 1_500, { days: 0, hours: 0, minutes: 0, seconds: 1, totalMs: 1_500 }],
    ['exactly now', 0, { days: 0, hours: 0, minutes: 0, seconds: 0, totalMs: 0 }],
    ['already past', -5_000, { days: 0, hours: 0, minutes: 0, seconds: 0, totalMs: 0 }],
  ])('%s', (_name, offsetMs, expected) => {
    expect(countdownTo(new Date(ENROLLED + offsetMs), now)).toEqual(expected);
  });

  it.each<[unknown, unknown]>([
    [new Date('nope'), now],
    [day(7), null],
    [undefined, undefined],
  ])('invalid input %j / %j gives zero', (end, current) => {
    expect(countdownTo(end as Date, current as Date)).toEqual({
      days: 0,
      hours: 0,
      minutes: 0,
      seconds: 0,
      totalMs: 0,
    });
  });
});

describe('formatCountdown (d:hh:mm:ss)', () => {
  it.each<[Partial<Countdown>, string]>([
    [{ days: 6, hours: 23, minutes: 59, seconds: 59 }, '6:23:59:59'],
    [{ days: 0, hours: 0, minutes: 0, seconds: 5 }, '0:00:00:05'],
    [{ days: 12, hours: 1, minutes: 2, seconds: 3 }, '12:01:02:03'],
    [{ days: 0, hours: 0, minutes: 0, seconds: 0 }, '0:00:00:00'],
    [{ days: Number.NaN, hours: -1, minutes: 2.7, seconds: Number.POSITIVE_INFINITY }, '0:00:02:00'],
  ])('%j → %s', (parts, expected) => {
    expect(formatCountdown({ days: 0, hours: 0, minutes: 0, seconds: 0, totalMs: 0, ...parts })).toBe(
      expected,
    );
  });

  it('formats a live countdown end to end', () => {
    expect(formatCountdown(countdownTo(day(7), at(0, 1_000)))).toBe('6:23:59:59');
  });
});
