/**
 * The opt-out link every message carries (ours): a signed token naming one recipient phone of one
 * tenant. Opening it shows the page; only the confirmation (POST) stops the messages, so a link
 * preview fetched by a chat app changes nothing.
 */
import { z } from 'zod';
import { envelope, errorEnvelopeSchema as error } from './envelope.ts';
import type { EndpointDefinition } from './endpoint-definition.ts';
import { ENDPOINT_ROUTES } from './routes.ts';

export const messageOptOutParamsSchema = z.object({
  token: z
    .string()
    .trim()
    .min(20, 'Invalid link')
    .max(120, 'Invalid link')
    .regex(/^[A-Za-z0-9_.-]+$/, 'Invalid link'),
});

export const messageOptOutStateSchema = z.object({
  /** the phone, masked but for its last digits */
  phone: z.string(),
  optedOut: z.boolean(),
});
export type MessageOptOutState = z.infer<typeof messageOptOutStateSchema>;

export const messageOptOutEndpoints = {
  messageOptOutState: {
    ...ENDPOINT_ROUTES.messageOptOutState,
    params: messageOptOutParamsSchema,
    response: envelope(messageOptOutStateSchema),
    error,
    ours: true,
    summary: "Whether the link's phone still gets this teacher's messages (404 for a forged link).",
  },
  messageOptOut: {
    ...ENDPOINT_ROUTES.messageOptOut,
    params: messageOptOutParamsSchema,
    response: envelope(messageOptOutStateSchema),
    error,
    ours: true,
    summary: "Stop this teacher's messages to the link's phone; again changes nothing.",
  },
} as const satisfies Record<string, EndpointDefinition>;
