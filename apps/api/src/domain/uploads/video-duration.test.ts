import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { readVideoDuration } from './video-duration.ts';

const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'dars-duration-'));
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

/** An EBML element: id bytes, a one-byte size (0x80 | length), the body. */
const element = (id: number[], body: Buffer) =>
  Buffer.concat([Buffer.from(id), Buffer.from([0x80 | body.length]), body]);

function webm(seconds: number, options: { unknownSegmentSize?: boolean } = {}): Buffer {
  const duration = Buffer.alloc(8);
  duration.writeDoubleBE(seconds * 1000); // in TimecodeScale units (1 ms)
  const info = element(
    [0x15, 0x49, 0xa9, 0x66],
    Buffer.concat([
      element([0x2a, 0xd7, 0xb1], Buffer.from([0x0f, 0x42, 0x40])), // 1,000,000 ns
      element([0x44, 0x89], duration),
    ]),
  );
  const header = element([0x1a, 0x45, 0xdf, 0xa3], Buffer.from([0x42, 0x82, 0x84, 0x77, 0x65, 0x62, 0x6d]));
  const segmentSize = options.unknownSegmentSize
    ? Buffer.from([0x01, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff])
    : Buffer.from([0x80 | info.length]);
  return Buffer.concat([header, Buffer.from([0x18, 0x53, 0x80, 0x67]), segmentSize, info]);
}

function write(name: string, data: Buffer) {
  const file = path.join(dir, name);
  fs.writeFileSync(file, data);
  return file;
}

describe('readVideoDuration', () => {
  it('reads the MP4 movie header of the demo lesson (20 s)', async () => {
    const file = path.resolve(import.meta.dirname, '../../../media/demo-lesson.mp4');
    expect(await readVideoDuration(file, 'mp4')).toBe(20);
  });

  it('reads a WebM segment duration, also with an unknown segment size', async () => {
    expect(await readVideoDuration(write('a.webm', webm(754.25)), 'webm')).toBe(754.25);
    expect(await readVideoDuration(write('b.webm', webm(61, { unknownSegmentSize: true })), 'webm')).toBe(61);
  });

  it('answers null when the file does not say', async () => {
    expect(await readVideoDuration(write('c.mp4', Buffer.from('not an mp4 file at all')), 'mp4')).toBeNull();
    expect(await readVideoDuration(write('d.webm', Buffer.alloc(64)), 'webm')).toBeNull();
  });
});
