import { LRUCache } from 'lru-cache';
import { describe, expect, it } from 'vitest';
import { ACCESS_TOKEN_TTL_SECONDS, signAccessToken } from '../domain/auth/access-token.ts';
import { createTokenVerifier, type VerifiedToken } from './auth.ts';

const SECRET = 's'.repeat(48);
const claims = { sub: 'user-1', tid: 'tenant5', role: 'Student' as const, did: 'device-1', sid: 'session-1' };
const issued = new Date('2026-01-15T09:00:00.000Z');
const at = (seconds: number) => new Date(issued.getTime() + seconds * 1000);
/** what the verifier answers: the claims and the issue instant (for the sessions stamp) */
const verified = { ...claims, issuedAtMs: issued.getTime() };

describe('remembering verified access tokens', () => {
  it('accepts a valid token again and again until it expires by the app clock', () => {
    const verify = createTokenVerifier(SECRET);
    const token = signAccessToken(SECRET, claims, issued);
    expect(verify(token, at(1))).toEqual(verified);
    expect(verify(token, at(ACCESS_TOKEN_TTL_SECONDS - 1))).toEqual(verified);
    expect(verify(token, at(ACCESS_TOKEN_TTL_SECONDS))).toBeNull();
    expect(verify(token, at(ACCESS_TOKEN_TTL_SECONDS + 3600))).toBeNull();
  });

  it('refuses a tampered token, a token of another secret and garbage, each time', () => {
    const verify = createTokenVerifier(SECRET);
    const token = signAccessToken(SECRET, claims, issued);
    const [header, payload, signature] = token.split('.');
    const admin = Buffer.from(
      JSON.stringify({ ...JSON.parse(Buffer.from(payload!, 'base64url').toString()), role: 'Admin' }),
    ).toString('base64url');
    const forged = `${header}.${admin}.${signature}`;
    const foreign = signAccessToken('o'.repeat(48), claims, issued);
    expect(verify(token, at(1))).toEqual(verified);
    for (let i = 0; i < 2; i += 1) {
      expect(verify(forged, at(1))).toBeNull();
      expect(verify(foreign, at(1))).toBeNull();
      expect(verify('not.a.token', at(1))).toBeNull();
    }
  });

  it('stays bounded and still verifies tokens it has forgotten', () => {
    const verify = createTokenVerifier(SECRET, new LRUCache<string, VerifiedToken>({ max: 2 }));
    const tokens = ['a', 'b', 'c'].map((sub) => signAccessToken(SECRET, { ...claims, sub }, issued));
    for (const token of tokens) verify(token, at(1));
    expect(tokens.map((token) => verify(token, at(2))?.sub)).toEqual(['a', 'b', 'c']);
    expect(verify(tokens[0]!, at(ACCESS_TOKEN_TTL_SECONDS))).toBeNull();
  });
});
