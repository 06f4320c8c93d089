import type { CodeLookup } from '@dars/core/contract';
import type { TenantContext } from '../../context.ts';
import { hashCode, isPlausibleCode } from './code-format.ts';
import { codeNotFound } from './code-errors.ts';
import { findBatch, isExpired, summarizeBatches } from './batch-summaries.ts';

export interface LookUpCodeOptions {
  code: string;
  codeHashKey: string;
}

/** What became of one code of the tenant: unused, redeemed (by whom, when), revoked or expired. */
export async function lookUpCode(ctx: TenantContext, options: LookUpCodeOptions): Promise<CodeLookup> {
  if (!isPlausibleCode(options.code)) throw codeNotFound(404);
  const codeHash = hashCode(options.codeHashKey, options.code);
  const columns = ['batch_id', 'redeemed_by', 'redeemed_at', 'revoked_at'] as const;
  const code =
    (await ctx.db
      .selectFrom('course_codes')
      .select(columns)
      .where('tenant_id', '=', ctx.tenantId)
      .where('code_hash', '=', codeHash)
      .executeTakeFirst()) ??
    (await ctx.db
      .selectFrom('unit_codes')
      .select(columns)
      .where('tenant_id', '=', ctx.tenantId)
      .where('code_hash', '=', codeHash)
      .executeTakeFirst());
  if (!code) throw codeNotFound(404);
  const batchRow = await findBatch(ctx.db, ctx, code.batch_id);
  if (!batchRow) throw codeNotFound(404);
  const [batch] = await summarizeBatches(ctx.db, ctx, [batchRow]);

  const student = code.redeemed_by
    ? await ctx.db
        .selectFrom('users')
        .select(['id', 'user_name', 'phone_number', 'email'])
        .where('tenant_id', '=', ctx.tenantId)
        .where('id', '=', code.redeemed_by)
        .executeTakeFirst()
    : undefined;

  const status = code.redeemed_at
    ? 'redeemed'
    : code.revoked_at
      ? 'revoked'
      : isExpired(batchRow.expires_at, ctx.now())
        ? 'expired'
        : 'unused';
  return {
    status,
    batch: batch!,
    redeemedAt: code.redeemed_at,
    revokedAt: code.revoked_at,
    student: student
      ? {
          id: student.id,
          name: student.user_name,
          phone: student.phone_number || null,
          email: student.email || null,
        }
      : null,
  };
}
