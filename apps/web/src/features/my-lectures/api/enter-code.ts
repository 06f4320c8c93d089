import type { UnlockedUnit } from '@dars/core/contract';
import { ApiError, call, isApiError } from '../../../shared/api/client.ts';
import { errorTextId } from '../../../shared/api/error-text.ts';
import type { Translator } from '../../../shared/i18n/index.ts';

export async function enterUnitCode(code: string): Promise<UnlockedUnit | null> {
  const body = await call('enterUnitCode', { code: code.trim() }, { onUnauthorized: 'throw' });
  if (body?.success === false) throw new ApiError(400, body.message, body);
  return body?.data ?? null;
}

/** Unit-code failures: by code, else by status (404 / 401 / 403), else the screen's fallback. */
export function enterCodeErrorMessage(t: Translator, error: unknown): string {
  if (!isApiError(error) || error.isNetworkError) return t('myLectures.unexpectedError');
  return t(
    errorTextId(error, {
      fallback: 'errors.unitCode.enterFailed',
      codes: { code_not_found: 'myLectures.codeNotFound', unauthorized: 'myLectures.codeLoginRequired' },
      statuses: {
        404: 'myLectures.codeNotFound',
        401: 'myLectures.codeLoginRequired',
        403: 'myLectures.codeForbidden',
      },
    }),
  );
}
