import crypto from 'node:crypto';
import { LRUCache } from 'lru-cache';
import type { MediaStore } from './media-store.ts';

/** How long a signed lesson-media URL works: a long lesson watched with pauses, not a day of sharing. */
export const MEDIA_URL_TTL_MS = 4 * 60 * 60 * 1000;

/**
 * Expiries are rounded up to this step, so a student's URL of one file stays the same for five
 * minutes: opening the lesson again reuses what the browser keeps of the file, and the server
 * signs it once (rememberingMediaPathSigner).
 */
export const MEDIA_URL_EXPIRY_STEP_S = 5 * 60;

/** The unix second a media URL issued at `now` stops working: at least MEDIA_URL_TTL_MS later. */
export function mediaUrlExpiry(now: Date): number {
  const seconds = Math.ceil((now.getTime() + MEDIA_URL_TTL_MS) / 1000);
  return Math.ceil(seconds / MEDIA_URL_EXPIRY_STEP_S) * MEDIA_URL_EXPIRY_STEP_S;
}

export const MEDIA_PREFIX = '/media/';

/** The media key, derived from the server secret so that no new setting is needed (and every instance agrees). */
export function mediaSigningKey(serverSecret: string): Buffer {
  return crypto.createHmac('sha256', serverSecret).update('dars lesson media url v1').digest();
}

/** The key as a KeyObject: HMACs under it skip importing the raw bytes again on every signature. */
export type MediaKey = Buffer | crypto.KeyObject;

interface MediaGrant {
  /** the file's path on this server, '/media/…', without a query */
  path: string;
  tenantId: string;
  userId: string;
  /** unix seconds */
  expires: number;
}

/** What a signature covers: the file, the tenant, the student and the expiry. */
const grantText = (grant: MediaGrant) =>
  `${grant.path}\n${grant.tenantId}\n${grant.userId}\n${grant.expires}`;

function signature(key: MediaKey, grant: MediaGrant): string {
  return crypto.createHmac('sha256', key).update(grantText(grant)).digest('base64url');
}

/** `path?t=…&u=…&e=…&s=…`: the file, for this student of this tenant, until `expires`. */
export function signMediaPath(key: MediaKey, grant: MediaGrant): string {
  const s = signature(key, grant);
  // ids and the base64url signature need no escaping: the same text URLSearchParams would write
  if (PLAIN_QUERY_VALUE.test(grant.tenantId) && PLAIN_QUERY_VALUE.test(grant.userId))
    return `${grant.path}?t=${grant.tenantId}&u=${grant.userId}&e=${grant.expires}&s=${s}`;
  const query = new URLSearchParams({
    t: grant.tenantId,
    u: grant.userId,
    e: String(grant.expires),
    s,
  });
  return `${grant.path}?${query.toString()}`;
}

/**
 * signMediaPath under one key, remembering the paths it signed: a grant always signs the same, and
 * with expiries rounded to a step (mediaUrlExpiry) one student's file is asked for again and again.
 */
export function rememberingMediaPathSigner(key: MediaKey, max = 10_000): (grant: MediaGrant) => string {
  const signed = new LRUCache<string, string>({ max });
  return (grant) => {
    const text = grantText(grant);
    let path = signed.get(text);
    if (path === undefined) {
      path = signMediaPath(key, grant);
      signed.set(text, path);
    }
    return path;
  };
}

/** Characters URLSearchParams writes as they are. */
const PLAIN_QUERY_VALUE = /^[\w.*-]*$/;

export type MediaCheck = 'ok' | 'missing' | 'expired' | 'invalid';

/** Whether the query of a request for `path` carries a valid, unexpired signature. */
export function checkMediaSignature(
  key: MediaKey,
  path: string,
  query: Record<string, unknown>,
  now: Date,
): MediaCheck {
  const { t, u, e, s } = query;
  if (typeof s !== 'string' || !s || typeof t !== 'string' || typeof u !== 'string' || typeof e !== 'string')
    return 'missing';
  if (!/^\d{1,12}$/.test(e)) return 'invalid';
  const expected = Buffer.from(signature(key, { path, tenantId: t, userId: u, expires: Number(e) }));
  const given = Buffer.from(s);
  if (expected.length !== given.length || !crypto.timingSafeEqual(expected, given)) return 'invalid';
  if (Number(e) * 1000 <= now.getTime()) return 'expired';
  return 'ok';
}

/**
 * The iframe delivery host's embed view token: the SHA-256 hex of the library's token key + the
 * video id + the expiry (unix seconds).
 */
export function mediaDeliveryToken(tokenKey: string, videoId: string, expires: number): string {
  return crypto.createHash('sha256').update(`${tokenKey}${videoId}${expires}`).digest('hex');
}

/**
 * The iframe delivery host's token authentication: `token` (mediaDeliveryToken) sent with
 * `expires`. The video id is the last path segment of an /embed/{library}/{video} or
 * /play/{library}/{video} URL.
 */
export function mediaDeliveryTokenUrl(rawUrl: string, tokenKey: string, expires: number): string {
  const url = new URL(rawUrl);
  const videoId = url.pathname.split('/').filter(Boolean).at(-1) ?? '';
  const token = mediaDeliveryToken(tokenKey, videoId, expires);
  url.searchParams.set('token', token);
  url.searchParams.set('expires', String(expires));
  return url.toString();
}

export const MEDIA_DELIVERY_HOST = 'iframe.mediadelivery.net';

export interface LessonMediaSigner {
  (url: string | null): Promise<string | null>;
}

/**
 * What lesson content sends instead of a stored media address: files we host become absolute,
 * signed URLs for this student (presigned bucket URLs when lesson files are in a bucket); the
 * delivery host's embeds get its token when the tenant set a token key (read only when such an
 * embed is signed); every other address is sent as stored.
 */
export function createLessonMediaSigner(options: {
  key: MediaKey;
  /** the origin of absolute media URLs, asked for only when a file we host is signed */
  origin: () => string;
  tenantId: string;
  userId: string;
  now: Date;
  deliveryTokenKey: () => Promise<string | null>;
  /** where files under /media/ live (domain/media/media-store.ts); default: here, signed under `key` */
  store?: Pick<MediaStore, 'studentUrl'>;
}): LessonMediaSigner {
  const expires = mediaUrlExpiry(options.now);
  return async (stored) => {
    if (!stored) return stored;
    if (stored.startsWith(MEDIA_PREFIX)) {
      const path = stored.split(/[?#]/)[0]!;
      if (options.store) {
        const { tenantId, userId, now, origin } = options;
        return options.store.studentUrl(path, { tenantId, userId, now, origin });
      }
      const grant = { path, tenantId: options.tenantId, userId: options.userId, expires };
      return `${options.origin()}${signMediaPath(options.key, grant)}`;
    }
    if (!mayNameDeliveryHost(stored)) return stored;
    let host: string;
    try {
      host = new URL(stored).hostname;
    } catch {
      return stored;
    }
    if (host !== MEDIA_DELIVERY_HOST) return stored;
    const tokenKey = await options.deliveryTokenKey();
    return tokenKey ? mediaDeliveryTokenUrl(stored, tokenKey, expires) : stored;
  };
}

/**
 * False only when `url` cannot have the delivery host as its hostname, without parsing it: plain
 * ASCII with no percent escape and no mention of the host's name (the URL parser only lower-cases
 * such a host, so the name would be in the text).
 */
function mayNameDeliveryHost(url: string): boolean {
  // eslint-disable-next-line no-control-regex
  if (!/^[\x00-\x7f]*$/.test(url) || url.includes('%')) return true;
  return url.toLowerCase().includes(MEDIA_DELIVERY_HOST);
}
