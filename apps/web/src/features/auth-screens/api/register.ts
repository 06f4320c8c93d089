import type { MessageId } from '@dars/core/messages/runtime';
import { ApiError, call } from '../../../shared/api/client.ts';
import { errorTextId } from '../../../shared/api/error-text.ts';

export interface RegistrationFields {
  userName: string;
  email: string;
  password: string;
  confirmPassword: string;
  phoneNumber: string;
  parentPhone: string;
  academicYear: string;
}

/** Registration as multipart/form-data with the original's field names. */
export async function postRegister(fields: RegistrationFields): Promise<void> {
  const answer = await call('register', {
    UserName: fields.userName.trim(),
    Email: fields.email.trim(),
    Password: fields.password,
    ConfirmPassword: fields.confirmPassword,
    PhoneNumber: fields.phoneNumber.trim(),
    ParentPhone: fields.parentPhone.trim(),
    AcademicYear: fields.academicYear,
  });
  if (answer && answer.success === false) throw new ApiError(400, answer.message, answer);
}

/** The registration screen's text for a failure. */
export function registerFailure(error: unknown): MessageId {
  if (!(error instanceof ApiError)) return 'errors.unexpectedTryAgain';
  return errorTextId(error, { fallback: 'errors.registrationFailed', network: 'errors.network' });
}
