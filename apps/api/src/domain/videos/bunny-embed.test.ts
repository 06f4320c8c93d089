import crypto from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { bunnyEmbedUrl } from './bunny-embed.ts';

/** Bunny's embed view token, restated from its documentation: SHA256_HEX(token key + video id + expires). */
const documentedToken = (key: string, videoId: string, expires: number) =>
  crypto
    .createHash('sha256')
    .update(key + videoId + String(expires))
    .digest('hex');

describe('Bunny embed URLs', () => {
  it.each([
    [
      'https://iframe.mediadelivery.net',
      '759',
      'eb1c4f77-0cda-46be-b47d-1118ad7c2ffe',
      'token-key-a',
      1456761770,
    ],
    ['http://127.0.0.1:3722', '424242', '0f8e7d6c-5b4a-4392-8170-6f5e4d3c2b1a', 'another key', 1772355900],
  ])('%s, library %s, video %s', (embedBase, libraryId, videoId, tokenKey, expires) => {
    const url = new URL(bunnyEmbedUrl({ embedBase, libraryId, videoId, tokenKey, expires }));
    expect(`${url.origin}${url.pathname}`).toBe(`${embedBase}/embed/${libraryId}/${videoId}`);
    expect(url.searchParams.get('expires')).toBe(String(expires));
    expect(url.searchParams.get('token')).toBe(documentedToken(tokenKey, videoId, expires));
    expect(url.searchParams.get('token')).toMatch(/^[0-9a-f]{64}$/);
  });

  it('a token made for one video, expiry or key does not sign another', () => {
    const base = { embedBase: 'https://iframe.mediadelivery.net', libraryId: '1', tokenKey: 'k' };
    const token = (over: Partial<typeof base & { videoId: string; expires: number }>) =>
      new URL(bunnyEmbedUrl({ ...base, videoId: 'v', expires: 100, ...over })).searchParams.get('token');
    const first = token({});
    expect(token({ videoId: 'w' })).not.toBe(first);
    expect(token({ expires: 101 })).not.toBe(first);
    expect(token({ tokenKey: 'other' })).not.toBe(first);
  });
});
