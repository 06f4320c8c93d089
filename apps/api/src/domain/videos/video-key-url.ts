import crypto from 'node:crypto';

/** How long a video key URL works: the player asks for a new one before it ends (issue: ≤ 5 minutes). */
export const VIDEO_KEY_URL_TTL_S = 5 * 60;

export const VIDEO_KEY_PREFIX = '/media/video-keys/';

/** The key signing key, derived from the server secret apart from the media URLs' key. */
export function videoKeySigningKey(serverSecret: string): crypto.KeyObject {
  return crypto.createSecretKey(
    crypto.createHmac('sha256', serverSecret).update('dars video key url v1').digest(),
  );
}

/** Who may fetch a video's key through one URL: the student, on the device, during the viewing, until `expires`. */
export interface VideoKeyGrant {
  videoId: string;
  tenantId: string;
  userId: string;
  deviceId: string;
  viewId: number;
  /** unix seconds */
  expires: number;
}

const grantText = (g: VideoKeyGrant) =>
  ['video-key', g.videoId, g.tenantId, g.userId, g.deviceId, g.viewId, g.expires].join('\n');

const signatureOf = (key: crypto.KeyObject, grant: VideoKeyGrant) =>
  crypto.createHmac('sha256', key).update(grantText(grant)).digest('base64url');

/** The key URL's path and query for `grant`. */
export function signVideoKeyPath(key: crypto.KeyObject, grant: VideoKeyGrant): string {
  const query = new URLSearchParams({
    t: grant.tenantId,
    u: grant.userId,
    d: grant.deviceId,
    v: String(grant.viewId),
    e: String(grant.expires),
    s: signatureOf(key, grant),
  });
  return `${VIDEO_KEY_PREFIX}${encodeURIComponent(grant.videoId)}?${query.toString()}`;
}

/** The grant a key URL's query carries, when its signature holds and it has not expired; else why not. */
export function checkVideoKeyQuery(
  key: crypto.KeyObject,
  videoId: string,
  query: Record<string, unknown>,
  now: Date,
): { ok: true; grant: VideoKeyGrant } | { ok: false; reason: 'missing' | 'invalid' | 'expired' } {
  const { t, u, d, v, e, s } = query;
  if ([t, u, d, v, e, s].some((value) => typeof value !== 'string' || !value))
    return { ok: false, reason: 'missing' };
  if (!/^\d{1,12}$/.test(e as string) || !/^\d{1,15}$/.test(v as string))
    return { ok: false, reason: 'invalid' };
  const grant: VideoKeyGrant = {
    videoId,
    tenantId: t as string,
    userId: u as string,
    deviceId: d as string,
    viewId: Number(v),
    expires: Number(e),
  };
  const expected = Buffer.from(signatureOf(key, grant));
  const given = Buffer.from(s as string);
  if (expected.length !== given.length || !crypto.timingSafeEqual(expected, given))
    return { ok: false, reason: 'invalid' };
  const nowS = now.getTime() / 1000;
  // never longer than the TTL, even when a signing server's clock ran ahead
  if (grant.expires <= nowS || grant.expires > nowS + VIDEO_KEY_URL_TTL_S + 1)
    return { ok: false, reason: 'expired' };
  return { ok: true, grant };
}
