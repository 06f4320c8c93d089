export { listTestimonials } from './list-testimonials.ts';
export { createTestimonial } from './create-testimonial.ts';
export { updateTestimonial } from './update-testimonial.ts';
export { reorderTestimonials } from './reorder-testimonials.ts';
