/** Staff: the teacher (Admin) adds and removes assistants (Moderators). */
import { z } from 'zod';
import { envelope, errorEnvelopeSchema as error } from '../envelope.ts';
import {
  emailInputSchema,
  guidInputSchema,
  guidSchema,
  newPasswordSchema,
  phoneInputSchema,
  requiredText,
} from '../common.ts';
import type { EndpointDefinition } from '../endpoint-definition.ts';

export const staffMemberSchema = z.object({
  id: guidSchema,
  name: z.string(),
  email: z.string(),
  phoneNumber: z.string(),
  role: z.enum(['Admin', 'Moderator']),
  createdAt: z.string(),
});
export type StaffMember = z.infer<typeof staffMemberSchema>;

export const staffListResponseSchema = envelope(z.object({ items: z.array(staffMemberSchema) }));

export const addStaffBodySchema = z.object({
  name: requiredText(100, 'Name'),
  email: emailInputSchema,
  phoneNumber: phoneInputSchema,
  /** a temporary password the assistant changes after the first sign-in */
  password: newPasswordSchema,
});
export type AddStaffBody = z.input<typeof addStaffBodySchema>;

export const staffParamsSchema = z.object({ staffId: guidInputSchema });

export const staffEndpoints = {
  teacherStaff: {
    method: 'GET',
    path: '/api/teacher/staff',
    response: staffListResponseSchema,
    error,
    ours: true,
    auth: 'admin',
    summary: 'The teacher and the assistants (Admin only).',
  },
  teacherStaffAdd: {
    method: 'POST',
    path: '/api/teacher/staff',
    body: addStaffBodySchema,
    response: envelope(staffMemberSchema),
    error,
    ours: true,
    auth: 'admin',
    summary: 'Add an assistant (Moderator) with a temporary password (Admin only).',
  },
  teacherStaffRemove: {
    method: 'DELETE',
    path: '/api/teacher/staff/:staffId',
    params: staffParamsSchema,
    response: envelope(z.null()),
    error,
    ours: true,
    auth: 'admin',
    summary: 'Remove an assistant; their sessions end at once (Admin only).',
  },
} as const satisfies Record<string, EndpointDefinition>;
