import type { Kysely } from 'kysely';
import type { AppCaches } from '../../cache/app-caches.ts';
import type { Database } from '../../db/schema.ts';
import { warmSessionStamps } from '../auth/session-stamps.ts';
import { rememberAttemptShape } from './attempt-shapes.ts';

/** More open attempts than this are not warmed (a cache this size would evict its own entries). */
const MAX_WARMED = 20_000;

/**
 * Run before a starting server listens. When it restarts during an exam, every student in the
 * middle of an attempt comes back within seconds; without this each of their first saves reads
 * their session stamp and their attempt's questions, several queries at once on a server that is
 * still cold. Here both are read for every open attempt in a few queries instead. Answers how
 * many attempts were warmed.
 */
export async function warmOpenExamAttempts(
  db: Kysely<Database>,
  caches: AppCaches,
  now: Date = new Date(),
): Promise<number> {
  const open = await db
    .selectFrom('exam_attempts')
    .select(['id', 'tenant_id', 'user_id', 'questions', 'question_seconds'])
    .where('submitted_at', 'is', null)
    .where('deadline_at', '>', now.toISOString())
    .limit(MAX_WARMED)
    .execute();
  const usersByTenant = new Map<string, Set<string>>();
  for (const attempt of open) {
    rememberAttemptShape(db, attempt.tenant_id, attempt);
    const users = usersByTenant.get(attempt.tenant_id) ?? new Set<string>();
    users.add(attempt.user_id);
    usersByTenant.set(attempt.tenant_id, users);
  }
  for (const [tenantId, users] of usersByTenant)
    await warmSessionStamps(db, caches, tenantId, [...users], now);
  return open.length;
}
