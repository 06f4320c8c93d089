import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { AppError } from '../../errors.ts';
import { storeUpload } from './store-upload.ts';

const MEDIA = path.resolve(import.meta.dirname, '../../../media');
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);

let dir: string;
beforeEach(() => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'dars-upload-'));
});
afterEach(() => fs.rmSync(dir, { recursive: true, force: true }));

/** A stream of `data` in small chunks, as a multipart part arrives. */
function streamOf(data: Buffer, chunk = 1024): Readable {
  const parts: Buffer[] = [];
  for (let i = 0; i < data.length; i += chunk) parts.push(data.subarray(i, i + chunk));
  return Readable.from(parts);
}

async function refusal(promise: Promise<unknown>): Promise<AppError> {
  const error = await promise.then(
    () => null,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(AppError);
  return error as AppError;
}

describe('storeUpload', () => {
  it('stores a picture under a random name with the extension of its content', async () => {
    const stored = await storeUpload(streamOf(PNG), { dir, kind: 'image', maxBytes: 1024 * 1024 });
    expect(stored.name).toMatch(/^[0-9a-f-]{36}\.png$/);
    expect(stored.mime).toBe('image/png');
    expect(stored.bytes).toBe(PNG.length);
    expect(fs.readFileSync(stored.file).equals(PNG)).toBe(true);
    expect(fs.readdirSync(dir)).toEqual([stored.name]);
  });

  it('accepts an MP4 and a PDF by their bytes', async () => {
    const mp4 = fs.readFileSync(path.join(MEDIA, 'demo-lesson.mp4'));
    const video = await storeUpload(streamOf(mp4, 64 * 1024), {
      dir,
      kind: 'video',
      maxBytes: 10 * 1024 * 1024,
    });
    expect(video.ext).toBe('mp4');
    const pdf = fs.readFileSync(path.join(MEDIA, 'demo-material.pdf'));
    expect((await storeUpload(streamOf(pdf), { dir, kind: 'pdf', maxBytes: 1024 * 1024 })).ext).toBe('pdf');
  });

  it('refuses text named like a video (the content decides), leaving nothing behind', async () => {
    const error = await refusal(
      storeUpload(streamOf(Buffer.from('not a video at all, just text '.repeat(50))), {
        dir,
        kind: 'video',
        maxBytes: 1024 * 1024,
      }),
    );
    expect([error.status, error.code]).toEqual([400, 'upload_type']);
    expect(fs.readdirSync(dir)).toEqual([]);
  });

  it('refuses a picture where a PDF is expected', async () => {
    const error = await refusal(storeUpload(streamOf(PNG), { dir, kind: 'pdf', maxBytes: 1024 * 1024 }));
    expect(error.code).toBe('upload_type');
    expect(fs.readdirSync(dir)).toEqual([]);
  });

  it('refuses an empty file', async () => {
    const error = await refusal(storeUpload(Readable.from([]), { dir, kind: 'image', maxBytes: 1024 }));
    expect([error.status, error.code]).toEqual([400, 'upload_empty']);
    expect(fs.readdirSync(dir)).toEqual([]);
  });

  it('stops a file over the limit as soon as it passes it, leaving nothing behind', async () => {
    let pulled = 0;
    const big = Readable.from(
      (function* () {
        for (let i = 0; i < 1000; i++) {
          pulled++;
          yield i === 0 ? Buffer.concat([PNG, Buffer.alloc(1024 - PNG.length)]) : Buffer.alloc(1024);
        }
      })(),
    );
    const error = await refusal(storeUpload(big, { dir, kind: 'image', maxBytes: 10 * 1024 }));
    expect([error.status, error.code]).toEqual([413, 'upload_too_large']);
    expect(pulled).toBeLessThan(50);
    expect(fs.readdirSync(dir)).toEqual([]);
  });

  it('treats a stream multipart truncated at its own limit as too large', async () => {
    const truncated = Object.assign(streamOf(PNG), { truncated: true });
    const error = await refusal(storeUpload(truncated, { dir, kind: 'image', maxBytes: 1024 * 1024 }));
    expect(error.code).toBe('upload_too_large');
    expect(fs.readdirSync(dir)).toEqual([]);
  });
});
