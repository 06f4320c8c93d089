import { SERVER_MESSAGES } from '@dars/core/messages';
import type { Caller, TenantContext } from '../../context.ts';
import { conflict, notFound } from '../../errors.ts';
import { readBook, toConsoleBook } from './book-rows.ts';
import { auditedWrite } from '../audit/audited-write.ts';

/** Deletes a book the teacher saw at `version` (409 when it changed since). */
export async function deleteBook(
  ctx: TenantContext,
  options: { caller: Caller; id: number; version: number },
): Promise<void> {
  await auditedWrite(ctx, { caller: options.caller }, async ({ trx, audit }) => {
    const before = await readBook(trx, ctx.tenantId, options.id);
    if (!before) throw notFound(SERVER_MESSAGES.bookNotFound);
    const deleted = await trx
      .deleteFrom('books')
      .where('tenant_id', '=', ctx.tenantId)
      .where('id', '=', options.id)
      .where('version', '=', options.version)
      .executeTakeFirst();
    if (Number(deleted.numDeletedRows) !== 1) throw conflict('stale_version', SERVER_MESSAGES.staleVersion);
    await audit({
      action: 'book.delete',
      entityType: 'book',
      entityId: options.id,
      before: toConsoleBook(before),
      after: null,
    });
  });
}
