import { sql, type SqlBool } from 'kysely';
import { SERVER_MESSAGES } from '@dars/core/messages';
import type { TenantContext } from '../../context.ts';
import type { OrderStatus } from '../../db/schema.ts';
import { notFound } from '../../errors.ts';

export interface OrderView {
  reference: string;
  courseId: string;
  courseName: string;
  /** a unit sold on its own (null: the course) */
  unitId: number | null;
  unitName: string | null;
  studentId: string;
  studentName: string;
  amountCents: number;
  /** piasters off the price by a discount code */
  discountCents: number;
  refundedCents: number;
  currency: string;
  status: OrderStatus;
  method: string | null;
  billReference: string | null;
  createdAt: string;
  updatedAt: string;
  paidAt: string | null;
  /** each refund, oldest first (one order's answer only: the receipt) */
  refunds?: Array<{ amountCents: number; refundedAt: string }>;
}

function ordersOf(ctx: TenantContext) {
  return ctx.db
    .selectFrom('orders')
    .innerJoin('courses', (join) =>
      join.onRef('courses.id', '=', 'orders.course_id').on('courses.tenant_id', '=', ctx.tenantId),
    )
    .innerJoin('users', (join) =>
      join.onRef('users.id', '=', 'orders.user_id').on('users.tenant_id', '=', ctx.tenantId),
    )
    .leftJoin('units', (join) =>
      join.onRef('units.id', '=', 'orders.unit_id').on('units.tenant_id', '=', ctx.tenantId),
    )
    .where('orders.tenant_id', '=', ctx.tenantId);
}

type OrderQuery = ReturnType<typeof ordersOf>;

const selectView = (query: OrderQuery) =>
  query.select([
    'orders.reference',
    'orders.course_id',
    'courses.course_name',
    'orders.unit_id',
    'units.unit_name',
    'orders.user_id',
    'users.user_name',
    'orders.amount_cents',
    'orders.discount_cents',
    'orders.refunded_cents',
    'orders.currency',
    'orders.status',
    'orders.method',
    'orders.bill_reference',
    'orders.created_at',
    'orders.updated_at',
    'orders.paid_at',
  ]);

type ViewRow = Awaited<ReturnType<ReturnType<typeof selectView>['execute']>>[number];

const toView = (row: ViewRow): OrderView => ({
  reference: row.reference,
  courseId: row.course_id,
  courseName: row.course_name,
  unitId: row.unit_id === null ? null : Number(row.unit_id),
  unitName: row.unit_name ?? null,
  studentId: row.user_id,
  studentName: row.user_name,
  amountCents: Number(row.amount_cents),
  discountCents: Number(row.discount_cents),
  refundedCents: Number(row.refunded_cents),
  currency: row.currency,
  status: row.status,
  method: row.method,
  billReference: row.bill_reference,
  createdAt: row.created_at,
  updatedAt: row.updated_at,
  paidAt: row.paid_at,
});

/** The student's own orders, newest first ("My orders"). */
export async function listMyOrders(ctx: TenantContext, options: { studentId: string }): Promise<OrderView[]> {
  const rows = await selectView(ordersOf(ctx).where('orders.user_id', '=', options.studentId))
    .orderBy('orders.created_at', 'desc')
    .limit(200)
    .execute();
  return rows.map(toView);
}

/** One of the student's orders by its reference (the course page after the checkout, the receipt). */
export async function findMyOrder(
  ctx: TenantContext,
  options: { studentId: string; reference: string },
): Promise<OrderView> {
  const row = await selectView(
    ordersOf(ctx)
      .where('orders.user_id', '=', options.studentId)
      .where('orders.reference', '=', options.reference),
  )
    .select('orders.id')
    .executeTakeFirst();
  if (!row) throw notFound(SERVER_MESSAGES.orderNotFound);
  return withRefunds(ctx, row);
}

/** An order's view with its refunds, oldest first. */
async function withRefunds(ctx: TenantContext, row: ViewRow & { id: number }): Promise<OrderView> {
  const refunds = await ctx.db
    .selectFrom('order_refunds')
    .select(['amount_cents', 'refunded_at'])
    .where('tenant_id', '=', ctx.tenantId)
    .where('order_id', '=', row.id)
    .orderBy('refunded_at')
    .orderBy('id')
    .execute();
  return {
    ...toView(row),
    refunds: refunds.map((refund) => ({
      amountCents: Number(refund.amount_cents),
      refundedAt: refund.refunded_at,
    })),
  };
}

/** One order of the tenant by its reference (the console's receipt). */
export async function findOrder(ctx: TenantContext, options: { reference: string }): Promise<OrderView> {
  const row = await selectView(ordersOf(ctx).where('orders.reference', '=', options.reference))
    .select('orders.id')
    .executeTakeFirst();
  if (!row) throw notFound(SERVER_MESSAGES.orderNotFound);
  return withRefunds(ctx, row);
}

export interface ListOrdersOptions {
  page: number;
  pageSize: number;
  status?: OrderStatus | undefined;
  method?: string | undefined;
  courseId?: string | undefined;
  from?: string | undefined;
  to?: string | undefined;
  /** part of the student's name, email or phone */
  search?: string | undefined;
}

export type OrderFilters = Omit<ListOrdersOptions, 'page' | 'pageSize'>;

/** The orders the console's filters select (the table and its export share them). */
export function filtered(ctx: TenantContext, options: OrderFilters): OrderQuery {
  let query = ordersOf(ctx);
  if (options.status) query = query.where('orders.status', '=', options.status);
  if (options.method) query = query.where('orders.method', '=', options.method);
  if (options.courseId) query = query.where('orders.course_id', '=', options.courseId);
  if (options.from) query = query.where('orders.created_at', '>=', new Date(options.from).toISOString());
  if (options.to) query = query.where('orders.created_at', '<=', new Date(options.to).toISOString());
  if (options.search) {
    const pattern = `%${options.search.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
    const like = (column: string) => sql<SqlBool>`${sql.ref(column)} LIKE ${pattern} ESCAPE '\\'`;
    query = query.where(
      sql<SqlBool>`(${sql`lower(users.user_name) LIKE ${pattern} ESCAPE '\\'`} OR ${like('users.email')} OR ${like('users.phone_number')})`,
    );
  }
  return query;
}

/** The console's orders table: filtered, newest first, one page. */
export async function listOrders(ctx: TenantContext, options: ListOrdersOptions) {
  const query = filtered(ctx, options);
  const [{ count }, rows] = await Promise.all([
    query.select((eb) => eb.fn.countAll<number | string>().as('count')).executeTakeFirstOrThrow(),
    selectView(query)
      .orderBy('orders.created_at', 'desc')
      .orderBy('orders.id', 'desc')
      .limit(options.pageSize)
      .offset((options.page - 1) * options.pageSize)
      .execute(),
  ]);
  const totalCount = Number(count);
  return {
    items: rows.map(toView),
    totalCount,
    totalPages: Math.ceil(totalCount / options.pageSize),
    currentPage: options.page,
  };
}

/** Money kept from paid orders (paid minus refunded), per day (UTC) and per course. */
export async function summariseRevenue(ctx: TenantContext, options: { from: string; to: string }) {
  const rows = await ordersOf(ctx)
    .where('orders.paid_at', 'is not', null)
    .where('orders.paid_at', '>=', options.from)
    .where('orders.paid_at', '<=', options.to)
    .select([
      'orders.paid_at',
      'orders.course_id',
      'courses.course_name',
      'orders.amount_cents',
      'orders.refunded_cents',
    ])
    .execute();
  const byDay = new Map<string, number>();
  const byCourse = new Map<
    string,
    { courseId: string; courseName: string; amountCents: number; orders: number }
  >();
  let totalCents = 0;
  for (const row of rows) {
    const kept = Number(row.amount_cents) - Number(row.refunded_cents);
    totalCents += kept;
    const day = row.paid_at!.slice(0, 10);
    byDay.set(day, (byDay.get(day) ?? 0) + kept);
    const course = byCourse.get(row.course_id) ?? {
      courseId: row.course_id,
      courseName: row.course_name,
      amountCents: 0,
      orders: 0,
    };
    course.amountCents += kept;
    course.orders += 1;
    byCourse.set(row.course_id, course);
  }
  return {
    totalCents,
    byDay: [...byDay]
      .sort(([a], [b]) => a.localeCompare(b))
      .map(([day, amountCents]) => ({ day, amountCents })),
    byCourse: [...byCourse.values()].sort((a, b) => b.amountCents - a.amountCents),
  };
}
