import type { ConsoleBook } from '@dars/core/contract';
import type { Caller, TenantContext } from '../../context.ts';
import { tenantContentChanged } from '../../cache/tenant-content-changed.ts';
import { recordChange } from '../audit/index.ts';
import { bookColumns, toConsoleBook, type BookFields } from './book-rows.ts';

/** Adds a book (without an image). */
export async function createBook(
  ctx: TenantContext,
  options: { caller: Caller; fields: BookFields },
): Promise<ConsoleBook> {
  const at = ctx.now().toISOString();
  const book = await ctx.db.transaction().execute(async (trx) => {
    const row = await trx
      .insertInto('books')
      .values({
        tenant_id: ctx.tenantId,
        image_path: null,
        created_at: at,
        modified_at: at,
        ...bookColumns(options.fields),
      })
      .returningAll()
      .executeTakeFirstOrThrow();
    const created = toConsoleBook(row);
    await recordChange(trx, ctx, {
      actor: options.caller,
      action: 'book.create',
      entityType: 'book',
      entityId: created.id,
      before: null,
      after: created,
    });
    return created;
  });
  tenantContentChanged(ctx);
  return book;
}
