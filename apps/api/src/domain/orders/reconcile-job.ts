import { defineJob } from '../../jobs/define.ts';
import { createSettingsBox } from '../../secrets/settings-box.ts';
import { reconcileAllTenants } from './reconcile-pending-orders.ts';

/**
 * Every five minutes, once across all instances (the job runner's recurring slot): orders still
 * pending after a few minutes are settled by Paymob's transaction inquiry (docs/payments.md).
 * Idempotent: settling an order twice changes nothing.
 */
export const reconcilePaymentsJob = defineJob(
  'payments.reconcile',
  async (_payload, { db, config, log, now }) => {
    const access = { settingsBox: createSettingsBox(config.settingsKey), apiBase: config.paymobApiBase };
    const result = await reconcileAllTenants(db, access, now);
    if (result.checked > 0) log.info(result, 'pending payments reconciled');
  },
  // one run asks Paymob about at most 100 orders per tenant, each call with a 15 s timeout
  { everyMs: 5 * 60_000, maxAttempts: 3, leaseMs: 15 * 60_000, concurrency: 1 },
);
