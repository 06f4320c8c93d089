import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { serverClock } from './clock.ts';
import { ConfigError, loadConfig } from './config.ts';

describe('the server clock', () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'dars-clock-'));
  const file = path.join(dir, 'clock.json');
  afterEach(() => vi.useRealTimers());

  it('is the machine’s without a test clock file', () => {
    vi.useFakeTimers({ now: new Date('2026-11-27T10:00:00Z') });
    expect(serverClock(undefined)().toISOString()).toBe('2026-11-27T10:00:00.000Z');
  });

  it.each([
    { content: '{"offsetMs":3600000}', reads: '2026-11-27T11:00:00.000Z' },
    { content: '{"offsetMs":-60000}', reads: '2026-11-27T09:59:00.000Z' },
    { content: '{"offsetMs":"soon"}', reads: '2026-11-27T10:00:00.000Z' },
    { content: 'not json', reads: '2026-11-27T10:00:00.000Z' },
    { content: null, reads: '2026-11-27T10:00:00.000Z' },
  ])('with the file holding $content reads $reads', ({ content, reads }) => {
    vi.useFakeTimers({ now: new Date('2026-11-27T10:00:00Z') });
    fs.rmSync(file, { force: true });
    if (content !== null) fs.writeFileSync(file, content);
    expect(serverClock(file)().toISOString()).toBe(reads);
  });

  it('follows the file when a test moves it, and ticks on from there', () => {
    vi.useFakeTimers({ now: new Date('2026-11-27T10:00:00Z') });
    fs.writeFileSync(file, '{"offsetMs":0}');
    const now = serverClock(file);
    expect(now().toISOString()).toBe('2026-11-27T10:00:00.000Z');
    fs.writeFileSync(file, '{"offsetMs":36000000}');
    vi.advanceTimersByTime(1_000);
    expect(now().toISOString()).toBe('2026-11-27T20:00:01.000Z');
  });

  it('is refused in production', () => {
    expect(() =>
      loadConfig({ NODE_ENV: 'production', DATA_DIR: dir, TEST_CLOCK_FILE: file } as NodeJS.ProcessEnv),
    ).toThrow(ConfigError);
    expect(loadConfig({ DATA_DIR: dir, TEST_CLOCK_FILE: file } as NodeJS.ProcessEnv).testClockFile).toBe(
      file,
    );
  });
});
