import { apiFetch } from '../../../shared/api/client.ts';
import type { Envelope } from '../../../shared/api/envelope.ts';

export interface RegistrationFields {
  userName: string;
  email: string;
  password: string;
  confirmPassword: string;
  phoneNumber: string;
  parentPhone: string;
  academicYear: string;
}

/** POST /api/Auth/register as multipart/form-data with the original's field names. */
export function postRegister(fields: RegistrationFields): Promise<Envelope<unknown>> {
  return apiFetch<Envelope<unknown>>('/api/Auth/register', {
    method: 'POST',
    form: {
      UserName: fields.userName.trim(),
      Email: fields.email.trim(),
      Password: fields.password,
      ConfirmPassword: fields.confirmPassword,
      PhoneNumber: fields.phoneNumber.trim(),
      ParentPhone: fields.parentPhone.trim(),
      AcademicYear: fields.academicYear,
    },
  });
}

export function postForgotPassword(email: string): Promise<Envelope<unknown>> {
  return apiFetch<Envelope<unknown>>('/api/Auth/ForgotPassword', {
    method: 'POST',
    query: { email: email.trim() },
  });
}

export interface ResetPasswordFields {
  email: string;
  otp: string;
  newPassword: string;
  confirmPassword: string;
}

export function postResetPassword(fields: ResetPasswordFields): Promise<Envelope<unknown>> {
  return apiFetch<Envelope<unknown>>('/api/Auth/ResetPassword', {
    method: 'POST',
    body: {
      email: fields.email.trim(),
      otp: fields.otp.trim(),
      newPassword: fields.newPassword,
      confirmPassword: fields.confirmPassword,
    },
  });
}
