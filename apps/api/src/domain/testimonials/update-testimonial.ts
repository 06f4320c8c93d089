import type { ConsoleTestimonial } from '@dars/core/contract';
import { SERVER_MESSAGES } from '@dars/core/messages';
import type { Caller, TenantContext } from '../../context.ts';
import { notFound } from '../../errors.ts';
import { testimonialColumns, toTestimonial, type TestimonialFields } from './list-testimonials.ts';
import { auditedWrite } from '../audit/audited-write.ts';

/** Edits, hides or shows a testimonial against its version (409 when stale). */
export async function updateTestimonial(
  ctx: TenantContext,
  options: { caller: Caller; id: number; version: number; fields: TestimonialFields },
): Promise<ConsoleTestimonial> {
  return auditedWrite(ctx, { caller: options.caller }, async ({ trx, saveVersioned, audit }) => {
    const read = () =>
      trx
        .selectFrom('testimonials')
        .selectAll()
        .where('tenant_id', '=', ctx.tenantId)
        .where('id', '=', options.id)
        .executeTakeFirst();
    const before = await read();
    if (!before) throw notFound(SERVER_MESSAGES.testimonialNotFound);
    await saveVersioned({
      table: 'testimonials',
      id: options.id,
      expectedVersion: options.version,
      values: testimonialColumns(options.fields),
    });
    const after = toTestimonial((await read())!);
    const was = toTestimonial(before);
    await audit({
      action:
        was.hidden !== after.hidden
          ? after.hidden
            ? 'testimonial.hide'
            : 'testimonial.show'
          : 'testimonial.update',
      entityType: 'testimonial',
      entityId: options.id,
      before: was,
      after,
    });
    return after;
  });
}
