import zlib from 'node:zlib';
/** Small valid files for the upload tests: their type is read from their content. */

/** A PNG of one pixel. */
export const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);

/** The smallest PDF a reader accepts. */
export const PDF = Buffer.from('%PDF-1.4\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n');

/** One entry of `zipArchive`: `head`, `chunk` repeated `repeat` times, `tail`, deflated as produced. */
export interface ZipEntrySource {
  name: string;
  chunk: Buffer;
  repeat?: number;
  head?: Buffer;
  tail?: Buffer;
  /** the inflated size written in the archive's headers, when it should lie */
  declaredSize?: number;
}

/**
 * A ZIP archive (deflated entries, sizes in the central directory) built without holding any
 * entry's inflated bytes: for archive bombs, whose entries inflate to hundreds of megabytes.
 */
export async function zipArchive(entries: ZipEntrySource[]): Promise<Buffer> {
  const locals: Buffer[] = [];
  const central: Buffer[] = [];
  let offset = 0;
  for (const entry of entries) {
    const name = Buffer.from(entry.name);
    const deflate = zlib.createDeflateRaw({ level: 9, memLevel: 9 });
    const compressed: Buffer[] = [];
    deflate.on('data', (chunk: Buffer) => compressed.push(chunk));
    const ended = new Promise((resolve) => deflate.once('end', resolve));
    let crc = 0;
    let size = 0;
    const parts = [entry.head, ...new Array<Buffer>(entry.repeat ?? 1).fill(entry.chunk), entry.tail];
    for (const part of parts) {
      if (!part) continue;
      crc = zlib.crc32(part, crc);
      size += part.length;
      if (!deflate.write(part)) await new Promise((resolve) => deflate.once('drain', resolve));
    }
    deflate.end();
    await ended;
    const data = Buffer.concat(compressed);
    const declared = entry.declaredSize ?? size;
    const header = (signature: number, length: number) => {
      const b = Buffer.alloc(length);
      b.writeUInt32LE(signature, 0);
      return b;
    };
    const local = header(0x04034b50, 30);
    local.writeUInt16LE(20, 4);
    local.writeUInt16LE(8, 8);
    local.writeUInt32LE(crc >>> 0, 14);
    local.writeUInt32LE(data.length, 18);
    local.writeUInt32LE(declared, 22);
    local.writeUInt16LE(name.length, 26);
    const dir = header(0x02014b50, 46);
    dir.writeUInt16LE(20, 4);
    dir.writeUInt16LE(20, 6);
    dir.writeUInt16LE(8, 10);
    dir.writeUInt32LE(crc >>> 0, 16);
    dir.writeUInt32LE(data.length, 20);
    dir.writeUInt32LE(declared, 24);
    dir.writeUInt16LE(name.length, 28);
    dir.writeUInt32LE(offset, 42);
    locals.push(local, name, data);
    central.push(dir, name);
    offset += local.length + name.length + data.length;
  }
  const directory = Buffer.concat(central);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(entries.length, 8);
  end.writeUInt16LE(entries.length, 10);
  end.writeUInt32LE(directory.length, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([...locals, directory, end]);
}

const XLSX_SKELETON: ZipEntrySource[] = [
  {
    name: '[Content_Types].xml',
    chunk: Buffer.from(
      '<?xml version="1.0" encoding="UTF-8"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types">' +
        '<Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/>' +
        '<Default Extension="xml" ContentType="application/xml"/>' +
        '<Override PartName="/xl/workbook.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.sheet.main+xml"/>' +
        '<Override PartName="/xl/worksheets/sheet1.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.worksheet+xml"/>' +
        '</Types>',
    ),
  },
  {
    name: '_rels/.rels',
    chunk: Buffer.from(
      '<?xml version="1.0" encoding="UTF-8"?><Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships">' +
        '<Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/officeDocument" Target="xl/workbook.xml"/>' +
        '</Relationships>',
    ),
  },
  {
    name: 'xl/workbook.xml',
    chunk: Buffer.from(
      '<?xml version="1.0" encoding="UTF-8"?><workbook xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main" ' +
        'xmlns:r="http://schemas.openxmlformats.org/officeDocument/2006/relationships"><sheets>' +
        '<sheet name="q" sheetId="1" r:id="rId1"/></sheets></workbook>',
    ),
  },
  {
    name: 'xl/_rels/workbook.xml.rels',
    chunk: Buffer.from(
      '<?xml version="1.0" encoding="UTF-8"?><Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships">' +
        '<Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/worksheet" Target="worksheets/sheet1.xml"/>' +
        '</Relationships>',
    ),
  },
];

const SHEET_START = Buffer.from(
  '<?xml version="1.0" encoding="UTF-8"?><worksheet xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main"><sheetData>',
);
const SHEET_END = Buffer.from('</sheetData></worksheet>');

/**
 * An XLSX whose one sheet is `body` repeated `repeat` times (rows, whitespace…): a few hundred
 * kilobytes that inflate to hundreds of megabytes. `declaredSize` makes the headers lie about it.
 */
export function xlsxBomb(body: string, repeat: number, declaredSize?: number): Promise<Buffer> {
  const chunk = Buffer.from(body.repeat(Math.ceil(65_536 / body.length)));
  return zipArchive([
    ...XLSX_SKELETON,
    {
      name: 'xl/worksheets/sheet1.xml',
      head: SHEET_START,
      chunk,
      repeat: Math.ceil(repeat / Math.ceil(65_536 / body.length)),
      tail: SHEET_END,
      ...(declaredSize === undefined ? {} : { declaredSize }),
    },
  ]);
}
