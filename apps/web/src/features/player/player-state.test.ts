import { describe, expect, it } from 'vitest';
import { SEEK_REQUEST_EXPIRY_MS } from '@dars/core/rules';
import {
  CONTROLS_HIDE_DELAY_MS,
  formatClock,
  initialPlayerState,
  keyToCommand,
  playerReducer,
  type PlayerAction,
  type PlayerState,
} from './player-state.ts';

function run(actions: PlayerAction[], from: PlayerState = initialPlayerState): PlayerState {
  return actions.reduce(playerReducer, from);
}

const readyAt = (now: number, duration = 100): PlayerAction => ({ type: 'ready', duration, now });

describe('90 % threshold', () => {
  it.each([
    [50, false],
    [90, false],
    [90.5, true],
    [100, true],
  ])('at %s s of 100 s nearlyDone is %s', (time, expected) => {
    const state = run([readyAt(0), { type: 'timeUpdated', currentTime: time }]);
    expect(state.nearlyDone).toBe(expected);
  });

  it('stays latched after seeking back below 90 %', () => {
    const state = run([
      readyAt(0),
      { type: 'timeUpdated', currentTime: 95 },
      { type: 'seekRequested', time: 10, now: 1 },
    ]);
    expect(state.currentTime).toBe(10);
    expect(state.nearlyDone).toBe(true);
  });

  it('is not reached while the duration is unknown', () => {
    const state = run([{ type: 'timeUpdated', currentTime: 95 }]);
    expect(state.nearlyDone).toBe(false);
  });

  it('resets when the source changes but keeps volume and speed', () => {
    const state = run([
      readyAt(0),
      { type: 'volumeChanged', volume: 0.4 },
      { type: 'speedChanged', speed: 1.5 },
      { type: 'timeUpdated', currentTime: 99 },
      { type: 'sourceChanged' },
    ]);
    expect(state.nearlyDone).toBe(false);
    expect(state.ready).toBe(false);
    expect(state.volume).toBe(0.4);
    expect(state.speed).toBe(1.5);
  });
});

describe('seek before ready', () => {
  it('applies a pending seek when the player becomes ready within 5 s', () => {
    const state = run([
      { type: 'seekRequested', time: 42, now: 1000 },
      readyAt(1000 + SEEK_REQUEST_EXPIRY_MS),
    ]);
    expect(state.seekCommand).toEqual({ time: 42, serial: 1 });
    expect(state.currentTime).toBe(42);
    expect(state.pendingSeek).toBeNull();
  });

  it('drops a pending seek older than 5 s', () => {
    const state = run([
      { type: 'seekRequested', time: 42, now: 1000 },
      readyAt(1000 + SEEK_REQUEST_EXPIRY_MS + 1),
    ]);
    expect(state.seekCommand).toBeNull();
    expect(state.currentTime).toBe(0);
    expect(state.pendingSeek).toBeNull();
  });

  it('keeps only the latest pending request', () => {
    const state = run([
      { type: 'seekRequested', time: 10, now: 0 },
      { type: 'seekRequested', time: 20, now: 4000 },
      readyAt(8000),
    ]);
    expect(state.seekCommand?.time).toBe(20);
  });

  it('seeks immediately once ready, clamped to the duration, with a new serial each time', () => {
    const state = run([readyAt(0, 60), { type: 'seekRequested', time: 75, now: 1 }]);
    expect(state.seekCommand).toEqual({ time: 60, serial: 1 });
    const again = playerReducer(state, { type: 'seekRequested', time: 75, now: 2 });
    expect(again.seekCommand).toEqual({ time: 60, serial: 2 });
  });

  it('seekBy moves relative to the current time and never below zero', () => {
    const forward = run([
      readyAt(0),
      { type: 'timeUpdated', currentTime: 30 },
      { type: 'seekBy', seconds: 10, now: 1 },
    ]);
    expect(forward.seekCommand?.time).toBe(40);
    const back = playerReducer(forward, { type: 'seekBy', seconds: -100, now: 2 });
    expect(back.seekCommand?.time).toBe(0);
  });
});

describe('volume, mute and speed', () => {
  it.each([
    [0.33, 0.3],
    [0.06, 0.1],
    [1.4, 1],
    [-0.2, 0],
    [Number.NaN, 1],
  ])('a volume of %s is set as %s', (volume, expected) => {
    expect(run([{ type: 'volumeChanged', volume }]).volume).toBe(expected);
  });

  it('steps volume by 0.1 within 0..1', () => {
    const down = run([
      { type: 'volumeStepped', steps: -1 },
      { type: 'volumeStepped', steps: -1 },
    ]);
    expect(down.volume).toBe(0.8);
    const up = run([{ type: 'volumeStepped', steps: 5 }]);
    expect(up.volume).toBe(1);
  });

  it('raising the volume unmutes; mute toggles', () => {
    const muted = run([{ type: 'muteToggled' }]);
    expect(muted.muted).toBe(true);
    expect(playerReducer(muted, { type: 'volumeChanged', volume: 0.5 }).muted).toBe(false);
    expect(playerReducer(muted, { type: 'muteToggled' }).muted).toBe(false);
  });

  it.each([0.5, 0.75, 1, 1.25, 1.5, 1.75, 2])('accepts speed %s', (speed) => {
    expect(run([{ type: 'speedChanged', speed }]).speed).toBe(speed);
  });

  it.each([0.25, 3, 1.1])('ignores speed %s', (speed) => {
    expect(run([{ type: 'speedChanged', speed }]).speed).toBe(1);
  });
});

describe('controls visibility', () => {
  it('hides only while playing and shows again on activity or pause', () => {
    expect(run([{ type: 'controlsHidden' }]).controlsVisible).toBe(true);
    const hidden = run([{ type: 'played' }, { type: 'controlsHidden' }]);
    expect(hidden.controlsVisible).toBe(false);
    expect(playerReducer(hidden, { type: 'activity' }).controlsVisible).toBe(true);
    expect(playerReducer(hidden, { type: 'paused' }).controlsVisible).toBe(true);
  });

  it('activity bumps the serial so the hide timer restarts', () => {
    const state = run([{ type: 'activity' }, { type: 'activity' }]);
    expect(state.activitySerial).toBe(2);
    expect(CONTROLS_HIDE_DELAY_MS).toBe(5000);
  });
});

describe('keyboard shortcuts', () => {
  const now = 7;
  it.each([
    [' ', false, { type: 'togglePlay' }],
    ['ArrowLeft', false, { type: 'seekBy', seconds: -5, now }],
    ['ArrowRight', false, { type: 'seekBy', seconds: 5, now }],
    ['ArrowLeft', true, { type: 'seekBy', seconds: -10, now }],
    ['ArrowRight', true, { type: 'seekBy', seconds: 10, now }],
    ['ArrowUp', false, { type: 'volumeStepped', steps: 1 }],
    ['ArrowDown', false, { type: 'volumeStepped', steps: -1 }],
    ['f', false, { type: 'toggleFullscreen' }],
    ['m', false, { type: 'muteToggled' }],
    ['x', false, null],
  ])('%s (shift=%s)', (key, shiftKey, expected) => {
    expect(keyToCommand(key, { shiftKey, now })).toEqual(expected);
  });
});

describe('formatClock', () => {
  it.each([
    [0, '0:00'],
    [9.7, '0:09'],
    [75, '1:15'],
    [3725, '1:02:05'],
    [Number.NaN, '0:00'],
  ])('%s → %s', (seconds, expected) => {
    expect(formatClock(seconds)).toBe(expected);
  });
});
