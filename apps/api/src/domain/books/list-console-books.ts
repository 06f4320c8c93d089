import type { ConsoleBook } from '@dars/core/contract';
import type { TenantContext } from '../../context.ts';
import { toConsoleBook } from './book-rows.ts';

/** Every book of the tenant, newest first, active or not. */
export async function listConsoleBooks(
  ctx: TenantContext,
  options: { page: number; pageSize: number },
): Promise<{ items: ConsoleBook[]; totalCount: number; totalPages: number; currentPage: number }> {
  const base = ctx.db.selectFrom('books').where('tenant_id', '=', ctx.tenantId);
  const [{ count }, rows] = await Promise.all([
    base.select((eb) => eb.fn.countAll<number | string>().as('count')).executeTakeFirstOrThrow(),
    base
      .selectAll()
      .orderBy('created_at', 'desc')
      .orderBy('id', 'desc')
      .limit(options.pageSize)
      .offset((options.page - 1) * options.pageSize)
      .execute(),
  ]);
  const totalCount = Number(count);
  return {
    items: rows.map(toConsoleBook),
    totalCount,
    totalPages: Math.ceil(totalCount / options.pageSize),
    currentPage: options.page,
  };
}
