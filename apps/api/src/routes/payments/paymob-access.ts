import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { PaymobAccess } from '../../domain/orders/index.ts';
import { createSettingsBox } from '../../secrets/settings-box.ts';

const accessByApp = new WeakMap<object, PaymobAccess>();

/** The app's way to Paymob: the settings box under SETTINGS_KEY and PAYMOB_API_BASE, made once. */
export function paymobAccessOf(app: FastifyInstance): PaymobAccess {
  let access = accessByApp.get(app.server);
  if (!access) {
    access = { settingsBox: createSettingsBox(app.config.settingsKey), apiBase: app.config.paymobApiBase };
    accessByApp.set(app.server, access);
  }
  return access;
}

/** Where this tenant's site is reached: PUBLIC_URL, else the request's own origin. */
export function siteOrigin(request: FastifyRequest): string {
  return request.server.config.publicUrl ?? `${request.protocol}://${request.host}`;
}
