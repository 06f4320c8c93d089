import { describe, expect, it } from 'vitest';
import { VersionedCache } from './versioned-cache.ts';

const loader = () => {
  let loads = 0;
  return {
    load: (value: string) => async () => {
      loads += 1;
      return { value };
    },
    get loads() {
      return loads;
    },
  };
};

describe('versioned cache', () => {
  it('a load that was under way when the entries were dropped answers its caller but is not kept', async () => {
    const cache = new VersionedCache<{ value: string }>({ max: 10 });
    let finish: (value: { value: string }) => void = () => undefined;
    const pending = cache.get('course', 'v1', () => new Promise((resolve) => (finish = resolve)));
    cache.clear();
    finish({ value: 'read before the change' });
    expect(await pending).toEqual({ value: 'read before the change' });
    const l = loader();
    expect(await cache.get('course', 'v1', l.load('read after the change'))).toEqual({
      value: 'read after the change',
    });
    expect(l.loads).toBe(1);
  });

  /** A load that finishes when the test says so, counting its calls. */
  const deferredLoads = () => {
    const finishers: Array<(value: { value: string }) => void> = [];
    return {
      load: () => new Promise<{ value: string }>((resolve) => finishers.push(resolve)),
      finish: (index: number, value: string) => finishers[index]!({ value }),
      get calls() {
        return finishers.length;
      },
    };
  };

  it('callers that miss together share one load of a key and version', async () => {
    const cache = new VersionedCache<{ value: string }>({ max: 10 });
    const loads = deferredLoads();
    const first = cache.get('course', 'v1', loads.load);
    const second = cache.get('course', 'v1', loads.load);
    expect(loads.calls).toBe(1);
    loads.finish(0, 'loaded once');
    expect(await first).toEqual({ value: 'loaded once' });
    expect(await second).toBe(await first);
  });

  it('a caller naming another version does not take the load under way', async () => {
    const cache = new VersionedCache<{ value: string }>({ max: 10 });
    const loads = deferredLoads();
    const old = cache.get('course', 'v1', loads.load);
    const fresh = cache.get('course', 'v2', loads.load);
    expect(loads.calls).toBe(2);
    loads.finish(0, 'v1');
    loads.finish(1, 'v2');
    expect(await old).toEqual({ value: 'v1' });
    expect(await fresh).toEqual({ value: 'v2' });
  });

  it('a failed load is not shared with the callers that come after it', async () => {
    const cache = new VersionedCache<{ value: string }>({ max: 10 });
    await expect(cache.get('course', 'v1', () => Promise.reject(new Error('down')))).rejects.toThrow('down');
    const l = loader();
    expect(await cache.get('course', 'v1', l.load('after'))).toEqual({ value: 'after' });
    expect(l.loads).toBe(1);
  });

  it('reuses an entry while its version holds and reloads on a new version', async () => {
    const cache = new VersionedCache<{ value: string }>({ max: 10 });
    const l = loader();
    expect(await cache.get('course', 'v1', l.load('first'))).toEqual({ value: 'first' });
    expect(await cache.get('course', 'v1', l.load('ignored'))).toEqual({ value: 'first' });
    expect(l.loads).toBe(1);
    expect(await cache.get('course', 'v2', l.load('second'))).toEqual({ value: 'second' });
    expect(await cache.get('course', 'v2', l.load('ignored'))).toEqual({ value: 'second' });
    expect(l.loads).toBe(2);
  });

  it('reloads after the TTL even when the version still matches', async () => {
    const cache = new VersionedCache<{ value: string }>({ max: 10, ttlMs: 20 });
    const l = loader();
    await cache.get('course', 'v1', l.load('first'));
    await new Promise((resolve) => setTimeout(resolve, 40));
    expect(await cache.get('course', 'v1', l.load('again'))).toEqual({ value: 'again' });
    expect(l.loads).toBe(2);
  });

  it('keeps at most `max` entries, dropping the least recently used', async () => {
    const cache = new VersionedCache<{ value: string }>({ max: 2 });
    const l = loader();
    await cache.get('a', 'v', l.load('a'));
    await cache.get('b', 'v', l.load('b'));
    await cache.get('a', 'v', l.load('a'));
    await cache.get('c', 'v', l.load('c')); // b is the least recently used
    expect(l.loads).toBe(3);
    await cache.get('a', 'v', l.load('a'));
    expect(l.loads).toBe(3);
    await cache.get('b', 'v', l.load('b'));
    expect(l.loads).toBe(4);
  });

  it('forgets everything on clear', async () => {
    const cache = new VersionedCache<{ value: string }>({ max: 10 });
    const l = loader();
    await cache.get('a', 'v', l.load('a'));
    cache.clear();
    await cache.get('a', 'v', l.load('a'));
    expect(l.loads).toBe(2);
  });
});
