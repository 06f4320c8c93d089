import { describe, expect, it, vi } from 'vitest';
import { createKeyUrlKeeper, protectedKeySetup } from './key-url-keeper.ts';

const at = (ms: number) => new Date(ms).toISOString();

describe('createKeyUrlKeeper', () => {
  it('keeps the URL while more than a minute is left, then renews it once for concurrent callers', async () => {
    let clock = 0;
    const renew = vi.fn(async () => ({ keyUrl: 'second', keyUrlExpiresAt: at(clock + 300_000) }));
    const keyUrl = createKeyUrlKeeper({ keyUrl: 'first', keyUrlExpiresAt: at(300_000) }, renew, () => clock);
    expect(await keyUrl()).toBe('first');
    clock = 239_000;
    expect(await keyUrl()).toBe('first');
    clock = 240_000;
    expect(await Promise.all([keyUrl(), keyUrl()])).toEqual(['second', 'second']);
    expect(renew).toHaveBeenCalledTimes(1);
  });
});

describe('protectedKeySetup', () => {
  const fakeXhr = () => ({ open: vi.fn(), setRequestHeader: vi.fn() });
  const headers = () => ({ Authorization: 'Bearer t', DeviceId: 'd', 'X-Tenant-ID': 'x', Accept: 'a' });

  it('sends a dars-key: request to the key URL with the token and device', async () => {
    const xhr = fakeXhr();
    await protectedKeySetup(async () => 'https://api.example/media/video-keys/v?s=1', headers)(
      xhr as unknown as XMLHttpRequest,
      'dars-key:v',
    );
    expect(xhr.open).toHaveBeenCalledWith('GET', 'https://api.example/media/video-keys/v?s=1', true);
    expect(xhr.setRequestHeader.mock.calls).toEqual([
      ['Authorization', 'Bearer t'],
      ['DeviceId', 'd'],
    ]);
  });

  it('leaves playlist and segment requests alone', async () => {
    const xhr = fakeXhr();
    await protectedKeySetup(async () => 'unused', headers)(
      xhr as unknown as XMLHttpRequest,
      'https://x/seg_1.ts',
    );
    expect(xhr.open).not.toHaveBeenCalled();
    expect(xhr.setRequestHeader).not.toHaveBeenCalled();
  });
});
