import { PLAYBACK_SPEEDS, SEEK_REQUEST_EXPIRY_MS, VOLUME_MAX, VOLUME_MIN, VOLUME_STEP } from './constants.ts';
import { isNearlyDone } from './progress.ts';
import { toEpochMs, type InstantInput } from './instant.ts';

/** Volume clamped to 0..1 and snapped to the 0.1 grid (so 0.1 + 0.2 reads 0.3, not 0.30000000000000004). */
export function clampVolume(volume: unknown): number {
  if (typeof volume !== 'number' || Number.isNaN(volume)) return VOLUME_MAX;
  const clamped = Math.min(Math.max(volume, VOLUME_MIN), VOLUME_MAX);
  return Math.round(clamped / VOLUME_STEP) / Math.round(1 / VOLUME_STEP);
}

/**
 * One 0.1 step up (+1) or down (−1).
 * @awaitingApp the web app is switching to this rule instead of its own copy.
 */
export function stepVolume(volume: unknown, direction: 1 | -1): number {
  const steps = Math.round(clampVolume(volume) / VOLUME_STEP) + (direction === -1 ? -1 : 1);
  return clampVolume(steps * VOLUME_STEP);
}

export type PlaybackSpeed = (typeof PLAYBACK_SPEEDS)[number];

/** @awaitingApp the web app is switching to this rule instead of its own copy. */
export function isPlaybackSpeed(value: unknown): value is PlaybackSpeed {
  return typeof value === 'number' && (PLAYBACK_SPEEDS as readonly number[]).includes(value);
}

export type CompleteButton = 'complete-and-continue' | 'complete-lesson';

/**
 * Video completion (docs/product-rules.md): the Complete button shows once more than 90 % is played; it reads
 * 'Complete & Continue' when a next lesson exists, else 'Complete Lesson'. null = not shown.
 * @awaitingApp the web app is switching to this rule instead of its own copy.
 */
export function completeButton(input: {
  currentTime: unknown;
  duration: unknown;
  hasNextLesson: boolean;
}): CompleteButton | null {
  if (!isNearlyDone(input?.currentTime, input?.duration)) return null;
  return input.hasNextLesson === true ? 'complete-and-continue' : 'complete-lesson';
}

/**
 * A seek asked for before the player is ready is dropped after 5 s.
 * @awaitingApp the web app is switching to this rule instead of its own copy.
 */
export function isSeekRequestExpired(requestedAt: InstantInput, now: InstantInput): boolean {
  const asked = toEpochMs(requestedAt);
  const current = toEpochMs(now);
  if (asked === null || current === null) return true;
  return current - asked > SEEK_REQUEST_EXPIRY_MS;
}
