import { useAuth } from '../auth/auth-context.ts';
import { roleOfToken, type AccountRole } from '../auth/role.ts';

export interface ConsoleRole {
  role: AccountRole | null;
  /** the teacher (Admin) changes content; an assistant (Moderator) views it */
  canEdit: boolean;
}

/** Who is using the console, from the signed-in session's token. */
export function useConsoleRole(): ConsoleRole {
  const { token } = useAuth();
  const role = roleOfToken(token);
  return { role, canEdit: role === 'Admin' };
}
