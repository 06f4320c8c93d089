import type { Migration } from 'kysely';
import * as initial from './0001_initial.ts';
import * as learningIndexes from './0002_learning_indexes.ts';
import * as quizAttempts from './0003_quiz_attempts.ts';
import * as tenantVideoTokenKey from './0004_tenant_video_token_key.ts';
import * as consoleAuditAndVersions from './0005_console_audit_and_versions.ts';
import * as courseCatalogueConsole from './0006_course_catalogue_console.ts';
import * as testimonialHidden from './0007_testimonial_hidden.ts';
import * as codeBatchExpiryAndRevocation from './0008_code_batch_expiry_and_revocation.ts';
import * as consoleStudents from './0009_console_students.ts';
import * as dashboardIndexes from './0010_dashboard_indexes.ts';
import * as dropRedundantIndexes from './0011_drop_redundant_indexes.ts';
import * as refreshTokensUserIndex from './0012_refresh_tokens_user_index.ts';
import * as staffPermissions from './0013_staff_permissions.ts';
import * as payments from './0014_payments.ts';
import * as jobs from './0015_jobs.ts';
import * as messages from './0015_messages.ts';
import * as exams from './0016_exams.ts';
import * as video from './0017_video.ts';
import * as codeCopies from './0018_code_copies.ts';
import * as paymentsUnits from './0019_payments_units_and_disabled_codes.ts';
import * as messageTemplates from './0021_message_templates.ts';
import * as pushSubscriptions from './0023_push_subscriptions.ts';
import * as bunnyStream from './0022_bunny_stream.ts';
import * as examQuestionClock from './0020_exam_question_clock.ts';
import * as jobClaimIndexes from './0024_job_claim_indexes.ts';

/** Migrations in order. A new migration is a new file, added here with the next number. */
export const migrations: Record<string, Migration> = {
  '0001_initial': initial,
  '0002_learning_indexes': learningIndexes,
  '0003_quiz_attempts': quizAttempts,
  '0004_tenant_video_token_key': tenantVideoTokenKey,
  '0005_console_audit_and_versions': consoleAuditAndVersions,
  '0006_course_catalogue_console': courseCatalogueConsole,
  '0007_testimonial_hidden': testimonialHidden,
  '0008_code_batch_expiry_and_revocation': codeBatchExpiryAndRevocation,
  '0009_console_students': consoleStudents,
  '0010_dashboard_indexes': dashboardIndexes,
  '0011_drop_redundant_indexes': dropRedundantIndexes,
  '0012_refresh_tokens_user_index': refreshTokensUserIndex,
  '0013_staff_permissions': staffPermissions,
  '0014_payments': payments,
  '0015_jobs': jobs,
  '0015_messages': messages,
  '0016_exams': exams,
  '0017_video': video,
  '0018_code_copies': codeCopies,
  '0019_payments_units_and_disabled_codes': paymentsUnits,
  '0021_message_templates': messageTemplates,
  '0023_push_subscriptions': pushSubscriptions,
  '0022_bunny_stream': bunnyStream,
  '0020_exam_question_clock': examQuestionClock,
  '0024_job_claim_indexes': jobClaimIndexes,
};
