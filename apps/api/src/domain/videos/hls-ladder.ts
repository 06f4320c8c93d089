/**
 * The HLS ladder every uploaded lesson video is cut into (docs/decisions/0028-video-hls.md):
 * four H.264/AAC renditions; the player picks one by measured bandwidth. Rates are the video
 * bitrate; the master playlist's BANDWIDTH adds the audio and a margin for the TS overhead.
 */
export interface LadderRung {
  name: string;
  height: number;
  /** video bits per second */
  videoBitrate: number;
}

export const HLS_LADDER: readonly LadderRung[] = [
  { name: '240p', height: 240, videoBitrate: 300_000 },
  { name: '360p', height: 360, videoBitrate: 700_000 },
  { name: '480p', height: 480, videoBitrate: 1_200_000 },
  { name: '720p', height: 720, videoBitrate: 2_500_000 },
];

export const AUDIO_BITRATE = 96_000;

/** Seconds per segment: a keyframe is forced at every multiple, so each segment is this long (the last shorter). */
export const SEGMENT_SECONDS = 4;

/** The placeholder scheme of the key address written in media playlists; the player asks for a real one. */
export const KEY_URI_SCHEME = 'dars-key:';

export const MASTER_PLAYLIST = 'master.m3u8';

/** Width for a rung's height keeping the source's aspect ratio, rounded to even (H.264 4:2:0). */
export function rungWidth(height: number, source: { width: number; height: number }): number {
  return Math.round(((source.width / source.height) * height) / 2) * 2;
}

/** The master playlist naming each rendition's playlist `v<i>/index.m3u8`. */
export function masterPlaylist(
  rungs: readonly LadderRung[],
  source: { width: number; height: number },
  withAudio: boolean,
): string {
  const lines = ['#EXTM3U', '#EXT-X-VERSION:3', '#EXT-X-INDEPENDENT-SEGMENTS'];
  rungs.forEach((rung, index) => {
    const peak = Math.round((rung.videoBitrate + (withAudio ? AUDIO_BITRATE : 0)) * 1.1);
    const codecs = withAudio ? 'avc1.4d401f,mp4a.40.2' : 'avc1.4d401f';
    lines.push(
      `#EXT-X-STREAM-INF:BANDWIDTH=${peak},RESOLUTION=${rungWidth(rung.height, source)}x${rung.height},CODECS="${codecs}",NAME="${rung.name}"`,
      `v${index}/index.m3u8`,
    );
  });
  return `${lines.join('\n')}\n`;
}
