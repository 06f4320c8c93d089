import { recordActivity } from '../auth/record-activity.ts';
import { SERVER_MESSAGES } from '@dars/core/messages';
import type { TenantContext } from '../../context.ts';
import { badRequest } from '../../errors.ts';
import { assertLessonAccess } from '../access/entitlement.ts';
import { locateLessonForStudent } from '../access/locate.ts';

export interface LessonCompletion {
  lessonId: number;
  isCompleted: true;
  completedAt: string;
}

/**
 * Marks a video lesson the student may open as completed. Idempotent: a second call keeps the
 * first completion time. Quiz lessons are completed by their submission (400 here).
 */
export async function completeLesson(
  ctx: TenantContext,
  options: { userId: string; lessonId: number },
): Promise<LessonCompletion> {
  const { tree, unit, lesson, holdings } = await locateLessonForStudent(
    ctx,
    options.userId,
    options.lessonId,
  );
  if (lesson.type === 'Quiz') throw badRequest('quiz_lesson', SERVER_MESSAGES.quizCompletedBySubmission);
  const now = ctx.now();
  assertLessonAccess({
    tree,
    unit,
    lessonId: lesson.id,
    holdings,
    now,
    noEntitlementMessage: SERVER_MESSAGES.noLessonAccess,
  });
  await ctx.db
    .insertInto('lesson_completions')
    .values({
      tenant_id: ctx.tenantId,
      user_id: options.userId,
      lesson_id: lesson.id,
      completed_at: now.toISOString(),
    })
    .onConflict((oc) => oc.columns(['user_id', 'lesson_id']).doNothing())
    .execute();
  await recordActivity(ctx.db, { tenantId: ctx.tenantId, userId: options.userId, at: now.toISOString() });
  const row = await ctx.db
    .selectFrom('lesson_completions')
    .select('completed_at')
    .where('tenant_id', '=', ctx.tenantId)
    .where('user_id', '=', options.userId)
    .where('lesson_id', '=', lesson.id)
    .executeTakeFirstOrThrow();
  return { lessonId: lesson.id, isCompleted: true, completedAt: row.completed_at };
}
