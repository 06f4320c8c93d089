import type { Readable } from 'node:stream';
import type { Caller, TenantContext } from '../../context.ts';
import { spreadsheetFile, type Cell, type SpreadsheetFormat } from '../../files/index.ts';
import { recordChange } from '../audit/index.ts';
import { filtered, type OrderFilters } from './list-orders.ts';

/** Orders are read this many at a time (keyset on id), so a large tenant is never held in memory. */
const BATCH = 500;

const HEADER = [
  'Reference',
  'Created',
  'Student',
  'Email',
  'Phone',
  'Course',
  'Unit',
  'Amount (EGP)',
  'Discount (EGP)',
  'Refunded (EGP)',
  'Status',
  'Method',
  'Kiosk reference',
  'Paid',
];

/** Pounds of whole piasters, as a number a spreadsheet can add up. */
const pounds = (cents: number | string) => Number(cents) / 100;

async function* orderRows(ctx: TenantContext, filters: OrderFilters): AsyncGenerator<Cell[]> {
  yield HEADER;
  let before: number | null = null;
  for (;;) {
    let query = filtered(ctx, filters);
    if (before !== null) query = query.where('orders.id', '<', before);
    const batch = await query
      .select([
        'orders.id',
        'orders.reference',
        'orders.created_at',
        'users.user_name',
        'users.email',
        'users.phone_number',
        'courses.course_name',
        'units.unit_name',
        'orders.amount_cents',
        'orders.discount_cents',
        'orders.refunded_cents',
        'orders.status',
        'orders.method',
        'orders.bill_reference',
        'orders.paid_at',
      ])
      .orderBy('orders.id', 'desc')
      .limit(BATCH)
      .execute();
    for (const row of batch) {
      yield [
        row.reference,
        row.created_at,
        row.user_name,
        row.email,
        row.phone_number,
        row.course_name,
        row.unit_name,
        pounds(row.amount_cents),
        pounds(row.discount_cents),
        pounds(row.refunded_cents),
        row.status,
        row.method,
        row.bill_reference,
        row.paid_at,
      ];
    }
    if (batch.length < BATCH) return;
    before = Number(batch[batch.length - 1]!.id);
  }
}

/**
 * The orders the console's filters select, newest first, as a CSV or XLSX stream (cells
 * neutralised against formulas by the files module). Names, emails and phones leave the platform,
 * so the export is kept in the audit log like the students' exports.
 */
export async function exportOrders(
  ctx: TenantContext,
  options: { caller: Caller; format: SpreadsheetFormat; filters: OrderFilters },
): Promise<Readable> {
  await recordChange(ctx.db, ctx, {
    actor: options.caller,
    action: 'orders.export',
    entityType: 'order',
    entityId: options.format,
    before: null,
    after: { format: options.format, ...options.filters },
  });
  return spreadsheetFile(options.format, 'Orders', orderRows(ctx, options.filters));
}
