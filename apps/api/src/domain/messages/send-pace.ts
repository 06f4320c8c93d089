import { RateLimiterMemory, RateLimiterQueue } from 'rate-limiter-flexible';

/**
 * The window a pace counts in: short, so that a pace of 80 a second sends 8 every 100 ms rather
 * than 80 at the start of each second.
 */
const WINDOW_SECONDS = 0.1;

export interface SendPace {
  /** resolves when the next send under `key` may go; sends over the pace wait in order */
  take(key: string): Promise<void>;
}

/**
 * At most `perSecond` sends a second under each key (a tenant's channel: the provider's throughput
 * is per phone number), in this process (docs/product-rules.md, "Messages").
 */
export function createSendPace(perSecond: number): SendPace {
  const points = Math.max(1, Math.round(perSecond * WINDOW_SECONDS));
  const queue = new RateLimiterQueue(new RateLimiterMemory({ points, duration: points / perSecond }));
  return {
    async take(key) {
      await queue.removeTokens(1, key);
    },
  };
}
