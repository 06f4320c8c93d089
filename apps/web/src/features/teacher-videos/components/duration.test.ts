import { describe, expect, it } from 'vitest';
import { clockDuration } from './duration.ts';

describe('clockDuration', () => {
  it.each([
    [0, '0:00'],
    [9.4, '0:09'],
    [59.6, '1:00'],
    [754.2, '12:34'],
    [3600, '1:00:00'],
    [3725, '1:02:05'],
    [-3, '0:00'],
  ])('%s s → %s', (seconds, text) => {
    expect(clockDuration(seconds)).toBe(text);
  });
});
