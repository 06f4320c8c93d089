import { fileTypeFromBuffer, fileTypeFromFile } from 'file-type';

const XLSX_MIME = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/** The MIME type `file-type` reads from the bytes (never the name or the declared type), if any. */
export async function contentType(data: Uint8Array): Promise<string | undefined> {
  return (await fileTypeFromBuffer(data))?.mime;
}

/** The same, for a file on disk (only its first bytes are read). */
export async function contentTypeOfFile(file: string): Promise<string | undefined> {
  return (await fileTypeFromFile(file))?.mime;
}

/** What a spreadsheet upload is by its bytes: an XLSX package, UTF-8 text (CSV), or neither. */
export async function spreadsheetKind(data: Buffer): Promise<'xlsx' | 'csv' | null> {
  const mime = await contentType(data);
  if (mime) return mime === XLSX_MIME ? 'xlsx' : null;
  if (data.includes(0)) return null;
  try {
    new TextDecoder('utf-8', { fatal: true }).decode(data);
    return 'csv';
  } catch {
    return null;
  }
}
