import type { Kysely } from 'kysely';
import type { TenantContext } from '../../context.ts';
import type { Database } from '../../db/schema.ts';
import { createSettingsBox } from '../../secrets/settings-box.ts';
import { queueLessonVideoForBunny } from './bunny-job.ts';
import { queueLessonVideoTranscode } from './transcode-job.ts';
import { activeBunnySettings } from './video-host-settings.ts';

/**
 * What queues a lesson's newly uploaded video, inside the lesson save's transaction: its upload to
 * the tenant's Bunny Stream library when the tenant has one turned on, else its transcode here.
 */
export async function uploadedVideoQueuer(
  ctx: TenantContext,
  options: { keepOriginal: boolean; settingsKey: string },
): Promise<(trx: Kysely<Database>, lessonId: number, sourcePath: string) => Promise<string>> {
  const bunny = await activeBunnySettings(ctx, createSettingsBox(options.settingsKey));
  const queue = bunny ? queueLessonVideoForBunny : queueLessonVideoTranscode;
  return (trx, lessonId, sourcePath) =>
    queue({ db: trx, tenantId: ctx.tenantId, now: ctx.now }, { lessonId, sourcePath, ...options });
}
