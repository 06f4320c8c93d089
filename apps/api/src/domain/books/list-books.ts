import type { Book, BookListData } from '@dars/core/contract';
import { SERVER_MESSAGES } from '@dars/core/messages';
import type { TenantContext } from '../../context.ts';
import type { BooksTable } from '../../db/schema.ts';
import type { Selectable } from 'kysely';
import { notFound } from '../../errors.ts';
import { normalizeGradeInput } from '../courses/grade.ts';
import { offsetOf, totalPagesOf, type PageRequest } from '../../db/paging.ts';

const bookColumns = [
  'id',
  'title',
  'description',
  'image_path',
  'price',
  'grade',
  'active',
  'created_at',
  'modified_at',
] as const;

function toBook(row: Pick<Selectable<BooksTable>, (typeof bookColumns)[number]>): Book {
  return {
    id: row.id,
    title: row.title,
    description: row.description ?? '',
    imagePath: row.image_path || null,
    price: Number(row.price ?? 0),
    grade: row.grade,
    active: Number(row.active) === 1,
    createdAt: row.created_at,
    modifiedAt: row.modified_at,
  };
}

/** The tenant's active books, newest first; with a grade (normalised as for courses) only that grade's. */
export async function listActiveBooks(
  ctx: TenantContext,
  options: PageRequest & { grade?: string },
): Promise<BookListData> {
  let base = ctx.db.selectFrom('books').where('tenant_id', '=', ctx.tenantId).where('active', '=', 1);
  if (options.grade !== undefined) {
    const grade = normalizeGradeInput(options.grade);
    if (!grade) {
      return {
        books: [],
        totalCount: 0,
        pageNumber: options.pageNumber,
        pageSize: options.pageSize,
        totalPages: 0,
      };
    }
    base = base.where('grade', '=', grade);
  }
  const [{ total }, rows] = await Promise.all([
    base.select((eb) => eb.fn.countAll<number>().as('total')).executeTakeFirstOrThrow(),
    base
      .select(bookColumns)
      .orderBy('created_at', 'desc')
      .orderBy('id', 'desc')
      .limit(options.pageSize)
      .offset(offsetOf(options))
      .execute(),
  ]);
  const totalCount = Number(total);
  return {
    books: rows.map(toBook),
    totalCount,
    pageNumber: options.pageNumber,
    pageSize: options.pageSize,
    totalPages: totalPagesOf(totalCount, options.pageSize),
  };
}

/** One active book of the tenant; 404 for unknown, inactive or other-tenant ids. */
export async function getBook(ctx: TenantContext, options: { id: number }): Promise<Book> {
  const row = await ctx.db
    .selectFrom('books')
    .select(bookColumns)
    .where('tenant_id', '=', ctx.tenantId)
    .where('id', '=', options.id)
    .where('active', '=', 1)
    .executeTakeFirst();
  if (!row) throw notFound(SERVER_MESSAGES.bookNotFound);
  return toBook(row);
}
