import { SERVER_MESSAGES } from '@dars/core/messages';
import type { Caller, TenantContext } from '../../context.ts';
import { notFound } from '../../errors.ts';
import { auditedWrite } from '../audit/audited-write.ts';
import { findBatch, summarizeBatches } from './batch-summaries.ts';

export interface RevokeCodeBatchOptions {
  batchId: number;
  actor: Caller;
}

/**
 * Revokes every code of a batch that is still unspent (a lost stack of cards), in one
 * transaction with its audit entry. A single conditional UPDATE (`… WHERE redeemed_by IS NULL AND
 * revoked_at IS NULL`) races the redemptions' own conditional UPDATE row by row, so each code
 * ends redeemed or revoked, never both, on both engines.
 */
export async function revokeCodeBatch(ctx: TenantContext, options: RevokeCodeBatchOptions) {
  const now = ctx.now().toISOString();
  const { batch, revokedNow } = await auditedWrite(
    ctx,
    { caller: options.actor, studentsSee: false },
    async ({ trx, audit }) => {
      const batch = await findBatch(trx, ctx, options.batchId);
      if (!batch) throw notFound(SERVER_MESSAGES.codeBatchNotFound);
      const table = batch.kind === 'course' ? 'course_codes' : 'unit_codes';
      const result = await trx
        .updateTable(table)
        .set({ revoked_at: now })
        .where('tenant_id', '=', ctx.tenantId)
        .where('batch_id', '=', batch.id)
        .where('redeemed_by', 'is', null)
        .where('redeemed_at', 'is', null)
        .where('revoked_at', 'is', null)
        .executeTakeFirst();
      const revokedNow = Number(result.numUpdatedRows);
      await trx
        .updateTable('code_batches')
        .set({ revoked_at: now })
        .where('tenant_id', '=', ctx.tenantId)
        .where('id', '=', batch.id)
        .execute();
      await audit({
        action: 'code_batch.revoke',
        entityType: 'code_batch',
        entityId: batch.id,
        before: { revokedAt: batch.revoked_at },
        after: { revokedAt: now, revokedCodes: revokedNow },
      });
      return { batch: { ...batch, revoked_at: now }, revokedNow };
    },
  );
  const [summary] = await summarizeBatches(ctx.db, ctx, [batch]);
  return { batch: summary!, revokedNow };
}
