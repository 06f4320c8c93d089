/**
 * Web Push (ours): a student turns notifications on in a browser of the installed app; the browser's
 * push subscription (W3C Push API `PushSubscription.toJSON()`: the push service's endpoint and
 * the keys of RFC 8291) is stored per student and browser, and messages to the student go to it.
 */
import { z } from 'zod';
import { envelope } from './envelope.ts';

/** The tenant's VAPID public key (RFC 8292), base64url: the browser's `applicationServerKey`. */
export const pushPublicKeySchema = z.object({ publicKey: z.string() });
export type PushPublicKey = z.infer<typeof pushPublicKeySchema>;

const endpointSchema = z
  .string()
  .trim()
  .max(2048, 'The push endpoint is too long')
  .regex(/^https:\/\/[^\s/?#]+\/\S*$/, 'The push endpoint must be an https URL');

export const pushSubscriptionBodySchema = z.object({
  endpoint: endpointSchema,
  expirationTime: z.number().nullable().optional(),
  keys: z.object({
    /** an uncompressed P-256 point (65 bytes, first 0x04), base64url */
    p256dh: z
      .string()
      .trim()
      .regex(/^B[A-Za-z0-9_-]{86}=?$/, 'keys.p256dh must be a P-256 public key (65 bytes, base64url)'),
    /** 16 random bytes, base64url */
    auth: z
      .string()
      .trim()
      .regex(/^[A-Za-z0-9_-]{22}(==)?$/, 'keys.auth must be 16 bytes, base64url'),
  }),
});
export type PushSubscriptionBody = z.input<typeof pushSubscriptionBodySchema>;

export const pushUnsubscribeBodySchema = z.object({ endpoint: endpointSchema });
export type PushUnsubscribeBody = z.input<typeof pushUnsubscribeBodySchema>;

export const pushPublicKeyResponseSchema = envelope(pushPublicKeySchema);
export const pushSubscribedResponseSchema = envelope(z.object({ devices: z.number().int() }));
