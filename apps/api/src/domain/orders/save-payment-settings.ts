import type { PaymentSettingsBody } from '@dars/core/contract';
import { SERVER_MESSAGES } from '@dars/core/messages';
import type { Caller, TenantContext } from '../../context.ts';
import { badRequest } from '../../errors.ts';
import { auditedWrite } from '../audit/audited-write.ts';
import {
  maskedPaymobSettings,
  writePaymobSettings,
  type PaymobAccess,
  type PaymobSettings,
} from './paymob-settings.ts';

const KEYS = ['secretKey', 'hmacSecret', 'apiKey'] as const;

export async function readPaymentSettingsView(ctx: TenantContext, access: PaymobAccess) {
  return maskedPaymobSettings(await readStoredSettings(ctx, access));
}

/** The stored settings even when no method is enabled (the console edits them). */
async function readStoredSettings(ctx: TenantContext, access: PaymobAccess): Promise<PaymobSettings | null> {
  const row = await ctx.db
    .selectFrom('payment_settings')
    .select('sealed')
    .where('tenant_id', '=', ctx.tenantId)
    .executeTakeFirst();
  return row ? (JSON.parse(access.settingsBox.open(ctx.tenantId, row.sealed)) as PaymobSettings) : null;
}

/**
 * The Admin saves the tenant's Paymob settings (docs/payments.md). A key left out keeps the stored
 * one (the console shows keys masked, so it never has them to send back); the first save needs all
 * three. Audited: which keys changed, never their values.
 */
export async function savePaymentSettings(
  ctx: TenantContext,
  access: PaymobAccess,
  options: { caller: Caller; settings: PaymentSettingsBody },
) {
  const stored = await readStoredSettings(ctx, access);
  const given = options.settings;
  const missing = KEYS.filter((key) => !given[key] && !stored?.[key]);
  if (missing.length > 0) throw badRequest('validation_failed', SERVER_MESSAGES.paymentKeysRequired);
  const integrations: PaymobSettings['integrations'] = {};
  for (const method of ['card', 'wallet', 'kiosk'] as const) {
    const id = given.integrations[method];
    if (id !== undefined) integrations[method] = id;
  }
  const next: PaymobSettings = {
    secretKey: given.secretKey ?? stored!.secretKey,
    publicKey: given.publicKey,
    hmacSecret: given.hmacSecret ?? stored!.hmacSecret,
    apiKey: given.apiKey ?? stored!.apiKey,
    integrations,
  };
  await auditedWrite(ctx, { caller: options.caller, studentsSee: false }, async ({ trx, audit }) => {
    await writePaymobSettings({ ...ctx, db: trx }, access, next, options.caller.userId);
    await audit({
      action: 'payment_settings.update',
      entityType: 'payment_settings',
      entityId: ctx.tenantId,
      before: stored ? { publicKey: stored.publicKey, integrations: stored.integrations } : null,
      after: {
        publicKey: next.publicKey,
        integrations: next.integrations,
        keysChanged: KEYS.filter((key) => given[key] !== undefined && given[key] !== stored?.[key]),
      },
    });
  });
  return maskedPaymobSettings(next);
}
