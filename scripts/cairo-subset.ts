/// <reference types="node" />
// The one Arabic font file every page loads: Cairo's variable font (@fontsource-variable/cairo)
// cut to the Arabic block and to the weights the app uses (400 to 700), in one woff2. Two static
// files (400 and 700, 27 KB) took two connections of a phone's first second; this one is about
// 20 KB and also draws 500 and 600 as designed (docs/decisions/0044-main-thread-of-the-public-pages.md).
// `npm run fonts` writes it to apps/web/src/styles/fonts/ (committed: the build needs no wasm);
// scripts/cairo-subset.test.ts fails when the committed file is not what this makes.
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/** The code points the file covers, as the @font-face's unicode-range names them (apps/web/src/styles/fonts.css). */
export const CAIRO_RANGES: ReadonlyArray<readonly [number, number]> = [
  [0x0600, 0x06ff], // Arabic: letters, marks, Arabic-Indic digits, punctuation
  [0x200c, 0x200f], // zero-width non-joiner and joiner, the direction marks
];
const CAIRO_WEIGHTS = { min: 400, max: 700 } as const;

export const CAIRO_SUBSET_FILE = path.join(
  path.dirname(fileURLToPath(import.meta.url)),
  '../apps/web/src/styles/fonts/cairo-arabic-wght-400-700.woff2',
);

type SubsetFont = (
  font: Buffer,
  text: string,
  options: { targetFormat: 'woff2'; variationAxes: Record<string, { min: number; max: number }> },
) => Promise<Buffer>;

export async function subsetCairo(): Promise<Buffer> {
  const require = createRequire(import.meta.url);
  const subsetFont = require('subset-font') as SubsetFont;
  const source = fs.readFileSync(
    require.resolve('@fontsource-variable/cairo/files/cairo-arabic-wght-normal.woff2'),
  );
  const text = CAIRO_RANGES.flatMap(([first, last]) =>
    Array.from({ length: last - first + 1 }, (_, i) => String.fromCodePoint(first + i)),
  ).join('');
  return subsetFont(source, text, { targetFormat: 'woff2', variationAxes: { wght: CAIRO_WEIGHTS } });
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const bytes = await subsetCairo();
  fs.writeFileSync(CAIRO_SUBSET_FILE, bytes);
  console.log(`${path.relative(process.cwd(), CAIRO_SUBSET_FILE)}: ${bytes.length} bytes`);
}
