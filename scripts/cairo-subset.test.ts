import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  CAIRO_FONTS_DIR,
  CAIRO_SUBSETS,
  codePointsOf,
  INVISIBLE_FORMAT_CHARACTERS,
  subsetCairo,
  unicodeRangeOf,
} from './cairo-subset.ts';

type Fontkit = { openSync(file: string): { characterSet: number[] } };
const fontkit = createRequire(import.meta.url)('fontkit') as Fontkit;

const fontsCss = fs.readFileSync(new URL('../apps/web/src/styles/fonts.css', import.meta.url), 'utf8');
/** the @font-face rules of fonts.css, each as its text with its white space collapsed */
const fontFaces = [...fontsCss.matchAll(/@font-face\s*\{[^}]*\}/g)].map((match) =>
  match[0].replace(/\s+/g, ' '),
);

describe.each(CAIRO_SUBSETS)('the font file $file', (subset) => {
  const committed = () => fs.readFileSync(path.join(CAIRO_FONTS_DIR, subset.file));

  it('is the subset scripts/cairo-subset.ts makes from the installed Cairo (npm run fonts)', async () => {
    expect(committed().equals(await subsetCairo(subset))).toBe(true);
  });

  it('is a woff2 small enough for a slow link’s first round trips', () => {
    expect(committed().subarray(0, 4).toString('latin1')).toBe('wOF2');
    expect(committed().length).toBeLessThan(16 * 1024);
  });

  it('has a glyph for every character its range claims, but the invisible format characters', () => {
    const glyphs = new Set(fontkit.openSync(path.join(CAIRO_FONTS_DIR, subset.file)).characterSet);
    const claimedWithoutGlyph = codePointsOf(subset.ranges)
      .filter((code) => !glyphs.has(code) && !INVISIBLE_FORMAT_CHARACTERS.includes(code))
      .map((code) => unicodeRangeOf([[code, code]]));
    expect(claimedWithoutGlyph).toEqual([]);
  });

  it('has one @font-face of the Cairo family that covers what the file covers, all weights in one', () => {
    const faces = fontFaces.filter((face) => face.includes(`url('./fonts/${subset.file}') format('woff2')`));
    expect(faces).toHaveLength(1);
    expect(faces[0]).toContain(`unicode-range: ${unicodeRangeOf(subset.ranges)};`);
    expect(faces[0]).toContain("font-family: 'Cairo';");
    expect(faces[0]).toContain('font-weight: 400 700;');
    expect(faces[0]).toContain('font-display: optional;');
  });
});

describe('the font files together', () => {
  it('are all the stylesheet names, and ask for no more than 24 KB of a page', () => {
    expect(fontFaces).toHaveLength(CAIRO_SUBSETS.length);
    const total = CAIRO_SUBSETS.reduce(
      (sum, { file }) => sum + fs.statSync(path.join(CAIRO_FONTS_DIR, file)).size,
      0,
    );
    expect(total).toBeLessThan(24 * 1024);
  });

  it('cover the characters of an Arabic page between them: its letters, spaces, digits and punctuation', () => {
    const covered = (code: number) =>
      CAIRO_SUBSETS.some(({ ranges }) => ranges.some(([first, last]) => code >= first && code <= last));
    const text = 'مراجعة ليلة الامتحان - الثالث الثانوي (مفتوح للجميع): 9 دروس، 150 جنيه؟ «٣»';
    const missing = [...text].filter((char) => !covered(char.codePointAt(0)!));
    expect(missing).toEqual([]);
    // Latin letters are the system's: the "English" of the language switch
    expect(covered('E'.codePointAt(0)!)).toBe(false);
  });
});
