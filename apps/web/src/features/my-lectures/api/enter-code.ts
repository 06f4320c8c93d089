import type { UnlockedUnit } from '@dars/core/contract';
import { apiFetch, ApiError, isApiError } from '../../../shared/api/client.ts';
import type { Envelope } from '../../../shared/api/envelope.ts';
import type { Translator } from '../../../shared/i18n/index.ts';

export async function enterUnitCode(code: string): Promise<UnlockedUnit | null> {
  const body = await apiFetch<Envelope<UnlockedUnit>>('/api/UnitCode/EnterCode', {
    method: 'POST',
    query: { code: code.trim() },
    onUnauthorized: 'throw',
  });
  if (body?.success === false) throw new ApiError(400, body.message, body);
  return body?.data ?? null;
}

/** Spec §8 unit-code status mapping. */
export function enterCodeErrorMessage(t: Translator, error: unknown): string {
  if (isApiError(error)) {
    if (error.status === 404) return t('myLectures.codeNotFound');
    if (error.status === 401) return t('myLectures.codeLoginRequired');
    if (error.status === 403) return t('myLectures.codeForbidden');
    if (error.status !== 0 && error.message.trim()) return error.message;
  }
  return t('myLectures.unexpectedError');
}
