/** Business constants of spec §9 (and the figures of §1/§2). Each number lives here once. */

import { DEFAULT_PAGE_NUMBER, DEFAULT_PAGE_SIZE, LIMITS } from '../contract/values.ts';

export { DEFAULT_PAGE_NUMBER, DEFAULT_PAGE_SIZE };

export const DEFAULT_TENANT_ID = 'tenant5';

/** Enrolled courses as fetched by the data layer (the packages screen itself asks for 10). */
export const ENROLLED_PAGE_SIZE = 9;
export const ENROLLED_SCREEN_PAGE_SIZE = 10;
/** The enrolled-courses call doubles as the token check with page size 1. */
export const TOKEN_CHECK_PAGE_SIZE = 1;
export const MAX_PAGE_BUTTONS = 5;

export const CACHE_TTL_MS = 300_000;
export const UNIT_DATA_CACHE_TTL_MS = 300_000;
export const CONTACT_CACHE_TTL_MS = 300_000;

export const THROTTLE_RELEASE_DELAY_MS = 300;
export const THROTTLE_RETRY_MIN_MS = 20;
export const THROTTLE_RETRY_MAX_MS = 70;

export const ROUTE_VALIDATION_DEBOUNCE_MS = 100;
export const ROUTE_VALIDATION_REUSE_MS = 5_000;
export const POST_LOGIN_REDIRECT_MS = 1_500;
export const TESTIMONIAL_ROTATION_MS = 4_000;
export const CELEBRATION_MS = 2_000;
export const CONTROLS_AUTO_HIDE_MS = 5_000;
export const EMBED_POLL_MS = 1_000;
export const UNIT_COUNTDOWN_TICK_MS = 1_000;
export const CHUNK_LOAD_TIMEOUT_MS = 120_000;

/** Devices per account; the server's refusal text is SERVER_MESSAGES.maxDevices in @dars/core/messages. */
export const DEVICE_LIMIT = 2;

/** Minimum password length on reset and profile (spec §5/§9). */
export const MIN_PASSWORD_LENGTH = LIMITS.passwordMin;

export const PLAYBACK_SPEEDS = [0.5, 0.75, 1, 1.25, 1.5, 1.75, 2] as const;
export const DEFAULT_PLAYBACK_SPEED = 1;
export const VOLUME_MIN = 0;
export const VOLUME_MAX = 1;
export const VOLUME_STEP = 0.1;

export const WATERMARK = {
  course: { opacity: 0.2, speed: 300 },
  unitViewer: { opacity: 0.7, speed: 5 },
  pathPeriodMs: 20_000,
  minPct: 5,
  maxPct: 35,
} as const;

export const PLAYER_DEFAULT_SIZE = { width: 640, height: 360 } as const;
export const PROGRESS_INTERVAL_MS = 1_000;
export const DURATION_CHECK_MS = 100;
export const SEEK_REQUEST_EXPIRY_MS = 5_000;

export const THEME_COLORS = { primary: '#14b8a6', secondary: '#7c3aed' } as const;

/** Sample catalogue facts (spec §3/§9). */
export const SAMPLE_PRICE_RANGE = { min: 49.99, max: 99.99 } as const;
export const SAMPLE_QUIZ_TIME_LIMITS_MINUTES = [10, 15, 20] as const;
export const SAMPLE_QUESTIONS_PER_QUIZ = 3;
export const SAMPLE_OPTIONS_PER_QUESTION = 4;

/** Marketing figures are display strings, shown as written. */
export const MARKETING_FIGURES = {
  landing: { students: '5000+', videos: '99+', support: '24/7' },
  footer: { students: '5000+', successRate: '99%', rating: 5 },
  teacher: { years: '10+', studentsPassed: '500+', lessons: '1000+', successRate: '95%' },
} as const;
export const TESTIMONIAL_COUNT = 3;

/** Browser storage keys of spec §3. */
export const STORAGE_KEYS = {
  authToken: 'auth_token',
  currentUser: 'currentUser',
  isAuthenticated: 'isAuthenticated',
  userId: 'user_id',
  deviceId: 'app_device_id',
} as const;
