import type { Caller, TenantContext } from '../../context.ts';
import { tenantContentChanged } from '../../cache/tenant-content-changed.ts';

/** What every course-area change function receives besides its own options. */
export interface ChangeOptions {
  caller: Caller;
}

/** After a committed change that students can see: every cache serving students is refreshed. */
export function contentChanged(ctx: TenantContext): void {
  tenantContentChanged(ctx);
}
