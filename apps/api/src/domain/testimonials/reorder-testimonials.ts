import type { ConsoleTestimonial } from '@dars/core/contract';
import { SERVER_MESSAGES } from '@dars/core/messages';
import type { Caller, TenantContext } from '../../context.ts';
import { badRequest } from '../../errors.ts';
import { listTestimonials } from './list-testimonials.ts';
import { auditedWrite } from '../audit/audited-write.ts';

/**
 * Puts the testimonials in the given order. The list must name every testimonial of the tenant
 * exactly once (otherwise 400 `invalid_order`: the list changed since it was loaded, or an id is
 * another tenant's). Each moved row's version is bumped.
 */
export async function reorderTestimonials(
  ctx: TenantContext,
  options: { caller: Caller; ids: number[] },
): Promise<ConsoleTestimonial[]> {
  return auditedWrite(ctx, { caller: options.caller }, async ({ trx, audit }) => {
    const scope = { db: trx, tenantId: ctx.tenantId };
    const before = await listTestimonials(scope);
    const known = new Set(before.map((item) => item.id));
    const named = new Set(options.ids);
    if (
      named.size !== options.ids.length ||
      named.size !== known.size ||
      options.ids.some((id) => !known.has(id))
    ) {
      throw badRequest('invalid_order', SERVER_MESSAGES.invalidOrder);
    }
    for (const [index, id] of options.ids.entries()) {
      const position = index + 1;
      if (before.find((item) => item.id === id)?.position === position) continue;
      await trx
        .updateTable('testimonials')
        .set((eb) => ({ position, version: eb('version', '+', 1) }))
        .where('tenant_id', '=', ctx.tenantId)
        .where('id', '=', id)
        .execute();
    }
    await audit({
      action: 'testimonial.reorder',
      entityType: 'testimonial',
      entityId: 'order',
      before: before.map((item) => item.id),
      after: options.ids,
    });
    return listTestimonials(scope);
  });
}
