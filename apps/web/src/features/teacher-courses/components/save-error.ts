import { errorTextId } from '../../../shared/api/error-text.ts';
import type { MessageId } from '../../../shared/i18n/index.ts';

/** The text of a failed console write: its code's text, or the generic "could not save". */
export function saveErrorText(error: unknown): MessageId {
  return errorTextId(error, { fallback: 'teacher.courses.saveFailed' });
}
