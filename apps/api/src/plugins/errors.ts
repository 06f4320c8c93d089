import type { FastifyError, FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError } from '../errors.ts';

export const envelope = (message: string) => ({ success: false as const, message, data: null });

export const INTERNAL_ERROR_MESSAGE = 'Internal server error.';
export const RATE_LIMITED_MESSAGE = 'Too many requests. Please wait and try again.';

interface ValidationIssue {
  instancePath?: string;
  keyword?: string;
  message?: string;
  params?: Record<string, unknown>;
}

const zodEnglish = z.locales.en();

/** Whether zod wrote this message itself (then we word it); a schema author's own message is shown as written. */
function isZodDefaultMessage(issue: ValidationIssue): boolean {
  const message = issue.message ?? '';
  if (issue.keyword === 'invalid_type') return message.startsWith('Invalid input');
  try {
    const rebuilt = { ...(issue.params ?? {}), code: issue.keyword, path: [], message: undefined };
    const fallback = zodEnglish.localeError(rebuilt as never);
    const text = typeof fallback === 'string' ? fallback : fallback?.message;
    return text === message;
  } catch {
    return false;
  }
}

function describeIssue(issue: ValidationIssue): string {
  const p = issue.params ?? {};
  const raw = issue.message ?? 'is invalid';
  switch (issue.keyword) {
    case 'too_big':
    case 'too_small': {
      const bound = issue.keyword === 'too_big' ? p.maximum : p.minimum;
      const most = issue.keyword === 'too_big' ? 'at most' : 'at least';
      const shown = typeof bound === 'bigint' ? bound.toString() : String(bound);
      if (p.origin === 'string') {
        if (issue.keyword === 'too_small' && Number(bound) === 1) return 'must not be empty';
        return `must be ${most} ${shown} characters long`;
      }
      if (p.origin === 'array' || p.origin === 'set') return `must have ${most} ${shown} items`;
      if (p.origin === 'file') return `must be ${most} ${shown} bytes`;
      return `must be ${most} ${shown}`;
    }
    case 'invalid_type':
      if (/received undefined/.test(raw)) return 'is required';
      return `must be ${article(String(p.expected ?? 'valid value'))}`;
    case 'invalid_format':
      return p.format === 'regex'
        ? 'has an invalid format'
        : `must be a valid ${String(p.format ?? 'value')}`;
    case 'invalid_value':
      return Array.isArray(p.values)
        ? `must be one of: ${p.values.map(String).join(', ')}`
        : 'has an invalid value';
    case 'unrecognized_keys':
      return `has unknown field(s): ${Array.isArray(p.keys) ? p.keys.join(', ') : ''}`;
    case 'not_multiple_of':
      return `must be a multiple of ${String(p.divisor)}`;
    default:
      return raw;
  }
}

const article = (word: string) => (/^[aeiou]/i.test(word) ? `an ${word}` : `a ${word}`);

/** "pagesize: must be at most 100" — names the field; custom schema messages pass through unchanged. */
export function validationMessage(issues: ValidationIssue[], context: string | undefined): string {
  const issue = issues[0];
  if (!issue) return 'Invalid request.';
  const raw = issue.message ?? '';
  const path = (issue.instancePath ?? '').replace(/^\//, '').replaceAll('/', '.');
  if (raw && !isZodDefaultMessage(issue)) {
    // A schema author's message: shown as written when it already names the field, is not about
    // one field, or is a client text to match (Arabic); otherwise the field is named in front.
    const namesField = !path || raw.toLowerCase().includes(path.split('.').at(-1)!.toLowerCase());
    return namesField || /[\u0080-\uffff]/.test(raw) ? raw : `${path}: ${raw}`;
  }
  return `${path || context || 'request'}: ${describeIssue(issue)}`;
}

export const notFoundMessage = (method: string, url: string) =>
  `Route ${method} ${(url.split('?')[0] ?? '').slice(0, 200)} not found.`;

async function errorsPlugin(app: FastifyInstance) {
  app.setErrorHandler((error: FastifyError | AppError | Error, request, reply) => {
    if (error instanceof AppError) {
      if (error.body === undefined) return reply.code(error.status).send(envelope(error.message));
      // serialised here so that a bare string body goes out as a JSON string ("Invalid credentials")
      return reply
        .code(error.status)
        .type('application/json; charset=utf-8')
        .send(JSON.stringify(error.body));
    }
    const fastifyError = error as FastifyError;
    if (hasZodFastifySchemaValidationErrors(fastifyError)) {
      const message = validationMessage(
        fastifyError.validation as ValidationIssue[],
        fastifyError.validationContext,
      );
      return reply.code(400).send(envelope(message));
    }
    if (Array.isArray(fastifyError.validation)) {
      return reply.code(400).send(envelope(fastifyError.message || 'Invalid request.'));
    }
    const status = fastifyError.statusCode;
    switch (fastifyError.code) {
      case 'FST_ERR_CTP_INVALID_JSON_BODY':
      case 'FST_ERR_CTP_EMPTY_JSON_BODY':
        return reply.code(400).send(envelope('The request body is not valid JSON.'));
      case 'FST_ERR_CTP_BODY_TOO_LARGE':
      case 'FST_REQ_FILE_TOO_LARGE':
      case 'FST_FILES_LIMIT':
      case 'FST_PARTS_LIMIT':
      case 'FST_FIELDS_LIMIT':
        return reply.code(413).send(envelope('The request is too large.'));
      case 'FST_ERR_CTP_INVALID_MEDIA_TYPE':
        return reply.code(415).send(envelope('Unsupported content type.'));
      case 'FST_ERR_CTP_INVALID_CONTENT_LENGTH':
        return reply.code(400).send(envelope('Invalid Content-Length header.'));
      case 'FST_INVALID_MULTIPART_CONTENT_TYPE':
        return reply.code(400).send(envelope('The request must be multipart/form-data.'));
      default:
        break;
    }
    if (status === 429) return reply.code(429).send(envelope(RATE_LIMITED_MESSAGE));
    if (typeof status === 'number' && status >= 400 && status < 500) {
      // Fastify's own client errors (bad URL encoding, bad headers…): their message is safe to show.
      return reply.code(status).send(envelope(fastifyError.message || 'Bad request.'));
    }
    request.log.error({ err: error }, 'unhandled error');
    return reply.code(500).send(envelope(INTERNAL_ERROR_MESSAGE));
  });
}

export default fp(errorsPlugin, { name: 'dars-errors' });
