/**
 * Current time of an embedded player, polled every second (progress interval 1000 ms, docs/product-rules.md).
 *
 * - The delivery host's frame speaks the player.js protocol: we ask `getCurrentTime` and
 *   `getDuration` every second and listen for `timeupdate`.
 * - YouTube's frame (enablejsapi=1) pushes `infoDelivery` messages with currentTime and
 *   duration once we have sent it `listening`.
 * - When a frame never answers (blocked, old player), the time is estimated from the wall-clock
 *   seconds the page has been visible since the frame loaded. The estimate cannot see pauses, so
 *   without a known duration it never reaches the 90 % mark by itself; the student can still use
 *   the "I enjoyed the lecture" button.
 */
export type EmbedProvider = 'mediadelivery' | 'youtube';

export { EMBED_POLL_MS } from '@dars/core/rules';

export interface EmbedTimeUpdate {
  currentTime?: number;
  duration?: number;
  ready?: boolean;
}

function asRecord(value: unknown): Record<string, unknown> | null {
  if (typeof value === 'string') {
    try {
      value = JSON.parse(value) as unknown;
    } catch {
      return null;
    }
  }
  return value && typeof value === 'object' ? (value as Record<string, unknown>) : null;
}

function finite(value: unknown): number | undefined {
  const number = typeof value === 'string' ? Number(value) : value;
  return typeof number === 'number' && Number.isFinite(number) && number >= 0 ? number : undefined;
}

export function parseEmbedMessage(provider: EmbedProvider, data: unknown): EmbedTimeUpdate | null {
  const message = asRecord(data);
  if (!message) return null;
  if (provider === 'youtube') {
    if (message.event === 'onReady') return { ready: true };
    if (message.event !== 'infoDelivery') return null;
    const info = asRecord(message.info);
    if (!info) return null;
    const update: EmbedTimeUpdate = {};
    const currentTime = finite(info.currentTime);
    const duration = finite(info.duration);
    if (currentTime !== undefined) update.currentTime = currentTime;
    if (duration !== undefined && duration > 0) update.duration = duration;
    return update.currentTime === undefined && update.duration === undefined ? null : update;
  }
  if (message.context !== 'player.js') return null;
  switch (message.event) {
    case 'ready':
      return { ready: true };
    case 'timeupdate': {
      const value = asRecord(message.value);
      const update: EmbedTimeUpdate = {};
      const seconds = finite(value?.seconds);
      const duration = finite(value?.duration);
      if (seconds !== undefined) update.currentTime = seconds;
      if (duration !== undefined && duration > 0) update.duration = duration;
      return update;
    }
    case 'getCurrentTime': {
      const seconds = finite(message.value);
      return seconds === undefined ? null : { currentTime: seconds };
    }
    case 'getDuration': {
      const duration = finite(message.value);
      return duration === undefined || duration === 0 ? null : { duration };
    }
    default:
      return null;
  }
}

/** Messages posted to the frame on every poll. */
export function pollMessages(provider: EmbedProvider, listenerId: string): string[] {
  if (provider === 'youtube') {
    return [JSON.stringify({ event: 'listening', id: listenerId, channel: 'widget' })];
  }
  return [
    JSON.stringify({
      context: 'player.js',
      version: '0.0.11',
      method: 'getCurrentTime',
      listener: `${listenerId}-time`,
    }),
    JSON.stringify({
      context: 'player.js',
      version: '0.0.11',
      method: 'getDuration',
      listener: `${listenerId}-duration`,
    }),
  ];
}

/** Sent once when the player.js frame says it is ready, so it pushes timeupdate events. */
export function subscribeMessages(provider: EmbedProvider): string[] {
  if (provider === 'youtube') return [];
  return [
    JSON.stringify({
      context: 'player.js',
      version: '0.0.11',
      method: 'addEventListener',
      value: 'timeupdate',
    }),
  ];
}

/** Fallback estimate: visible seconds since load, capped at the duration when known. */
export function estimateTime(visibleMs: number, duration: number): number {
  const seconds = Math.max(0, visibleMs / 1000);
  return duration > 0 ? Math.min(duration, seconds) : seconds;
}
