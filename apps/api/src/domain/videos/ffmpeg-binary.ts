import { execFileSync } from 'node:child_process';
import { createRequire } from 'node:module';

/**
 * The ffmpeg the transcoder runs. FFMPEG_PATH when set; else the system's `ffmpeg` when it is
 * release 6 or newer (the packaged build is a 4.1-era snapshot); else the static build shipped
 * inside the npm package `@ffmpeg-installer/<platform>` (installed with the API, no download), so
 * a fresh `npm install` can transcode. Null when none is found.
 */
export function findFfmpeg(env: NodeJS.ProcessEnv = process.env): string | null {
  if (env.FFMPEG_PATH) return env.FFMPEG_PATH;
  const system = ffmpegMajorVersion('ffmpeg');
  if (system !== null && system >= 6) return 'ffmpeg';
  return packagedFfmpeg();
}

/** The packaged static build, or null on a platform the package does not cover. */
export function packagedFfmpeg(): string | null {
  try {
    const require = createRequire(import.meta.url);
    const installer = require('@ffmpeg-installer/ffmpeg') as { path: string };
    return installer.path;
  } catch {
    return null;
  }
}

/** `ffmpeg -version`'s major release (null when it does not run or names a git snapshot). */
export function ffmpegMajorVersion(binary: string): number | null {
  try {
    const text = execFileSync(binary, ['-hide_banner', '-version'], {
      encoding: 'utf8',
      stdio: ['ignore', 'pipe', 'ignore'],
      timeout: 5000,
    });
    return parseFfmpegMajorVersion(text);
  } catch {
    return null;
  }
}

export function parseFfmpegMajorVersion(versionText: string): number | null {
  const match = /^ffmpeg version n?(\d+)\.\d+/m.exec(versionText);
  return match ? Number(match[1]) : null;
}
