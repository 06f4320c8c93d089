/** Ours: the signed-in student's own account (the original client's profile screen sends nothing). */
import { z } from 'zod';
import { LIMITS, gradeInputSchema, requiredText } from './common.ts';
import { envelope } from './envelope.ts';
import { userInfoSchema } from './auth.ts';

// GET /api/Auth/me
export const meResponseSchema = envelope(userInfoSchema);
export type MeResponse = z.infer<typeof meResponseSchema>;

// PUT /api/Auth/profile — only changed fields are sent; at least one is required.
export const updateProfileBodySchema = z
  .object({
    userName: requiredText(LIMITS.name, 'userName').optional(),
    academicYear: gradeInputSchema.optional(),
  })
  .refine((body) => body.userName !== undefined || body.academicYear !== undefined, {
    message: 'No changes were made',
  });
export type UpdateProfileBody = z.input<typeof updateProfileBodySchema>;
/** Answers the updated UserInfo. */
export const updateProfileResponseSchema = envelope(userInfoSchema);
export type UpdateProfileResponse = z.infer<typeof updateProfileResponseSchema>;
