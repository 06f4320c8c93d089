import type { Kysely } from 'kysely';
import { LRUCache } from 'lru-cache';
import type { TenantContext } from '../../context.ts';
import type { Database } from '../../db/schema.ts';
import { parseAttemptQuestions, type AttemptQuestion } from './exam-rows.ts';

/** What an attempt holds that never changes once it has started: its questions and its clock kind. */
export interface AttemptShape {
  questions: AttemptQuestion[];
  perQuestionClock: boolean;
}

export const attemptShapeKey = (tenantId: string, attemptId: number) => `${tenantId}:${attemptId}`;

/** Per database handle (tests run many), by tenant and attempt: filled when an attempt starts or is first saved. */
const shapesByHandle = new WeakMap<Kysely<Database>, LRUCache<string, AttemptShape>>();

export function attemptShapesOf(db: Kysely<Database>): LRUCache<string, AttemptShape> {
  let shapes = shapesByHandle.get(db);
  if (!shapes) {
    shapes = new LRUCache({ max: 50_000 });
    shapesByHandle.set(db, shapes);
  }
  return shapes;
}

/** Remembers a started attempt's fixed parts, so its first save needs no read of them. */
export function rememberAttemptShape(
  db: Kysely<Database>,
  attempt: { tenant_id: string; id: number; questions: string; question_seconds: number | null },
): void {
  attemptShapesOf(db).set(attemptShapeKey(attempt.tenant_id, attempt.id), {
    questions: parseAttemptQuestions(attempt.questions),
    perQuestionClock: attempt.question_seconds !== null,
  });
}

/** The caller's attempt's fixed parts, read outside any transaction (undefined: not theirs). */
export async function readAttemptShape(
  ctx: TenantContext,
  options: { attemptId: number; userId: string },
): Promise<AttemptShape | undefined> {
  const attempt = await ctx.db
    .selectFrom('exam_attempts')
    .select(['tenant_id', 'id', 'questions', 'question_seconds'])
    .where('tenant_id', '=', ctx.tenantId)
    .where('id', '=', options.attemptId)
    .where('user_id', '=', options.userId)
    .executeTakeFirst();
  if (!attempt) return undefined;
  rememberAttemptShape(ctx.db, attempt);
  return attemptShapesOf(ctx.db).get(attemptShapeKey(ctx.tenantId, options.attemptId));
}
