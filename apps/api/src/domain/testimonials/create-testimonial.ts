import type { ConsoleTestimonial } from '@dars/core/contract';
import type { Caller, TenantContext } from '../../context.ts';
import { testimonialColumns, toTestimonial, type TestimonialFields } from './list-testimonials.ts';
import { auditedWrite } from '../audit/audited-write.ts';

/** Adds a testimonial at the end of the home page's list. */
export async function createTestimonial(
  ctx: TenantContext,
  options: { caller: Caller; fields: TestimonialFields },
): Promise<ConsoleTestimonial> {
  return auditedWrite(ctx, { caller: options.caller }, async ({ trx, audit }) => {
    const last = await trx
      .selectFrom('testimonials')
      .select((eb) => eb.fn.max('position').as('position'))
      .where('tenant_id', '=', ctx.tenantId)
      .executeTakeFirst();
    const row = await trx
      .insertInto('testimonials')
      .values({
        tenant_id: ctx.tenantId,
        position: Number(last?.position ?? 0) + 1,
        ...testimonialColumns(options.fields),
      })
      .returningAll()
      .executeTakeFirstOrThrow();
    const testimonial = toTestimonial(row);
    await audit({
      action: 'testimonial.create',
      entityType: 'testimonial',
      entityId: testimonial.id,
      before: null,
      after: testimonial,
    });
    return testimonial;
  });
}
