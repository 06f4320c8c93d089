import crypto from 'node:crypto';
import { Redis } from 'ioredis';
import { LRUCache } from 'lru-cache';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { VersionedCache } from './versioned-cache.ts';
import { AppCaches } from './app-caches.ts';
import { listenForContentChanges, redisAnnouncer } from './content-changes.ts';

const quietLog = { warn: vi.fn(), info: vi.fn() };

function cachesWithEntries() {
  const caches = new AppCaches();
  const pages = caches.named('pages', () => new LRUCache<string, string>({ max: 10 }));
  const trees = caches.named('trees', () => new VersionedCache<{ v: number }>({ max: 10 }));
  pages.set('t1\u0000/about', 'old t1');
  pages.set('t2\u0000/about', 'old t2');
  return { caches, pages, trees };
}

describe('forgetting a tenant’s content', () => {
  it('drops that tenant’s entries from every cache and tells the listeners; other tenants keep theirs', async () => {
    const { caches, pages, trees } = cachesWithEntries();
    await trees.get('t1\u0000course', 'v1', async () => ({ v: 1 }));
    await trees.get('t2\u0000course', 'v1', async () => ({ v: 2 }));
    const heard: Array<string | null> = [];
    caches.onForget((tenantId) => heard.push(tenantId));

    caches.forgetTenant('t1');
    expect(pages.get('t1\u0000/about')).toBeUndefined();
    expect(pages.get('t2\u0000/about')).toBe('old t2');
    expect([...trees.keys()]).toEqual(['t2\u0000course']);
    caches.forgetTenant(null);
    expect([...pages.keys()]).toEqual([]);
    expect([...trees.keys()]).toEqual([]);
    expect(heard).toEqual(['t1', null]);
  });

  it('a change is forgotten locally and announced; a failing announcement never rejects', async () => {
    const hung = { publish: () => new Promise<number>(() => undefined) };
    const log = { warn: vi.fn(), info: vi.fn() };
    const caches = new AppCaches({ announce: redisAnnouncer(hung, 'p:', log, { timeoutMs: 50 }) });
    const pages = caches.named('pages', () => new LRUCache<string, string>({ max: 10 }));
    pages.set('t1\u0000/', 'old');
    await expect(caches.contentChanged('t1')).resolves.toBeUndefined();
    expect(pages.size).toBe(0);
    expect(log.warn).toHaveBeenCalledOnce();
    const failing = { publish: () => Promise.reject(new Error('connection refused')) };
    await expect(redisAnnouncer(failing, 'p:', log)({ tenantId: 't1' })).resolves.toBeUndefined();
    expect(log.warn).toHaveBeenCalledTimes(2);
  });
});

const redisUrl = process.env.TEST_REDIS_URL;

describe.runIf(Boolean(redisUrl))('content changes between instances on Redis (TEST_REDIS_URL)', () => {
  const prefix = `dars-test:${crypto.randomBytes(6).toString('hex')}:`;
  const clients: Redis[] = [];
  const closers: Array<() => Promise<void>> = [];
  afterAll(async () => {
    for (const close of closers) await close();
    for (const client of clients) await client.quit();
  });

  function instance(name: string) {
    const redis = new Redis(redisUrl!);
    clients.push(redis);
    const { caches, pages } = cachesWithEntries();
    const announce = redisAnnouncer(redis, prefix, quietLog, { from: name });
    const listening = listenForContentChanges(redis, prefix, caches, quietLog, {
      self: name,
      connectionName: `${prefix.replaceAll(':', '-')}${name}`,
    });
    closers.push(listening.close);
    return { pages, listening, announce };
  }

  it('a change announced by one instance empties the other’s caches of that tenant within a second', async () => {
    const a = instance('a');
    const b = instance('b');
    await Promise.all([a.listening.ready, b.listening.ready]);
    const started = Date.now();
    await a.announce({ tenantId: 't1' });
    await vi.waitFor(() => expect(b.pages.get('t1\u0000/about')).toBeUndefined(), {
      timeout: 1_000,
      interval: 5,
    });
    expect(Date.now() - started).toBeLessThan(1_000);
    expect(b.pages.get('t2\u0000/about')).toBe('old t2');
    // an instance skips its own announcement (it dropped the entries when it made the change)
    expect(a.pages.get('t1\u0000/about')).toBe('old t1');
  });

  it('a listener whose connection was cut reconnects, drops everything once (it may have missed news) and listens again', async () => {
    const c = instance('c');
    await c.listening.ready;
    const admin = clients[0]!;
    const list = (await admin.call('CLIENT', 'LIST')) as string;
    const name = `${prefix.replaceAll(':', '-')}c`;
    const id = /^id=(\d+) .*name=(\S+)/gm;
    const ids = [...list.matchAll(id)].filter((m) => m[2] === name).map((m) => m[1]!);
    expect(ids).toHaveLength(1);
    await admin.call('CLIENT', 'KILL', 'ID', ids[0]!);
    await vi.waitFor(() => expect(c.pages.size).toBe(0), { timeout: 5_000, interval: 20 });
    // subscribed again: a new announcement still reaches it
    c.pages.set('t2\u0000/', 'refilled');
    await vi.waitFor(
      async () => {
        await clients[0]!.publish(`${prefix}content-changed`, JSON.stringify({ tenantId: 't2', from: 'x' }));
        expect(c.pages.get('t2\u0000/')).toBeUndefined();
      },
      { timeout: 5_000, interval: 50 },
    );
  });
});
