import { isRole, type Role } from '@dars/core/rules';

export { isStaffRole } from '@dars/core/rules';
import { getToken } from './session.ts';

export type AccountRole = Role;

/**
 * The role named in the access token's claims. The screens use it only to choose what to show
 * (the console, read-only forms); the server checks the role on every call.
 */
export function roleOfToken(token: string | null): AccountRole | null {
  const payload = token?.split('.')[1];
  if (!payload) return null;
  try {
    const base64 = payload.replace(/-/g, '+').replace(/_/g, '/');
    const claims = JSON.parse(atob(base64)) as { role?: unknown };
    return isRole(claims.role) ? claims.role : null;
  } catch {
    return null;
  }
}

export function currentRole(): AccountRole | null {
  return roleOfToken(getToken());
}
