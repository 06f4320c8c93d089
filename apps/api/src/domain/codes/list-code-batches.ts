import type { CodeBatchPage } from '@dars/core/contract';
import type { TenantContext } from '../../context.ts';
import { BATCH_COLUMNS, summarizeBatches } from './batch-summaries.ts';

export interface ListCodeBatchesOptions {
  page: number;
  pageSize: number;
}

/** A page of the tenant's code batches, newest first, with their counts. */
export async function listCodeBatches(
  ctx: TenantContext,
  options: ListCodeBatchesOptions,
): Promise<CodeBatchPage> {
  const base = ctx.db.selectFrom('code_batches').where('tenant_id', '=', ctx.tenantId);
  const [{ count }, rows] = await Promise.all([
    base.select((eb) => eb.fn.countAll<number | string>().as('count')).executeTakeFirstOrThrow(),
    base
      .select(BATCH_COLUMNS)
      .orderBy('created_at', 'desc')
      .orderBy('id', 'desc')
      .limit(options.pageSize)
      .offset((options.page - 1) * options.pageSize)
      .execute(),
  ]);
  const totalCount = Number(count);
  return {
    items: await summarizeBatches(ctx.db, ctx, rows),
    totalCount,
    totalPages: Math.ceil(totalCount / options.pageSize),
    currentPage: options.page,
  };
}
