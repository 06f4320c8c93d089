import { DEFAULT_TENANT_ID } from '@dars/core/rules';

/**
 * Deployment settings. Precedence: runtime `window.__DARS_CONFIG__` (set by a script tag the
 * host may inject) > build-time `VITE_*` variables > defaults.
 */
export interface DarsRuntimeConfig {
  tenantId?: string;
  /** Origin of the API host, e.g. `https://api.example.com`; empty means same origin. */
  apiBase?: string;
  /** WhatsApp number used for support links when the contact record has none. */
  supportWhatsApp?: string;
}

declare global {
  interface Window {
    __DARS_CONFIG__?: DarsRuntimeConfig;
  }
}

function runtimeConfig(): DarsRuntimeConfig {
  return (typeof window !== 'undefined' && window.__DARS_CONFIG__) || {};
}

export function tenantId(): string {
  return runtimeConfig().tenantId || import.meta.env.VITE_TENANT_ID || DEFAULT_TENANT_ID;
}

export function apiBase(): string {
  const base = runtimeConfig().apiBase ?? import.meta.env.VITE_API_BASE ?? '';
  return base.replace(/\/+$/, '');
}
