import type { Redis } from 'ioredis';
import { createAttemptLimiter, REDEMPTION_WINDOW_MS, type AttemptLimiter } from './attempt-limiter.ts';

// INCR each key; the first failure starts the key's window (fixed window, shared by every instance).
const RECORD_SCRIPT = `
for i, key in ipairs(KEYS) do
  local count = redis.call('INCR', key)
  if count == 1 or redis.call('PTTL', key) < 0 then redis.call('PEXPIRE', key, ARGV[1]) end
end
return 1`;

/**
 * The redemption limiter on Redis, so that several API instances count failures together.
 * When Redis fails, it falls back to counting in-process rather than refusing every redemption.
 */
export function createRedisAttemptLimiter(
  redis: Redis,
  options: { prefix?: string; windowMs?: number; onError?: (error: unknown) => void } = {},
): AttemptLimiter {
  const prefix = options.prefix ?? 'dars:redeem:';
  const windowMs = options.windowMs ?? REDEMPTION_WINDOW_MS;
  const fallback = createAttemptLimiter({ windowMs });
  const report = options.onError ?? (() => undefined);

  return {
    async isBlocked(keys) {
      if (keys.length === 0) return false;
      try {
        const counts = await redis.mget(...keys.map(({ key }) => prefix + key));
        return keys.some(({ maxFailures }, i) => Number(counts[i] ?? 0) >= maxFailures);
      } catch (error) {
        report(error);
        return fallback.isBlocked(keys);
      }
    },
    async recordFailure(keys) {
      if (keys.length === 0) return;
      try {
        await redis.eval(
          RECORD_SCRIPT,
          keys.length,
          ...keys.map(({ key }) => prefix + key),
          String(windowMs),
        );
      } catch (error) {
        report(error);
        await fallback.recordFailure(keys);
      }
    },
  };
}
