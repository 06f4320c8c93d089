import type { StudentSort, StudentsPage } from '@dars/core/contract';
import { normalizeArabic } from '@dars/core/rules';
import { sql, type Expression, type SqlBool } from 'kysely';
import type { TenantContext } from '../../context.ts';
import { isPostgres } from '../../db/dialect.ts';

export interface ListStudentsOptions {
  page: number;
  pageSize: number;
  q?: string | undefined;
  grade?: string | undefined;
  courseId?: string | undefined;
  sort: StudentSort;
}

/** Characters the search folds away in SQL, as normalizeArabic does in code (docs/product-rules.md). */
const REMOVED = ['\u0640', '\u064B', '\u064C', '\u064D', '\u064E', '\u064F', '\u0650', '\u0651', '\u0652'];
const REPLACED: Array<[string, string]> = [
  ['أ', 'ا'],
  ['إ', 'ا'],
  ['آ', 'ا'],
  ['ى', 'ي'],
  ['ة', 'ه'],
];

/**
 * `user_name` folded in SQL: alef forms, ya and ta marbuta unified, tashkeel and tatweel dropped.
 * PostgreSQL does it in one translate(); SQLite with a chain of replace().
 */
function foldedName(postgres: boolean): Expression<string> {
  if (postgres) {
    const from = REPLACED.map(([char]) => char).join('') + REMOVED.join('');
    const to = REPLACED.map(([, char]) => char).join('');
    return sql<string>`translate(users.user_name, ${from}, ${to})`;
  }
  let folded = sql<string>`users.user_name`;
  for (const [from, to] of REPLACED) folded = sql<string>`replace(${folded}, ${from}, ${to})`;
  for (const mark of REMOVED) folded = sql<string>`replace(${folded}, ${mark}, '')`;
  return folded;
}

const ARABIC = /[\u0600-\u06FF]/;

/**
 * Where a search word can occur: Arabic letters only in the (folded) name; a number in the phone
 * or the email; other text in the email or the lower-cased name. Emails and phones hold no Arabic,
 * so the costly folding runs only for Arabic words.
 */
function wordCondition(word: string, postgres: boolean) {
  const pattern = likePattern(word);
  const like = (column: Expression<string>) => sql<SqlBool>`${column} LIKE ${pattern} ESCAPE '\\'`;
  if (ARABIC.test(word)) return like(foldedName(postgres));
  if (/^[0-9+]+$/.test(word))
    return sql<SqlBool>`(${like(sql`users.phone_number`)} OR ${like(sql`users.email`)})`;
  return sql<SqlBool>`(${like(sql`users.email`)} OR ${like(sql`lower(users.user_name)`)})`;
}

/** `%word%` with LIKE's wildcards escaped. */
function likePattern(word: string): string {
  return `%${word.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;
}

/**
 * A page of the tenant's students: every word of `q` must occur in the (folded) name, the email
 * or the phone; optional grade and course filters; sorted by last activity (never-active students
 * last), name or registration date, then id so pages never overlap.
 */
export async function listStudents(ctx: TenantContext, options: ListStudentsOptions): Promise<StudentsPage> {
  let query = ctx.db
    .selectFrom('users')
    .where('users.tenant_id', '=', ctx.tenantId)
    .where('users.role', '=', 'Student');
  if (options.grade) query = query.where('users.academic_year', '=', options.grade as never);
  if (options.courseId) {
    const courseId = options.courseId;
    query = query.where('users.id', 'in', (eb) =>
      eb
        .selectFrom('enrollments')
        .select('enrollments.user_id')
        .where('enrollments.tenant_id', '=', ctx.tenantId)
        .where('enrollments.course_id', '=', courseId),
    );
  }
  const words = normalizeArabic(options.q ?? '')
    .split(' ')
    .filter((word) => word !== '')
    .slice(0, 5);
  const postgres = isPostgres(ctx.db);
  for (const word of words) query = query.where(wordCondition(word, postgres));

  let rows = query.select([
    'users.id',
    'users.user_name',
    'users.email',
    'users.phone_number',
    'users.academic_year',
    'users.active',
    'users.registration_date',
    'users.last_activity_at',
    // with a search, the count of all matching rows comes in the same pass as the page (the search
    // runs once); without one, the count reads an index and the page stops after its rows
    words.length > 0
      ? sql<number | string>`count(*) over ()`.as('total_count')
      : sql<null>`null`.as('total_count'),
  ]);
  switch (options.sort) {
    case 'activity_desc':
      rows = rows.orderBy(sql`users.last_activity_at DESC NULLS LAST`);
      break;
    case 'activity_asc':
      rows = rows.orderBy(sql`users.last_activity_at ASC NULLS FIRST`);
      break;
    case 'name':
      rows = rows.orderBy('users.user_name');
      break;
    case 'registered_desc':
      rows = rows.orderBy('users.registration_date', 'desc');
      break;
    case 'registered_asc':
      rows = rows.orderBy('users.registration_date', 'asc');
      break;
  }

  const items = await rows
    .orderBy('users.id')
    .limit(options.pageSize)
    .offset((options.page - 1) * options.pageSize)
    .execute();
  // a page past the end has no row to carry the count
  const totalCount =
    items[0] && items[0].total_count !== null
      ? Number(items[0].total_count)
      : Number(
          (
            await query
              .select((eb) => eb.fn.countAll<number | string>().as('count'))
              .executeTakeFirstOrThrow()
          ).count,
        );
  return {
    items: items.map((row) => ({
      id: row.id,
      name: row.user_name,
      email: row.email,
      phoneNumber: row.phone_number,
      grade: row.academic_year,
      active: Number(row.active) === 1,
      registrationDate: row.registration_date,
      lastActivityAt: row.last_activity_at,
    })),
    totalCount,
    totalPages: Math.ceil(totalCount / options.pageSize),
    currentPage: options.page,
  };
}
