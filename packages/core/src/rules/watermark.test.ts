import { describe, expect, it } from 'vitest';
import { watermarkPosition, type WatermarkPathOptions, type WatermarkPosition } from './watermark.ts';

describe('watermarkPosition (square path, one loop per 20 s, within 5–35 %)', () => {
  it.each<[unknown, WatermarkPosition]>([
    [0, { xPct: 5, yPct: 5 }], // top-left corner
    [2_500, { xPct: 20, yPct: 5 }], // half of the top edge
    [5_000, { xPct: 35, yPct: 5 }], // quarter: top-right corner
    [7_500, { xPct: 35, yPct: 20 }],
    [10_000, { xPct: 35, yPct: 35 }], // half: bottom-right corner
    [12_500, { xPct: 20, yPct: 35 }],
    [15_000, { xPct: 5, yPct: 35 }], // three quarters: bottom-left corner
    [17_500, { xPct: 5, yPct: 20 }],
    [20_000, { xPct: 5, yPct: 5 }], // full period: back to the start
    [25_000, { xPct: 35, yPct: 5 }], // second loop
    [1_000, { xPct: 11, yPct: 5 }],
    [-5_000, { xPct: 5, yPct: 35 }], // negative time wraps backwards
    [Number.NaN, { xPct: 5, yPct: 5 }],
    [Number.POSITIVE_INFINITY, { xPct: 5, yPct: 5 }],
    ['10000', { xPct: 5, yPct: 5 }],
    [undefined, { xPct: 5, yPct: 5 }],
  ])('at %j ms → %j', (elapsed, expected) => {
    const position = watermarkPosition(elapsed);
    expect(position.xPct).toBeCloseTo(expected.xPct, 9);
    expect(position.yPct).toBeCloseTo(expected.yPct, 9);
  });

  it.each<[number, WatermarkPathOptions, WatermarkPosition]>([
    [250, { periodMs: 1_000, minPct: 0, maxPct: 100 }, { xPct: 100, yPct: 0 }],
    [500, { periodMs: 1_000, minPct: 0, maxPct: 100 }, { xPct: 100, yPct: 100 }],
    [5_000, { periodMs: 0 }, { xPct: 35, yPct: 5 }], // invalid period → 20 s
    [5_000, { periodMs: -1 }, { xPct: 35, yPct: 5 }],
    [5_000, { minPct: 35, maxPct: 5 }, { xPct: 35, yPct: 5 }], // swapped bounds
    [5_000, { minPct: 10, maxPct: 10 }, { xPct: 10, yPct: 10 }],
    [5_000, { minPct: Number.NaN, maxPct: 35 }, { xPct: 35, yPct: 5 }],
  ])('at %i ms with %j → %j', (elapsed, options, expected) => {
    const position = watermarkPosition(elapsed, options);
    expect(position.xPct).toBeCloseTo(expected.xPct, 9);
    expect(position.yPct).toBeCloseTo(expected.yPct, 9);
  });

  it('stays within 5..35 % at every 37 ms step of two periods', () => {
    for (let t = 0; t <= 40_000; t += 37) {
      const { xPct, yPct } = watermarkPosition(t);
      expect(xPct).toBeGreaterThanOrEqual(5);
      expect(xPct).toBeLessThanOrEqual(35);
      expect(yPct).toBeGreaterThanOrEqual(5);
      expect(yPct).toBeLessThanOrEqual(35);
      // on the square's border: one coordinate sits on an edge
      expect([xPct, yPct].some((v) => Math.abs(v - 5) < 1e-9 || Math.abs(v - 35) < 1e-9)).toBe(true);
    }
  });
});
