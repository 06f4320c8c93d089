import { createRequire } from 'node:module';
import PDFDocument from 'pdfkit';
import QRCode from 'qrcode';
import { visualRuns } from './rtl-text.ts';

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
const CARD_WIDTH = (A4.width - 2 * MARGIN) / COLUMNS;
const CARD_HEIGHT = (A4.height - 2 * MARGIN) / ROWS;
const PAD = 12;
const QR_SIZE = CARD_HEIGHT - 2 * PAD;

/** An A4 PDF of cut-out cards, ten a page: teacher, course or unit, the code, its QR code. */
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

  for (const [index, card] of options.cards.entries()) {
    const slot = index % (COLUMNS * ROWS);
    if (index > 0 && slot === 0) doc.addPage();
    // right to left: the first card of a page is at the top right
    const column = COLUMNS - 1 - (slot % COLUMNS);
    const row = Math.floor(slot / COLUMNS);
    const x = MARGIN + column * CARD_WIDTH;
    const y = MARGIN + row * CARD_HEIGHT;
    drawCard(doc, options, card, x, y, QRCode.create(card.url, { errorCorrectionLevel: 'M' }));
  }
  doc.end();
  return done;
}

type Qr = ReturnType<typeof QRCode.create>;

function drawCard(
  doc: PDFKit.PDFDocument,
  options: RenderCodeCardsOptions,
  card: CodeCard,
  x: number,
  y: number,
  qr: Qr,
): void {
  // cut line
  doc.save().lineWidth(0.5).dash(4, { space: 3 }).strokeColor('#9ca3af');
  doc.rect(x, y, CARD_WIDTH, CARD_HEIGHT).stroke();
  doc.restore();

  // QR code on the left (the text reads from the right)
  drawQr(doc, qr, x + PAD, y + PAD, QR_SIZE);

  const textLeft = x + PAD + QR_SIZE + PAD;
  const textRight = x + CARD_WIDTH - PAD;
  const width = textRight - textLeft;
  drawRtlLines(doc, options.teacherName, textRight, y + PAD, width, 13, 1, '#111827');
  drawRtlLines(doc, options.title, textRight, y + PAD + 21, width, 10, 2, '#374151');
  drawRtlLines(doc, options.caption, textRight, y + PAD + 52, width, 9, 1, '#6b7280');

  // the code: large, fixed-width, centred in the text column
  // (the code alphabet has no look-alike characters; letter spacing keeps them apart)
  let size = 22;
  doc.font('latin');
  const spacing = (fontSize: number) => fontSize * 0.08;
  while (
    size > 10 &&
    doc.fontSize(size).widthOfString(card.code, { characterSpacing: spacing(size) }) > width
  )
    size -= 1;
  doc
    .fillColor('#000000')
    .fontSize(size)
    .text(card.code, textLeft, y + CARD_HEIGHT - PAD - size - 18, {
      width,
      align: 'center',
      lineBreak: false,
      characterSpacing: spacing(size),
    });
}

/** Dark modules as filled squares, row runs merged so the page stays small. */
function drawQr(doc: PDFKit.PDFDocument, qr: Qr, x: number, y: number, size: number): void {
  const count = qr.modules.size;
  const quiet = 2;
  const cell = size / (count + 2 * quiet);
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

/**
 * (Mostly Arabic) text right-aligned at `right`: on one line, shrunk to fit `width` down to 70% of
 * `fontSize`; else broken between words over at most `maxLines` lines at that size, the last one
 * ending in "…" if words are left over.
 */
function drawRtlLines(
  doc: PDFKit.PDFDocument,
  text: string,
  right: number,
  top: number,
  width: number,
  fontSize: number,
  maxLines: number,
  color: string,
): void {
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
    const words = clean.split(' ');
    let current = '';
    for (const word of words) {
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

  doc.fillColor(color);
  lines.forEach((line, index) => {
    const runs = visualRuns(line);
    const lineWidth = measure(line, size);
    // a single word wider than the card is the only thing that can still overflow: clip it
    // (sideways only: Cairo's marks and descenders reach well above and below the line)
    let cursor = right - Math.min(lineWidth, width);
    const lineTop = top + index * size * 1.45;
    doc
      .save()
      .rect(right - width, lineTop - size, width, size * 4)
      .clip();
    for (const run of runs) {
      doc.font(run.script).fontSize(size);
      doc.text(run.text, cursor, lineTop, { lineBreak: false });
      cursor += doc.widthOfString(run.text);
    }
    doc.restore();
  });
}
