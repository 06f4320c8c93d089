import {
  CONTROLS_AUTO_HIDE_MS,
  clampVolume,
  isNearlyDone,
  isPlaybackSpeed,
  isSeekRequestExpired,
  stepVolume,
  type PlaybackSpeed,
} from '@dars/core/rules';

/** Controls hide after this long without activity while playing. */
export const CONTROLS_HIDE_DELAY_MS = CONTROLS_AUTO_HIDE_MS;

export interface SeekCommand {
  time: number;
  /** Increases with every command so that seeking twice to the same time still applies. */
  serial: number;
}

export interface PlayerState {
  ready: boolean;
  playing: boolean;
  currentTime: number;
  duration: number;
  volume: number;
  muted: boolean;
  speed: PlaybackSpeed;
  controlsVisible: boolean;
  /** Bumped on every user activity so the auto-hide timer restarts. */
  activitySerial: number;
  fullscreen: boolean;
  /** Latched: once more than 90 % has been reached the completion button stays available. */
  nearlyDone: boolean;
  pendingSeek: { time: number; requestedAt: number } | null;
  seekCommand: SeekCommand | null;
}

export type PlayerAction =
  | { type: 'ready'; duration: number; now: number }
  | { type: 'durationChanged'; duration: number }
  | { type: 'timeUpdated'; currentTime: number }
  | { type: 'played' }
  | { type: 'paused' }
  | { type: 'seekRequested'; time: number; now: number }
  | { type: 'seekBy'; seconds: number; now: number }
  | { type: 'volumeChanged'; volume: number }
  | { type: 'volumeStepped'; steps: number }
  | { type: 'muteToggled' }
  | { type: 'speedChanged'; speed: number }
  | { type: 'fullscreenChanged'; fullscreen: boolean }
  | { type: 'activity' }
  | { type: 'controlsHidden' }
  | { type: 'sourceChanged' };

export const initialPlayerState: PlayerState = {
  ready: false,
  playing: false,
  currentTime: 0,
  duration: 0,
  volume: 1,
  muted: false,
  speed: 1,
  controlsVisible: true,
  activitySerial: 0,
  fullscreen: false,
  nearlyDone: false,
  pendingSeek: null,
  seekCommand: null,
};

function clampTime(time: number, duration: number): number {
  const upper = duration > 0 ? duration : Number.POSITIVE_INFINITY;
  return Math.min(upper, Math.max(0, time));
}

function shown(state: PlayerState): PlayerState {
  return { ...state, controlsVisible: true, activitySerial: state.activitySerial + 1 };
}

function withTime(state: PlayerState, currentTime: number): PlayerState {
  return {
    ...state,
    currentTime,
    nearlyDone: state.nearlyDone || isNearlyDone(currentTime, state.duration),
  };
}

function issueSeek(state: PlayerState, time: number): PlayerState {
  const target = clampTime(time, state.duration);
  return {
    ...withTime(state, target),
    pendingSeek: null,
    seekCommand: { time: target, serial: (state.seekCommand?.serial ?? 0) + 1 },
  };
}

export function playerReducer(state: PlayerState, action: PlayerAction): PlayerState {
  switch (action.type) {
    case 'ready': {
      const readyState: PlayerState = { ...state, ready: true, duration: action.duration };
      const pending = state.pendingSeek;
      if (pending && !isSeekRequestExpired(pending.requestedAt, action.now)) {
        return issueSeek(readyState, pending.time);
      }
      return { ...readyState, pendingSeek: null };
    }
    case 'durationChanged':
      return withTime({ ...state, duration: action.duration }, state.currentTime);
    case 'timeUpdated':
      return withTime(state, action.currentTime);
    case 'played':
      return { ...state, playing: true };
    case 'paused':
      return shown({ ...state, playing: false });
    case 'seekRequested':
      if (!state.ready) {
        return { ...state, pendingSeek: { time: Math.max(0, action.time), requestedAt: action.now } };
      }
      return issueSeek(shown(state), action.time);
    case 'seekBy':
      return playerReducer(state, {
        type: 'seekRequested',
        time: (state.pendingSeek?.time ?? state.currentTime) + action.seconds,
        now: action.now,
      });
    case 'volumeChanged': {
      const volume = clampVolume(action.volume);
      return shown({ ...state, volume, muted: volume === 0 ? state.muted : false });
    }
    case 'volumeStepped':
      return playerReducer(state, { type: 'volumeChanged', volume: stepVolume(state.volume, action.steps) });
    case 'muteToggled':
      return shown({ ...state, muted: !state.muted });
    case 'speedChanged':
      return isPlaybackSpeed(action.speed) ? shown({ ...state, speed: action.speed }) : state;
    case 'fullscreenChanged':
      return shown({ ...state, fullscreen: action.fullscreen });
    case 'activity':
      return shown(state);
    case 'controlsHidden':
      return state.playing ? { ...state, controlsVisible: false } : state;
    case 'sourceChanged':
      return {
        ...initialPlayerState,
        volume: state.volume,
        muted: state.muted,
        speed: state.speed,
        fullscreen: state.fullscreen,
      };
  }
}

/** What a key press does in the custom player; null means the key is not ours. */
export type PlayerCommand = { type: 'togglePlay' } | { type: 'toggleFullscreen' } | PlayerAction;

export const SEEK_SHORT_SECONDS = 5;
export const SEEK_LONG_SECONDS = 10;

export function keyToCommand(key: string, options: { shiftKey: boolean; now: number }): PlayerCommand | null {
  const seekSeconds = options.shiftKey ? SEEK_LONG_SECONDS : SEEK_SHORT_SECONDS;
  switch (key) {
    case ' ':
    case 'k':
    case 'K':
      return { type: 'togglePlay' };
    case 'ArrowLeft':
      return { type: 'seekBy', seconds: -seekSeconds, now: options.now };
    case 'ArrowRight':
      return { type: 'seekBy', seconds: seekSeconds, now: options.now };
    case 'j':
    case 'J':
      return { type: 'seekBy', seconds: -SEEK_LONG_SECONDS, now: options.now };
    case 'l':
    case 'L':
      return { type: 'seekBy', seconds: SEEK_LONG_SECONDS, now: options.now };
    case 'ArrowUp':
      return { type: 'volumeStepped', steps: 1 };
    case 'ArrowDown':
      return { type: 'volumeStepped', steps: -1 };
    case 'f':
    case 'F':
      return { type: 'toggleFullscreen' };
    case 'm':
    case 'M':
      return { type: 'muteToggled' };
    default:
      return null;
  }
}

export function formatClock(totalSeconds: number): string {
  const seconds = Math.max(0, Math.floor(Number.isFinite(totalSeconds) ? totalSeconds : 0));
  const hours = Math.floor(seconds / 3600);
  const minutes = Math.floor((seconds % 3600) / 60);
  const rest = String(seconds % 60).padStart(2, '0');
  return hours > 0 ? `${hours}:${String(minutes).padStart(2, '0')}:${rest}` : `${minutes}:${rest}`;
}
