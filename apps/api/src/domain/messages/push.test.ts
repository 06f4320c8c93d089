import { describe, expect, it } from 'vitest';
import { loadConfig } from '../../config.ts';
import { pushPayload, retryAfterMs } from './push-send.ts';
import { isAllowedPushEndpoint } from './push-subscriptions.ts';

describe('which push endpoints the server sends to', () => {
  const config = loadConfig({
    JWT_SECRET: 'x'.repeat(48),
    CODE_HASH_KEY: 'y'.repeat(48),
    SETTINGS_KEY: 'z'.repeat(48),
    PUSH_SERVICE_BASE: 'https://127.0.0.1:8443',
  });
  it.each([
    ['https://fcm.googleapis.com/fcm/send/abc:APA91b', true],
    ['https://updates.push.services.mozilla.com/wpush/v2/gAAAA', true],
    ['https://wns2-by3p.notify.windows.com/w/?token=BQYAAA', true],
    ['https://web.push.apple.com/QGuQyavXutnMH', true],
    ['https://127.0.0.1:8443/push/device-1', true], // PUSH_SERVICE_BASE
    ['https://127.0.0.1:8444/push/device-1', false], // another port of that host
    ['http://fcm.googleapis.com/fcm/send/abc', false], // not https
    ['https://fcm.googleapis.com:8443/fcm/send/abc', false], // another port
    ['https://evilfcm.googleapis.com.example/x', false],
    ['https://notfcm.googleapis.com.attacker.example/x', false],
    ['https://googleapis.com/x', false], // the parent of an allowed host
    ['https://user:pass@fcm.googleapis.com/fcm/send/abc', false],
    ['https://169.254.169.254/latest/meta-data', false],
    ['not a url', false],
  ])('%s → %s', (endpoint, allowed) => {
    expect(isAllowedPushEndpoint(config, endpoint)).toBe(allowed);
  });
});

describe('Retry-After of a push service', () => {
  const now = new Date('2026-03-01T09:00:00.000Z');
  it.each([
    ['120', 120_000],
    [' 0 ', 0],
    ['Sun, 01 Mar 2026 09:00:30 GMT', 30_000],
    ['Sun, 01 Mar 2026 08:00:00 GMT', 0], // already past
    ['soon', 60_000],
    [undefined, 60_000],
  ])('%s → wait %i ms', (header, wait) => {
    expect(retryAfterMs(header, now)).toBe(wait);
  });
});

describe('the notification of each event', () => {
  it.each([
    ['announcement' as const, ['منى', 'الحصة غدًا'], { title: 'إعلان من مدرسك', body: 'الحصة غدًا', url: '/' }],
    [
      'quizResult' as const,
      ['منى', 'اختبار الوحدة الأولى', '7/10'],
      { title: 'نتيجة اختبار', body: 'نتيجتك في «اختبار الوحدة الأولى»: 7/10', url: '/my-lectures' },
    ],
  ])('%s', (event, params, expected) => {
    expect(pushPayload(event, params, 42)).toEqual({
      ...expected,
      tag: `dars-${event}-42`,
      lang: 'ar',
      dir: 'rtl',
    });
  });

  it('cuts a long text so the encrypted message stays within 4 kB', () => {
    const payload = pushPayload('announcement', ['منى', 'ن'.repeat(5000)], 1);
    expect(payload.body).toHaveLength(1000);
    expect(Buffer.byteLength(JSON.stringify(payload))).toBeLessThan(3000);
  });
});
