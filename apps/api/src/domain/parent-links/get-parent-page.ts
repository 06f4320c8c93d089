import type { ParentPage } from '@dars/core/contract';
import { SERVER_MESSAGES } from '@dars/core/messages';
import type { TenantContext } from '../../context.ts';
import { notFound } from '../../errors.ts';
import { getQuizzesProgress } from '../progress/get-quizzes-progress.ts';
import { getVideosProgress } from '../progress/get-videos-progress.ts';
import { parentTokenHash } from './tokens.ts';

/**
 * What a parent sees through a link: the student's name, courses with lessons watched, quiz scores
 * and dates. An unknown, expired or revoked token, another tenant's, or one of a deactivated student
 * answers the same 404.
 */
export async function getParentPage(ctx: TenantContext, options: { token: string }): Promise<ParentPage> {
  const link = await ctx.db
    .selectFrom('parent_links')
    .innerJoin('users', 'users.id', 'parent_links.user_id')
    .select([
      'users.id',
      'users.user_name',
      'users.active',
      'parent_links.expires_at',
      'parent_links.revoked_at',
    ])
    .where('parent_links.tenant_id', '=', ctx.tenantId)
    .where('users.tenant_id', '=', ctx.tenantId)
    .where('parent_links.token_hash', '=', parentTokenHash(options.token))
    .executeTakeFirst();
  const now = ctx.now().getTime();
  if (!link || link.revoked_at || Number(link.active) !== 1 || new Date(link.expires_at).getTime() <= now) {
    throw notFound(SERVER_MESSAGES.parentLinkNotFound);
  }
  const student = { id: link.id, name: link.user_name };
  const [videos, quizzes] = await Promise.all([
    getVideosProgress(ctx, student),
    getQuizzesProgress(ctx, student),
  ]);
  return {
    studentName: link.user_name,
    expiresAt: link.expires_at,
    courses: videos.courses,
    quizzes: quizzes.quizzes,
  };
}
