import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { findFfmpeg } from '../../src/domain/videos/ffmpeg-binary.ts';

export const FFMPEG = findFfmpeg() ?? 'ffmpeg';

let tenMinute: string | null = null;

/**
 * A 10-minute 720p lesson with sound, made cheaply: one picture a second, a test pattern that
 * changes every frame (so segments differ), an 8 kHz tone. Made once per test file.
 */
export function tenMinuteVideo(): string {
  if (tenMinute && fs.existsSync(tenMinute)) return tenMinute;
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'dars-video-src-'));
  const file = path.join(dir, 'lesson.mp4');
  execFileSync(FFMPEG, [
    ...['-hide_banner', '-loglevel', 'error', '-nostdin', '-y'],
    ...['-f', 'lavfi', '-i', 'testsrc=s=1280x720:r=1:d=600'],
    ...['-f', 'lavfi', '-i', 'sine=f=440:d=600:sample_rate=8000'],
    ...[
      '-c:v',
      'libx264',
      '-preset',
      'ultrafast',
      '-g',
      '4',
      '-c:a',
      'aac',
      '-b:a',
      '16k',
      '-shortest',
      file,
    ],
  ]);
  tenMinute = file;
  return file;
}

/** How many video frames ffmpeg decodes from `file` (0 when it cannot read it). */
export function decodedFrames(file: string): number {
  try {
    const out = execFileSync(
      FFMPEG,
      [
        '-hide_banner',
        '-nostdin',
        '-v',
        'error',
        '-i',
        file,
        '-map',
        '0:v:0',
        '-f',
        'null',
        '-progress',
        'pipe:1',
        '-',
      ],
      { encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] },
    );
    const frames = [...out.matchAll(/^frame=(\d+)$/gm)].at(-1);
    return frames ? Number(frames[1]) : 0;
  } catch {
    return 0;
  }
}
