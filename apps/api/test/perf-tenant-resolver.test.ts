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
