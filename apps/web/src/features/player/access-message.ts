import type { ErrorCode } from '@dars/core/contract/error-codes';
import type { MessageId, Translator } from '../../shared/i18n/index.ts';
import { isApiError } from '../../shared/api/client.ts';
import { errorCodeOf, errorTextId } from '../../shared/api/error-text.ts';

/** A refusal of lesson content, told from the catalogue so Arabic readers get correct plurals. */
export type AccessText =
  { id: Exclude<MessageId, 'access.availableInDays'> } | { id: 'access.availableInDays'; count: number };

const ACCESS_TEXTS: Partial<Record<ErrorCode, Exclude<MessageId, 'access.availableInDays'>>> = {
  enrollment_date_unavailable: 'access.enrollmentDateUnavailable',
  unit_access_ended: 'access.ended',
  quiz_locked: 'access.completePreviousQuizFirst',
  unit_not_available: 'access.unitNotAvailableNow',
};

/**
 * The access text of a refusal's code, or null when the refusal is not about access. A unit not
 * open yet carries its days left as the one number of its message (the code says what it is).
 */
export function accessTextOf(error: unknown): AccessText | null {
  const code = errorCodeOf(error);
  if (!code) return null;
  if (code === 'unit_not_open_yet') {
    const days = isApiError(error) ? /\d+/.exec(error.message)?.[0] : undefined;
    return days
      ? { id: 'access.availableInDays', count: Number(days) }
      : { id: 'access.unitNotAvailableNow' };
  }
  const id = ACCESS_TEXTS[code];
  return id ? { id } : null;
}

export function renderAccessText(t: Translator, text: AccessText): string {
  if (text.id === 'access.availableInDays') return t('access.availableInDays', { count: text.count });
  return t(text.id);
}

/** Message for a failed lesson-content request. */
export function lessonErrorMessage(t: Translator, error: unknown): string {
  if (isApiError(error) && error.status === 404) return t('player.lessonNotFound');
  const access = accessTextOf(error);
  if (access) return renderAccessText(t, access);
  return t(errorTextId(error, { fallback: 'player.lessonLoadFailed' }));
}
