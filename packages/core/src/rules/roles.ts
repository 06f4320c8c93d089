/**
 * Who an account is in a tenant: a student, an assistant (Moderator) or the teacher (Admin).
 * Staff are the teacher and the assistants: they open the console and preview courses.
 */
export const ROLES = ['Student', 'Moderator', 'Admin'] as const;
export type Role = (typeof ROLES)[number];

export const STAFF_ROLES = ['Admin', 'Moderator'] as const;
export type StaffRole = (typeof STAFF_ROLES)[number];

export function isRole(value: unknown): value is Role {
  return (ROLES as readonly unknown[]).includes(value);
}

/** Admin or Moderator. */
export function isStaffRole(role: Role | null | undefined): role is StaffRole {
  return role === 'Admin' || role === 'Moderator';
}
