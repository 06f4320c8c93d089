export { getTeacherProfileForm } from './get-teacher-profile-form.ts';
export { saveTeacherProfile } from './save-teacher-profile.ts';
export { listTestimonials } from './testimonials.ts';
export { createTestimonial } from './create-testimonial.ts';
export { updateTestimonial } from './update-testimonial.ts';
export { reorderTestimonials } from './reorder-testimonials.ts';
export { setTeacherPhoto } from './set-teacher-photo.ts';
