import { MAX_CODES_PER_BATCH } from '@dars/core/contract';
import { SERVER_MESSAGES } from '@dars/core/messages';
import type { Caller, TenantContext } from '../../context.ts';
import { badRequest, notFound } from '../../errors.ts';
import { inTransaction } from '../../db/transaction.ts';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import type { SettingsBox } from '../../secrets/settings-box.ts';
import { auditedWrite } from '../audit/audited-write.ts';
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
  /** seals a copy of each code for its tenant, so the batch's unused codes can be downloaded again */
  codeBox?: SettingsBox | undefined;
}

export interface CreatedCodeBatch {
  batchId: number;
  kind: 'course' | 'unit';
  targetId: string;
  targetName: string;
  /** plaintext codes; the database keeps their keyed hashes (and, with `codeBox`, sealed copies) */
  codes: string[];
}

/**
 * Creates `count` single-use codes for one course or unit of the tenant, in one transaction; made
 * by a staff member in the console, with its audit entry (`auditedWrite`).
 */
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

  const writeBatch = async (trx: Kysely<Database>) => {
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
      const rows = codes.slice(start, start + 200).map((code) => ({
        tenant_id: ctx.tenantId,
        batch_id: batch.id,
        code_hash: hashCode(codeHashKey, code),
        sealed_code: options.codeBox ? options.codeBox.seal(ctx.tenantId, code) : null,
        created_at: createdAt,
      }));
      if (kind === 'course') {
        await trx
          .insertInto('course_codes')
          .values(rows.map((row) => ({ ...row, course_id: target.id })))
          .execute();
      } else {
        await trx
          .insertInto('unit_codes')
          .values(rows.map((row) => ({ ...row, unit_id: Number(target.id) })))
          .execute();
      }
    }
    return batch.id;
  };

  const batchId = options.actor
    ? await auditedWrite(ctx, { caller: options.actor, studentsSee: false }, async ({ trx, audit }) => {
        const id = await writeBatch(trx);
        // the audit entry names the batch, never its codes
        await audit({
          action: 'code_batch.create',
          entityType: 'code_batch',
          entityId: id,
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
        return id;
      })
    : await inTransaction(ctx.db, writeBatch);

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
