import { tooManyRequests } from '../../errors.ts';

/** One counter a redemption is checked against, with its own allowance. */
export interface LimitKey {
  key: string;
  maxFailures: number;
}

/**
 * Counts failed code redemptions per key (student, IP) in a sliding window. In-process: with
 * several API instances each keeps its own counts (a Redis-backed limiter can implement the same
 * interface).
 */
export interface AttemptLimiter {
  /** true when any key has used up its failures in the current window */
  isBlocked(keys: LimitKey[]): Promise<boolean>;
  recordFailure(keys: LimitKey[]): Promise<void>;
}

export const REDEMPTION_WINDOW_MS = 10 * 60_000;
/** failed redemptions allowed per student in the window */
export const FAILURES_PER_STUDENT = 10;
/** per IP: higher, because a school or a mobile carrier puts many students behind one address */
export const FAILURES_PER_IP = 30;
const MAX_TRACKED_KEYS = 100_000;

export function createAttemptLimiter({
  windowMs = REDEMPTION_WINDOW_MS,
  now = Date.now,
}: { windowMs?: number; now?: () => number } = {}): AttemptLimiter {
  const failures = new Map<string, number[]>();

  const recent = (key: string): number[] => {
    const cutoff = now() - windowMs;
    const times = (failures.get(key) ?? []).filter((t) => t > cutoff);
    if (times.length === 0) failures.delete(key);
    else failures.set(key, times);
    return times;
  };

  return {
    async isBlocked(keys) {
      return keys.some(({ key, maxFailures }) => recent(key).length >= maxFailures);
    },
    async recordFailure(keys) {
      if (failures.size > MAX_TRACKED_KEYS) failures.clear();
      for (const { key } of keys) {
        const times = recent(key);
        times.push(now());
        failures.set(key, times);
      }
    },
  };
}

/**
 * Runs one redemption under the limiter: refused with 429 while blocked, and a wrong code
 * (`isFailure`) counts against every key.
 */
export async function limitRedemption<T>(
  limiter: AttemptLimiter,
  keys: LimitKey[],
  isFailure: (error: unknown) => boolean,
  redeem: () => Promise<T>,
): Promise<T> {
  if (await limiter.isBlocked(keys)) throw tooManyRequests();
  try {
    return await redeem();
  } catch (error) {
    if (isFailure(error)) await limiter.recordFailure(keys);
    throw error;
  }
}

export const redemptionKeys = (tenantId: string, studentId: string, ip: string): LimitKey[] => [
  { key: `student:${tenantId}:${studentId}`, maxFailures: FAILURES_PER_STUDENT },
  { key: `ip:${ip}`, maxFailures: FAILURES_PER_IP },
];
