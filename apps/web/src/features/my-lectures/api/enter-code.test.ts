import { createTranslator } from '@dars/core/messages';
import { describe, expect, it } from 'vitest';
import { ApiError } from '../../../shared/api/client.ts';
import { enterCodeErrorMessage } from './enter-code.ts';

describe('unit code error messages', () => {
  const ar = createTranslator('ar');
  it.each([
    [new ApiError(404, 'Code not found.'), 'كود الوحدة غير صحيح أو غير موجود'],
    [new ApiError(401, 'Authentication required.'), 'يجب تسجيل الدخول أولاً'],
    [new ApiError(403, 'Forbidden'), 'ليس لديك صلاحية للوصول إلى هذه الوحدة'],
    [
      new ApiError(400, 'This unit is already yours.', { success: false, code: 'already_owns_unit' }),
      'هذه الوحدة مفتوحة لك بالفعل',
    ],
    [new ApiError(409, 'This code has already been used.'), 'فشل إدخال الكود'],
    [new ApiError(500, 'HTTP 500'), 'فشل إدخال الكود'],
    [new ApiError(0, 'Network error'), 'حدث خطأ غير متوقع'],
    [new Error('boom'), 'حدث خطأ غير متوقع'],
  ])('%s → %s', (error, expected) => {
    expect(enterCodeErrorMessage(ar, error)).toBe(expected);
  });
});
