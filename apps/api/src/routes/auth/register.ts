import path from 'node:path';
import { REGISTER_IMAGE_FIELD, REGISTER_TEXT_FIELDS } from '@dars/core/contract';
import { SERVER_MESSAGES } from '@dars/core/messages';
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import { registerStudent, type RegisterForm } from '../../domain/auth/register-student.ts';
import { badRequest } from '../../errors.ts';
import { refuseControlCharacters } from '../../control-characters.ts';
import { guardRegistration } from '../../rate-limit/guards.ts';
import { ok, registerEndpoint } from '../register-endpoint.ts';
import { withImageUrl } from '../../plugins/file-urls.ts';

const FORM_FIELDS: ReadonlySet<string> = new Set(REGISTER_TEXT_FIELDS);

/** Reads the register form: multipart (the original's client) or, for API clients, a JSON object. */
async function readRegisterForm(request: FastifyRequest): Promise<{ form: RegisterForm; image?: Buffer }> {
  if (request.isMultipart()) {
    const form: Record<string, string> = {};
    let image: Buffer | undefined;
    for await (const part of request.parts()) {
      if (part.type === 'file') {
        const data = await part.toBuffer(); // over the 2 MB limit this throws → 413
        if (part.fieldname === REGISTER_IMAGE_FIELD && data.length > 0) image = data;
      } else if (FORM_FIELDS.has(part.fieldname) && typeof part.value === 'string') {
        form[part.fieldname] = part.value;
      }
    }
    refuseControlCharacters(form);
    return image ? { form, image } : { form };
  }
  const body = request.body;
  if (body && typeof body === 'object' && !Array.isArray(body)) return { form: body as RegisterForm };
  throw badRequest('multipart_required', SERVER_MESSAGES.multipartRequired);
}

/** Create a student account; the form's own rules are checked by the domain in the product's order. */
const registerRoutes: FastifyPluginAsync = async (app) => {
  registerEndpoint(app, 'register', async (request, reply) => {
    await guardRegistration(request, reply);
    const { form, image } = await readRegisterForm(request);
    const user = await registerStudent(request.ctx, {
      form,
      image,
      uploadsDir: path.join(app.config.dataDir, 'uploads'),
      mailer: app.mailer,
      otpKey: app.config.codeHashKey,
      later: (label, work) => app.afterResponse.run(reply.raw, label, work, `register:${request.id}`),
    });
    return ok(SERVER_MESSAGES.registered, withImageUrl(request, user));
  });
};

export default registerRoutes;
