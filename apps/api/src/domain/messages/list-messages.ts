import { MESSAGE_STATUSES, type MessageEvent } from '@dars/core/contract';
import { sql, type SqlBool } from 'kysely';
import type { z } from 'zod';
import type { messageLogSchema } from '@dars/core/contract';
import type { TenantContext } from '../../context.ts';
import type { MessageStatus } from '../../db/schema.ts';

type MessageLog = z.infer<typeof messageLogSchema>;

/** "••••••••5678": enough of a phone to tell two apart, not to copy it. */
export function maskPhone(phone: string): string {
  return `${'•'.repeat(Math.max(phone.length - 4, 0))}${phone.slice(-4)}`;
}

/**
 * The message log, newest first (paged by id), optionally one student's, one status's, one
 * event's, or those whose student's name or phone holds `search`, with the count of each status
 * over the student's messages (or the tenant's).
 */
export async function listMessages(
  ctx: TenantContext,
  options: {
    studentId?: string;
    status?: MessageStatus;
    event?: MessageEvent;
    search?: string;
    beforeId: number;
    limit: number;
  },
): Promise<MessageLog> {
  let query = ctx.db
    .selectFrom('messages')
    .leftJoin('users', (join) =>
      join.onRef('users.id', '=', 'messages.student_id').on('users.tenant_id', '=', ctx.tenantId),
    )
    .select([
      'messages.id',
      'messages.event',
      'messages.student_id',
      'users.user_name',
      'messages.recipient',
      'messages.phone',
      'messages.channel',
      'messages.params',
      'messages.status',
      'messages.reason',
      'messages.attempts',
      'messages.created_at',
      'messages.send_after',
      'messages.sent_at',
    ])
    .where('messages.tenant_id', '=', ctx.tenantId)
    .where('messages.id', '<', options.beforeId)
    .orderBy('messages.id', 'desc')
    .limit(options.limit);
  let counting = ctx.db
    .selectFrom('messages')
    .select((eb) => ['status', eb.fn.countAll<number>().as('n')])
    .where('tenant_id', '=', ctx.tenantId)
    .groupBy('status');
  if (options.studentId) {
    query = query.where('messages.student_id', '=', options.studentId);
    counting = counting.where('student_id', '=', options.studentId);
  }
  if (options.status) query = query.where('messages.status', '=', options.status);
  if (options.event) query = query.where('messages.event', '=', options.event);
  const search = options.search?.trim();
  if (search) {
    const pattern = `%${search.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
    const digits = search.replace(/[^0-9]/g, '').replace(/^0/, '');
    query = query.where((eb) =>
      eb.or([
        sql<SqlBool>`lower(${eb.ref('users.user_name')}) LIKE ${pattern} ESCAPE '\\'`,
        ...(digits.length >= 4 ? [eb('messages.phone', 'like', `%${digits}%`)] : []),
      ]),
    );
  }
  const [rows, countRows] = await Promise.all([query.execute(), counting.execute()]);
  const counts = Object.fromEntries(MESSAGE_STATUSES.map((status) => [status, 0])) as MessageLog['counts'];
  for (const row of countRows) counts[row.status] = Number(row.n);
  return {
    items: rows.map((row) => ({
      id: row.id,
      event: row.event as MessageEvent,
      studentId: row.student_id,
      studentName: row.user_name ?? null,
      recipient: row.recipient,
      phone: maskPhone(row.phone),
      channel: row.channel,
      params: JSON.parse(row.params) as string[],
      status: row.status,
      reason: row.reason,
      attempts: row.attempts,
      createdAt: row.created_at,
      sendAfter: row.send_after,
      sentAt: row.sent_at,
    })),
    counts,
  };
}
