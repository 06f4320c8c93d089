import type { Kysely } from 'kysely';
import type { Caller, TenantContext } from '../../context.ts';
import type { Database } from '../../db/schema.ts';
import { tenantContentChanged } from '../../cache/tenant-content-changed.ts';
import { recordChange, type RecordChangeOptions } from './record-change.ts';
import { saveVersioned, type SaveVersionedOptions } from './save-versioned.ts';

/** What an audited write's body works with: its transaction, the version check and the audit entry. */
export interface AuditedWrite {
  trx: Kysely<Database>;
  /** `saveVersioned` of this tenant, in the write's transaction (409 stale_version, nothing written) */
  saveVersioned(options: Omit<SaveVersionedOptions, 'tenantId'>): Promise<number>;
  /** the change's audit entry, by the caller, in the write's transaction */
  audit(entry: Omit<RecordChangeOptions, 'actor'>): Promise<void>;
}

/**
 * Every console write, named once: one transaction holding the change, its version check and its
 * audit entry, so they land together or not at all; then, once committed, when students see what
 * changed (`studentsSee`, the default), the tenant's caches are dropped (`tenantContentChanged`).
 */
export async function auditedWrite<T>(
  ctx: TenantContext,
  options: { caller: Caller; studentsSee?: boolean },
  write: (change: AuditedWrite) => Promise<T>,
): Promise<T> {
  const result = await ctx.db.transaction().execute((trx) =>
    write({
      trx,
      saveVersioned: (save) => saveVersioned(trx, { ...save, tenantId: ctx.tenantId }),
      audit: (entry) => recordChange(trx, ctx, { ...entry, actor: options.caller }),
    }),
  );
  if (options.studentsSee !== false) void tenantContentChanged(ctx);
  return result;
}
