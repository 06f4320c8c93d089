import { describe, expect, it } from 'vitest';
import { createSendPace } from './send-pace.ts';

/** When each of `count` sends under `key` was let through, in ms after the first call. */
async function release(pace: ReturnType<typeof createSendPace>, key: string, count: number) {
  const start = performance.now();
  return Promise.all(
    Array.from({ length: count }, async () => {
      await pace.take(key);
      return performance.now() - start;
    }),
  );
}

describe('the send pace', () => {
  it.each([
    [40, 20],
    [100, 50],
    [8, 4],
  ])(
    'at %i a second lets %i sends through in about half a second, spread over it',
    async (perSecond, count) => {
      const times = await release(createSendPace(perSecond), 'tenant5\nwhatsapp', count);
      const last = Math.max(...times);
      // count sends at perSecond: the last one waits (count / perSecond − one window) seconds
      expect(last).toBeGreaterThanOrEqual(((count - Math.max(1, perSecond / 10)) / perSecond) * 1000 - 20);
      expect(last).toBeLessThan((count / perSecond) * 1000 + 250);
      // never a whole second's worth at once
      expect(times.filter((at) => at < 20).length).toBeLessThanOrEqual(
        Math.max(1, Math.round(perSecond / 10)),
      );
    },
  );

  it('paces each key on its own: one teacher’s bulk send does not hold another’s messages', async () => {
    const pace = createSendPace(20);
    const [busy, other] = await Promise.all([
      release(pace, 'a\nwhatsapp', 20),
      release(pace, 'b\nwhatsapp', 2),
    ]);
    expect(Math.max(...busy)).toBeGreaterThan(800);
    expect(Math.max(...other)).toBeLessThan(150);
  });
});
