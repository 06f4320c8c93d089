import type { MessageId, Translator } from '../../shared/i18n/index.ts';
import { isApiError } from '../../shared/api/client.ts';
import { errorTextId } from '../../shared/api/error-text.ts';

/**
 * The server refuses lesson content with English access texts that carry no code of their own
 * (the days left are in the sentence). They are matched here and shown from the catalogue, so
 * Arabic readers get correct plurals.
 */
export type AccessText =
  | { id: Exclude<MessageId, 'access.availableInDays'> }
  | { id: 'access.availableInDays'; count: number }
  | { raw: string };

const EXACT: Record<string, Exclude<MessageId, 'access.availableInDays'>> = {
  'enrollment date unavailable': 'access.enrollmentDateUnavailable',
  'access period for this unit has ended': 'access.ended',
  'must complete the previous quiz first': 'access.completePreviousQuizFirst',
  'no units available now': 'access.noUnits',
  'no lessons available now': 'access.noLessons',
  'unit not available now': 'access.unitNotAvailableNow',
  'lesson not available': 'access.lessonNotAvailable',
  'lesson details not found': 'player.lessonNotFound',
};

export function matchAccessText(message: string): AccessText {
  const key = message
    .trim()
    .replace(/[.!]+$/, '')
    .toLowerCase();
  const days = /^this unit will be available in (\d+) day/.exec(key);
  if (days?.[1]) return { id: 'access.availableInDays', count: Number(days[1]) };
  const id = EXACT[key];
  return id ? { id } : { raw: message };
}

export function renderAccessText(t: Translator, text: AccessText): string {
  if ('raw' in text) return text.raw;
  if (text.id === 'access.availableInDays') return t('access.availableInDays', { count: text.count });
  return t(text.id as 'access.ended');
}

/** Message for a failed lesson-content request. */
export function lessonErrorMessage(t: Translator, error: unknown): string {
  if (isApiError(error)) {
    if (error.status === 404) return t('player.lessonNotFound');
    if ((error.status === 403 || error.status === 400) && error.message) {
      const text = matchAccessText(error.message);
      // A refusal that is not one of the access texts never shows the server's own sentence.
      if (!('raw' in text)) return renderAccessText(t, text);
    }
  }
  return t(errorTextId(error, { fallback: 'player.lessonLoadFailed' }));
}
