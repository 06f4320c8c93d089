import { describe, expect, it } from 'vitest';
import * as constants from './constants.ts';

// Every number of spec §9 (and the figures of §1/§2), one row each.
describe('spec §9 constants', () => {
  it.each<[keyof typeof constants, unknown]>([
    ['DEFAULT_TENANT_ID', 'tenant5'],
    ['DEFAULT_PAGE_NUMBER', 1],
    ['DEFAULT_PAGE_SIZE', 10],
    ['ENROLLED_PAGE_SIZE', 9],
    ['ENROLLED_SCREEN_PAGE_SIZE', 10],
    ['TOKEN_CHECK_PAGE_SIZE', 1],
    ['MAX_PAGE_BUTTONS', 5],
    ['CACHE_TTL_MS', 300_000],
    ['UNIT_DATA_CACHE_TTL_MS', 300_000],
    ['CONTACT_CACHE_TTL_MS', 300_000],
    ['THROTTLE_RELEASE_DELAY_MS', 300],
    ['THROTTLE_RETRY_MIN_MS', 20],
    ['THROTTLE_RETRY_MAX_MS', 70],
    ['ROUTE_VALIDATION_DEBOUNCE_MS', 100],
    ['ROUTE_VALIDATION_REUSE_MS', 5_000],
    ['POST_LOGIN_REDIRECT_MS', 1_500],
    ['TESTIMONIAL_ROTATION_MS', 4_000],
    ['CELEBRATION_MS', 2_000],
    ['CONTROLS_AUTO_HIDE_MS', 5_000],
    ['EMBED_POLL_MS', 1_000],
    ['UNIT_COUNTDOWN_TICK_MS', 1_000],
    ['CHUNK_LOAD_TIMEOUT_MS', 120_000],
    ['DEVICE_LIMIT', 2],
    ['MIN_PASSWORD_LENGTH', 6],
    ['PLAYBACK_SPEEDS', [0.5, 0.75, 1, 1.25, 1.5, 1.75, 2]],
    ['DEFAULT_PLAYBACK_SPEED', 1],
    ['VOLUME_MIN', 0],
    ['VOLUME_MAX', 1],
    ['VOLUME_STEP', 0.1],
    [
      'WATERMARK',
      {
        course: { opacity: 0.2, speed: 300 },
        unitViewer: { opacity: 0.7, speed: 5 },
        pathPeriodMs: 20_000,
        minPct: 5,
        maxPct: 35,
      },
    ],
    ['PLAYER_DEFAULT_SIZE', { width: 640, height: 360 }],
    ['PROGRESS_INTERVAL_MS', 1_000],
    ['DURATION_CHECK_MS', 100],
    ['SEEK_REQUEST_EXPIRY_MS', 5_000],
    ['THEME_COLORS', { primary: '#14b8a6', secondary: '#7c3aed' }],
    ['SAMPLE_PRICE_RANGE', { min: 49.99, max: 99.99 }],
    ['SAMPLE_QUIZ_TIME_LIMITS_MINUTES', [10, 15, 20]],
    ['SAMPLE_QUESTIONS_PER_QUIZ', 3],
    ['SAMPLE_OPTIONS_PER_QUESTION', 4],
    [
      'MARKETING_FIGURES',
      {
        landing: { students: '5000+', videos: '99+', support: '24/7' },
        footer: { students: '5000+', successRate: '99%', rating: 5 },
        teacher: { years: '10+', studentsPassed: '500+', lessons: '1000+', successRate: '95%' },
      },
    ],
    ['TESTIMONIAL_COUNT', 3],
    [
      'STORAGE_KEYS',
      {
        authToken: 'auth_token',
        currentUser: 'currentUser',
        isAuthenticated: 'isAuthenticated',
        userId: 'user_id',
        deviceId: 'app_device_id',
      },
    ],
  ])('%s', (name, expected) => {
    expect(constants[name]).toEqual(expected);
  });
});
