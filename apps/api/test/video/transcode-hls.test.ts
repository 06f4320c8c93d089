import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { HLS_LADDER, SEGMENT_SECONDS } from '../../src/domain/videos/hls-ladder.ts';
import {
  TranscodeError,
  transcodeToHls,
  type TranscodeResult,
} from '../../src/domain/videos/transcode-hls.ts';
import { decodedFrames, FFMPEG, tenMinuteVideo } from './video-fixtures.ts';

const VIDEO_ID = 'vid-123';

describe('transcodeToHls on a 10-minute lesson', () => {
  const out = fs.mkdtempSync(path.join(os.tmpdir(), 'dars-hls-'));
  const key = crypto.randomBytes(16);
  const progress: number[] = [];
  let result: TranscodeResult;

  beforeAll(async () => {
    result = await transcodeToHls({
      ffmpeg: FFMPEG,
      input: tenMinuteVideo(),
      outDir: out,
      videoId: VIDEO_ID,
      key,
      preset: 'ultrafast',
      onProgress: (fraction) => progress.push(fraction),
    });
  }, 240_000);
  afterAll(() => fs.rmSync(out, { recursive: true, force: true }));

  const playlist = (i: number) => fs.readFileSync(path.join(out, `v${i}`, 'index.m3u8'), 'utf8');

  it('makes the 240p/360p/480p/720p ladder named in the master playlist', () => {
    expect(result.rungs).toEqual(['240p', '360p', '480p', '720p']);
    expect(result.durationSeconds).toBeCloseTo(600, 0);
    const master = fs.readFileSync(path.join(out, 'master.m3u8'), 'utf8');
    const variants = [...master.matchAll(/RESOLUTION=(\d+)x(\d+)/g)].map((m) => `${m[1]}x${m[2]}`);
    expect(variants).toEqual(['426x240', '640x360', '854x480', '1280x720']);
    HLS_LADDER.forEach((_, i) => expect(master).toContain(`v${i}/index.m3u8`));
  });

  it('cuts every rendition into 4–6 s segments covering the whole lesson', () => {
    for (const i of HLS_LADDER.keys()) {
      const durations = [...playlist(i).matchAll(/#EXTINF:([\d.]+),/g)].map((m) => Number(m[1]));
      const total = durations.reduce((a, b) => a + b, 0);
      expect(total).toBeGreaterThan(599);
      expect(total).toBeLessThan(601);
      for (const d of durations.slice(0, -1)) {
        expect(d).toBeGreaterThanOrEqual(SEGMENT_SECONDS);
        expect(d).toBeLessThanOrEqual(6);
      }
      expect(playlist(i)).toContain('#EXT-X-ENDLIST');
    }
  });

  it('writes a decodable H.264 picture of the rung height in each rendition', () => {
    const probe = (file: string) => {
      // a segment decrypted with the key, then read by ffmpeg
      const iv = /IV=0x([0-9a-f]{32})/i.exec(playlist(3))![1]!;
      const decipher = crypto.createDecipheriv('aes-128-cbc', key, Buffer.from(iv, 'hex'));
      const plain = Buffer.concat([decipher.update(fs.readFileSync(file)), decipher.final()]);
      const clear = path.join(out, 'clear.ts');
      fs.writeFileSync(clear, plain);
      return clear;
    };
    expect(decodedFrames(probe(path.join(out, 'v3', 'seg_00010.ts')))).toBeGreaterThanOrEqual(
      SEGMENT_SECONDS,
    );
  });

  it('encrypts every segment with AES-128 under the video key, named as dars-key:<id>', () => {
    for (const i of HLS_LADDER.keys()) {
      expect(playlist(i)).toMatch(
        new RegExp(`#EXT-X-KEY:METHOD=AES-128,URI="dars-key:${VIDEO_ID}",IV=0x[0-9a-f]{32}`, 'i'),
      );
    }
    const segment = path.join(out, 'v0', 'seg_00003.ts');
    // an MPEG-TS packet starts with 0x47 every 188 bytes; ciphertext does not
    const bytes = fs.readFileSync(segment);
    expect(bytes[0] === 0x47 && bytes[188] === 0x47).toBe(false);
    expect(decodedFrames(segment)).toBe(0);
    const wrongKey = crypto.randomBytes(16);
    const iv = Buffer.from(/IV=0x([0-9a-f]{32})/i.exec(playlist(0))![1]!, 'hex');
    const decipher = crypto.createDecipheriv('aes-128-cbc', wrongKey, iv);
    expect(() => Buffer.concat([decipher.update(bytes), decipher.final()])).toThrow();
  });

  it('leaves no copy of the key beside the segments', () => {
    const files = fs.readdirSync(out, { recursive: true, withFileTypes: true }).filter((e) => e.isFile());
    for (const entry of files) {
      expect(entry.name).toMatch(/\.(m3u8|ts)$/);
      const bytes = fs.readFileSync(path.join(entry.parentPath, entry.name));
      if (entry.name.endsWith('.m3u8')) expect(bytes.includes(key)).toBe(false);
    }
  });

  it('reports progress rising to 1', () => {
    expect(progress.length).toBeGreaterThan(3);
    expect(progress.at(-1)).toBe(1);
    progress.slice(1).forEach((p, i) => expect(p).toBeGreaterThanOrEqual(progress[i]!));
  });
});

describe('transcodeToHls refusals', () => {
  it('refuses a file with no video stream', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'dars-hls-bad-'));
    const input = path.join(dir, 'notes.mp4');
    fs.writeFileSync(input, 'this is not a video');
    const run = transcodeToHls({
      ffmpeg: FFMPEG,
      input,
      outDir: path.join(dir, 'out'),
      videoId: 'x',
      key: crypto.randomBytes(16),
    });
    await expect(run).rejects.toBeInstanceOf(TranscodeError);
    await expect(run).rejects.toMatchObject({ code: 'not_a_video' });
    expect(fs.existsSync(path.join(dir, 'out'))).toBe(false);
    fs.rmSync(dir, { recursive: true, force: true });
  });
});
