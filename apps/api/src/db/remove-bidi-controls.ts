import { sql, type Kysely } from 'kysely';
import { BIDI_CONTROL_PATTERN } from '@dars/core/contract';
import type { Database } from './schema.ts';

/** Every name the contract refuses direction-control characters in, with its row's key. */
const NAME_COLUMNS = [
  { table: 'users', column: 'user_name', key: 'id' },
  { table: 'courses', column: 'course_name', key: 'id' },
  { table: 'units', column: 'unit_name', key: 'id' },
  { table: 'lessons', column: 'lesson_name', key: 'id' },
  { table: 'teacher_profiles', column: 'teacher_name', key: 'tenant_id' },
] as const;

/** U+202A–U+202E and U+2066–U+2069, one by one (for LIKE, which has no character classes). */
const CONTROLS = [0x202a, 0x202b, 0x202c, 0x202d, 0x202e, 0x2066, 0x2067, 0x2068, 0x2069].map((code) =>
  String.fromCodePoint(code),
);
const ALL_CONTROLS = new RegExp(BIDI_CONTROL_PATTERN.source, 'g');

/**
 * Removes direction-control characters from the names stored before the contract refused them
 * (or written by a path that bypasses it, such as an imported course file), so no old name can
 * reorder the text around it in the catalogue, a page or its title. Run at every start: a name
 * holding none is only read by the LIKE filter, and a cleaned one is not found again. A name made
 * only of such characters becomes "-" rather than empty. Returns how many names were cleaned.
 */
export async function removeBidiControls(db: Kysely<Database>): Promise<number> {
  let cleaned = 0;
  for (const { table, column, key } of NAME_COLUMNS) {
    const holding = sql.join(
      CONTROLS.map((control) => sql`${sql.ref(column)} LIKE ${`%${control}%`}`),
      sql` OR `,
    );
    const rows = await sql<{ row_key: string | number; name: string }>`
      SELECT ${sql.ref(key)} AS row_key, ${sql.ref(column)} AS name FROM ${sql.table(table)} WHERE ${holding}
    `.execute(db);
    for (const { row_key, name } of rows.rows) {
      const clean = name.replace(ALL_CONTROLS, '').trim() || '-';
      // only if the name is still the one read (a concurrent start or edit wins)
      await sql`
        UPDATE ${sql.table(table)} SET ${sql.ref(column)} = ${clean}
        WHERE ${sql.ref(key)} = ${row_key} AND ${sql.ref(column)} = ${name}
      `.execute(db);
      cleaned++;
    }
  }
  return cleaned;
}
