import type { ConsoleBook } from '@dars/core/contract';
import { SERVER_MESSAGES } from '@dars/core/messages';
import type { Caller, TenantContext } from '../../context.ts';
import { notFound } from '../../errors.ts';
import { bookColumns, readBook, toConsoleBook, type BookFields } from './book-rows.ts';
import { auditedWrite } from '../audit/audited-write.ts';

/** A book's edited fields, or its newly stored image (domain/uploads). */
export type BookChange = { fields: BookFields } | { imagePath: string };

/**
 * Saves a change to a book against its version (409 when stale, nothing written), with its audit
 * entry: `book.update` with the whole book before and after, or `book.image` with the image alone.
 */
export async function saveBook(
  ctx: TenantContext,
  options: { caller: Caller; id: number; version: number } & BookChange,
): Promise<ConsoleBook> {
  return auditedWrite(ctx, { caller: options.caller }, async ({ trx, saveVersioned, audit }) => {
    const before = await readBook(trx, ctx.tenantId, options.id);
    if (!before) throw notFound(SERVER_MESSAGES.bookNotFound);
    const changed = 'imagePath' in options ? { image_path: options.imagePath } : bookColumns(options.fields);
    await saveVersioned({
      table: 'books',
      id: options.id,
      expectedVersion: options.version,
      values: { ...changed, modified_at: ctx.now().toISOString() },
    });
    const after = toConsoleBook((await readBook(trx, ctx.tenantId, options.id))!);
    const entry = { entityType: 'book', entityId: options.id };
    await audit(
      'imagePath' in options
        ? {
            ...entry,
            action: 'book.image',
            before: { imagePath: before.image_path },
            after: { imagePath: after.imagePath },
          }
        : { ...entry, action: 'book.update', before: toConsoleBook(before), after },
    );
    return after;
  });
}
