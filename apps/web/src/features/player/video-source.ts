/** How a lesson's video URL is played. */
export type VideoSource =
  | { kind: 'embed'; provider: 'mediadelivery' | 'youtube'; embedUrl: string }
  | { kind: 'hls'; url: string }
  | { kind: 'file'; url: string }
  | { kind: 'none' };

export const MEDIA_DELIVERY_HOST = 'iframe.mediadelivery.net';

function parseUrl(raw: string): URL | null {
  try {
    return new URL(raw, typeof window === 'undefined' ? 'http://localhost' : window.location.href);
  } catch {
    return null;
  }
}

const YOUTUBE_ID = /^[\w-]{6,20}$/;

export function youtubeVideoId(url: URL): string | null {
  const host = url.hostname.replace(/^www\.|^m\./, '');
  let id: string | null = null;
  if (host === 'youtu.be') id = url.pathname.slice(1).split('/')[0] ?? null;
  else if (host === 'youtube.com' || host === 'youtube-nocookie.com') {
    if (url.pathname === '/watch') id = url.searchParams.get('v');
    else {
      const match = url.pathname.match(/^\/(?:embed|shorts|live|v)\/([^/?#]+)/);
      id = match?.[1] ?? null;
    }
  }
  return id && YOUTUBE_ID.test(id) ? id : null;
}

export function classifyVideoUrl(
  raw: string | null | undefined,
  pageOrigin = 'http://localhost',
): VideoSource {
  const text = raw?.trim();
  if (!text) return { kind: 'none' };
  const url = parseUrl(text);
  if (!url) return { kind: 'none' };

  if (url.hostname === MEDIA_DELIVERY_HOST) {
    // The delivery host serves the same video at /play/… and /embed/…; only /embed is framable.
    const path = url.pathname.replace(/^\/play\//, '/embed/');
    const embed = new URL(`https://${MEDIA_DELIVERY_HOST}${path}`);
    url.searchParams.forEach((value, key) => embed.searchParams.set(key, value));
    return { kind: 'embed', provider: 'mediadelivery', embedUrl: embed.toString() };
  }

  const youtubeId = youtubeVideoId(url);
  if (youtubeId) {
    const embed = new URL(`https://www.youtube-nocookie.com/embed/${youtubeId}`);
    embed.searchParams.set('enablejsapi', '1');
    embed.searchParams.set('rel', '0');
    embed.searchParams.set('modestbranding', '1');
    embed.searchParams.set('playsinline', '1');
    // Without the player's own fullscreen the watermark can never be covered.
    embed.searchParams.set('fs', '0');
    embed.searchParams.set('origin', pageOrigin);
    return { kind: 'embed', provider: 'youtube', embedUrl: embed.toString() };
  }

  if (/\.m3u8$/i.test(url.pathname)) return { kind: 'hls', url: text };
  return { kind: 'file', url: text };
}

/** Upper-case file extension of an attachment URL for its badge ("PDF"), or null. */
export function fileExtension(raw: string | null | undefined): string | null {
  if (!raw) return null;
  const url = parseUrl(raw.trim());
  const path = url ? url.pathname : raw;
  const match = path.match(/\.([a-z0-9]{1,8})$/i);
  return match?.[1] ? match[1].toUpperCase() : null;
}
