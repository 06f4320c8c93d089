import type { ConsoleBook } from '@dars/core/contract';
import { SERVER_MESSAGES } from '@dars/core/messages';
import type { Caller, TenantContext } from '../../context.ts';
import { notFound } from '../../errors.ts';
import { readBook, toConsoleBook } from './book-rows.ts';
import { auditedWrite } from '../audit/audited-write.ts';

/** Points a book at its newly stored image (domain/uploads), against the book's version. */
export async function setBookImage(
  ctx: TenantContext,
  options: { caller: Caller; id: number; version: number; imagePath: string },
): Promise<ConsoleBook> {
  return auditedWrite(ctx, { caller: options.caller }, async ({ trx, saveVersioned, audit }) => {
    const before = await readBook(trx, ctx.tenantId, options.id);
    if (!before) throw notFound(SERVER_MESSAGES.bookNotFound);
    await saveVersioned({
      table: 'books',
      id: options.id,
      expectedVersion: options.version,
      values: { image_path: options.imagePath, modified_at: ctx.now().toISOString() },
    });
    const after = toConsoleBook((await readBook(trx, ctx.tenantId, options.id))!);
    await audit({
      action: 'book.image',
      entityType: 'book',
      entityId: options.id,
      before: { imagePath: before.image_path },
      after: { imagePath: after.imagePath },
    });
    return after;
  });
}
