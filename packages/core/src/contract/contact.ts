/** GET /api/Contact/getAll — the client uses the first item. Field names keep the original's odd casing. */
import { z } from 'zod';
import { intIdSchema } from './common.ts';
import { envelope } from './envelope.ts';

export const contactSchema = z.object({
  id: intIdSchema,
  whatsApp_Number: z.string().nullable(),
  facebook_Page: z.string().nullable(),
  youTube_Channel: z.string().nullable(),
  tiktokChannel: z.string().nullable(),
});
export type Contact = z.infer<typeof contactSchema>;

export const contactListResponseSchema = envelope(z.array(contactSchema));
export type ContactListResponse = z.infer<typeof contactListResponseSchema>;
