import crypto from 'node:crypto';
import { describe, expect, it } from 'vitest';
import {
  checkMediaSignature,
  createLessonMediaSigner,
  MEDIA_URL_TTL_MS,
  mediaSigningKey,
  mediaUrlExpiry,
  rememberingMediaPathSigner,
  signMediaPath,
} from './signed-url.ts';

const rawKey = mediaSigningKey('a-server-secret-of-enough-length-0123456789');
const keyObject = crypto.createSecretKey(rawKey);
const grant = { path: '/media/notes-7.pdf', tenantId: 'tenant5', userId: 'u-42_x.y', expires: 1_900_000_000 };

/** What the signed path was before its query was written by hand: URLSearchParams. */
function viaSearchParams(key: Buffer, g: typeof grant): string {
  const s = crypto
    .createHmac('sha256', key)
    .update(`${g.path}\n${g.tenantId}\n${g.userId}\n${g.expires}`)
    .digest('base64url');
  return `${g.path}?${new URLSearchParams({ t: g.tenantId, u: g.userId, e: String(g.expires), s }).toString()}`;
}

describe('signed media paths', () => {
  it('writes the same query as URLSearchParams, with the raw key or its KeyObject', () => {
    expect(signMediaPath(rawKey, grant)).toBe(viaSearchParams(rawKey, grant));
    expect(signMediaPath(keyObject, grant)).toBe(viaSearchParams(rawKey, grant));
  });

  it('escapes ids that need it exactly as URLSearchParams does', () => {
    const odd = { ...grant, tenantId: 'ten ant&x', userId: 'ü/=?' };
    expect(signMediaPath(keyObject, odd)).toBe(viaSearchParams(rawKey, odd));
    const query = Object.fromEntries(new URLSearchParams(signMediaPath(keyObject, odd).split('?')[1]));
    expect(checkMediaSignature(keyObject, odd.path, query, new Date(0))).toBe('ok');
  });

  it('checks a signature made with either form of the key', () => {
    const query = Object.fromEntries(new URLSearchParams(signMediaPath(rawKey, grant).split('?')[1]));
    expect(checkMediaSignature(keyObject, grant.path, query, new Date(0))).toBe('ok');
    expect(checkMediaSignature(rawKey, grant.path, { ...query, u: 'someone-else' }, new Date(0))).toBe(
      'invalid',
    );
  });
});

describe('the lesson media signer', () => {
  const signer = (tokenKey: string | null) => {
    const asked = { origin: 0, tokenKey: 0 };
    const sign = createLessonMediaSigner({
      key: keyObject,
      origin: () => {
        asked.origin += 1;
        return 'https://dars.example';
      },
      tenantId: 'tenant5',
      userId: 'u1',
      now: new Date(0),
      deliveryTokenKey: async () => {
        asked.tokenKey += 1;
        return tokenKey;
      },
    });
    return { sign, asked };
  };

  it('asks for the origin only when it signs a file we host', async () => {
    const { sign, asked } = signer('k');
    expect(await sign('https://videos.example/1.m3u8')).toBe('https://videos.example/1.m3u8');
    expect(asked).toEqual({ origin: 0, tokenKey: 0 });
    expect(await sign('/media/a.pdf')).toMatch(/^https:\/\/dars\.example\/media\/a\.pdf\?t=tenant5&u=u1&e=/);
    expect(asked.origin).toBe(1);
  });

  it('gives the delivery host its token however its name is written', async () => {
    for (const url of [
      'https://iframe.mediadelivery.net/embed/1/abc',
      'https://IFRAME.MediaDelivery.NET/embed/1/abc',
      'https://iframe%2Emediadelivery.net/embed/1/abc',
      'https://iframe\uFF0Emediadelivery\uFF0Enet/embed/1/abc',
    ]) {
      const { sign, asked } = signer('token-key');
      const signed = await sign(url);
      expect(asked.tokenKey, url).toBe(1);
      expect(new URL(signed!).searchParams.get('token'), url).toMatch(/^[0-9a-f]{64}$/);
    }
  });

  it('leaves other hosts as stored, without reading the token key', async () => {
    const { sign, asked } = signer('token-key');
    for (const url of ['https://www.youtube.com/embed/x', 'not a url', 'https://mediadelivery.net.evil/x']) {
      expect(await sign(url)).toBe(url);
    }
    expect(asked.tokenKey).toBe(0);
  });
});

describe('mediaUrlExpiry', () => {
  const ttlS = MEDIA_URL_TTL_MS / 1000;
  it.each<[string, number]>([
    // issued on a five-minute mark: exactly the lifetime
    ['2026-03-01T09:00:00.000Z', Date.parse('2026-03-01T13:00:00.000Z') / 1000],
    // just after it, or just before the next: rounded up to the next mark
    ['2026-03-01T09:00:00.001Z', Date.parse('2026-03-01T13:05:00.000Z') / 1000],
    ['2026-03-01T09:04:59.999Z', Date.parse('2026-03-01T13:05:00.000Z') / 1000],
    ['2026-03-01T09:05:00.000Z', Date.parse('2026-03-01T13:05:00.000Z') / 1000],
  ])('a URL issued at %s works until %i', (issued, expires) => {
    expect(mediaUrlExpiry(new Date(issued))).toBe(expires);
    expect(expires - Date.parse(issued) / 1000).toBeGreaterThanOrEqual(ttlS);
  });
});

describe('rememberingMediaPathSigner', () => {
  it('signs what signMediaPath signs, again when asked again, and each grant its own', () => {
    const sign = rememberingMediaPathSigner(keyObject, 2);
    const other = { ...grant, userId: 'u-43' };
    expect(sign(grant)).toBe(signMediaPath(rawKey, grant));
    expect(sign(grant)).toBe(signMediaPath(rawKey, grant));
    expect(sign(other)).toBe(signMediaPath(rawKey, other));
    expect(sign({ ...grant, expires: grant.expires + 300 })).toBe(
      signMediaPath(rawKey, { ...grant, expires: grant.expires + 300 }),
    );
    expect(sign(grant)).toBe(signMediaPath(rawKey, grant));
  });
});
