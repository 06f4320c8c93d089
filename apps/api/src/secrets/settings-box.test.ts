import { describe, expect, it } from 'vitest';
import { SealedSecretError, createSettingsBox, maskSecret } from './settings-box.js';

const box = createSettingsBox('k'.repeat(48));

describe('settings box', () => {
  it('opens what it sealed, for the same tenant', () => {
    const sealed = box.seal('t1', 'sk_live_مفتاح_123');
    expect(sealed).not.toContain('sk_live');
    expect(box.open('t1', sealed)).toBe('sk_live_مفتاح_123');
  });

  it('seals the same text differently each time', () => {
    expect(box.seal('t1', 'same')).not.toBe(box.seal('t1', 'same'));
  });

  it.each([
    ['another tenant', (sealed: string) => box.open('t2', sealed)],
    ['another server key', (sealed: string) => createSettingsBox('x'.repeat(48)).open('t1', sealed)],
    [
      'a changed byte',
      (sealed: string) => box.open('t1', sealed.slice(0, -2) + (sealed.endsWith('A') ? 'BB' : 'AA')),
    ],
    ['a foreign format', () => box.open('t1', 'plain-text')],
    ['an unknown version', (sealed: string) => box.open('t1', sealed.replace(/^v1/, 'v9'))],
  ])('refuses %s', (_name, open) => {
    const sealed = box.seal('t1', 'secret');
    expect(() => open(sealed)).toThrow(SealedSecretError);
  });

  it.each([
    ['sk_live_0123456789abcdef', '••••••••cdef'],
    ['short', '••••••••'],
    ['', '••••••••'],
  ])('masks %j as %j', (plain, masked) => {
    expect(maskSecret(plain)).toBe(masked);
  });
});
