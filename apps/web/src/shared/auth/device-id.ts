import { STORAGE_KEYS } from '@dars/core/rules';

function randomId(): string {
  if (typeof crypto !== 'undefined' && typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  // Non-secure contexts (plain http on a LAN host) lack randomUUID; getRandomValues is enough here.
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  bytes[6] = (bytes[6]! & 0x0f) | 0x40;
  bytes[8] = (bytes[8]! & 0x3f) | 0x80;
  const hex = Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

/** The browser's device id: generated once, then kept for good (it counts against the 2-device limit). */
export function deviceId(): string {
  if (typeof localStorage === 'undefined') return 'server'; // rendering on the server
  let id = localStorage.getItem(STORAGE_KEYS.deviceId);
  if (!id) {
    id = randomId();
    localStorage.setItem(STORAGE_KEYS.deviceId, id);
  }
  return id;
}
