import type { ConsoleBook } from '@dars/core/contract';
import { SERVER_MESSAGES } from '@dars/core/messages';
import type { Caller, TenantContext } from '../../context.ts';
import { notFound } from '../../errors.ts';
import { tenantContentChanged } from '../../cache/tenant-content-changed.ts';
import { recordChange, saveVersioned } from '../audit/index.ts';
import { readBook, toConsoleBook } from './book-rows.ts';

/** Points a book at its newly stored image (domain/uploads), against the book's version. */
export async function setBookImage(
  ctx: TenantContext,
  options: { caller: Caller; id: number; version: number; imagePath: string },
): Promise<ConsoleBook> {
  const book = await ctx.db.transaction().execute(async (trx) => {
    const before = await readBook(trx, ctx.tenantId, options.id);
    if (!before) throw notFound(SERVER_MESSAGES.bookNotFound);
    await saveVersioned(trx, {
      table: 'books',
      tenantId: ctx.tenantId,
      id: options.id,
      expectedVersion: options.version,
      values: { image_path: options.imagePath, modified_at: ctx.now().toISOString() },
    });
    const after = toConsoleBook((await readBook(trx, ctx.tenantId, options.id))!);
    await recordChange(trx, ctx, {
      actor: options.caller,
      action: 'book.image',
      entityType: 'book',
      entityId: options.id,
      before: { imagePath: before.image_path },
      after: { imagePath: after.imagePath },
    });
    return after;
  });
  tenantContentChanged(ctx);
  return book;
}
