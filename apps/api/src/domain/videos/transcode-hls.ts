import { spawn } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {
  AUDIO_BITRATE,
  HLS_LADDER,
  KEY_URI_SCHEME,
  MASTER_PLAYLIST,
  SEGMENT_SECONDS,
  masterPlaylist,
  rungWidth,
  type LadderRung,
} from './hls-ladder.ts';

export class TranscodeError extends Error {
  override name = 'TranscodeError';
  constructor(
    readonly code: 'not_a_video' | 'ffmpeg_failed' | 'aborted',
    message: string,
  ) {
    super(message);
  }
}

export interface SourceVideo {
  durationSeconds: number;
  width: number;
  height: number;
  hasAudio: boolean;
}

export interface TranscodeOptions {
  ffmpeg: string;
  input: string;
  /** created if missing; receives master.m3u8 and v<i>/index.m3u8 + v<i>/seg_<n>.ts */
  outDir: string;
  videoId: string;
  /** the video's AES-128 key (16 bytes); written only to a private temporary file while ffmpeg runs */
  key: Buffer;
  /** x264 speed/size trade-off; tests use ultrafast */
  preset?: string;
  onProgress?: (fraction: number) => void;
  signal?: AbortSignal;
}

export interface TranscodeResult extends SourceVideo {
  rungs: string[];
}

/**
 * Cuts `input` into the HLS ladder (hls-ladder.ts), every segment AES-128 encrypted under `key`,
 * the media playlists naming the key as `dars-key:<videoId>` (the player swaps in a short-lived
 * key URL). Rungs above the source's height are left out (never upscaled; the lowest is always
 * made). Audio is encoded once and copied into every rendition. Keyframes are forced every
 * SEGMENT_SECONDS so every segment has the same length and a player can switch rungs at each.
 */
export async function transcodeToHls(options: TranscodeOptions): Promise<TranscodeResult> {
  if (options.key.length !== 16) throw new Error('an AES-128 key is 16 bytes');
  const source = await probeVideo(options.ffmpeg, options.input, options.signal);
  const rungs = ladderFor(source);
  const work = await fs.promises.mkdtemp(path.join(os.tmpdir(), 'dars-transcode-'));
  try {
    const keyFile = path.join(work, 'video.key');
    await fs.promises.writeFile(keyFile, options.key, { mode: 0o600 });
    const keyInfo = path.join(work, 'key-info.txt');
    const iv = crypto.randomBytes(16).toString('hex');
    await fs.promises.writeFile(keyInfo, `${KEY_URI_SCHEME}${options.videoId}\n${keyFile}\n${iv}\n`, {
      mode: 0o600,
    });
    const audioShare = source.hasAudio ? 0.1 : 0;
    let audioFile: string | null = null;
    if (source.hasAudio) {
      audioFile = path.join(work, 'audio.m4a');
      await runFfmpeg(
        options,
        ['-i', options.input, '-vn', '-c:a', 'aac', '-b:a', String(AUDIO_BITRATE), '-ac', '2', audioFile],
        (seconds) => options.onProgress?.(audioShare * Math.min(1, seconds / source.durationSeconds)),
      );
    }
    for (const index of rungs.keys()) {
      await fs.promises.mkdir(path.join(options.outDir, `v${index}`), { recursive: true });
    }
    const args = ['-i', options.input];
    if (audioFile) args.push('-i', audioFile);
    const split = rungs.map((_, i) => `[s${i}]`).join('');
    const scales = rungs
      .map((rung, i) => `[s${i}]scale=${rungWidth(rung.height, source)}:${rung.height}[v${i}]`)
      .join(';');
    args.push('-filter_complex', `[0:v]split=${rungs.length}${split};${scales}`);
    rungs.forEach((rung, i) => {
      const dir = path.join(options.outDir, `v${i}`);
      args.push('-map', `[v${i}]`);
      if (audioFile) args.push('-map', '1:a', '-c:a', 'copy');
      args.push(
        ...[
          '-c:v',
          'libx264',
          '-preset',
          options.preset ?? 'veryfast',
          '-profile:v',
          'main',
          '-level',
          '3.1',
        ],
        ...['-pix_fmt', 'yuv420p', '-sc_threshold', '0'],
        ...['-force_key_frames', `expr:gte(t,n_forced*${SEGMENT_SECONDS})`],
        ...['-b:v', String(rung.videoBitrate), '-maxrate', String(Math.round(rung.videoBitrate * 1.1))],
        ...['-bufsize', String(rung.videoBitrate * 2)],
        ...['-f', 'hls', '-hls_time', String(SEGMENT_SECONDS), '-hls_playlist_type', 'vod'],
        ...['-hls_key_info_file', keyInfo, '-hls_segment_filename', path.join(dir, 'seg_%05d.ts')],
        path.join(dir, 'index.m3u8'),
      );
    });
    await runFfmpeg(options, args, (seconds) =>
      options.onProgress?.(audioShare + (1 - audioShare) * Math.min(1, seconds / source.durationSeconds)),
    );
    for (const index of rungs.keys()) {
      const text = await fs.promises.readFile(path.join(options.outDir, `v${index}`, 'index.m3u8'), 'utf8');
      if (!text.includes('#EXT-X-ENDLIST'))
        throw new TranscodeError('ffmpeg_failed', `rendition ${index} is incomplete`);
    }
    await fs.promises.writeFile(
      path.join(options.outDir, MASTER_PLAYLIST),
      masterPlaylist(rungs, source, source.hasAudio),
    );
    options.onProgress?.(1);
    return { ...source, rungs: rungs.map((rung) => rung.name) };
  } finally {
    await fs.promises.rm(work, { recursive: true, force: true });
  }
}

/** The rungs made for a source: those not taller than it, and always the lowest. */
export function ladderFor(source: Pick<SourceVideo, 'height'>): LadderRung[] {
  const fitting = HLS_LADDER.filter((rung) => rung.height <= source.height);
  return fitting.length ? fitting : [HLS_LADDER[0]!];
}

/** Duration, picture size and whether there is sound, read from ffmpeg's description of the input. */
export async function probeVideo(ffmpeg: string, input: string, signal?: AbortSignal): Promise<SourceVideo> {
  const { stderr } = await execute(ffmpeg, ['-hide_banner', '-i', input], signal);
  const source = parseProbe(stderr);
  if (!source) throw new TranscodeError('not_a_video', 'the file has no readable video stream');
  return source;
}

export function parseProbe(text: string): SourceVideo | null {
  const duration = /Duration: (\d+):(\d{2}):(\d{2}(?:\.\d+)?)/.exec(text);
  const video = /Stream #\d+:\d+.*?: Video: .*?, (\d{2,5})x(\d{2,5})/.exec(text);
  if (!duration || !video) return null;
  const durationSeconds = Number(duration[1]) * 3600 + Number(duration[2]) * 60 + Number(duration[3]);
  if (!(durationSeconds > 0)) return null;
  return {
    durationSeconds,
    width: Number(video[1]),
    height: Number(video[2]),
    hasAudio: /Stream #\d+:\d+.*?: Audio: /.test(text),
  };
}

/** Runs ffmpeg over `args`, reporting the seconds of output written; rejects with the end of its log. */
async function runFfmpeg(
  options: Pick<TranscodeOptions, 'ffmpeg' | 'signal'>,
  args: string[],
  onSeconds: (seconds: number) => void,
): Promise<void> {
  const full = ['-hide_banner', '-nostdin', '-loglevel', 'error', '-y', '-progress', 'pipe:1', ...args];
  const { code, stderr } = await execute(options.ffmpeg, full, options.signal, (chunk) => {
    for (const match of chunk.matchAll(/^out_time=(\d+):(\d{2}):(\d{2}(?:\.\d+)?)$/gm)) {
      onSeconds(Number(match[1]) * 3600 + Number(match[2]) * 60 + Number(match[3]));
    }
  });
  if (code !== 0) {
    const tail = stderr.trim().split('\n').slice(-5).join('\n');
    throw new TranscodeError('ffmpeg_failed', `ffmpeg exited with ${code}: ${tail}`);
  }
}

function execute(
  binary: string,
  args: string[],
  signal?: AbortSignal,
  onStdout?: (chunk: string) => void,
): Promise<{ code: number | null; stderr: string }> {
  return new Promise((resolve, reject) => {
    if (signal?.aborted) return reject(new TranscodeError('aborted', 'transcoding was stopped'));
    const child = spawn(binary, args, { stdio: ['ignore', 'pipe', 'pipe'] });
    let stderr = '';
    child.stdout.setEncoding('utf8').on('data', (chunk: string) => onStdout?.(chunk));
    child.stderr.setEncoding('utf8').on('data', (chunk: string) => {
      stderr = (stderr + chunk).slice(-20_000);
    });
    const abort = () => child.kill('SIGKILL');
    signal?.addEventListener('abort', abort, { once: true });
    child.on('error', (error) => {
      signal?.removeEventListener('abort', abort);
      reject(new TranscodeError('ffmpeg_failed', `ffmpeg did not start: ${error.message}`));
    });
    child.on('close', (code) => {
      signal?.removeEventListener('abort', abort);
      if (signal?.aborted) reject(new TranscodeError('aborted', 'transcoding was stopped'));
      else resolve({ code, stderr });
    });
  });
}
