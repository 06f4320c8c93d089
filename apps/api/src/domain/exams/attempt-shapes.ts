import type { Kysely } from 'kysely';
import { LRUCache } from 'lru-cache';
import type { TenantContext } from '../../context.ts';
import { isPostgres } from '../../db/dialect.ts';
import type { Database } from '../../db/schema.ts';
import { parseAttemptQuestions, type AttemptQuestion } from './exam-rows.ts';

/** What an attempt holds that never changes once it has started: its questions and its clock kind. */
export interface AttemptShape {
  questions: AttemptQuestion[];
  perQuestionClock: boolean;
}

/**
 * Per database handle (tests run many), by tenant and attempt: filled when an attempt starts or is
 * first saved. Only the one-statement save on PostgreSQL reads them, so only PostgreSQL keeps them.
 */
const shapesByHandle = new WeakMap<Kysely<Database>, LRUCache<string, AttemptShape>>();

function shapesOf(db: Kysely<Database>): LRUCache<string, AttemptShape> {
  let shapes = shapesByHandle.get(db);
  if (!shapes) {
    shapes = new LRUCache({ max: 50_000 });
    shapesByHandle.set(db, shapes);
  }
  return shapes;
}

const keyOf = (tenantId: string, attemptId: number) => `${tenantId}:${attemptId}`;

/** The fixed parts of an attempt's row, kept for its later saves. */
export function rememberAttemptShape(
  db: Kysely<Database>,
  tenantId: string,
  attempt: { id: number; questions: string; question_seconds: number | null },
): AttemptShape {
  const shape = {
    questions: parseAttemptQuestions(attempt.questions),
    perQuestionClock: attempt.question_seconds !== null,
  };
  if (isPostgres(db)) shapesOf(db).set(keyOf(tenantId, attempt.id), shape);
  return shape;
}

/** The attempt's fixed parts if a start or an earlier save kept them here. */
export function knownAttemptShape(ctx: TenantContext, attemptId: number): AttemptShape | undefined {
  return shapesOf(ctx.db).get(keyOf(ctx.tenantId, attemptId));
}

/** The caller's own attempt: the tenant's, with this id, and the student's (nothing else matches). */
export function callersAttempt(ctx: TenantContext, caller: { attemptId: number; userId: string }) {
  return ctx.db
    .selectFrom('exam_attempts')
    .where('tenant_id', '=', ctx.tenantId)
    .where('id', '=', caller.attemptId)
    .where('user_id', '=', caller.userId);
}

/** The caller's attempt's fixed parts, read outside any transaction (undefined: not theirs). */
export async function readAttemptShape(
  ctx: TenantContext,
  options: { attemptId: number; userId: string },
): Promise<AttemptShape | undefined> {
  const attempt = await callersAttempt(ctx, options)
    .select(['id', 'questions', 'question_seconds'])
    .executeTakeFirst();
  return attempt && rememberAttemptShape(ctx.db, ctx.tenantId, attempt);
}
