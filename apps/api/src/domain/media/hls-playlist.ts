import { MEDIA_PREFIX } from './signed-url.ts';

/** The largest playlist the server rewrites (a two-hour lesson in 2-second segments is ~200 KB). */
export const MAX_PLAYLIST_BYTES = 2 * 1024 * 1024;

const SCHEME = /^[a-z][a-z\d+.-]*:/i;
const TAG_URI = /URI="([^"]*)"/g;

/**
 * An HLS playlist served to a signed URL names its segments, keys, init sections and variant
 * playlists relative to itself; a player resolves those against the playlist's path and drops its
 * query, so each would be refused. Every such address under /media/ is written as `sign(path)`
 * (the same student, tenant and expiry as the playlist's own URL); other addresses stay as written.
 */
export function signPlaylist(text: string, playlistPath: string, sign: (path: string) => string): string {
  const base = new URL(playlistPath, 'http://playlist.invalid');
  const rewrite = (uri: string): string => {
    if (!uri || SCHEME.test(uri) || uri.startsWith('//')) return uri;
    const resolved = new URL(uri, base);
    const path = decodeURIComponent(resolved.pathname);
    return path.startsWith(MEDIA_PREFIX) ? sign(path) : uri;
  };
  return text
    .split('\n')
    .map((line) => {
      const trimmed = line.trim();
      if (!trimmed) return line;
      if (trimmed.startsWith('#'))
        return line.replace(TAG_URI, (_all, uri: string) => `URI="${rewrite(uri)}"`);
      return rewrite(trimmed);
    })
    .join('\n');
}
