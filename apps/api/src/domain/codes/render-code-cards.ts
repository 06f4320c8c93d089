import { createRequire } from 'node:module';
import { setImmediate as nextTurn } from 'node:timers/promises';
import PDFDocument from 'pdfkit';
import QRCode from 'qrcode';
import { visualRuns, type VisualRun } from './rtl-text.ts';

const require = createRequire(import.meta.url);
/** Cairo (OFL), the web's own typeface: its Arabic and Latin subsets from @fontsource/cairo. */
const FONTS = {
  arabic: require.resolve('@fontsource/cairo/files/cairo-arabic-700-normal.woff'),
  latin: require.resolve('@fontsource/cairo/files/cairo-latin-700-normal.woff'),
};

export interface CodeCard {
  code: string;
  /** the page the QR code opens, with the code filled in */
  url: string;
}

export interface RenderCodeCardsOptions {
  teacherName: string;
  /** the course, or "unit — course" */
  title: string;
  /** "Course code" / "Unit code" line above the code */
  caption: string;
  cards: readonly CodeCard[];
}

const A4 = { width: 595.28, height: 841.89 };
const MARGIN = 28;
const COLUMNS = 2;
const ROWS = 5;
const PER_PAGE = COLUMNS * ROWS;
const CARD_WIDTH = (A4.width - 2 * MARGIN) / COLUMNS;
const CARD_HEIGHT = (A4.height - 2 * MARGIN) / ROWS;
const PAD = 12;
const QR_SIZE = CARD_HEIGHT - 2 * PAD;
const TEXT_WIDTH = CARD_WIDTH - 3 * PAD - QR_SIZE;

/**
 * An A4 PDF of cut-out cards, ten a page: teacher, course or unit, the code, its QR code. The
 * texts every card shares are laid out once; the work yields to the event loop after each page,
 * so a 5,000-card batch does not stall the other requests of the instance.
 */
export async function renderCodeCards(options: RenderCodeCardsOptions): Promise<Buffer> {
  const doc = new PDFDocument({
    size: 'A4',
    margin: 0,
    info: { Title: `${options.title} — ${options.cards.length}`, Author: options.teacherName },
  });
  doc.registerFont('arabic', FONTS.arabic);
  doc.registerFont('latin', FONTS.latin);
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });

  const texts = {
    teacher: layoutRtlBlock(doc, options.teacherName, TEXT_WIDTH, 13, 1),
    title: layoutRtlBlock(doc, options.title, TEXT_WIDTH, 10, 2),
    caption: layoutRtlBlock(doc, options.caption, TEXT_WIDTH, 9, 1),
  };
  for (const [index, card] of options.cards.entries()) {
    const slot = index % PER_PAGE;
    if (index > 0 && slot === 0) {
      doc.addPage();
      await nextTurn();
    }
    // right to left: the first card of a page is at the top right
    const column = COLUMNS - 1 - (slot % COLUMNS);
    const row = Math.floor(slot / COLUMNS);
    drawCard(doc, texts, card, MARGIN + column * CARD_WIDTH, MARGIN + row * CARD_HEIGHT);
  }
  doc.end();
  return done;
}

interface CardTexts {
  teacher: RtlBlock;
  title: RtlBlock;
  caption: RtlBlock;
}

function drawCard(doc: PDFKit.PDFDocument, texts: CardTexts, card: CodeCard, x: number, y: number): void {
  // cut line
  doc.save().lineWidth(0.5).dash(4, { space: 3 }).strokeColor('#9ca3af');
  doc.rect(x, y, CARD_WIDTH, CARD_HEIGHT).stroke();
  doc.restore();

  // QR code on the left (the text reads from the right). One byte-mode segment and a fixed mask
  // pattern (valid for every reader) skip the library's search for the smallest segmentation and
  // its trial of all eight masks, which were most of its time.
  drawQr(
    doc,
    QRCode.create([{ data: Buffer.from(card.url, 'utf8'), mode: 'byte' }], {
      errorCorrectionLevel: 'M',
      maskPattern: 2,
    }),
    x + PAD,
    y + PAD,
  );

  const textRight = x + CARD_WIDTH - PAD;
  drawRtlBlock(doc, texts.teacher, textRight, y + PAD, '#111827');
  drawRtlBlock(doc, texts.title, textRight, y + PAD + 21, '#374151');
  drawRtlBlock(doc, texts.caption, textRight, y + PAD + 52, '#6b7280');

  // the code: large, letter-spaced, centred in the text column (the code alphabet has no
  // look-alike characters)
  const textLeft = textRight - TEXT_WIDTH;
  let size = 22;
  doc.font('latin');
  const spacing = (fontSize: number) => fontSize * 0.08;
  while (
    size > 10 &&
    doc.fontSize(size).widthOfString(card.code, { characterSpacing: spacing(size) }) > TEXT_WIDTH
  )
    size -= 1;
  doc
    .fillColor('#000000')
    .fontSize(size)
    .text(card.code, textLeft, y + CARD_HEIGHT - PAD - size - 18, {
      width: TEXT_WIDTH,
      align: 'center',
      lineBreak: false,
      characterSpacing: spacing(size),
    });
}

type Qr = ReturnType<typeof QRCode.create>;

/** Dark modules as filled squares, row runs merged so the page stays small. */
function drawQr(doc: PDFKit.PDFDocument, qr: Qr, x: number, y: number): void {
  const count = qr.modules.size;
  const quiet = 2;
  const cell = QR_SIZE / (count + 2 * quiet);
  for (let r = 0; r < count; r++) {
    let start = -1;
    for (let c = 0; c <= count; c++) {
      const dark = c < count && qr.modules.get(r, c);
      if (dark && start < 0) start = c;
      if (!dark && start >= 0) {
        doc.rect(x + (quiet + start) * cell, y + (quiet + r) * cell, (c - start) * cell + 0.01, cell + 0.01);
        start = -1;
      }
    }
  }
  doc.fillColor('#000000').fill();
}

interface RtlBlock {
  size: number;
  width: number;
  lines: Array<{ width: number; runs: Array<VisualRun & { width: number }> }>;
}

/**
 * (Mostly Arabic) text for a column of `width`: on one line, shrunk down to 70% of `fontSize`;
 * else broken between words over at most `maxLines` lines at that size, the last one ending in
 * "…" if words are left over.
 */
function layoutRtlBlock(
  doc: PDFKit.PDFDocument,
  text: string,
  width: number,
  fontSize: number,
  maxLines: number,
): RtlBlock {
  const measure = (line: string, size: number) =>
    visualRuns(line).reduce(
      (sum, run) => sum + doc.font(run.script).fontSize(size).widthOfString(run.text),
      0,
    );
  const clean = text.trim().replace(/\s+/g, ' ');
  const smallest = fontSize * 0.7;
  let size = fontSize;
  while (size > smallest && measure(clean, size) > width) size -= 0.5;

  const lines: string[] = [];
  if (measure(clean, size) <= width) {
    lines.push(clean);
  } else {
    let current = '';
    for (const word of clean.split(' ')) {
      const next = current ? `${current} ${word}` : word;
      if (current && measure(next, size) > width) {
        lines.push(current);
        current = word;
      } else {
        current = next;
      }
    }
    if (current) lines.push(current);
    if (lines.length > maxLines) {
      let last = lines.slice(maxLines - 1).join(' ');
      while (last.includes(' ') && measure(`${last} …`, size) > width)
        last = last.slice(0, last.lastIndexOf(' '));
      lines.splice(maxLines - 1, lines.length, `${last} …`);
    }
  }
  return {
    size,
    width,
    lines: lines.map((line) => {
      const runs = visualRuns(line).map((run) => ({
        ...run,
        width: doc.font(run.script).fontSize(size).widthOfString(run.text),
      }));
      return { runs, width: runs.reduce((sum, run) => sum + run.width, 0) };
    }),
  };
}

/** A laid-out block, right-aligned at `right`. */
function drawRtlBlock(doc: PDFKit.PDFDocument, block: RtlBlock, right: number, top: number, color: string) {
  doc.fillColor(color);
  block.lines.forEach((line, index) => {
    let cursor = right - Math.min(line.width, block.width);
    const lineTop = top + index * block.size * 1.45;
    // a single word wider than the card is the only thing that can still overflow: clip it
    // (sideways only: Cairo's marks and descenders reach well above and below the line)
    doc
      .save()
      .rect(right - block.width, lineTop - block.size, block.width, block.size * 4)
      .clip();
    for (const run of line.runs) {
      doc.font(run.script).fontSize(block.size).text(run.text, cursor, lineTop, { lineBreak: false });
      cursor += run.width;
    }
    doc.restore();
  });
}
