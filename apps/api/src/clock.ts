import fs from 'node:fs';

/** How often a test clock looks at its file again. */
const TEST_CLOCK_READ_EVERY_MS = 200;

/**
 * The server's clock: the machine's, or, when end-to-end tests name a TEST_CLOCK_FILE (refused in
 * production, config.ts), the machine's moved by the `offsetMs` that file holds. A test moves the
 * running server to the morning by writing the file; the server's clock keeps ticking from there.
 */
export function serverClock(testClockFile: string | undefined): () => Date {
  if (!testClockFile) return () => new Date();
  let offsetMs = 0;
  let readAt = -Infinity;
  return () => {
    const at = Date.now();
    if (at - readAt >= TEST_CLOCK_READ_EVERY_MS) {
      readAt = at;
      offsetMs = readOffset(testClockFile);
    }
    return new Date(at + offsetMs);
  };
}

function readOffset(file: string): number {
  try {
    const { offsetMs } = JSON.parse(fs.readFileSync(file, 'utf8')) as { offsetMs?: unknown };
    return typeof offsetMs === 'number' && Number.isFinite(offsetMs) ? offsetMs : 0;
  } catch {
    // no file yet, or one being written: the machine's time
    return 0;
  }
}
