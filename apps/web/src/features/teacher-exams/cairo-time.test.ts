import { describe, expect, it } from 'vitest';
import { fromCairoLocal, toCairoLocal } from './cairo-time.ts';

describe('Cairo wall clock', () => {
  it.each([
    // winter: UTC+2
    ['2026-03-06T20:00', '2026-03-06T18:00:00.000Z'],
    ['2026-01-01T00:30', '2025-12-31T22:30:00.000Z'],
    // summer (daylight saving from the last Friday of April): UTC+3
    ['2026-07-10T20:00', '2026-07-10T17:00:00.000Z'],
  ])('%s in Cairo is %s', (local, iso) => {
    expect(fromCairoLocal(local)).toBe(iso);
    expect(toCairoLocal(iso)).toBe(local);
  });

  it.each(['', '2026-03-06', '20:00', 'tomorrow'])('"%s" is no time', (value) => {
    expect(fromCairoLocal(value)).toBeNull();
  });

  it('shows nothing for no time', () => {
    expect(toCairoLocal(null)).toBe('');
  });
});
