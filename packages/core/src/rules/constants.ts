/**
 * The product's numbers that both apps read, each defined once. What each one means is described
 * in docs/product-rules.md; the rule functions beside this file apply them.
 */

import { LIMITS } from '../contract/values.ts';

/** The tenant the web app and the API fall back to when none is configured. */
export const DEFAULT_TENANT_ID = 'tenant5';

/** The enrolled-packages screen asks for 10 courses a page. */
export const ENROLLED_SCREEN_PAGE_SIZE = 10;
/** The enrolled-courses call doubles as the token check with page size 1. */
export const TOKEN_CHECK_PAGE_SIZE = 1;
export const MAX_PAGE_BUTTONS = 5;

export const ROUTE_VALIDATION_REUSE_MS = 5_000;
export const POST_LOGIN_REDIRECT_MS = 1_500;
export const TESTIMONIAL_ROTATION_MS = 4_000;
export const CELEBRATION_MS = 2_000;
export const CONTROLS_AUTO_HIDE_MS = 5_000;
export const EMBED_POLL_MS = 1_000;
export const UNIT_COUNTDOWN_TICK_MS = 1_000;

/** Devices per account; the server's refusal text is SERVER_MESSAGES.maxDevices in @dars/core/messages. */
export const DEVICE_LIMIT = 2;

/** Minimum password length on registration, reset and profile. */
export const MIN_PASSWORD_LENGTH = LIMITS.passwordMin;

export const PLAYBACK_SPEEDS = [0.5, 0.75, 1, 1.25, 1.5, 1.75, 2] as const;
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

export const SEEK_REQUEST_EXPIRY_MS = 5_000;

/** The browser storage keys of the signed-in session. */
export const STORAGE_KEYS = {
  authToken: 'auth_token',
  currentUser: 'currentUser',
  isAuthenticated: 'isAuthenticated',
  userId: 'user_id',
  deviceId: 'app_device_id',
} as const;
