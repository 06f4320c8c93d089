import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { trustedJsonSerializer } from '../src/routes/register-endpoint.ts';

const schema = z.object({
  success: z.boolean(),
  message: z.string(),
  data: z
    .discriminatedUnion('type', [
      z.object({ type: z.literal('Video'), videoUrl: z.string() }),
      z.object({ type: z.literal('Quiz'), questions: z.array(z.object({ text: z.string() })) }),
    ])
    .nullable(),
});
const isVideo = (answer: unknown) => (answer as { data?: { type?: string } }).data?.type === 'Video';
const serialize = trustedJsonSerializer(isVideo)({ schema, method: 'GET', url: '/x', httpStatus: '200' });

describe('a serializer that trusts one kind of answer', () => {
  it('checks the other kind through its schema: stray fields are dropped', () => {
    const quiz = {
      success: true,
      message: 'ok',
      data: { type: 'Quiz', questions: [{ text: 'q', isCorrect: true }] },
    };
    expect(JSON.parse(serialize(quiz))).toEqual({
      success: true,
      message: 'ok',
      data: { type: 'Quiz', questions: [{ text: 'q' }] },
    });
  });

  it('writes the trusted kind as it is', () => {
    // not passed through the schema: a field it does not declare stays
    const video = { success: true, message: 'ok', data: { type: 'Video', videoUrl: '/v.mp4', extra: 1 } };
    expect(serialize(video)).toBe(JSON.stringify(video));
  });

  it('still refuses an answer of the checked kind that breaks its schema', () => {
    expect(() =>
      serialize({ success: true, message: 'ok', data: { type: 'Quiz', questions: 'none' } }),
    ).toThrow();
  });
});
