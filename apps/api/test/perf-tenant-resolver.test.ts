import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTenantResolver } from '../src/plugins/tenant.ts';
import { createTenant, createTestApp, type TestApp } from './harness.ts';

describe('tenant directory: the cached fast path', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t?.close());

  it('answers from memory only while the list is fresh and holds the tenant', async () => {
    let now = 1_000_000;
    const resolver = createTenantResolver(t.db, () => now);
    expect(resolver.resolveCached('tenant5', '')).toBeUndefined(); // nothing loaded yet
    expect(await resolver.resolve('tenant5', '')).toBe('tenant5');
    expect(resolver.resolveCached('tenant5', '')).toBe('tenant5');
    expect(resolver.resolveCached('nobody', '')).toBeUndefined(); // a miss goes to the database
    expect(await resolver.resolve('nobody', '')).toBeNull();

    await createTenant(t.db, 'tenant-late', ['late.example']);
    expect(resolver.resolveCached('tenant-late', '')).toBeUndefined();
    expect(await resolver.resolve(undefined, 'late.example')).toBe('tenant-late');
    expect(resolver.resolveCached(undefined, 'late.example')).toBe('tenant-late');

    now += 30_000; // stale: reloaded before it is trusted again
    expect(resolver.resolveCached('tenant5', '')).toBeUndefined();
    expect(await resolver.resolve('tenant5', '')).toBe('tenant5');
    resolver.invalidate();
    expect(resolver.resolveCached('tenant5', '')).toBeUndefined();
  });
});

describe('tenant directory: invalidated while loading', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t?.close());

  it('readers waiting for a load still get an answer when the list is invalidated meanwhile', async () => {
    const resolver = createTenantResolver(t.db);
    const waiting = Array.from({ length: 20 }, (_, i) => resolver.resolve(i % 2 ? 'tenant5' : 'nobody', ''));
    resolver.invalidate();
    const later = resolver.resolve('tenant5', '');
    resolver.invalidate();
    const answers = await Promise.allSettled([...waiting, later]);
    expect(answers.filter((a) => a.status === 'rejected')).toEqual([]);
    expect(answers.map((a) => (a as PromiseFulfilledResult<string | null>).value)).toEqual([
      ...Array.from({ length: 20 }, (_, i) => (i % 2 ? 'tenant5' : null)),
      'tenant5',
    ]);
  });

  it('a load started before an invalidation is not kept: a tenant created meanwhile is found', async () => {
    const resolver = createTenantResolver(t.db);
    const before = resolver.resolve('tenant5', '');
    await createTenant(t.db, 'tenant-meanwhile', []);
    resolver.invalidate();
    expect(await before).toBe('tenant5');
    expect(await resolver.resolve('tenant-meanwhile', '')).toBe('tenant-meanwhile');
  });
});
