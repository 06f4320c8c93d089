import { describe, expect, it } from 'vitest';
import { ERROR_CODES } from '@dars/core/contract/error-codes';
import { catalogueAreas, createTranslator } from '@dars/core/messages';
import { ApiError } from './api-error.ts';
import { ERROR_CODE_TEXTS, errorCodeOf, errorTextId } from './error-text.ts';

const envelope = (code?: string) => ({ success: false, message: 'An English sentence.', data: null, code });
/** The areas every screen has (registered by shared/i18n at start-up) and the one error-text registers. */
const shellIds = new Set(
  [
    catalogueAreas.common,
    catalogueAreas.layout,
    catalogueAreas.errors,
    catalogueAreas.validation,
    catalogueAreas['error-codes'],
  ].flatMap((area) => Object.keys(area)),
);

describe('error texts by code', () => {
  it('decides every code of the contract', () => {
    expect(Object.keys(ERROR_CODE_TEXTS).sort()).toEqual([...ERROR_CODES].sort());
  });

  it.each(Object.entries(ERROR_CODE_TEXTS).filter(([, id]) => id !== null))(
    '%s → %s is registered wherever codes are read, in Arabic and English',
    (_code, id) => {
      expect(shellIds.has(id!)).toBe(true);
      expect(createTranslator('ar')(id!)).toMatch(/[\u0600-\u06ff]/);
      expect(createTranslator('en')(id!)).toMatch(/^[\x20-\x7e]+$/);
    },
  );

  it('reads the code of an envelope and ignores unknown ones', () => {
    expect(errorCodeOf(new ApiError(400, 'x', envelope('email_taken')))).toBe('email_taken');
    expect(errorCodeOf(new ApiError(400, 'x', envelope('not_a_code')))).toBeNull();
    expect(errorCodeOf(new ApiError(400, 'x', 'Invalid credentials'))).toBeNull();
    expect(errorCodeOf(new Error('x'))).toBeNull();
  });

  it('prefers the screen text for a code, then the shared one, then status, then the fallback', () => {
    const choice = {
      fallback: 'errors.registrationFailed',
      codes: { code_not_found: 'errors.unitCode.notFound' },
      statuses: { 404: 'errors.unitCode.notFound' },
    } as const;
    expect(errorTextId(new ApiError(404, 'x', envelope('code_not_found')), choice)).toBe(
      'errors.unitCode.notFound',
    );
    expect(errorTextId(new ApiError(400, 'x', envelope('email_taken')), choice)).toBe(
      'errors.code.emailTaken',
    );
    expect(errorTextId(new ApiError(404, 'x', envelope()), choice)).toBe('errors.unitCode.notFound');
    expect(errorTextId(new ApiError(400, 'x', envelope('internal_error')), choice)).toBe(
      'errors.registrationFailed',
    );
    expect(errorTextId(new ApiError(500, 'HTTP 500', null), choice)).toBe('errors.registrationFailed');
    expect(errorTextId(new ApiError(0, 'Failed to fetch', null), choice)).toBe('errors.networkNoCors');
    expect(errorTextId(new TypeError('boom'), choice)).toBe('errors.registrationFailed');
  });
});
