import { describe, expect, it } from 'vitest';
import {
  MIN_PASSWORD_LENGTH,
  PLAYBACK_SPEEDS,
  STORAGE_KEYS,
  VOLUME_MAX,
  VOLUME_MIN,
  VOLUME_STEP,
  WATERMARK,
} from './constants.ts';
import { clampVolume, isPlaybackSpeed, stepVolume } from './player.ts';
import { validateResetPassword } from './validation.ts';
import { watermarkPosition } from './watermark.ts';

// What the constants mean, checked through the rules that read them (docs/product-rules.md).
// Timings and sizes that only one behaviour reads are covered by that behaviour's own tests.

describe('volume grid', () => {
  const steps = Math.round((VOLUME_MAX - VOLUME_MIN) / VOLUME_STEP);

  it('walks from silent to full in whole steps and back', () => {
    let volume: number = VOLUME_MIN;
    const up = [volume];
    for (let i = 0; i < steps; i += 1) up.push((volume = stepVolume(volume, 1)));
    expect(up.at(-1)).toBe(VOLUME_MAX);
    expect(new Set(up).size).toBe(steps + 1);
    expect(stepVolume(VOLUME_MAX, 1)).toBe(VOLUME_MAX);
    for (let i = 0; i < steps; i += 1) volume = stepVolume(volume, -1);
    expect(volume).toBe(VOLUME_MIN);
    expect(stepVolume(VOLUME_MIN, -1)).toBe(VOLUME_MIN);
  });

  it('snaps any value in range to a step', () => {
    for (const value of [0.04, 0.26, 0.55, 0.99]) {
      expect(
        Math.abs(clampVolume(value) / VOLUME_STEP - Math.round(clampVolume(value) / VOLUME_STEP)),
      ).toBeLessThan(1e-9);
    }
  });
});

describe('playback speeds', () => {
  it('run from slow to fast and include normal speed', () => {
    expect([...PLAYBACK_SPEEDS].sort((a, b) => a - b)).toEqual([...PLAYBACK_SPEEDS]);
    expect(PLAYBACK_SPEEDS).toContain(1);
  });

  it.each(PLAYBACK_SPEEDS.map((speed) => [speed]))('%s is offered', (speed) => {
    expect(isPlaybackSpeed(speed)).toBe(true);
  });

  it.each([[0.25], [0.8], [3]])('%s is not offered', (speed) => {
    expect(isPlaybackSpeed(speed)).toBe(false);
  });
});

describe('watermark', () => {
  it('stays inside the frame band over a whole loop and returns to its start', () => {
    const samples = Array.from({ length: 81 }, (_, i) =>
      watermarkPosition((WATERMARK.pathPeriodMs * i) / 80),
    );
    for (const { xPct, yPct } of samples) {
      for (const pct of [xPct, yPct]) {
        expect(pct).toBeGreaterThanOrEqual(WATERMARK.minPct);
        expect(pct).toBeLessThanOrEqual(WATERMARK.maxPct);
      }
    }
    expect(samples.at(-1)).toEqual(samples[0]);
  });

  it.each([
    ['course player', WATERMARK.course.opacity],
    ['unit viewer', WATERMARK.unitViewer.opacity],
  ])('is visible but translucent in the %s', (_name, opacity) => {
    expect(opacity).toBeGreaterThan(0);
    expect(opacity).toBeLessThan(1);
  });
});

describe('password minimum', () => {
  const reset = (password: string) =>
    validateResetPassword({
      email: 'student@dars.test',
      otp: '123456',
      newPassword: password,
      confirmPassword: password,
    });

  it('refuses one character less and accepts exactly the minimum', () => {
    expect(reset('x'.repeat(MIN_PASSWORD_LENGTH - 1))).toBe('validation.passwordTooShort');
    expect(reset('x'.repeat(MIN_PASSWORD_LENGTH))).toBeNull();
  });
});

describe('storage keys', () => {
  it('are distinct, so no two saved values overwrite each other', () => {
    const keys = Object.values(STORAGE_KEYS);
    expect(new Set(keys).size).toBe(keys.length);
  });
});
