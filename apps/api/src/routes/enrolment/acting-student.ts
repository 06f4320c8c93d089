import { SERVER_MESSAGES } from '@dars/core/messages';
import type { Caller } from '../../context.ts';
import { forbidden } from '../../errors.ts';

/**
 * The student a request acts for: the `studentId` it names (canonical GUID) or the caller.
 * A student may name only themself; staff may name any student of the tenant.
 */
export function actingStudentId(caller: Caller, named: string | undefined): string {
  if (!named) return caller.userId;
  if (named.toLowerCase() === caller.userId.toLowerCase()) return caller.userId;
  if (caller.role === 'Student') throw forbidden('not_own_account', SERVER_MESSAGES.ownAccountOnly);
  return named;
}
