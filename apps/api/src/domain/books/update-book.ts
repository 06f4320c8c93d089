import type { ConsoleBook } from '@dars/core/contract';
import { SERVER_MESSAGES } from '@dars/core/messages';
import type { Caller, TenantContext } from '../../context.ts';
import { notFound } from '../../errors.ts';
import { bookColumns, readBook, toConsoleBook, type BookFields } from './book-rows.ts';
import { auditedWrite } from '../audit/audited-write.ts';

/** Edits a book against its version (409 when stale, nothing written). */
export async function updateBook(
  ctx: TenantContext,
  options: { caller: Caller; id: number; version: number; fields: BookFields },
): Promise<ConsoleBook> {
  return auditedWrite(ctx, { caller: options.caller }, async ({ trx, saveVersioned, audit }) => {
    const before = await readBook(trx, ctx.tenantId, options.id);
    if (!before) throw notFound(SERVER_MESSAGES.bookNotFound);
    await saveVersioned({
      table: 'books',
      id: options.id,
      expectedVersion: options.version,
      values: { ...bookColumns(options.fields), modified_at: ctx.now().toISOString() },
    });
    const after = toConsoleBook((await readBook(trx, ctx.tenantId, options.id))!);
    await audit({
      action: 'book.update',
      entityType: 'book',
      entityId: options.id,
      before: toConsoleBook(before),
      after,
    });
    return after;
  });
}
