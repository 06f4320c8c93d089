import type { FastifyError, FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { ErrorCode } from '@dars/core/contract';
import { SERVER_MESSAGE_FORMATS, SERVER_MESSAGES } from '@dars/core/messages';
import { AppError } from '../errors.ts';

/** The error body every failure sends (login's bare string aside). */
export const envelope = (code: ErrorCode, message: string) => ({
  success: false as const,
  message,
  data: null,
  code,
});

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
  if (!issue) return SERVER_MESSAGES.invalidRequest;
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
  SERVER_MESSAGE_FORMATS.routeNotFound(method, (url.split('?')[0] ?? '').slice(0, 200));

/** Fastify's own request-framing errors: status, code and text. */
const FRAMING_ERRORS: Record<string, readonly [number, ErrorCode, string]> = {
  FST_ERR_CTP_INVALID_JSON_BODY: [400, 'invalid_json', SERVER_MESSAGES.invalidJson],
  FST_ERR_CTP_EMPTY_JSON_BODY: [400, 'invalid_json', SERVER_MESSAGES.invalidJson],
  FST_ERR_CTP_BODY_TOO_LARGE: [413, 'payload_too_large', SERVER_MESSAGES.payloadTooLarge],
  FST_REQ_FILE_TOO_LARGE: [413, 'payload_too_large', SERVER_MESSAGES.payloadTooLarge],
  // every form of the API takes one file: a second one is a malformed form, not a large one
  FST_FILES_LIMIT: [400, 'bad_request', SERVER_MESSAGES.uploadUnexpectedFile],
  FST_PARTS_LIMIT: [413, 'payload_too_large', SERVER_MESSAGES.payloadTooLarge],
  FST_FIELDS_LIMIT: [413, 'payload_too_large', SERVER_MESSAGES.payloadTooLarge],
  FST_ERR_CTP_INVALID_MEDIA_TYPE: [415, 'unsupported_media_type', SERVER_MESSAGES.unsupportedMediaType],
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: [400, 'invalid_content_length', SERVER_MESSAGES.invalidContentLength],
  FST_INVALID_MULTIPART_CONTENT_TYPE: [400, 'multipart_required', SERVER_MESSAGES.multipartRequired],
};

async function errorsPlugin(app: FastifyInstance) {
  app.setErrorHandler((error: FastifyError | AppError | Error, request, reply) => {
    if (error instanceof AppError) {
      if (error.body === undefined) {
        return reply.code(error.status).send(envelope(error.code, error.message));
      }
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
      return reply.code(400).send(envelope('validation_failed', message));
    }
    if (Array.isArray(fastifyError.validation)) {
      return reply
        .code(400)
        .send(envelope('validation_failed', fastifyError.message || SERVER_MESSAGES.invalidRequest));
    }
    const framing = FRAMING_ERRORS[fastifyError.code];
    if (framing) return reply.code(framing[0]).send(envelope(framing[1], framing[2]));
    const status = fastifyError.statusCode;
    if (status === 429) {
      return reply.code(429).send(envelope('rate_limited', SERVER_MESSAGES.tooManyRequests));
    }
    if (typeof status === 'number' && status >= 400 && status < 500) {
      // Fastify's own client errors (bad URL encoding, bad headers…): their message is safe to show.
      return reply
        .code(status)
        .send(envelope('bad_request', fastifyError.message || SERVER_MESSAGES.badRequest));
    }
    request.log.error({ err: error }, 'unhandled error');
    return reply.code(500).send(envelope('internal_error', SERVER_MESSAGES.internalError));
  });
}

export default fp(errorsPlugin, { name: 'dars-errors' });
