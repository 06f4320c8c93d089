/// <reference types="node" />
// The two font files every page loads, cut from Cairo's variable font (@fontsource-variable/cairo)
// to the weights the app uses (400 to 700): the Arabic letters, marks, digits and punctuation the
// app's texts use, and the space, Western digits and ASCII punctuation. With both, every character
// of an Arabic page is drawn from a web font: a character no web font covers is looked up among
// the system's fonts, which in Chromium on Linux is a synchronous request to the browser process
// for every size and weight, and was two thirds of the first layout of a public page
// (docs/decisions/0044-main-thread-of-the-public-pages.md). Latin letters stay with the system's
// sans-serif (Cairo's would add 8 KB to every page for the one word "English" of the Arabic pages),
// and so do the rare Arabic characters outside the ranges (Persian and Urdu letters, Quranic
// marks, presentation forms).
// `npm run fonts` writes them to apps/web/src/styles/fonts/ (committed: the build needs no wasm);
// scripts/cairo-subset.test.ts fails when a committed file is not what this makes.
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

type Range = readonly [number, number];

export interface CairoSubset {
  /** the file in apps/web/src/styles/fonts/ */
  file: string;
  /** the @fontsource-variable/cairo file it is cut from */
  source: string;
  /** the code points it covers, as its @font-face's unicode-range names them (apps/web/src/styles/fonts.css) */
  ranges: readonly Range[];
}

export const CAIRO_SUBSETS: readonly CairoSubset[] = [
  {
    file: 'cairo-arabic-wght-400-700.woff2',
    source: 'cairo-arabic-wght-normal.woff2',
    ranges: [
      [0x060c, 0x060c], // Arabic comma
      [0x061b, 0x061c], // Arabic semicolon, Arabic letter mark
      [0x061f, 0x061f], // Arabic question mark
      [0x0621, 0x063a], // the letters (Cairo has none of the Persian and Urdu ones after them)
      [0x0640, 0x0655], // tatweel, the letters, the vowel marks and hamza above and below
      [0x0660, 0x066d], // Arabic-Indic digits, percent sign, decimal and thousands separators
      [0x0670, 0x0670], // superscript alef
      [0x200c, 0x200f], // zero-width non-joiner and joiner, the direction marks
    ],
  },
  {
    file: 'cairo-digits-wght-400-700.woff2',
    source: 'cairo-latin-wght-normal.woff2',
    ranges: [
      [0x0020, 0x0040], // space, Western digits, ASCII punctuation
      [0x005b, 0x0060],
      [0x007b, 0x007e],
      [0x00a0, 0x00a0], // no-break space
      [0x00ab, 0x00ab], // the guillemets, Arabic's quotation marks
      [0x00bb, 0x00bb],
      [0x00d7, 0x00d7], // multiplication sign
      [0x2013, 0x2014], // en and em dash
      [0x2018, 0x2019], // single quotation marks
      [0x201c, 0x201d], // double quotation marks
      [0x2026, 0x2026], // ellipsis
    ],
  },
];
/**
 * The invisible format characters the ranges name although Cairo has no glyph for them: the
 * direction marks that the app's dates and numbers carry (packages/core/src/rules/display.ts,
 * Intl's Arabic formats) and the joiners. A shaper draws a default-ignorable character as nothing
 * in the font of its neighbours; left out of the ranges, each would send the first layout to the
 * system's fonts.
 */
export const INVISIBLE_FORMAT_CHARACTERS: readonly number[] = [0x061c, 0x200c, 0x200d, 0x200e, 0x200f];

const CAIRO_WEIGHTS = { min: 400, max: 700 } as const;

export const CAIRO_FONTS_DIR = path.join(
  path.dirname(fileURLToPath(import.meta.url)),
  '../apps/web/src/styles/fonts',
);

/** Every code point of the ranges, in order. */
export function codePointsOf(ranges: readonly Range[]): number[] {
  return ranges.flatMap(([first, last]) => Array.from({ length: last - first + 1 }, (_, i) => first + i));
}

/** `U+060C, U+061B-061C, …`: the ranges as a unicode-range descriptor writes them. */
export function unicodeRangeOf(ranges: readonly Range[]): string {
  const hex = (code: number) => code.toString(16).toUpperCase().padStart(4, '0');
  return ranges
    .map(([first, last]) => (first === last ? `U+${hex(first)}` : `U+${hex(first)}-${hex(last)}`))
    .join(', ');
}

type SubsetFont = (
  font: Buffer,
  text: string,
  options: { targetFormat: 'woff2'; variationAxes: Record<string, { min: number; max: number }> },
) => Promise<Buffer>;

export async function subsetCairo(subset: CairoSubset): Promise<Buffer> {
  const require = createRequire(import.meta.url);
  const subsetFont = require('subset-font') as SubsetFont;
  const source = fs.readFileSync(require.resolve(`@fontsource-variable/cairo/files/${subset.source}`));
  const text = String.fromCodePoint(...codePointsOf(subset.ranges));
  return subsetFont(source, text, { targetFormat: 'woff2', variationAxes: { wght: CAIRO_WEIGHTS } });
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  for (const subset of CAIRO_SUBSETS) {
    const bytes = await subsetCairo(subset);
    const file = path.join(CAIRO_FONTS_DIR, subset.file);
    fs.writeFileSync(file, bytes);
    console.log(`${path.relative(process.cwd(), file)}: ${bytes.length} bytes`);
  }
}
