import { PLAYBACK_SPEEDS, SEEK_REQUEST_EXPIRY_MS, VOLUME_MAX, VOLUME_MIN, VOLUME_STEP } from './constants.ts';
import { isNearlyDone } from './progress.ts';
import { toEpochMs, type InstantInput } from './instant.ts';

/** Volume clamped to 0..1 and snapped to the 0.1 grid (so 0.1 + 0.2 reads 0.3, not 0.30000000000000004). */
export function clampVolume(volume: unknown): number {
  if (typeof volume !== 'number' || Number.isNaN(volume)) return VOLUME_MAX;
  const clamped = Math.min(Math.max(volume, VOLUME_MIN), VOLUME_MAX);
  return Math.round(clamped / VOLUME_STEP) / Math.round(1 / VOLUME_STEP);
}

/** The volume moved by whole 0.1 steps (positive up, negative down), within 0..1. */
export function stepVolume(volume: unknown, steps: number): number {
  const by = Number.isFinite(steps) ? Math.trunc(steps) : 0;
  return clampVolume((Math.round(clampVolume(volume) / VOLUME_STEP) + by) * VOLUME_STEP);
}

export type PlaybackSpeed = (typeof PLAYBACK_SPEEDS)[number];

export function isPlaybackSpeed(value: unknown): value is PlaybackSpeed {
  return typeof value === 'number' && (PLAYBACK_SPEEDS as readonly number[]).includes(value);
}

export type CompleteButton = 'complete-and-continue' | 'complete-lesson';

/**
 * Video completion (docs/product-rules.md): the Complete button shows once more than 90 % has
 * played and stays when the student then seeks back (`reachedNearlyDone`, which the player keeps);
 * it reads 'Complete & Continue' when a next lesson exists, else 'Complete Lesson'. null = not shown.
 */
export function completeButton(input: {
  currentTime?: unknown;
  duration?: unknown;
  reachedNearlyDone?: boolean;
  hasNextLesson: boolean;
}): CompleteButton | null {
  const shown = input?.reachedNearlyDone === true || isNearlyDone(input?.currentTime, input?.duration);
  if (!shown) return null;
  return input.hasNextLesson === true ? 'complete-and-continue' : 'complete-lesson';
}

/** A seek asked for before the player is ready is dropped after 5 s. */
export function isSeekRequestExpired(requestedAt: InstantInput, now: InstantInput): boolean {
  const asked = toEpochMs(requestedAt);
  const current = toEpochMs(now);
  if (asked === null || current === null) return true;
  return current - asked > SEEK_REQUEST_EXPIRY_MS;
}
