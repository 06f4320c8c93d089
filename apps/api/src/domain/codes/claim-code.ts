import type { Kysely } from 'kysely';
import type { TenantContext } from '../../context.ts';
import type { Database } from '../../db/schema.ts';
import { isExpired } from './batch-summaries.ts';
import { codeExpired, codeNotFound, codeRevoked } from './code-errors.ts';

/** The two kinds of single-use code: a course's and a unit's. */
export type CodeTable = 'course_codes' | 'unit_codes';

/** What a redemption reads of a code before claiming it. */
export interface CodeState {
  redeemed_by: string | null;
  revoked_at: string | null;
  expires_at: string | null;
}

/**
 * Refuses a code that cannot be claimed: unknown or already spent (`notFoundStatus`, the
 * original's status for each kind), revoked, or past its batch's expiry.
 */
export function assertClaimable(
  ctx: Pick<TenantContext, 'now'>,
  code: CodeState | undefined,
  notFoundStatus: 400 | 404,
): asserts code is CodeState {
  if (!code || code.redeemed_by !== null) throw codeNotFound(notFoundStatus);
  if (code.revoked_at !== null) throw codeRevoked();
  if (isExpired(code.expires_at, ctx.now())) throw codeExpired();
}

/**
 * The code claim, shared by every redemption: inside the redeeming transaction, one conditional
 * UPDATE (`… WHERE redeemed_by IS NULL AND revoked_at IS NULL`) marks the code spent by the
 * student; its affected-row count decides the winner, so concurrent claims of one code give
 * exactly one redemption on both engines. The loser learns why: a revocation that committed first,
 * else another redemption.
 */
export async function claimCode(
  trx: Kysely<Database>,
  ctx: Pick<TenantContext, 'tenantId'>,
  options: { table: CodeTable; codeHash: string; studentId: string; at: string; notFoundStatus: 400 | 404 },
): Promise<void> {
  const { table, codeHash } = options;
  const claimed = await trx
    .updateTable(table)
    .set({ redeemed_by: options.studentId, redeemed_at: options.at })
    .where('code_hash', '=', codeHash)
    .where('tenant_id', '=', ctx.tenantId)
    .where('redeemed_by', 'is', null)
    .where('revoked_at', 'is', null)
    .executeTakeFirst();
  if (Number(claimed.numUpdatedRows) === 1) return;
  const row = await trx
    .selectFrom(table)
    .select('revoked_at')
    .where('tenant_id', '=', ctx.tenantId)
    .where('code_hash', '=', codeHash)
    .executeTakeFirst();
  throw row?.revoked_at ? codeRevoked() : codeNotFound(options.notFoundStatus);
}
