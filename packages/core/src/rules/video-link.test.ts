import { describe, expect, it } from 'vitest';
import { checkVideoLink } from './video-link.ts';

const GUID = '3f2b1c4d-5e6f-4a7b-8c9d-0e1f2a3b4c5d';

describe('checkVideoLink', () => {
  it.each([
    ['https://www.youtube.com/watch?v=dQw4w9WgXcQ', 'youtube', 'https://www.youtube.com/watch?v=dQw4w9WgXcQ'],
    [
      'https://youtube.com/watch?v=dQw4w9WgXcQ&t=30s',
      'youtube',
      'https://www.youtube.com/watch?v=dQw4w9WgXcQ',
    ],
    ['https://m.youtube.com/watch?v=dQw4w9WgXcQ', 'youtube', 'https://www.youtube.com/watch?v=dQw4w9WgXcQ'],
    ['https://youtu.be/dQw4w9WgXcQ', 'youtube', 'https://www.youtube.com/watch?v=dQw4w9WgXcQ'],
    [
      '  https://www.youtube.com/embed/dQw4w9WgXcQ  ',
      'youtube',
      'https://www.youtube.com/watch?v=dQw4w9WgXcQ',
    ],
    ['https://www.youtube.com/shorts/dQw4w9WgXcQ', 'youtube', 'https://www.youtube.com/watch?v=dQw4w9WgXcQ'],
    [
      `https://iframe.mediadelivery.net/embed/12345/${GUID}`,
      'mediadelivery',
      `https://iframe.mediadelivery.net/embed/12345/${GUID}`,
    ],
    [
      `https://iframe.mediadelivery.net/play/12345/${GUID.toUpperCase()}`,
      'mediadelivery',
      `https://iframe.mediadelivery.net/play/12345/${GUID}`,
    ],
  ])('accepts %s', (raw, provider, url) => {
    const check = checkVideoLink(raw);
    expect(check).toMatchObject({ ok: true, provider, url });
    if (check.ok) expect(check.embedUrl).toMatch(/^https:\/\/[^/]+\/embed\//);
  });

  it.each([
    ['', 'empty'],
    ['   ', 'empty'],
    ['youtube dQw4w9WgXcQ', 'not_a_url'],
    ['javascript:alert(1)', 'not_a_url'],
    ['http://www.youtube.com/watch?v=dQw4w9WgXcQ', 'not_https'],
    ['https://vimeo.com/123456', 'unknown_host'],
    ['https://youtube.com.evil.example/watch?v=dQw4w9WgXcQ', 'unknown_host'],
    ['https://www.youtube.com/watch?v=short', 'no_video'],
    ['https://www.youtube.com/channel/UCabc', 'no_video'],
    ['https://iframe.mediadelivery.net/embed/12345', 'no_video'],
    ['https://iframe.mediadelivery.net/embed/abc/not-a-guid', 'no_video'],
  ])('refuses %j (%s)', (raw, reason) => {
    expect(checkVideoLink(raw)).toEqual({ ok: false, reason });
  });
});
