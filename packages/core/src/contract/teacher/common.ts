/** Pieces every console area shares: the optimistic-concurrency version and paged lists. */
import { z } from 'zod';
import { pageCountersSchema } from '../envelope.ts';
import { queryInt } from '../common.ts';

/**
 * The version a row had when the teacher opened it. A save names it; the server refuses the save
 * with 409 `stale_version` when someone changed the row since (docs/product-rules.md).
 */
export const versionSchema = z.number().int().positive().max(2_147_483_647);

/** A version as it arrives in a query string. */
export const versionQueryValueSchema = z.coerce.number().int().positive().max(2_147_483_647);

/** Page number and size of a console table (server-side paging). */
export const consolePagingQuerySchema = z.object({
  page: queryInt({ min: 1, max: 100_000, default: 1 }),
  pageSize: queryInt({ min: 1, max: 100, default: 20 }),
});

/** A page of rows with its counters. */
export function consolePageSchema<T extends z.ZodType>(row: T) {
  return pageCountersSchema.extend({ items: z.array(row) });
}
