import { describe, expect, it } from 'vitest';
import { describeConditions, waitUntilQuiet } from './lighthouse-conditions.mjs';

describe('whether Lighthouse figures were taken on a quiet machine', () => {
  it.each([
    { loads: [0.2, 0.4, 0.3], cores: 2, busy: false, load: 0.4 },
    { loads: [0.2, 1.0], cores: 2, busy: false, load: 1.0 },
    { loads: [0.2, 1.01], cores: 2, busy: true, load: 1.01 },
    { loads: [3.9], cores: 8, busy: false, load: 3.9 },
    { loads: [12.1, 0.1], cores: 2, busy: true, load: 12.1 },
    { loads: [], cores: 2, busy: false, load: 0 },
  ])('loads $loads on $cores cores: busy $busy', ({ loads, cores, busy, load }) => {
    const result = describeConditions({ loads, benchmarkIndexes: [], cores });
    expect(result.busy).toBe(busy);
    expect(result.load).toBe(load);
    expect(result.verdict).toMatch(busy ? /^TOO BUSY/ : /^quiet/);
  });

  it.each([
    [[1600, 1500, 1700], 1600],
    [[1580, NaN, 1620], 1620],
    [[], NaN],
  ])('the benchmark index of runs %j is their median, %s', (indexes, median) => {
    expect(describeConditions({ loads: [], benchmarkIndexes: indexes, cores: 2 }).benchmarkIndex).toBe(
      median,
    );
  });
});

describe('waiting for a quiet machine before a run', () => {
  it.each([
    { loads: [0.4], waitedMs: 0, quiet: true, load: 0.4 },
    { loads: [2.3, 1.6, 1.1, 0.9], waitedMs: 15_000, quiet: true, load: 0.9 },
    { loads: [2.3, 2.2, 2.1, 2.0, 1.9], waitedMs: 20_000, quiet: false, load: 1.9 },
  ])(
    'loads $loads on 2 cores: waits $waitedMs ms, quiet $quiet',
    async ({ loads, waitedMs, quiet, load }) => {
      const readings = [...loads];
      const slept: number[] = [];
      const result = await waitUntilQuiet({
        cores: 2,
        maxMs: 20_000,
        readLoad: () => readings.shift() ?? Number.POSITIVE_INFINITY,
        sleep: async (ms) => void slept.push(ms),
      });
      expect(result).toEqual({ load, waitedMs, quiet });
      expect(slept.reduce((sum, ms) => sum + ms, 0)).toBe(waitedMs);
    },
  );
});
