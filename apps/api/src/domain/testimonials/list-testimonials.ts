import type { ConsoleTestimonial } from '@dars/core/contract';
import type { Selectable } from 'kysely';
import type { TenantContext } from '../../context.ts';
import type { TestimonialsTable } from '../../db/schema.ts';

export type TestimonialFields = Omit<ConsoleTestimonial, 'id' | 'position' | 'version'>;

export function toTestimonial(row: Selectable<TestimonialsTable>): ConsoleTestimonial {
  return {
    id: row.id,
    author: row.author,
    caption: row.caption,
    text: row.text,
    rating: Number(row.rating),
    hidden: Number(row.hidden) === 1,
    position: Number(row.position),
    version: Number(row.version),
  };
}

export const testimonialColumns = (fields: TestimonialFields) => ({
  author: fields.author,
  caption: fields.caption,
  text: fields.text,
  rating: fields.rating,
  hidden: fields.hidden ? (1 as const) : (0 as const),
});

/** Every testimonial of the tenant in home-page order, hidden ones included. */
export async function listTestimonials(
  ctx: Pick<TenantContext, 'db' | 'tenantId'>,
): Promise<ConsoleTestimonial[]> {
  const rows = await ctx.db
    .selectFrom('testimonials')
    .selectAll()
    .where('tenant_id', '=', ctx.tenantId)
    .orderBy('position')
    .orderBy('id')
    .execute();
  return rows.map(toTestimonial);
}
