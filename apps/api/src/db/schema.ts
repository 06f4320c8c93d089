/**
 * Row types of every table, as Kysely sees them.
 *
 * Conventions (docs/decisions/0004-portable-columns.md):
 * - timestamps are ISO-8601 UTC text (`new Date().toISOString()`), so they sort and compare as text;
 * - booleans are integers 0/1 (`Flag`), normalised to booleans by the repositories;
 * - users and courses have GUID text ids (the original's wire format); everything else has integer ids;
 * - every tenant-owned table has `tenant_id`, and every query filters by it.
 */
import type { ColumnType, Generated, Insertable, Selectable, Updateable } from 'kysely';

export type Flag = 0 | 1;
export type IsoTime = string;

export type Grade = 'Secondary1' | 'Secondary2' | 'Secondary3';
export type Term = 'First' | 'Second' | 'Summer';
import type { Role } from '@dars/core/rules';

export type { Role };
export type LessonType = 'Video' | 'Quiz' | 'Exam';
export type QuestionType = 'MultipleChoice' | 'TrueFalse';
export type OtpPurpose = 'confirm-email' | 'reset-password';
export type CodeKind = 'course' | 'unit';

export interface TenantsTable {
  id: string;
  name: string;
  /** JSON array of host names that resolve to this tenant. */
  domains: string;
  created_at: IsoTime;
  /** token-authentication key at the iframe delivery host; null when not configured */
  video_token_key?: string | null;
}

export interface TeacherProfilesTable {
  tenant_id: string;
  teacher_name: string;
  photo_url: string | null;
  specialization: string;
  bio: string;
  /** JSON: the profile's structured parts (qualifications, approach, subjects with levels, statistics, theme). */
  details: string;
  updated_at: IsoTime;
  /** bumped by every console save; a save naming an older one is refused (409) */
  version: Generated<number>;
}

export interface TestimonialsTable {
  id: Generated<number>;
  tenant_id: string;
  author: string;
  /** e.g. 'طالبة بالصف الثالث الثانوي' */
  caption: string;
  text: string;
  rating: number;
  position: number;
  /** 1: kept in the console, left off the home page */
  hidden: ColumnType<Flag, Flag | undefined, Flag>;
  /** bumped by every console save; a save naming an older one is refused (409) */
  version: Generated<number>;
}

export interface ContactsTable {
  id: Generated<number>;
  tenant_id: string;
  whatsapp_number: string | null;
  facebook_page: string | null;
  youtube_channel: string | null;
  tiktok_channel: string | null;
}

export interface UsersTable {
  id: string;
  tenant_id: string;
  role: Role;
  user_name: string;
  /** lower-cased */
  email: string;
  phone_number: string;
  parent_phone: string;
  academic_year: Grade;
  image_path: string | null;
  password_hash: string;
  email_confirmed: Flag;
  active: Flag;
  registration_date: IsoTime;
  updated_at: IsoTime;
  /** last sign-in, lesson completion or quiz submission (domain/auth/record-activity.ts) */
  last_activity_at: ColumnType<IsoTime | null, IsoTime | null | undefined, IsoTime | null>;
  /** the quiz submitted last, its recorded score and when (domain/quizzes/record-last-quiz.ts) */
  last_quiz_lesson_id: ColumnType<number | null, number | null | undefined, number | null>;
  last_quiz_score: ColumnType<number | null, number | null | undefined, number | null>;
  last_quiz_at: ColumnType<IsoTime | null, IsoTime | null | undefined, IsoTime | null>;
  /** access tokens issued before this instant are refused (deactivation, staff removal); null = none */
  sessions_valid_after: ColumnType<IsoTime | null, IsoTime | null | undefined, IsoTime | null>;
  /** an assistant the teacher lets create code batches (domain/staff/staff-permissions.ts) */
  can_create_codes: Generated<Flag>;
  /** an assistant the teacher lets enrol and unenrol students by hand */
  can_enrol: Generated<Flag>;
  /** how the honour board shows this student: 'name' or 'initials' (migration 0016) */
  honour_name: Generated<'name' | 'initials'>;
}

export interface DevicesTable {
  id: Generated<number>;
  tenant_id: string;
  user_id: string;
  device_id: string;
  created_at: IsoTime;
  last_seen_at: IsoTime;
  /** the browser's user agent at the last sign-in from this device */
  user_agent: ColumnType<string | null, string | null | undefined, string | null>;
}

export interface RefreshTokensTable {
  /** random id; the cookie holds `${id}.${secret}` and only a hash of the secret is stored */
  id: string;
  tenant_id: string;
  user_id: string;
  family_id: string;
  token_hash: string;
  device_id: string | null;
  created_at: IsoTime;
  expires_at: IsoTime;
  used_at: IsoTime | null;
  revoked_at: IsoTime | null;
}

export interface OtpsTable {
  id: Generated<number>;
  tenant_id: string;
  user_id: string;
  purpose: OtpPurpose;
  code_hash: string;
  attempts: number;
  expires_at: IsoTime;
  consumed_at: IsoTime | null;
  created_at: IsoTime;
}

export interface CoursesTable {
  id: string;
  tenant_id: string;
  course_name: string;
  description: string;
  image_path: string | null;
  grade: Grade;
  term: Term;
  price: number;
  active: Flag;
  is_open_to_all: Flag;
  created_at: IsoTime;
  modification_date: IsoTime;
  /** bumped by every console save; a save naming an older one is refused (409) */
  version: Generated<number>;
  /** set when the teacher archived the course (it had students, so it could not be deleted) */
  archived_at: ColumnType<IsoTime | null, IsoTime | null | undefined, IsoTime | null>;
  /** views each student has of each uploaded video; null: no limit (lessons may set their own) */
  video_view_limit: ColumnType<number | null, number | null | undefined, number | null>;
  /** 1: the course's honour board shows on the public home page */
  honour_on_home: Generated<Flag>;
}

export interface UnitsTable {
  id: Generated<number>;
  tenant_id: string;
  course_id: string;
  unit_name: string;
  /** the original's spelling of the optional subtitle */
  titel: string | null;
  /** 1-based order inside the course */
  position: number;
  active: Flag;
  /** bumped by every console save; a save naming an older one is refused (409) */
  version: Generated<number>;
  /** pounds; set: the unit is also sold on its own online (null: by unit codes only) */
  price: Generated<number | null>;
}

export interface LessonsTable {
  id: Generated<number>;
  tenant_id: string;
  unit_id: number;
  lesson_name: string;
  titel: string | null;
  /** 1-based order inside the unit */
  position: number;
  active: Flag;
  type: LessonType;
  video_url: string | null;
  attachment_url: string | null;
  attachment_title: string | null;
  /** quiz settings (null/0 for videos) */
  is_retake: Flag;
  is_score_displayed: Flag;
  is_answer_displayed: Flag;
  pass_degree: number;
  time_limit_minutes: number | null;
  /** bumped by every console save; a save naming an older one is refused (409) */
  version: Generated<number>;
  /** read from an uploaded video file when it was attached; null for links */
  video_duration_seconds: ColumnType<number | null, number | null | undefined, number | null>;
  /** this lesson's view limit, over the course's; null: the course's */
  video_view_limit: ColumnType<number | null, number | null | undefined, number | null>;
}

export interface QuizQuestionsTable {
  id: Generated<number>;
  tenant_id: string;
  lesson_id: number;
  position: number;
  text: string;
  type: QuestionType;
  explanation: string | null;
}

export interface QuizAnswersTable {
  id: Generated<number>;
  tenant_id: string;
  question_id: number;
  position: number;
  text: string;
  is_correct: Flag;
}

export interface BooksTable {
  id: Generated<number>;
  tenant_id: string;
  title: string;
  description: string;
  image_path: string | null;
  price: number;
  grade: Grade;
  active: Flag;
  created_at: IsoTime;
  modified_at: IsoTime;
  /** bumped by every console save; a save naming an older one is refused (409) */
  version: Generated<number>;
}

export interface EnrollmentsTable {
  id: Generated<number>;
  tenant_id: string;
  user_id: string;
  course_id: string;
  enrollment_date: IsoTime;
  /** 'code' | 'free' | 'admin' */
  source: string;
  course_code_id: number | null;
}

export interface CodeBatchesTable {
  id: Generated<number>;
  tenant_id: string;
  kind: CodeKind;
  /** course id (GUID) for course codes, unit id (as text) for unit codes */
  target_id: string;
  count: number;
  label: string | null;
  created_at: IsoTime;
  /** codes of the batch are refused from this time on (null: they never expire) */
  expires_at: IsoTime | null;
  /** the staff member who made it in the console (null: made by the admin command) */
  created_by: string | null;
  /** when its unspent codes were last revoked */
  revoked_at: IsoTime | null;
}

export interface CourseCodesTable {
  id: Generated<number>;
  tenant_id: string;
  batch_id: number;
  course_id: string;
  /** keyed hash (HMAC-SHA-256) of the normalised code; unique */
  code_hash: string;
  created_at: IsoTime;
  redeemed_by: string | null;
  redeemed_at: IsoTime | null;
  /** set on an unspent code when its batch is revoked; a code is redeemed or revoked, never both */
  revoked_at: IsoTime | null;
  /** the code sealed for its tenant (secrets/settings-box.ts), to download again; null before 0018 */
  sealed_code: string | null;
}

export interface UnitCodesTable {
  id: Generated<number>;
  tenant_id: string;
  batch_id: number;
  unit_id: number;
  code_hash: string;
  created_at: IsoTime;
  redeemed_by: string | null;
  redeemed_at: IsoTime | null;
  /** set on an unspent code when its batch is revoked; a code is redeemed or revoked, never both */
  revoked_at: IsoTime | null;
  /** the code sealed for its tenant (secrets/settings-box.ts), to download again; null before 0018 */
  sealed_code: string | null;
}

export interface UnitOwnershipsTable {
  id: Generated<number>;
  tenant_id: string;
  user_id: string;
  unit_id: number;
  /** start of the unit viewer's access window (window of unit 0) */
  acquired_at: IsoTime;
  unit_code_id: number | null;
  /** the paid order that gave the unit (null: a code gave it) */
  order_id: Generated<number | null>;
}

export interface LessonCompletionsTable {
  tenant_id: string;
  user_id: string;
  lesson_id: number;
  completed_at: IsoTime;
}

export interface QuizSubmissionsTable {
  id: Generated<number>;
  tenant_id: string;
  user_id: string;
  lesson_id: number;
  score: number;
  correct_count: number;
  total_count: number;
  notes: string;
  /** JSON array: chosen answer index per question (null = unanswered) */
  answers: string;
  attempts: number;
  submitted_at: IsoTime;
}

/** Every change made in the teacher's console. */
export interface AuditLogTable {
  id: Generated<number>;
  tenant_id: string;
  actor_id: string;
  actor_name: string;
  /** `<entity>.<verb>`, e.g. `course.update` */
  action: string;
  entity_type: string;
  entity_id: string;
  /** JSON of the row before and after the change (null when created or deleted) */
  before_json: string | null;
  after_json: string | null;
  created_at: IsoTime;
}

/** Every attempt at a quiz (quiz_submissions holds the latest). */
export interface QuizAttemptsTable {
  tenant_id: string;
  user_id: string;
  lesson_id: number;
  /** 1, 2, … per (user, lesson) */
  attempt_number: number;
  score: number;
  correct_count: number;
  total_count: number;
  /** JSON array, as in quiz_submissions */
  answers: string;
  /** 1 when the answer key was shown with this attempt's result; later attempts then cannot raise the recorded score */
  key_shown: 0 | 1;
  submitted_at: IsoTime;
}

/** A read-only parent link: the URL carries a random token; only its hash is kept. */
export interface ParentLinksTable {
  id: Generated<number>;
  tenant_id: string;
  user_id: string;
  token_hash: string;
  parent_phone: string | null;
  /** the user who made it (the student or a staff member), or 'messages.weekly-summary' */
  created_by: string;
  created_at: IsoTime;
  expires_at: IsoTime;
  revoked_at: IsoTime | null;
}

export type LessonVideoStatus = 'queued' | 'transcoding' | 'ready' | 'failed';

/** An uploaded lesson video's HLS ladder (migration 0017, docs/decisions/0028-video-hls.md). */
export interface LessonVideosTable {
  id: string;
  tenant_id: string;
  lesson_id: number;
  status: LessonVideoStatus;
  /** 0–1 while transcoding */
  progress: number;
  error: string | null;
  /** the AES-128 key, hex, sealed with the settings box (secrets/settings-box.ts) */
  key_sealed: string;
  /** the uploaded original's stored path; null once removed (keep_original 0) */
  source_path: string | null;
  keep_original: Flag;
  /** '/media/lessons/hls/<id>/master.m3u8' once ready (local videos) */
  playlist_path: string | null;
  /** local: our encrypted HLS ladder; bunny: the tenant's Bunny Stream library (key_sealed unused) */
  host: ColumnType<VideoHost, VideoHost | undefined, VideoHost>;
  /** the video's guid in the Bunny Stream library, once created there */
  host_video_id: ColumnType<string | null, string | null | undefined, string | null>;
  /** the library it was sent to (the tenant may change library later) */
  host_library_id: ColumnType<string | null, string | null | undefined, string | null>;
  duration_seconds: number | null;
  created_at: IsoTime;
  updated_at: IsoTime;
}

/** One playback of a video by a student on a device; counted once 30 % of it was watched. */
export interface VideoViewsTable {
  id: Generated<number>;
  tenant_id: string;
  user_id: string;
  lesson_id: number;
  video_id: string;
  device_id: string;
  watched_seconds: number;
  started_at: IsoTime;
  last_seen_at: IsoTime;
  counted_at: IsoTime | null;
}

/** Extra views a staff member gave a student for a lesson (audited). */
export interface VideoViewGrantsTable {
  id: Generated<number>;
  tenant_id: string;
  user_id: string;
  lesson_id: number;
  extra_views: number;
  granted_by: string;
  created_at: IsoTime;
}

/** A question of a course's bank (migration 0016). */
export interface BankQuestionsTable {
  id: Generated<number>;
  tenant_id: string;
  course_id: string;
  text: string;
  image_path: string | null;
  type: QuestionType;
  /** JSON array of { text, imagePath } in the teacher's order */
  options: string;
  correct_index: number;
  explanation: string;
  explanation_image_path: string | null;
  unit_tag: string;
  topic: string;
  difficulty: 'easy' | 'medium' | 'hard';
  /** 1: left out of every score */
  broken: Generated<Flag>;
  created_at: IsoTime;
  updated_at: IsoTime;
}

/** An exam lesson's settings. */
export interface ExamsTable {
  lesson_id: number;
  tenant_id: string;
  /** JSON ExamDraw (core rules/exam.ts) */
  draw: string;
  duration_seconds: number;
  question_seconds: number | null;
  opens_at: IsoTime | null;
  closes_at: IsoTime | null;
  attempts_allowed: number;
  reveal: 'none' | 'score' | 'answers' | 'explanations';
  reveal_after_close: Flag;
  updated_at: IsoTime;
}

/** One attempt at an exam, timed by the server. */
export interface ExamAttemptsTable {
  id: Generated<number>;
  tenant_id: string;
  lesson_id: number;
  user_id: string;
  attempt_number: number;
  seed: number;
  /** JSON array of { q: question id, o: option order } in the order shown */
  questions: string;
  device_id: string | null;
  device_seen_at: IsoTime;
  started_at: IsoTime;
  deadline_at: IsoTime;
  submitted_at: IsoTime | null;
  submitted_by: 'student' | 'deadline' | null;
  score: number | null;
  correct_count: number | null;
  counted_count: number | null;
  passed: Generated<Flag>;
  /** the exam's time per question when the attempt started; null: no per-question clock */
  question_seconds: ColumnType<number | null, number | null | undefined, number | null>;
  /** with a per-question clock: the question shown (its place in `questions`) and since when */
  question_index: ColumnType<number | null, number | null | undefined, number | null>;
  question_started_at: ColumnType<IsoTime | null, IsoTime | null | undefined, IsoTime | null>;
}

export interface ExamAnswersTable {
  attempt_id: number;
  tenant_id: string;
  question_id: number;
  /** stored option index (the teacher's order); null: the answer was cleared */
  chosen: number | null;
  first_answered_at: IsoTime;
  answered_at: IsoTime;
}

export interface ExamEventsTable {
  attempt_id: number;
  tenant_id: string;
  kind: 'hidden' | 'visible';
  at: IsoTime;
}

/** A tenant's Paymob settings, sealed (apps/api/src/secrets/settings-box.ts). */
export type VideoHost = 'local' | 'bunny';

/** A tenant's Bunny Stream library: `{ enabled, libraryId, apiKey, tokenKey }` sealed (secrets/settings-box.ts). */
export interface VideoHostSettingsTable {
  tenant_id: string;
  sealed: string;
  updated_at: IsoTime;
  updated_by: string | null;
}

export interface PaymentSettingsTable {
  tenant_id: string;
  sealed: string;
  updated_at: IsoTime;
  updated_by: string | null;
}

/** 'pending' | 'paid' | 'failed' | 'refunded' (docs/payments.md) */
export type OrderStatus = 'pending' | 'paid' | 'failed' | 'refunded';

/** A discount code (docs/payments.md): `value` is a percent (1–100) or piasters off. */
export interface DiscountCodesTable {
  id: Generated<number>;
  tenant_id: string;
  /** upper-case, as typed without spaces */
  code: string;
  kind: 'percent' | 'fixed';
  value: number;
  /** null: every course */
  course_id: string | null;
  /** null: no total limit */
  max_uses: number | null;
  max_uses_per_student: Generated<number>;
  used_count: Generated<number>;
  expires_at: IsoTime | null;
  created_at: IsoTime;
  created_by: string | null;
  /** set when the teacher disabled the code: it is refused from then on */
  disabled_at: Generated<IsoTime | null>;
}

/** A student's online purchase of a course (docs/payments.md). */
export interface OrdersTable {
  id: Generated<number>;
  tenant_id: string;
  /** ours, random; sent to Paymob as special_reference */
  reference: string;
  user_id: string;
  /** the course bought, or the course of the unit bought */
  course_id: string;
  /** a unit sold on its own (null: the order is for the course) */
  unit_id: Generated<number | null>;
  /** piasters, what the student pays (the course's price less the discount) */
  amount_cents: number;
  discount_cents: Generated<number>;
  discount_code_id: number | null;
  currency: string;
  status: OrderStatus;
  refunded_cents: Generated<number>;
  /** 'card' | 'wallet' | 'kiosk' once known */
  method: string | null;
  /** Paymob's order id, bound when the intention was made; callbacks are matched by it */
  paymob_order_id: string | null;
  paymob_intention_id: string | null;
  paymob_transaction_id: string | null;
  /** the kiosk payment reference shown to the student */
  bill_reference: string | null;
  created_at: IsoTime;
  updated_at: IsoTime;
  paid_at: IsoTime | null;
}

/** One refund of an order, as its receipt lists it (the order keeps the total). */
export interface OrderRefundsTable {
  id: Generated<number>;
  tenant_id: string;
  order_id: number;
  /** piasters given back by this refund */
  amount_cents: number;
  refunded_at: IsoTime;
  /** 'console': made by the teacher here; 'paymob': made in Paymob's own dashboard */
  source: 'console' | 'paymob';
}

export interface Database {
  tenants: TenantsTable;
  teacher_profiles: TeacherProfilesTable;
  testimonials: TestimonialsTable;
  contacts: ContactsTable;
  users: UsersTable;
  devices: DevicesTable;
  refresh_tokens: RefreshTokensTable;
  otps: OtpsTable;
  courses: CoursesTable;
  units: UnitsTable;
  lessons: LessonsTable;
  quiz_questions: QuizQuestionsTable;
  quiz_answers: QuizAnswersTable;
  books: BooksTable;
  enrollments: EnrollmentsTable;
  code_batches: CodeBatchesTable;
  course_codes: CourseCodesTable;
  unit_codes: UnitCodesTable;
  unit_ownerships: UnitOwnershipsTable;
  lesson_completions: LessonCompletionsTable;
  quiz_submissions: QuizSubmissionsTable;
  quiz_attempts: QuizAttemptsTable;
  audit_log: AuditLogTable;
  parent_links: ParentLinksTable;
  lesson_videos: LessonVideosTable;
  video_views: VideoViewsTable;
  video_view_grants: VideoViewGrantsTable;
  jobs: JobsTable;
  message_channels: MessageChannelsTable;
  messages: MessagesTable;
  message_opt_outs: MessageOptOutsTable;
  message_templates: MessageTemplatesTable;
  message_sweeps: MessageSweepsTable;
  push_subscriptions: PushSubscriptionsTable;
  bank_questions: BankQuestionsTable;
  exams: ExamsTable;
  exam_attempts: ExamAttemptsTable;
  exam_answers: ExamAnswersTable;
  exam_events: ExamEventsTable;
  payment_settings: PaymentSettingsTable;
  video_host_settings: VideoHostSettingsTable;
  orders: OrdersTable;
  discount_codes: DiscountCodesTable;
  order_refunds: OrderRefundsTable;
}

export type JobState = 'queued' | 'running' | 'done' | 'failed';

/** One background job (src/jobs/), kept after it finished for the console. */
export interface JobsTable {
  id: Generated<number>;
  name: string;
  /** the tenant the work is for; null for work across tenants (sweeps) */
  tenant_id: string | null;
  /** idempotency key, unique per name; null when the job has none */
  key: string | null;
  /** JSON */
  payload: string;
  state: JobState;
  /** runs started so far */
  attempts: ColumnType<number, number | undefined, number>;
  max_attempts: number;
  /** not before this time (queued), or when the failed run is tried again */
  run_at: IsoTime;
  /** running: the lease; after it another instance may take the job (its runner died) */
  locked_until: IsoTime | null;
  locked_by: string | null;
  /** the reason of the last failed run */
  last_error: string | null;
  created_at: IsoTime;
  updated_at: IsoTime;
  finished_at: IsoTime | null;
}

/** 'push': Web Push to a student's browser; its row in message_channels holds the tenant's VAPID keys */
export type MessageChannel = 'whatsapp' | 'sms' | 'push';
/** queued → sent → delivered → read; or held (quiet hours), skipped (opted out, daily cap), failed */
export type MessageStatus = 'queued' | 'sent' | 'delivered' | 'read' | 'failed' | 'skipped';

export interface MessageChannelsTable {
  tenant_id: string;
  channel: MessageChannel;
  enabled: Flag;
  settings: string;
  sealed_secrets: string;
  updated_at: IsoTime;
}

export interface MessagesTable {
  id: Generated<number>;
  tenant_id: string;
  key: string;
  event: string;
  student_id: string | null;
  recipient: 'student' | 'parent';
  phone: string;
  channel: MessageChannel;
  params: string;
  status: MessageStatus;
  reason: string | null;
  provider_message_id: string | null;
  attempts: ColumnType<number, number | undefined, number>;
  created_at: IsoTime;
  /** not before (quiet hours move it to the morning) */
  send_after: IsoTime;
  sent_at: IsoTime | null;
  updated_at: IsoTime;
  /** channel 'push': the browser subscription it goes to (kept after the subscription is removed) */
  push_subscription_id: ColumnType<number | null, number | null | undefined, number | null>;
}

export interface PushSubscriptionsTable {
  id: Generated<number>;
  tenant_id: string;
  user_id: string;
  endpoint: string;
  p256dh: string;
  auth: string;
  created_at: IsoTime;
  updated_at: IsoTime;
}

export interface MessageTemplatesTable {
  tenant_id: string;
  event: string;
  whatsapp_name: string;
  whatsapp_language: string;
  /** JSON array of variable names */
  whatsapp_params: string;
  sms_text: string;
  updated_at: IsoTime;
}

export interface MessageSweepsTable {
  tenant_id: string;
  name: string;
  swept_until: IsoTime;
}

export interface MessageOptOutsTable {
  tenant_id: string;
  phone: string;
  source: 'reply' | 'link' | 'console';
  created_at: IsoTime;
}

export type UserRow = Selectable<UsersTable>;
export type NewUser = Insertable<UsersTable>;
export type UserUpdate = Updateable<UsersTable>;
export type CourseRow = Selectable<CoursesTable>;
export type UnitRow = Selectable<UnitsTable>;
export type LessonRow = Selectable<LessonsTable>;
