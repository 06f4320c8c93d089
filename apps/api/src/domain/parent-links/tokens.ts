import crypto from 'node:crypto';

/** A fresh link token: 24 random bytes, URL-safe (32 characters). */
export function newParentToken(): string {
  return crypto.randomBytes(24).toString('base64url');
}

/** What is stored for a token: its SHA-256 (the token itself is random, so no key is needed). */
export function parentTokenHash(token: string): string {
  return crypto.createHash('sha256').update(token).digest('hex');
}
