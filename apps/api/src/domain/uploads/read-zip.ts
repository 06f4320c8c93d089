import yauzl from 'yauzl';
import { uploadTooLarge } from './store-upload.ts';

interface ReadZipOptions {
  /** the entries to inflate (others are skipped unread) */
  wanted: (name: string) => boolean;
  /** at most this many entries in the whole archive */
  maxEntries: number;
  /** at most this many bytes once the wanted entries are inflated */
  maxInflatedBytes: number;
}

/** The archive is not a readable ZIP (the caller says what it expected instead). */
class NotAZipError extends Error {}

/**
 * The wanted entries of a ZIP archive held in memory, inflated. Archive bombs are refused (413
 * `upload_too_large`) before anything is inflated: the central directory's sizes are added up
 * first; and because a directory can lie, every entry's inflated bytes are checked against the size
 * it declared while it is being inflated (yauzl stops the stream as soon as one goes over). So no
 * more than `maxInflatedBytes` are ever produced, whatever the file claims.
 */
export async function readZipEntries(data: Buffer, options: ReadZipOptions): Promise<Map<string, Buffer>> {
  const zip = await new Promise<yauzl.ZipFile>((resolve, reject) =>
    yauzl.fromBuffer(
      data,
      { lazyEntries: true, validateEntrySizes: true, strictFileNames: false },
      (error, file) => (error || !file ? reject(new NotAZipError(error?.message)) : resolve(file)),
    ),
  );
  try {
    if (zip.entryCount > options.maxEntries) throw uploadTooLarge();
    const entries = await listEntries(zip);
    const wanted = entries.filter((entry) => options.wanted(entry.fileName));
    const declared = wanted.reduce((sum, entry) => sum + entry.uncompressedSize, 0);
    if (declared > options.maxInflatedBytes) throw uploadTooLarge();
    const contents = new Map<string, Buffer>();
    for (const entry of wanted) contents.set(entry.fileName, await inflate(zip, entry));
    return contents;
  } finally {
    zip.close();
  }
}

function listEntries(zip: yauzl.ZipFile): Promise<yauzl.Entry[]> {
  return new Promise((resolve, reject) => {
    const entries: yauzl.Entry[] = [];
    zip.on('entry', (entry: yauzl.Entry) => {
      entries.push(entry);
      zip.readEntry();
    });
    zip.once('end', () => resolve(entries));
    zip.once('error', (error: Error) => reject(new NotAZipError(error.message)));
    zip.readEntry();
  });
}

function inflate(zip: yauzl.ZipFile, entry: yauzl.Entry): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    zip.openReadStream(entry, (error, stream) => {
      if (error || !stream) return reject(new NotAZipError(error?.message));
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.once('end', () => resolve(Buffer.concat(chunks)));
      stream.once('error', (failure: Error) =>
        // "too many bytes in the stream": more than the entry declared, a lie
        reject(
          /too many bytes/i.test(failure.message) ? uploadTooLarge() : new NotAZipError(failure.message),
        ),
      );
    });
  });
}
