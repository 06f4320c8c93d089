import type { CodeBatch } from '@dars/core/contract';
import { SERVER_MESSAGES } from '@dars/core/messages';
import type { Caller, TenantContext } from '../../context.ts';
import { conflict, notFound } from '../../errors.ts';
import type { SettingsBox } from '../../secrets/settings-box.ts';
import { auditedWrite } from '../audit/audited-write.ts';
import { findBatch, isExpired, summarizeBatches } from './batch-summaries.ts';

export interface ReadUnusedCodesOptions {
  batchId: number;
  /** the teacher (Admin): the route lets no one else in */
  caller: Caller;
  /** the file asked for, kept in the audit entry */
  format: string;
  codeBox: SettingsBox;
}

/**
 * A batch's codes that can still be redeemed (neither redeemed nor revoked, the batch not
 * expired), opened from their sealed copies, for the teacher to download again. Codes leave the
 * platform, so each download is recorded in the audit log (with how many, never which). A batch
 * made before copies were kept (or whose copies this server's key cannot open) is refused with
 * `codes_not_kept`, nothing recorded.
 */
export async function readUnusedCodes(
  ctx: TenantContext,
  options: ReadUnusedCodesOptions,
): Promise<{ batch: CodeBatch; codes: string[] }> {
  const { row, codes } = await auditedWrite(
    ctx,
    { caller: options.caller, studentsSee: false },
    async ({ trx, audit }) => {
      const row = await findBatch(trx, ctx, options.batchId);
      if (!row) throw notFound(SERVER_MESSAGES.codeBatchNotFound);
      const sealed = isExpired(row.expires_at, ctx.now())
        ? []
        : await trx
            .selectFrom(row.kind === 'course' ? 'course_codes' : 'unit_codes')
            .select(['id', 'sealed_code'])
            .where('tenant_id', '=', ctx.tenantId)
            .where('batch_id', '=', row.id)
            .where('redeemed_by', 'is', null)
            .where('redeemed_at', 'is', null)
            .where('revoked_at', 'is', null)
            .orderBy('id')
            .execute();
      const codes = sealed.map(({ sealed_code }) => openCode(ctx, options.codeBox, sealed_code));
      await audit({
        action: 'code_batch.download',
        entityType: 'code_batch',
        entityId: row.id,
        before: null,
        after: { format: options.format, count: codes.length },
      });
      return { row, codes };
    },
  );
  const [batch] = await summarizeBatches(ctx.db, ctx, [row]);
  return { batch: batch!, codes };
}

function openCode(ctx: TenantContext, codeBox: SettingsBox, sealed: string | null): string {
  if (sealed === null) throw conflict('codes_not_kept', SERVER_MESSAGES.codesNotKept);
  try {
    return codeBox.open(ctx.tenantId, sealed);
  } catch {
    throw conflict('codes_not_kept', SERVER_MESSAGES.codesNotKept);
  }
}
