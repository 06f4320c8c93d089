import type { Caller, TenantContext } from '../../context.ts';
import { recordChange } from '../audit/index.ts';

/**
 * An export of student data (names, phones, progress, quiz results) leaves the platform: who took
 * which one, and when, is kept in the audit log like any change.
 */
export async function recordStudentsExport(
  ctx: TenantContext,
  options: { caller: Caller; kind: string; format: string },
): Promise<void> {
  await recordChange(ctx.db, ctx, {
    actor: options.caller,
    action: 'students.export',
    entityType: 'students',
    entityId: options.kind,
    before: null,
    after: { kind: options.kind, format: options.format },
  });
}
