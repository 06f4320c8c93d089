/**
 * Just enough bidirectional layout for one line of card text (a name, a course title): pdfkit
 * shapes Arabic through fontkit, which also reverses an Arabic run's glyphs, but it neither orders
 * runs of mixed direction nor picks a font per script. This splits a line into runs by direction
 * and font, in visual (left-to-right drawing) order, for an Arabic (right-to-left) paragraph.
 */

export interface VisualRun {
  text: string;
  /** the Arabic font for Arabic letters and Arabic-Indic digits; the Latin one for the rest */
  script: 'arabic' | 'latin';
}

const ARABIC = /[\u0600-\u06FF\u0750-\u077F\u08A0-\u08FF\uFB50-\uFDFF\uFE70-\uFEFF]/;
const STRONG_LTR = /[A-Za-z0-9\u00C0-\u024F]/;

type Direction = 'rtl' | 'ltr' | 'neutral';

function directionOf(char: string): Direction {
  if (ARABIC.test(char)) return 'rtl';
  if (STRONG_LTR.test(char)) return 'ltr';
  return 'neutral';
}

const MIRRORED: Record<string, string> = { '(': ')', ')': '(', '[': ']', ']': '[', '<': '>', '>': '<' };

/** The runs of `text` in drawing order (left to right), for a right-to-left line. */
export function visualRuns(text: string): VisualRun[] {
  const chars = [...text.normalize('NFC')];
  const dirs = chars.map(directionOf);
  // a neutral between two runs of the same direction takes it; otherwise the line's (rtl)
  const strongNear = (from: number, step: 1 | -1): Direction => {
    for (let j = from + step; j >= 0 && j < dirs.length; j += step) {
      const dir = dirs[j]!;
      if (dir !== 'neutral') return dir;
    }
    return 'rtl';
  };
  const resolved = dirs.map((dir, i) => {
    if (dir !== 'neutral') return dir;
    const before = strongNear(i, -1);
    return before === strongNear(i, 1) ? before : 'rtl';
  });
  // logical runs of one direction
  const runs: Array<{ dir: 'rtl' | 'ltr'; chars: string[] }> = [];
  chars.forEach((char, i) => {
    const dir = resolved[i] as 'rtl' | 'ltr';
    const last = runs.at(-1);
    if (last && last.dir === dir) last.chars.push(char);
    else runs.push({ dir, chars: [char] });
  });
  const visual: VisualRun[] = [];
  for (const run of runs.reverse()) {
    if (run.dir === 'ltr') {
      visual.push(...byFont(run.chars));
    } else {
      // an rtl run is drawn from its end: font pieces in reverse; Arabic pieces are reversed by
      // fontkit's shaping, the others (spaces, punctuation) are reversed here
      for (const piece of byFont(run.chars).reverse()) {
        visual.push(
          piece.script === 'arabic'
            ? piece
            : {
                ...piece,
                text: [...piece.text]
                  .reverse()
                  .map((c) => MIRRORED[c] ?? c)
                  .join(''),
              },
        );
      }
    }
  }
  return visual;
}

function byFont(chars: string[]): VisualRun[] {
  const pieces: VisualRun[] = [];
  for (const char of chars) {
    // the Arabic subset has no space: spaces and punctuation come from the Latin one
    const script: VisualRun['script'] = ARABIC.test(char) ? 'arabic' : 'latin';
    const last = pieces.at(-1);
    if (last && last.script === script) last.text += char;
    else pieces.push({ text: char, script });
  }
  return pieces;
}
