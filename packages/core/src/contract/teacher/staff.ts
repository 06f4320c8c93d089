/** Staff: the teacher (Admin) adds and removes assistants (Moderators). */
import { z } from 'zod';
import { STAFF_ROLES } from '../../rules/roles.ts';
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
import { TEACHER_ENDPOINT_ROUTES } from './routes.ts';

export const staffMemberSchema = z.object({
  id: guidSchema,
  name: z.string(),
  email: z.string(),
  phoneNumber: z.string(),
  role: z.enum(STAFF_ROLES),
  createdAt: z.string(),
  /** may create code batches (always true for the teacher) */
  canCreateCodes: z.boolean(),
  /** may enrol and unenrol students by hand (always true for the teacher) */
  canEnrol: z.boolean(),
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

/** What the teacher lets one assistant do. */
export const staffPermissionsBodySchema = z.object({ canCreateCodes: z.boolean(), canEnrol: z.boolean() });
export type StaffPermissionsBody = z.input<typeof staffPermissionsBodySchema>;

export const staffEndpoints = {
  teacherStaff: {
    ...TEACHER_ENDPOINT_ROUTES.teacherStaff,
    response: staffListResponseSchema,
    error,
    ours: true,
    summary: 'The teacher and the assistants (Admin only).',
  },
  teacherStaffAdd: {
    ...TEACHER_ENDPOINT_ROUTES.teacherStaffAdd,
    body: addStaffBodySchema,
    response: envelope(staffMemberSchema),
    error,
    ours: true,
    summary: 'Add an assistant (Moderator) with a temporary password (Admin only).',
  },
  teacherStaffRemove: {
    ...TEACHER_ENDPOINT_ROUTES.teacherStaffRemove,
    params: staffParamsSchema,
    response: envelope(z.null()),
    error,
    ours: true,
    summary: 'Remove an assistant; their sessions end at once (Admin only).',
  },
  teacherStaffPermissions: {
    ...TEACHER_ENDPOINT_ROUTES.teacherStaffPermissions,
    params: staffParamsSchema,
    body: staffPermissionsBodySchema,
    response: envelope(staffMemberSchema),
    error,
    ours: true,
    summary: 'Let an assistant create code batches and enrol students by hand, or not (Admin only).',
  },
} as const satisfies Record<string, EndpointDefinition>;
