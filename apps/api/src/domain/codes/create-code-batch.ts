import { MAX_CODES_PER_BATCH } from '@dars/core/contract';
import { SERVER_MESSAGES } from '@dars/core/messages';
import type { Caller, TenantContext } from '../../context.ts';
import { badRequest, notFound } from '../../errors.ts';
import { inTransaction } from '../../db/transaction.ts';
import { recordChange } from '../audit/record-change.ts';
import { generateCode, hashCode } from './code-format.ts';

export { MAX_CODES_PER_BATCH };

export interface CreateCodeBatchOptions {
  kind: 'course' | 'unit';
  /** course id (GUID) or unit id */
  targetId: string | number;
  count: number;
  label?: string | null | undefined;
  /** codes are refused from this moment on (ISO time, in the future); null: never */
  expiresAt?: string | null | undefined;
  /** the staff member making it in the console: recorded as its maker and in the audit log */
  actor?: Caller | undefined;
  codeHashKey: string;
}

export interface CreatedCodeBatch {
  batchId: number;
  kind: 'course' | 'unit';
  targetId: string;
  targetName: string;
  /** plaintext codes; they exist only here, the database keeps their keyed hashes */
  codes: string[];
}

/** Creates `count` single-use codes for one course or unit of the tenant, in one transaction. */
export async function createCodeBatch(
  ctx: TenantContext,
  options: CreateCodeBatchOptions,
): Promise<CreatedCodeBatch> {
  const { kind, count, codeHashKey } = options;
  if (!Number.isInteger(count) || count < 1 || count > MAX_CODES_PER_BATCH) {
    throw badRequest('invalid_count', SERVER_MESSAGES.invalidCount);
  }
  const now = ctx.now();
  const expiresAt = options.expiresAt ? new Date(options.expiresAt) : null;
  if (expiresAt && (Number.isNaN(expiresAt.getTime()) || expiresAt.getTime() <= now.getTime())) {
    throw badRequest('invalid_expiry', SERVER_MESSAGES.invalidExpiry);
  }
  const target = await findTarget(ctx, kind, options.targetId);
  const createdAt = now.toISOString();
  const codes = uniqueCodes(count);

  const batchId = await inTransaction(ctx.db, async (trx) => {
    const batch = await trx
      .insertInto('code_batches')
      .values({
        tenant_id: ctx.tenantId,
        kind,
        target_id: target.id,
        count,
        label: options.label || null,
        created_at: createdAt,
        expires_at: expiresAt ? expiresAt.toISOString() : null,
        created_by: options.actor?.userId ?? null,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    for (let start = 0; start < codes.length; start += 200) {
      const chunk = codes.slice(start, start + 200);
      if (kind === 'course') {
        await trx
          .insertInto('course_codes')
          .values(
            chunk.map((code) => ({
              tenant_id: ctx.tenantId,
              batch_id: batch.id,
              course_id: target.id,
              code_hash: hashCode(codeHashKey, code),
              created_at: createdAt,
            })),
          )
          .execute();
      } else {
        await trx
          .insertInto('unit_codes')
          .values(
            chunk.map((code) => ({
              tenant_id: ctx.tenantId,
              batch_id: batch.id,
              unit_id: Number(target.id),
              code_hash: hashCode(codeHashKey, code),
              created_at: createdAt,
            })),
          )
          .execute();
      }
    }
    if (options.actor) {
      // the audit entry names the batch, never its codes
      await recordChange(trx, ctx, {
        actor: options.actor,
        action: 'code_batch.create',
        entityType: 'code_batch',
        entityId: batch.id,
        before: null,
        after: {
          kind,
          targetId: target.id,
          targetName: target.name,
          count,
          label: options.label || null,
          expiresAt: expiresAt ? expiresAt.toISOString() : null,
        },
      });
    }
    return batch.id;
  });

  return { batchId, kind, targetId: target.id, targetName: target.name, codes };
}

async function findTarget(ctx: TenantContext, kind: 'course' | 'unit', targetId: string | number) {
  if (kind === 'course') {
    const course = await ctx.db
      .selectFrom('courses')
      .select(['id', 'course_name'])
      .where('tenant_id', '=', ctx.tenantId)
      .where('id', '=', String(targetId))
      .executeTakeFirst();
    if (!course) throw notFound(SERVER_MESSAGES.courseNotFound);
    return { id: course.id, name: course.course_name };
  }
  const unitId = Number(targetId);
  if (!Number.isSafeInteger(unitId)) throw notFound(SERVER_MESSAGES.unitNotFound);
  const unit = await ctx.db
    .selectFrom('units')
    .select(['id', 'unit_name'])
    .where('tenant_id', '=', ctx.tenantId)
    .where('id', '=', unitId)
    .executeTakeFirst();
  if (!unit) throw notFound(SERVER_MESSAGES.unitNotFound);
  return { id: String(unit.id), name: unit.unit_name };
}

function uniqueCodes(count: number): string[] {
  const codes = new Set<string>();
  while (codes.size < count) codes.add(generateCode());
  return [...codes];
}
