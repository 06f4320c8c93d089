import { createSigner, createVerifier } from 'fast-jwt';
import { LRUCache } from 'lru-cache';
import { isRole } from '@dars/core/rules';
import type { Caller } from '../../context.ts';

export const ACCESS_TOKEN_TTL_SECONDS = 15 * 60;

export interface AccessClaims {
  sub: string;
  tid: string;
  role: Caller['role'];
  did: string | null;
  /** the session (refresh-token family); absent in tokens made before sessions were named */
  sid?: string | null;
  /** issued at (milliseconds, `ims`; or `iat` seconds × 1000), as read back from a verified token */
  issuedAtMs?: number;
}

type Signer = (payload: Record<string, unknown>) => string;
type Verifier = (token: string) => unknown;
// Built once per key (an app has one; tests make a few).
const signers = new LRUCache<string, Signer>({ max: 16 });
const verifiers = new LRUCache<string, Verifier>({ max: 16 });

// Expiry is checked here against the app clock (tests move it),
// so the verifier itself ignores it.
function signerFor(secret: string): Signer {
  let sign = signers.get(secret);
  if (!sign) {
    sign = createSigner({ key: secret, algorithm: 'HS256' }) as Signer;
    signers.set(secret, sign);
  }
  return sign;
}

function verifierFor(secret: string): Verifier {
  let verify = verifiers.get(secret);
  if (!verify) {
    verify = createVerifier({
      key: secret,
      algorithms: ['HS256'],
      ignoreExpiration: true,
      ignoreNotBefore: true,
    });
    verifiers.set(secret, verify);
  }
  return verify;
}

export function signAccessToken(secret: string, claims: AccessClaims, now: Date): string {
  const iat = Math.floor(now.getTime() / 1000);
  // `ims`: the issue instant in milliseconds, so a token made in the same second as a user's
  // sessions stamp (domain/auth/session-stamps.ts) is told apart from one made before it
  return signerFor(secret)({ ...claims, iat, ims: now.getTime(), exp: iat + ACCESS_TOKEN_TTL_SECONDS });
}

/** The claims of a valid, unexpired token; null for anything else (bad signature, expired, malformed). */
export function verifyAccessToken(secret: string, token: string, now: Date): AccessClaims | null {
  try {
    const payload = verifierFor(secret)(token) as Record<string, unknown>;
    const { sub, tid, role, did, sid } = payload;
    if (typeof sub !== 'string' || typeof tid !== 'string' || typeof role !== 'string' || !isRole(role))
      return null;
    if (typeof payload.exp !== 'number' || payload.exp * 1000 <= now.getTime()) return null;
    return {
      sub,
      tid,
      role: role as Caller['role'],
      did: typeof did === 'string' ? did : null,
      sid: typeof sid === 'string' ? sid : null,
    };
  } catch {
    return null;
  }
}

export function bearerToken(authorization: string | undefined): string | null {
  if (!authorization) return null;
  const match = /^Bearer\s+(\S+)$/i.exec(authorization.trim());
  return match?.[1] ?? null;
}
