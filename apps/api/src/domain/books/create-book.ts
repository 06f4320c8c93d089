import type { ConsoleBook } from '@dars/core/contract';
import type { Caller, TenantContext } from '../../context.ts';
import { bookColumns, toConsoleBook, type BookFields } from './book-rows.ts';
import { auditedWrite } from '../audit/audited-write.ts';

/** Adds a book (without an image). */
export async function createBook(
  ctx: TenantContext,
  options: { caller: Caller; fields: BookFields },
): Promise<ConsoleBook> {
  const at = ctx.now().toISOString();
  return auditedWrite(ctx, { caller: options.caller }, async ({ trx, audit }) => {
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
    await audit({
      action: 'book.create',
      entityType: 'book',
      entityId: created.id,
      before: null,
      after: created,
    });
    return created;
  });
}
