import type { KeyUrl } from '../api/video-playback.ts';

/** A key URL is renewed when it has less than this left, so a key request never carries an expired one. */
export const KEY_URL_RENEW_MARGIN_MS = 60_000;

/** The placeholder scheme the media playlists name the key by (apps/api/src/domain/videos/hls-ladder.ts). */
export const KEY_URI_SCHEME = 'dars-key:';

/**
 * Hands out a key URL that is good for at least the margin, renewing it (once at a time) from the
 * server when the one held is about to end.
 */
export function createKeyUrlKeeper(
  first: KeyUrl,
  renew: () => Promise<KeyUrl>,
  now: () => number = Date.now,
): () => Promise<string> {
  let held = first;
  let renewing: Promise<KeyUrl> | null = null;
  return async () => {
    if (Date.parse(held.keyUrlExpiresAt) - now() > KEY_URL_RENEW_MARGIN_MS) return held.keyUrl;
    renewing ??= renew().finally(() => {
      renewing = null;
    });
    held = await renewing;
    return held.keyUrl;
  };
}

/**
 * hls.js's request setup for a protected video: a request for the playlist's `dars-key:` address
 * goes to the current key URL instead, with the student's token and device (the server checks
 * both); every other request is left as hls.js made it.
 */
export function protectedKeySetup(keyUrl: () => Promise<string>, headers: () => Record<string, string>) {
  return async (xhr: XMLHttpRequest, url: string): Promise<void> => {
    if (!url.startsWith(KEY_URI_SCHEME)) return;
    xhr.open('GET', await keyUrl(), true);
    for (const [name, value] of Object.entries(headers())) {
      if (name === 'Authorization' || name === 'DeviceId') xhr.setRequestHeader(name, value);
    }
  };
}
