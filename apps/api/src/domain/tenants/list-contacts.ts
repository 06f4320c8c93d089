import { socialLinkState } from '@dars/core/rules';
import type { TenantContext } from '../../context.ts';

/** Field names as the original's web client reads them (the original's mixed casing). */
export interface ContactRecord {
  id: number;
  whatsApp_Number: string | null;
  facebook_Page: string | null;
  youTube_Channel: string | null;
  tiktokChannel: string | null;
}

/** A stored link as clients may follow it: http(s) only (a row saved before the rule may hold another scheme). */
function servedLink(stored: string | null): string | null {
  const state = socialLinkState(stored);
  return state.state === 'available' ? state.href : null;
}

/** Every contact record of the tenant, oldest first (the client uses the first). */
export async function listContacts(ctx: TenantContext): Promise<ContactRecord[]> {
  const rows = await ctx.db
    .selectFrom('contacts')
    .select(['id', 'whatsapp_number', 'facebook_page', 'youtube_channel', 'tiktok_channel'])
    .where('tenant_id', '=', ctx.tenantId)
    .orderBy('id')
    .execute();
  return rows.map((row) => ({
    id: row.id,
    whatsApp_Number: row.whatsapp_number,
    facebook_Page: servedLink(row.facebook_page),
    youTube_Channel: servedLink(row.youtube_channel),
    tiktokChannel: servedLink(row.tiktok_channel),
  }));
}
