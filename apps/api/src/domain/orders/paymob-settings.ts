import type { TenantContext } from '../../context.ts';
import type { SettingsBox } from '../../secrets/settings-box.ts';
import { maskSecret } from '../../secrets/settings-box.ts';

/** The payment methods a tenant may enable, each one Paymob integration id. */
export const PAYMENT_METHODS = ['card', 'wallet', 'kiosk'] as const;
export type PaymentMethod = (typeof PAYMENT_METHODS)[number];

/** One tenant's Paymob account (docs/payments.md), kept sealed in `payment_settings`. */
export interface PaymobSettings {
  secretKey: string;
  publicKey: string;
  hmacSecret: string;
  /** the account's API key: transaction inquiry authenticates with a token made from it */
  apiKey: string;
  integrations: Partial<Record<PaymentMethod, number>>;
}

/** What the server needs to reach Paymob for any tenant. */
export interface PaymobAccess {
  settingsBox: SettingsBox;
  /** PAYMOB_API_BASE, without a trailing slash */
  apiBase: string;
}

/** The methods with an integration id, in a fixed order. */
export function enabledMethods(settings: PaymobSettings): PaymentMethod[] {
  return PAYMENT_METHODS.filter((method) => settings.integrations[method] !== undefined);
}

/** The tenant's settings, or null when the tenant sells no course online. */
export async function readPaymobSettings(
  ctx: Pick<TenantContext, 'db' | 'tenantId'>,
  access: Pick<PaymobAccess, 'settingsBox'>,
): Promise<PaymobSettings | null> {
  const row = await ctx.db
    .selectFrom('payment_settings')
    .select('sealed')
    .where('tenant_id', '=', ctx.tenantId)
    .executeTakeFirst();
  if (!row) return null;
  const settings = JSON.parse(access.settingsBox.open(ctx.tenantId, row.sealed)) as PaymobSettings;
  return enabledMethods(settings).length > 0 ? settings : null;
}

/** Writes the settings sealed (insert or replace) inside the caller's transaction or connection. */
export async function writePaymobSettings(
  ctx: Pick<TenantContext, 'db' | 'tenantId' | 'now'>,
  access: Pick<PaymobAccess, 'settingsBox'>,
  settings: PaymobSettings,
  updatedBy: string | null,
): Promise<void> {
  const sealed = access.settingsBox.seal(ctx.tenantId, JSON.stringify(settings));
  const updatedAt = ctx.now().toISOString();
  await ctx.db
    .insertInto('payment_settings')
    .values({ tenant_id: ctx.tenantId, sealed, updated_at: updatedAt, updated_by: updatedBy })
    .onConflict((oc) =>
      oc.column('tenant_id').doUpdateSet({ sealed, updated_at: updatedAt, updated_by: updatedBy }),
    )
    .execute();
}

/** What the console shows: keys masked, integration ids as they are. */
export function maskedPaymobSettings(settings: PaymobSettings | null) {
  if (!settings) return null;
  return {
    secretKey: maskSecret(settings.secretKey),
    publicKey: settings.publicKey,
    hmacSecret: maskSecret(settings.hmacSecret),
    apiKey: maskSecret(settings.apiKey),
    integrations: settings.integrations,
  };
}
