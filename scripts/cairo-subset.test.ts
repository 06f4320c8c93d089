import fs from 'node:fs';
import { describe, expect, it } from 'vitest';
import { CAIRO_RANGES, CAIRO_SUBSET_FILE, subsetCairo } from './cairo-subset.ts';

describe('the Arabic font file', () => {
  it('is the subset scripts/cairo-subset.ts makes from the installed Cairo (npm run fonts)', async () => {
    const committed = fs.readFileSync(CAIRO_SUBSET_FILE);
    const made = await subsetCairo();
    expect(committed.equals(made)).toBe(true);
  });

  it('is one woff2 small enough for a slow link’s first round trips', () => {
    const bytes = fs.readFileSync(CAIRO_SUBSET_FILE);
    expect(bytes.subarray(0, 4).toString('latin1')).toBe('wOF2');
    expect(bytes.length).toBeLessThan(20 * 1024);
  });

  it('covers what the stylesheet says it covers', () => {
    const css = fs.readFileSync(new URL('../apps/web/src/styles/fonts.css', import.meta.url), 'utf8');
    const range = CAIRO_RANGES.map(
      ([first, last]) =>
        `U+${first.toString(16).toUpperCase().padStart(4, '0')}-${last.toString(16).toUpperCase().padStart(4, '0')}`,
    ).join(', ');
    expect(css).toContain(`unicode-range: ${range};`);
    expect(css).toContain("src: url('./fonts/cairo-arabic-wght-400-700.woff2') format('woff2');");
    expect(css).toContain('font-weight: 400 700;');
  });
});
