import crypto from 'node:crypto';

/**
 * A tenant's provider secrets (payment keys, messaging tokens, video-host keys) are stored sealed:
 * AES-256-GCM under a key derived per tenant from the server's SETTINGS_KEY (HKDF-SHA256, the
 * tenant id as salt), so one tenant's sealed value cannot be opened as another's, and a database
 * dump without the server key reveals nothing. The sealed text names its format version first,
 * so the key or cipher can change later without losing what is stored.
 */
export interface SettingsBox {
  seal(tenantId: string, plain: string): string;
  /** throws SealedSecretError when the text was not sealed for this tenant under this key */
  open(tenantId: string, sealed: string): string;
}

export class SealedSecretError extends Error {
  override name = 'SealedSecretError';
}

const VERSION = 'v1';
const IV_BYTES = 12;

export function createSettingsBox(settingsKey: string): SettingsBox {
  const keys = new Map<string, Buffer>();
  const keyFor = (tenantId: string) => {
    let key = keys.get(tenantId);
    if (!key) {
      key = Buffer.from(crypto.hkdfSync('sha256', settingsKey, tenantId, 'dars tenant settings', 32));
      keys.set(tenantId, key);
    }
    return key;
  };
  return {
    seal(tenantId, plain) {
      const iv = crypto.randomBytes(IV_BYTES);
      const cipher = crypto.createCipheriv('aes-256-gcm', keyFor(tenantId), iv);
      const body = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
      const parts = [iv, cipher.getAuthTag(), body].map((part) => part.toString('base64url'));
      return [VERSION, ...parts].join('.');
    },
    open(tenantId, sealed) {
      const [version, iv, tag, body, ...rest] = sealed.split('.');
      if (version !== VERSION || !iv || !tag || body === undefined || rest.length > 0) {
        throw new SealedSecretError('not a sealed setting');
      }
      try {
        const decipher = crypto.createDecipheriv(
          'aes-256-gcm',
          keyFor(tenantId),
          Buffer.from(iv, 'base64url'),
        );
        decipher.setAuthTag(Buffer.from(tag, 'base64url'));
        const plain = Buffer.concat([decipher.update(Buffer.from(body, 'base64url')), decipher.final()]);
        return plain.toString('utf8');
      } catch {
        throw new SealedSecretError('sealed for another tenant or under another key');
      }
    },
  };
}

/**
 * What the console shows of a stored secret: never the value, only enough to recognise it
 * ("••••••••3f9a" for a long key, dots alone for a short one).
 */
export function maskSecret(plain: string): string {
  const visible = plain.length >= 16 ? plain.slice(-4) : '';
  return '•'.repeat(8) + visible;
}
