import { describe, expect, it } from 'vitest';
import { estimateTime, parseEmbedMessage, pollMessages, subscribeMessages } from './embed-time.ts';

describe('parseEmbedMessage (player.js frame)', () => {
  it.each([
    [{ context: 'player.js', event: 'ready' }, { ready: true }],
    [
      { context: 'player.js', event: 'timeupdate', value: { seconds: 12.5, duration: 100 } },
      { currentTime: 12.5, duration: 100 },
    ],
    [JSON.stringify({ context: 'player.js', event: 'getCurrentTime', value: 33 }), { currentTime: 33 }],
    [{ context: 'player.js', event: 'getDuration', value: 240 }, { duration: 240 }],
    [{ context: 'player.js', event: 'getDuration', value: 0 }, null],
    [{ context: 'other', event: 'timeupdate', value: { seconds: 1 } }, null],
    ['not json', null],
    [null, null],
  ])('%j → %j', (data, expected) => {
    expect(parseEmbedMessage('mediadelivery', data)).toEqual(expected);
  });
});

describe('parseEmbedMessage (YouTube frame)', () => {
  it.each([
    [
      JSON.stringify({ event: 'infoDelivery', info: { currentTime: 5, duration: 50 } }),
      { currentTime: 5, duration: 50 },
    ],
    [{ event: 'infoDelivery', info: { volume: 100 } }, null],
    [{ event: 'onReady' }, { ready: true }],
    [{ event: 'initialDelivery', info: { currentTime: 5 } }, null],
  ])('%j → %j', (data, expected) => {
    expect(parseEmbedMessage('youtube', data)).toEqual(expected);
  });
});

describe('poll and subscribe messages', () => {
  it('asks the player.js frame for time and duration', () => {
    const methods = pollMessages('mediadelivery', 'p1').map(
      (text) => (JSON.parse(text) as { method: string }).method,
    );
    expect(methods).toEqual(['getCurrentTime', 'getDuration']);
    expect(JSON.parse(subscribeMessages('mediadelivery')[0]!)).toMatchObject({
      method: 'addEventListener',
      value: 'timeupdate',
    });
  });

  it('tells the YouTube frame we are listening', () => {
    expect(JSON.parse(pollMessages('youtube', 'p1')[0]!)).toEqual({
      event: 'listening',
      id: 'p1',
      channel: 'widget',
    });
  });
});

describe('estimateTime', () => {
  it.each([
    [0, 0, 0],
    [15_000, 0, 15],
    [15_000, 10, 10],
    [-5, 100, 0],
  ])('%s ms visible, duration %s → %s s', (visible, duration, expected) => {
    expect(estimateTime(visible, duration)).toBe(expected);
  });
});
