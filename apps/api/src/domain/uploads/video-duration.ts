import fs from 'node:fs';

/**
 * The duration (seconds) of an MP4 or WebM file, read from its headers without loading the
 * file: MP4's movie header (`moov/mvhd`: timescale and duration), WebM's segment info
 * (`Segment/Info`: TimecodeScale and Duration). Null when the file does not say.
 */
export async function readVideoDuration(file: string, ext: string): Promise<number | null> {
  const handle = await fs.promises.open(file, 'r');
  try {
    const size = (await handle.stat()).size;
    const read = async (position: number, length: number) => {
      const buffer = Buffer.alloc(Math.max(0, Math.min(length, size - position)));
      if (buffer.length) await handle.read(buffer, 0, buffer.length, position);
      return buffer;
    };
    const seconds = ext === 'webm' ? webmDuration(await read(0, 512 * 1024)) : await mp4Duration(read, size);
    return seconds !== null && Number.isFinite(seconds) && seconds > 0
      ? Math.round(seconds * 1000) / 1000
      : null;
  } finally {
    await handle.close();
  }
}

type Reader = (position: number, length: number) => Promise<Buffer>;

/** Walks boxes from `start` to `end`; answers the position and size of the first box of `type`. */
async function findBox(read: Reader, start: number, end: number, type: string) {
  let position = start;
  while (position + 8 <= end) {
    const header = await read(position, 16);
    if (header.length < 8) return null;
    let boxSize = header.readUInt32BE(0);
    let headerSize = 8;
    if (boxSize === 1) {
      if (header.length < 16) return null;
      boxSize = Number(header.readBigUInt64BE(8));
      headerSize = 16;
    } else if (boxSize === 0) {
      boxSize = end - position;
    }
    if (boxSize < headerSize) return null;
    if (header.toString('latin1', 4, 8) === type)
      return { body: position + headerSize, end: position + boxSize };
    position += boxSize;
  }
  return null;
}

async function mp4Duration(read: Reader, size: number): Promise<number | null> {
  const moov = await findBox(read, 0, size, 'moov');
  if (!moov) return null;
  const mvhd = await findBox(read, moov.body, moov.end, 'mvhd');
  if (!mvhd) return null;
  const body = await read(mvhd.body, 32);
  const version = body[0];
  if (version === 1 && body.length >= 32) {
    const timescale = body.readUInt32BE(20);
    return timescale ? Number(body.readBigUInt64BE(24)) / timescale : null;
  }
  if (body.length >= 20) {
    const timescale = body.readUInt32BE(12);
    return timescale ? body.readUInt32BE(16) / timescale : null;
  }
  return null;
}

/** An EBML variable-length integer at `offset`: its value (marker removed, or raw for ids) and length. */
function vint(buffer: Buffer, offset: number, keepMarker: boolean): { value: number; length: number } | null {
  const first = buffer[offset];
  if (first === undefined || first === 0) return null;
  let length = 1;
  while (length <= 8 && !(first & (0x80 >> (length - 1)))) length++;
  if (length > 8 || offset + length > buffer.length) return null;
  let value = keepMarker ? first : first & (0xff >> length);
  let allOnes = value === 0xff >> length;
  for (let i = 1; i < length; i++) {
    const byte = buffer[offset + i]!;
    if (byte !== 0xff) allOnes = false;
    value = value * 256 + byte;
  }
  // an "unknown" size (all value bits set) runs to the end of its parent
  return { value: !keepMarker && allOnes ? Number.POSITIVE_INFINITY : value, length };
}

const SEGMENT = 0x18538067;
const INFO = 0x1549a966;
const TIMECODE_SCALE = 0x2ad7b1;
const DURATION = 0x4489;

function webmDuration(buffer: Buffer): number | null {
  let position = 0;
  let end = buffer.length;
  let scale = 1_000_000;
  let duration: number | null = null;
  let inInfo = false;
  while (position < end) {
    const id = vint(buffer, position, true);
    if (!id) return null;
    const size = vint(buffer, position + id.length, false);
    if (!size) return null;
    const body = position + id.length + size.length;
    if (id.value === SEGMENT) {
      position = body; // descend
      continue;
    }
    if (id.value === INFO) {
      inInfo = true;
      end = Math.min(buffer.length, body + size.value);
      position = body;
      continue;
    }
    if (inInfo && id.value === TIMECODE_SCALE && size.value <= 8) {
      scale = buffer.readUIntBE(body, Math.min(6, size.value));
    } else if (inInfo && id.value === DURATION) {
      if (size.value === 4) duration = buffer.readFloatBE(body);
      else if (size.value === 8) duration = buffer.readDoubleBE(body);
    }
    if (!Number.isFinite(size.value)) return null;
    position = body + size.value;
  }
  return duration === null ? null : (duration * scale) / 1e9;
}
