import { describe, expect, it } from 'vitest';
import { readLighthouseSettings } from './lighthouse-settings.mjs';

describe('the settings of npm run lighthouse', () => {
  it('without any, the defaults', () => {
    expect(readLighthouseSettings({})).toEqual({
      ok: true,
      settings: {
        port: 3470,
        runs: 3,
        settleMs: 120_000,
        chromium: '/usr/bin/chromium',
        pages: null,
        reports: null,
      },
    });
  });

  it.each([
    [{ RUNS: '5' }, { runs: 5 }],
    [{ RUNS: ' ' }, { runs: 3 }],
    [{ LIGHTHOUSE_SETTLE: '0' }, { settleMs: 0 }],
    [{ LIGHTHOUSE_SETTLE: '30' }, { settleMs: 30_000 }],
    [{ LIGHTHOUSE_PORT: '3999' }, { port: 3999 }],
    [{ PAGES: '/,/login, /courses/:id' }, { pages: ['/', '/login', '/courses/:id'] }],
    [{ LIGHTHOUSE_REPORTS: 'lighthouse-reports' }, { reports: 'lighthouse-reports' }],
    [{ CHROMIUM_PATH: '/opt/chromium' }, { chromium: '/opt/chromium' }],
  ])('%j is read as %j', (env, expected) => {
    const read = readLighthouseSettings(env);
    expect(read.ok).toBe(true);
    if (read.ok) expect(read.settings).toMatchObject(expected);
  });

  it.each([
    [{ RUNS: '0' }, /^RUNS must be a whole number from 1 to 50 \(it is "0"\)$/],
    [{ RUNS: 'three' }, /^RUNS must be/],
    [{ RUNS: '2.5' }, /^RUNS must be/],
    [{ RUNS: '51' }, /^RUNS must be/],
    [{ LIGHTHOUSE_SETTLE: '-1' }, /^LIGHTHOUSE_SETTLE must be a whole number from 0 to 3600/],
    [{ LIGHTHOUSE_SETTLE: '2m' }, /^LIGHTHOUSE_SETTLE must be/],
    [{ LIGHTHOUSE_PORT: '70000' }, /^LIGHTHOUSE_PORT must be a whole number from 1 to 65535/],
    [{ LIGHTHOUSE_PORT: 'abc' }, /^LIGHTHOUSE_PORT must be/],
    [{ PAGES: '/,/loginn' }, /^PAGES names "\/loginn"; the pages are \/, \/about, \/login/],
    [{ PAGES: '/courses/123' }, /^PAGES names "\/courses\/123"/],
  ])('%j is refused: %s', (env, message) => {
    const read = readLighthouseSettings(env);
    expect(read.ok).toBe(false);
    if (!read.ok) expect(read.errors).toEqual([expect.stringMatching(message)]);
  });

  it('names every wrong setting at once', () => {
    const read = readLighthouseSettings({ RUNS: 'x', LIGHTHOUSE_PORT: '0', PAGES: '/nope' });
    expect(read.ok).toBe(false);
    if (!read.ok) expect(read.errors).toHaveLength(3);
  });
});
