import type { FastifyRequest } from 'fastify';
import { forbidden, unauthorized } from '../../errors.ts';

export const OWN_ACCOUNT_ONLY = 'You can only act for your own account.';

/**
 * The student a request acts for: the `studentId` it names (canonical GUID) or the caller.
 * A student may name only themself; staff may name any student of the tenant.
 */
export function actingStudentId(request: FastifyRequest, named: string | undefined): string {
  const caller = request.caller;
  if (!caller) throw unauthorized();
  if (!named) return caller.userId;
  if (named.toLowerCase() === caller.userId.toLowerCase()) return caller.userId;
  if (caller.role === 'Student') throw forbidden('not_own_account', OWN_ACCOUNT_ONLY);
  return named;
}
