import { isCountedView } from '@dars/core/rules';
import { SERVER_MESSAGES } from '@dars/core/messages';
import type { Caller, TenantContext } from '../../context.ts';
import { notFound } from '../../errors.ts';
import { findLessonVideo } from './lesson-video.ts';
import { readViewAllowance, type ViewAllowance } from './view-allowance.ts';

/**
 * The player reports how much of a viewing was watched (seconds actually played, not the
 * position). The figure only grows, and never faster than the clock since the last report (plus
 * a little for timer drift), so a report cannot make time up; once it reaches 30 % of the video
 * the viewing counts as one view (once).
 */
export async function recordViewProgress(
  ctx: TenantContext,
  options: { caller: Caller; viewId: number; watchedSeconds: number },
): Promise<{ counted: boolean; views: ViewAllowance }> {
  const view = await ctx.db
    .selectFrom('video_views')
    .selectAll()
    .where('tenant_id', '=', ctx.tenantId)
    .where('id', '=', options.viewId)
    .where('user_id', '=', options.caller.userId)
    .executeTakeFirst();
  if (!view) throw notFound(SERVER_MESSAGES.videoViewNotFound);
  const video = await findLessonVideo(ctx, view.video_id);
  const duration = video?.duration_seconds ?? 0;
  const now = ctx.now();
  const elapsed = Math.max(0, (now.getTime() - Date.parse(view.last_seen_at)) / 1000);
  const ceiling = view.watched_seconds + elapsed * 1.1 + 5;
  const watched = Math.min(
    Math.max(view.watched_seconds, options.watchedSeconds),
    ceiling,
    duration || Infinity,
  );
  const countsNow = !view.counted_at && isCountedView(watched, duration);
  await ctx.db
    .updateTable('video_views')
    .set({
      watched_seconds: watched,
      last_seen_at: now.toISOString(),
      ...(countsNow ? { counted_at: now.toISOString() } : {}),
    })
    .where('tenant_id', '=', ctx.tenantId)
    .where('id', '=', view.id)
    .execute();
  const views = await readViewAllowance(ctx, { userId: options.caller.userId, lessonId: view.lesson_id });
  return { counted: Boolean(view.counted_at) || countsNow, views };
}
