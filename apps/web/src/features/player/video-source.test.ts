import { describe, expect, it } from 'vitest';
import { classifyVideoUrl, fileExtension } from './video-source.ts';

describe('classifyVideoUrl', () => {
  it.each([
    [
      'https://iframe.mediadelivery.net/embed/123/abc-def',
      'https://iframe.mediadelivery.net/embed/123/abc-def',
    ],
    [
      'https://iframe.mediadelivery.net/play/123/abc-def?autoplay=false',
      'https://iframe.mediadelivery.net/embed/123/abc-def?autoplay=false',
    ],
  ])('%s plays in the delivery frame', (url, embedUrl) => {
    expect(classifyVideoUrl(url)).toEqual({ kind: 'embed', provider: 'mediadelivery', embedUrl });
  });

  it.each([
    'https://www.youtube.com/watch?v=dQw4w9WgXcQ',
    'https://youtu.be/dQw4w9WgXcQ',
    'https://youtube.com/embed/dQw4w9WgXcQ',
    'https://m.youtube.com/shorts/dQw4w9WgXcQ',
  ])('%s plays in a YouTube frame with the JS API and no own fullscreen', (url) => {
    const source = classifyVideoUrl(url, 'https://dars.test');
    expect(source.kind).toBe('embed');
    if (source.kind !== 'embed') return;
    expect(source.provider).toBe('youtube');
    const embed = new URL(source.embedUrl);
    expect(embed.pathname).toBe('/embed/dQw4w9WgXcQ');
    expect(embed.searchParams.get('enablejsapi')).toBe('1');
    expect(embed.searchParams.get('fs')).toBe('0');
    expect(embed.searchParams.get('origin')).toBe('https://dars.test');
  });

  it.each([
    ['https://cdn.example.com/v/master.m3u8', 'hls'],
    ['https://cdn.example.com/v/MASTER.M3U8?token=1', 'hls'],
    ['/media/demo.mp4', 'file'],
    ['https://cdn.example.com/a.mp4', 'file'],
  ])('%s → %s', (url, kind) => {
    expect(classifyVideoUrl(url).kind).toBe(kind);
  });

  it.each([null, undefined, '', '   '])('%j has no video', (url) => {
    expect(classifyVideoUrl(url)).toEqual({ kind: 'none' });
  });
});

describe('fileExtension', () => {
  it.each([
    ['https://x.test/files/notes.pdf', 'PDF'],
    ['/media/sheet.docx?download=1', 'DOCX'],
    ['https://x.test/no-extension', null],
    [null, null],
  ])('%s → %s', (url, expected) => {
    expect(fileExtension(url)).toBe(expected);
  });
});
