import { ERROR_CODES, type ErrorCode } from '@dars/core/contract/error-codes';
import { errorCodesMessages } from '@dars/core/messages/areas/error-codes';
import { errorsMessages } from '@dars/core/messages/areas/errors';
import { registerMessages, type MessageId } from '@dars/core/messages/runtime';
import { useT } from '../i18n/index.ts';
import { ApiError } from './api-error.ts';

// The code texts travel with this module (lazy screens), not with the landing shell.
registerMessages(errorCodesMessages, errorsMessages);

/**
 * The catalogue text of every error code the API sends. `null`: no text fits every screen, so the
 * screen's own fallback (or its text for that code) is shown. A new code must be decided here.
 */
export const ERROR_CODE_TEXTS: Record<ErrorCode, MessageId | null> = {
  validation_failed: null,
  invalid_json: null,
  payload_too_large: null,
  unsupported_media_type: null,
  route_not_found: null,
  not_found: null,
  internal_error: null,
  rate_limited: 'errors.code.rateLimited',
  missing_tenant: null,
  unknown_tenant: null,
  invalid_tenant_id: null,
  invalid_tenant_name: null,
  unauthorized: 'errors.authRequired',
  refresh_failed: 'errors.sessionExpired',
  invalid_credentials: 'login.invalidCredentials',
  account_inactive: 'errors.code.accountInactive',
  max_devices: 'login.maxDevices.text',
  missing_device: null,
  staff_only: null,
  not_own_account: null,
  invalid_identifier: 'validation.loginIdentifierInvalid',
  invalid_registration: null,
  email_taken: 'errors.code.emailTaken',
  phone_taken: 'errors.code.phoneTaken',
  user_exists: 'errors.code.userExists',
  invalid_image: null,
  invalid_password: 'validation.passwordTooShort',
  wrong_password: 'errors.code.wrongPassword',
  invalid_reset: null,
  otp_invalid: 'errors.code.otpInvalid',
  otp_exhausted: 'errors.code.otpExhausted',
  no_changes: 'profile.noChanges',
  code_not_found: null,
  code_required: 'errors.code.codeRequired',
  already_enrolled: 'errors.code.alreadyEnrolled',
  already_owns_unit: 'errors.code.alreadyOwnsUnit',
  invalid_course_id: null,
  invalid_count: null,
  not_enrolled: 'errors.code.notEnrolled',
  not_entitled: 'errors.code.notEntitled',
  not_a_quiz: null,
  quiz_lesson: null,
  quiz_already_submitted: 'errors.code.quizAlreadySubmitted',
  not_own_progress: null,
  course_exists: null,
  invalid_contact: null,
  invalid_profile_file: null,
  // the player tells these in its own texts (features/player/access-message.ts)
  quiz_locked: null,
  enrollment_date_unavailable: null,
  unit_not_open_yet: null,
  unit_access_ended: null,
  unit_not_available: null,
  answers_length: null,
  answer_out_of_range: null,
  invalid_content_length: null,
  multipart_required: null,
  bad_request: null,
  invalid_course_file: null,
  media_forbidden: null,
  // the video player shows its own texts for these (features/player)
  video_not_ready: null,
  video_views_exhausted: null,
  video_key_forbidden: null,
  video_view_not_found: null,
  backup_exists: null,
  invalid_backup: null,
  admin_only: 'errors.code.adminOnly',
  not_permitted: 'errors.code.notPermitted',
  stale_version: 'errors.code.staleVersion',
  code_revoked: 'errors.code.codeRevoked',
  code_expired: 'errors.code.codeExpired',
  invalid_expiry: 'errors.code.invalidExpiry',
  codes_not_in_batch: null,
  codes_not_kept: 'errors.code.codesNotKept',
  upload_missing: 'errors.code.uploadMissing',
  upload_empty: 'errors.code.uploadEmpty',
  upload_type: 'errors.code.uploadType',
  upload_too_large: 'errors.code.uploadTooLarge',
  course_has_students: 'errors.code.courseHasStudents',
  invalid_video_link: 'errors.code.invalidVideoLink',
  upload_not_finished: 'errors.code.uploadNotFinished',
  not_a_video_lesson: null,
  preview_no_progress: 'errors.code.previewNoProgress',
  invalid_spreadsheet: 'errors.code.invalidSpreadsheet',
  unsupported_file_type: 'errors.code.unsupportedFileType',
  invalid_order: 'errors.code.invalidOrder',
  channel_incomplete: 'errors.code.channelIncomplete',
  no_message_channel: 'errors.code.noMessageChannel',
  template_variable: 'errors.code.templateVariable',
  push_service_not_allowed: 'errors.code.pushServiceNotAllowed',
  not_an_exam: 'errors.code.examNotAnExam',
  exam_not_set_up: 'errors.code.examNotSetUp',
  exam_not_open: 'errors.code.examNotOpen',
  exam_closed: 'errors.code.examClosed',
  exam_no_attempts_left: 'errors.code.examNoAttemptsLeft',
  exam_other_device: 'errors.code.examOtherDevice',
  exam_time_over: 'errors.code.examTimeOver',
  exam_attempt_submitted: 'errors.code.examAttemptSubmitted',
  question_not_in_attempt: 'errors.code.questionNotInAttempt',
  exam_question_time_over: 'errors.code.examQuestionTimeOver',
  exam_question_not_shown: 'errors.code.examQuestionNotShown',
  exam_no_question_clock: 'errors.code.examNoQuestionClock',
  exam_quota_unfilled: 'errors.code.examQuotaUnfilled',
  exam_unknown_questions: 'errors.code.examUnknownQuestions',
  bank_no_pictures: 'errors.code.bankNoPictures',
  payments_off: 'errors.code.paymentsOff',
  course_free: null,
  payment_provider_error: 'errors.code.paymentProviderError',
  invalid_signature: null,
  payment_mismatch: null,
  order_not_refundable: 'errors.code.orderNotRefundable',
  refund_amount: 'errors.code.refundAmount',
  refund_refused: 'errors.code.refundRefused',
  discount_code_invalid: 'errors.code.discountCodeInvalid',
  discount_code_used_up: 'errors.code.discountCodeUsedUp',
  discount_code_exists: 'errors.code.discountCodeExists',
  unit_not_for_sale: 'errors.code.unitNotForSale',
};

const KNOWN_CODES: ReadonlySet<string> = new Set(ERROR_CODES);

/** The error envelope's `code`, when the failure is an answer that carries a known one. */
export function errorCodeOf(error: unknown): ErrorCode | null {
  if (!(error instanceof ApiError) || !error.body || typeof error.body !== 'object') return null;
  const code = (error.body as { code?: unknown }).code;
  return typeof code === 'string' && KNOWN_CODES.has(code) ? (code as ErrorCode) : null;
}

export interface ErrorTextChoice {
  /** The screen's text when nothing more specific fits. */
  fallback: MessageId;
  /** The screen's own texts for some codes (checked before ERROR_CODE_TEXTS). */
  codes?: Partial<Record<ErrorCode, MessageId>>;
  /** Texts by HTTP status, for answers without a code (servers written before codes). */
  statuses?: Partial<Record<number, MessageId>>;
  /** The text when the request got no answer at all. */
  network?: MessageId;
}

/** Which catalogue text a failure shows: by code, then by status, then the screen's fallback. */
export function errorTextId(error: unknown, choice: ErrorTextChoice): MessageId {
  const code = errorCodeOf(error);
  if (code) {
    const byCode = choice.codes?.[code] ?? ERROR_CODE_TEXTS[code];
    if (byCode) return byCode;
  }
  if (error instanceof ApiError) {
    if (error.status === 0) return choice.network ?? 'errors.networkNoCors';
    const byStatus = choice.statuses?.[error.status];
    if (byStatus) return byStatus;
  }
  return choice.fallback;
}

export interface ErrorMessageProps extends ErrorTextChoice {
  error: unknown;
}

/** A failure's catalogue text as a component, for LazyErrorMessage (./LazyErrorMessage.tsx). */
export function ErrorMessage({ error, ...choice }: ErrorMessageProps) {
  const t = useT();
  return t(errorTextId(error, choice));
}
