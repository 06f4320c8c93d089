import type { VideoHostSettingsBody, VideoHostSettingsView } from '@dars/core/contract';
import { SERVER_MESSAGES } from '@dars/core/messages';
import type { Caller, TenantContext } from '../../context.ts';
import { badRequest } from '../../errors.ts';
import { maskSecret, type SettingsBox } from '../../secrets/settings-box.ts';
import { auditedWrite } from '../audit/audited-write.ts';

/** One tenant's Bunny Stream library (docs/decisions/0035-bunny-stream.md), kept sealed in `video_host_settings`. */
export interface BunnySettings {
  /** false: new uploads are transcoded here (videos already in the library still play from it) */
  enabled: boolean;
  libraryId: string;
  /** the library's Stream API key (the `AccessKey` header) */
  apiKey: string;
  /** the library's token authentication key (signs embed URLs) */
  tokenKey: string;
}

const KEYS = ['apiKey', 'tokenKey'] as const;

/** The tenant's stored settings, enabled or not; null when it never configured Bunny Stream. */
export async function readBunnySettings(
  ctx: Pick<TenantContext, 'db' | 'tenantId'>,
  box: SettingsBox,
): Promise<BunnySettings | null> {
  const row = await ctx.db
    .selectFrom('video_host_settings')
    .select('sealed')
    .where('tenant_id', '=', ctx.tenantId)
    .executeTakeFirst();
  return row ? (JSON.parse(box.open(ctx.tenantId, row.sealed)) as BunnySettings) : null;
}

/** The settings new uploads go to: null when the tenant has none or turned them off. */
export async function activeBunnySettings(
  ctx: Pick<TenantContext, 'db' | 'tenantId'>,
  box: SettingsBox,
): Promise<BunnySettings | null> {
  const settings = await readBunnySettings(ctx, box);
  return settings?.enabled ? settings : null;
}

/** What the console shows: keys masked, never their values. */
export function maskedBunnySettings(settings: BunnySettings | null): VideoHostSettingsView {
  if (!settings) return null;
  return {
    enabled: settings.enabled,
    libraryId: settings.libraryId,
    apiKey: maskSecret(settings.apiKey),
    tokenKey: maskSecret(settings.tokenKey),
  };
}

/**
 * The Admin saves the tenant's Bunny Stream library. A key left out keeps the stored one (the
 * console shows keys masked, so it never has them to send back); the first save needs both.
 * Audited: the library id, on or off, and which keys changed, never their values.
 */
export async function saveBunnySettings(
  ctx: TenantContext,
  box: SettingsBox,
  options: { caller: Caller; settings: VideoHostSettingsBody },
): Promise<VideoHostSettingsView> {
  const stored = await readBunnySettings(ctx, box);
  const given = options.settings;
  if (KEYS.some((key) => !given[key] && !stored?.[key]))
    throw badRequest('validation_failed', SERVER_MESSAGES.videoHostKeysRequired);
  const next: BunnySettings = {
    enabled: given.enabled,
    libraryId: given.libraryId,
    apiKey: given.apiKey ?? stored!.apiKey,
    tokenKey: given.tokenKey ?? stored!.tokenKey,
  };
  await auditedWrite(ctx, { caller: options.caller, studentsSee: false }, async ({ trx, audit }) => {
    const sealed = box.seal(ctx.tenantId, JSON.stringify(next));
    const updatedAt = ctx.now().toISOString();
    const updatedBy = options.caller.userId;
    await trx
      .insertInto('video_host_settings')
      .values({ tenant_id: ctx.tenantId, sealed, updated_at: updatedAt, updated_by: updatedBy })
      .onConflict((oc) =>
        oc.column('tenant_id').doUpdateSet({ sealed, updated_at: updatedAt, updated_by: updatedBy }),
      )
      .execute();
    await audit({
      action: 'video_host_settings.update',
      entityType: 'video_host_settings',
      entityId: ctx.tenantId,
      before: stored ? { enabled: stored.enabled, libraryId: stored.libraryId } : null,
      after: {
        enabled: next.enabled,
        libraryId: next.libraryId,
        keysChanged: KEYS.filter((key) => given[key] !== undefined && given[key] !== stored?.[key]),
      },
    });
  });
  return maskedBunnySettings(next);
}
