import path from 'node:path';
import { registerResponseSchema, REGISTER_IMAGE_FIELD } from '@dars/core/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { registerStudent, type RegisterForm } from '../../domain/auth/register-student.ts';
import { AUTH_MESSAGES } from '../../domain/auth/messages.ts';
import { badRequest } from '../../errors.ts';
import { guardRegistration } from '../../rate-limit/guards.ts';
import { errorSchemas } from './shared.ts';

const FORM_FIELDS = new Set([
  'UserName',
  'Email',
  'Password',
  'ConfirmPassword',
  'PhoneNumber',
  'ParentPhone',
  'AcademicYear',
]);

/** Reads the register form: multipart (the spec's client) or, for API clients, a JSON object. */
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
    return image ? { form, image } : { form };
  }
  const body = request.body;
  if (body && typeof body === 'object' && !Array.isArray(body)) return { form: body as RegisterForm };
  throw badRequest('invalid_registration', 'The request must be multipart/form-data.');
}

export function registerRoute(app: FastifyInstance) {
  app.withTypeProvider<ZodTypeProvider>().post(
    '/api/Auth/register',
    {
      schema: {
        summary: 'Create a student account (multipart/form-data; optional Image file ≤ 2 MB).',
        tags: ['Auth'],
        consumes: ['multipart/form-data', 'application/json'],
        response: { 200: registerResponseSchema, ...errorSchemas },
      },
    },
    async (request, reply) => {
      await guardRegistration(request, reply);
      const { form, image } = await readRegisterForm(request);
      const user = await registerStudent(request.ctx, {
        form,
        image,
        uploadsDir: path.join(app.config.dataDir, 'uploads'),
        mailer: app.mailer,
        otpKey: app.config.codeHashKey,
      });
      return { success: true, message: AUTH_MESSAGES.registered, data: user };
    },
  );
}
