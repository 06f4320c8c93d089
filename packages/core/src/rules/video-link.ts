/**
 * A lesson's video link, as the teacher types it in the console: a YouTube video or a video of
 * the iframe delivery host. Used by the console form (validation and preview) and by the server
 * (which refuses anything else), so both agree.
 */
export const VIDEO_DELIVERY_HOST = 'iframe.mediadelivery.net';

export type VideoLinkCheck =
  | { ok: true; provider: 'youtube' | 'mediadelivery'; url: string; embedUrl: string }
  | { ok: false; reason: 'empty' | 'not_a_url' | 'not_https' | 'unknown_host' | 'no_video' };

const YOUTUBE_HOSTS = new Set([
  'youtube.com',
  'www.youtube.com',
  'm.youtube.com',
  'youtu.be',
  'youtube-nocookie.com',
  'www.youtube-nocookie.com',
]);
const YOUTUBE_ID = /^[\w-]{11}$/;
/** /embed/{library}/{video} or /play/{library}/{video}: a numeric library and a GUID video */
const DELIVERY_PATH =
  /^\/(embed|play)\/(\d{1,12})\/([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})\/?$/i;

function youtubeId(url: URL): string | null {
  if (url.hostname === 'youtu.be') return url.pathname.slice(1).split('/')[0] ?? null;
  if (url.pathname === '/watch') return url.searchParams.get('v');
  return url.pathname.match(/^\/(?:embed|shorts|live)\/([^/]+)\/?$/)?.[1] ?? null;
}

export function checkVideoLink(raw: string | null | undefined): VideoLinkCheck {
  const text = raw?.trim() ?? '';
  if (!text) return { ok: false, reason: 'empty' };
  let url: URL;
  try {
    url = new URL(text);
  } catch {
    return { ok: false, reason: 'not_a_url' };
  }
  if (url.protocol !== 'https:')
    return { ok: false, reason: url.protocol === 'http:' ? 'not_https' : 'not_a_url' };
  const host = url.hostname.toLowerCase();
  if (YOUTUBE_HOSTS.has(host)) {
    const id = youtubeId(url);
    if (!id || !YOUTUBE_ID.test(id)) return { ok: false, reason: 'no_video' };
    return {
      ok: true,
      provider: 'youtube',
      url: `https://www.youtube.com/watch?v=${id}`,
      embedUrl: `https://www.youtube-nocookie.com/embed/${id}`,
    };
  }
  if (host === VIDEO_DELIVERY_HOST) {
    const match = url.pathname.match(DELIVERY_PATH);
    if (!match) return { ok: false, reason: 'no_video' };
    const path = `/${match[1]}/${match[2]}/${match[3]!.toLowerCase()}`;
    return {
      ok: true,
      provider: 'mediadelivery',
      url: `https://${VIDEO_DELIVERY_HOST}${path}`,
      embedUrl: `https://${VIDEO_DELIVERY_HOST}${path.replace(/^\/play\//, '/embed/')}`,
    };
  }
  return { ok: false, reason: 'unknown_host' };
}
