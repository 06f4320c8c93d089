/**
 * The stable, machine-readable `code` of every error envelope the API sends. Clients map a code to
 * their own text (the web: `apps/web/src/shared/api/error-text.ts`); the English `message` beside it
 * is kept for clients written against the original server. Plain values: no zod here.
 */
export const ERROR_CODES = [
  // request shape
  'validation_failed',
  'invalid_json',
  'payload_too_large',
  'unsupported_media_type',
  'route_not_found',
  'not_found',
  'internal_error',
  'rate_limited',
  // tenancy
  'missing_tenant',
  'unknown_tenant',
  'invalid_tenant_id',
  'invalid_tenant_name',
  // sessions and accounts
  'unauthorized',
  'refresh_failed',
  'invalid_credentials',
  'account_inactive',
  'max_devices',
  'missing_device',
  'staff_only',
  'not_own_account',
  'invalid_identifier',
  'invalid_registration',
  'email_taken',
  'phone_taken',
  'user_exists',
  'invalid_image',
  'invalid_password',
  'wrong_password',
  'invalid_reset',
  'otp_invalid',
  'otp_exhausted',
  'no_changes',
  // codes and enrolment
  'code_not_found',
  'code_required',
  'already_enrolled',
  'already_owns_unit',
  'invalid_course_id',
  'invalid_count',
  // learning
  'not_enrolled',
  'not_entitled',
  'not_a_quiz',
  'quiz_lesson',
  'quiz_already_submitted',
  'not_own_progress',
  // catalogue import (admin command)
  'course_exists',
  'invalid_contact',
  'invalid_profile_file',
  // server routes: lesson access refusals, quiz answers, bad request framing
  'quiz_locked',
  'enrollment_date_unavailable',
  'unit_not_open_yet',
  'unit_access_ended',
  'unit_not_available',
  'answers_length',
  'answer_out_of_range',
  'invalid_content_length',
  'multipart_required',
  'bad_request',
  'invalid_course_file',
  // lesson media
  'media_forbidden',
  // admin command (backup, restore)
  'backup_exists',
  'invalid_backup',
  // teacher's console
  'admin_only',
  'not_permitted',
  'stale_version',
  // code batches
  'code_revoked',
  'code_expired',
  'invalid_expiry',
  'codes_not_in_batch',
  // uploads (domain/uploads)
  'upload_missing',
  'upload_empty',
  'upload_type',
  'upload_too_large',
  // courses, units, lessons (console)
  'course_has_students',
  'invalid_video_link',
  'upload_not_finished',
  'not_a_video_lesson',
  'preview_no_progress',
  'invalid_spreadsheet',
  'unsupported_file_type',
  'invalid_order',
  // online payments (docs/payments.md)
  'payments_off',
  'course_free',
  'payment_provider_error',
  'invalid_signature',
  'payment_mismatch',
  'order_not_refundable',
  'refund_amount',
  'refund_refused',
  'discount_code_invalid',
  'discount_code_used_up',
  'discount_code_exists',
] as const;

export type ErrorCode = (typeof ERROR_CODES)[number];
