import type { ConsoleBook } from '@dars/core/contract';
import type { Kysely, Selectable } from 'kysely';
import type { BooksTable, Database, Grade } from '../../db/schema.ts';

export interface BookFields {
  title: string;
  description: string;
  price: number;
  grade: Grade;
  active: boolean;
}

export function toConsoleBook(row: Selectable<BooksTable>): ConsoleBook {
  return {
    id: row.id,
    title: row.title,
    description: row.description ?? '',
    price: Number(row.price ?? 0),
    grade: row.grade,
    active: Number(row.active) === 1,
    imagePath: row.image_path || null,
    createdAt: row.created_at,
    modifiedAt: row.modified_at,
    version: Number(row.version),
  };
}

export const bookColumns = (fields: BookFields) => ({
  title: fields.title,
  description: fields.description,
  price: fields.price,
  grade: fields.grade,
  active: fields.active ? (1 as const) : (0 as const),
});

export function readBook(db: Kysely<Database>, tenantId: string, id: number) {
  return db
    .selectFrom('books')
    .selectAll()
    .where('tenant_id', '=', tenantId)
    .where('id', '=', id)
    .executeTakeFirst();
}
