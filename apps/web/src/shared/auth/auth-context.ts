import { createContext, useContext } from 'react';
import type { SessionUser } from './session.ts';

export interface AuthContextValue {
  user: SessionUser | null;
  token: string | null;
  isAuthenticated: boolean;
  /** True while the stored session restored at start-up is being checked with the server. */
  isValidating: boolean;
  /** Throws ApiError on failure (the login screen maps it to a message). */
  login(emailOrMobile: string, password: string): Promise<SessionUser>;
  /** Always ends signed out, even if the server call fails. */
  logout(): Promise<void>;
  setUser(user: SessionUser): void;
  /** Re-checks the session with the server (shared, reused for 5 s); false clears it. */
  validate(): Promise<boolean>;
}

export const AuthContext = createContext<AuthContextValue | null>(null);

export function useAuth(): AuthContextValue {
  const value = useContext(AuthContext);
  if (!value) throw new Error('useAuth must be used inside <AuthProvider>');
  return value;
}
