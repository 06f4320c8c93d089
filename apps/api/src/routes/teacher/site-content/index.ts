import { SERVER_MESSAGES } from '@dars/core/messages';
import type { FastifyPluginAsync } from 'fastify';
import {
  getTeacherProfileForm,
  saveTeacherProfile,
  setTeacherPhoto,
} from '../../../domain/tenant-profile/index.ts';
import {
  createTestimonial,
  listTestimonials,
  reorderTestimonials,
  updateTestimonial,
} from '../../../domain/testimonials/index.ts';
import { ok, registerEndpoint } from '../../register-endpoint.ts';
import { withUploadedImage } from '../image-form.ts';

/** What the public site shows about the teacher: the profile, its photo and the testimonials. */
const siteContentRoutes: FastifyPluginAsync = async (app) => {
  registerEndpoint(app, 'teacherProfileGet', async (request) => {
    const data = await getTeacherProfileForm(request.ctx);
    return ok(SERVER_MESSAGES.teacherProfileRetrieved, data);
  });

  registerEndpoint(app, 'teacherProfileSave', async (request, _reply, caller) => {
    const data = await saveTeacherProfile(request.ctx, { caller, body: request.body });
    return ok(SERVER_MESSAGES.teacherProfileSaved, data);
  });

  registerEndpoint(app, 'teacherProfilePhoto', async (request, _reply, caller) => {
    const data = await withUploadedImage(app, request, ({ version, publicPath }) =>
      setTeacherPhoto(request.ctx, { caller, version, photoUrl: publicPath }),
    );
    return ok(SERVER_MESSAGES.teacherProfileSaved, data);
  });

  registerEndpoint(app, 'teacherTestimonialsList', async (request) => {
    const data = await listTestimonials(request.ctx);
    return ok(SERVER_MESSAGES.testimonialsRetrieved, data);
  });

  registerEndpoint(app, 'teacherTestimonialCreate', async (request, _reply, caller) => {
    const data = await createTestimonial(request.ctx, { caller, fields: request.body });
    return ok(SERVER_MESSAGES.testimonialSaved, data);
  });

  registerEndpoint(app, 'teacherTestimonialUpdate', async (request, _reply, caller) => {
    const { version, ...fields } = request.body;
    const data = await updateTestimonial(request.ctx, { caller, id: request.params.id, version, fields });
    return ok(SERVER_MESSAGES.testimonialSaved, data);
  });

  registerEndpoint(app, 'teacherTestimonialsReorder', async (request, _reply, caller) => {
    const data = await reorderTestimonials(request.ctx, { caller, ids: request.body.ids });
    return ok(SERVER_MESSAGES.testimonialSaved, data);
  });
};

export default siteContentRoutes;
