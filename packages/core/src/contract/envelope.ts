/**
 * The original back end wraps most answers as `{ success, message, data }`.
 * `data` is `null` on failures and on answers that carry nothing.
 */
import { z } from 'zod';
import { ERROR_CODES } from './error-codes.ts';

export function envelope<T extends z.ZodType>(data: T) {
  return z.object({
    success: z.boolean(),
    message: z.string(),
    data: data.nullable(),
  });
}

export type Envelope<T> = { success: boolean; message: string; data: T | null };

/**
 * Every 4xx/5xx body except login's bare-string 400. `code` is ours (additive): a stable id from
 * ERROR_CODES that clients map to their own text; `message` stays the English sentence the
 * original's clients read.
 */
export const errorEnvelopeSchema = z.object({
  success: z.literal(false),
  message: z.string(),
  data: z.null(),
  code: z.enum(ERROR_CODES),
});
export type ErrorEnvelope = z.infer<typeof errorEnvelopeSchema>;

/** An answer whose only content is its message. */
export const messageEnvelopeSchema = envelope(z.null());
export type MessageEnvelope = z.infer<typeof messageEnvelopeSchema>;

/** Paging counters shared by several list answers. */
export const pageCountersSchema = z.object({
  totalCount: z.number().int().nonnegative(),
  totalPages: z.number().int().nonnegative(),
  currentPage: z.number().int().positive(),
});
