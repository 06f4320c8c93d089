import type { FastifyInstance, FastifyRequest, preValidationHookHandler } from 'fastify';
import fp from 'fastify-plugin';
import {
  CONTROL_CHARACTER_CODE,
  CONTROL_IN_TOKEN,
  controlCharacterMessage,
  findControl,
  refuseControlCharacters,
} from '../control-characters.ts';
import { badRequest } from '../errors.ts';

/** Applies the control-character rules of `control-characters.ts` to every request, before validation. */
const CHECKED_HEADERS = ['deviceid', 'x-tenant-id'] as const;

/**
 * Query and path values are decoded from the URL: a URL with neither a percent escape nor a raw
 * control character cannot give one, so their parsed values are only scanned when this matches.
 */
// eslint-disable-next-line no-control-regex
const URL_MAY_CARRY_CONTROL = /[%\u0000-\u001F\u007F]/;

function controlInToken(request: FastifyRequest): string | null {
  if (URL_MAY_CARRY_CONTROL.test(request.url)) {
    const found =
      findControl(request.query, 'query', CONTROL_IN_TOKEN) ??
      findControl(request.params, 'params', CONTROL_IN_TOKEN);
    if (found) return found;
  }
  // cookies are parsed from the Cookie header: none without it
  if (request.headers.cookie !== undefined) {
    const found = findControl(request.cookies, 'cookie', CONTROL_IN_TOKEN);
    if (found) return found;
  }
  for (const name of CHECKED_HEADERS) {
    const found = findControl(request.headers[name], `header ${name}`, CONTROL_IN_TOKEN);
    if (found) return found;
  }
  return null;
}

const refuseControlInRequest: preValidationHookHandler = (request, _reply, done) => {
  const token = controlInToken(request);
  if (token) {
    const shown = token.replace(/^(query|params|cookie)\./, '');
    done(badRequest(CONTROL_CHARACTER_CODE, controlCharacterMessage(shown)));
    return;
  }
  if (request.body === undefined || request.body === null) return done();
  try {
    refuseControlCharacters(request.body);
  } catch (error) {
    done(error as Error);
    return;
  }
  done();
};

async function controlCharactersPlugin(app: FastifyInstance) {
  app.addHook('preValidation', refuseControlInRequest);
}

export default fp(controlCharactersPlugin, { name: 'dars-control-characters' });
