import { useCallback, useEffect, useMemo, useState, useSyncExternalStore, type ReactNode } from 'react';
import { postLogin, postLogout } from './auth-api.ts';
import {
  clearSession,
  getSession,
  setSession,
  subscribeSession,
  toSessionUser,
  updateSessionUser,
  type SessionUser,
} from './session.ts';
import { clearResourceCache } from '../api/resource-cache.ts';
import { watchStudentChanges } from './student-change.ts';
import { markValidated, resetValidation, validateSession } from './validation.ts';
import { AuthContext, type AuthContextValue } from './auth-context.ts';

const noSession = () => null;

/**
 * Holds the session (mirrored in local storage under the keys of STORAGE_KEYS). On start-up a stored
 * session is restored and validated against the server; a failed validation clears it.
 */
export function AuthProvider({ children }: { children: ReactNode }) {
  // A page rendered on the server shows nobody signed in (its HTML is shared by every visitor):
  // hydration starts from that, then the stored session applies.
  const session = useSyncExternalStore(subscribeSession, getSession, noSession);
  const [validating, setValidating] = useState(() => getSession() !== null);

  // Nothing cached for one student may show to the next one on this browser.
  useEffect(() => watchStudentChanges(), []);

  useEffect(() => {
    if (!getSession()) {
      setValidating(false);
      return;
    }
    let active = true;
    void validateSession().finally(() => {
      if (active) setValidating(false);
    });
    return () => {
      active = false;
    };
  }, []);

  const login = useCallback(async (emailOrMobile: string, password: string) => {
    const answer = await postLogin(emailOrMobile.trim(), password);
    const user = toSessionUser(answer.user);
    setSession({ token: answer.token, user });
    markValidated();
    return user;
  }, []);

  const logout = useCallback(async () => {
    try {
      await postLogout();
    } catch {
      // Logout clears local state whether or not the server call succeeds.
    } finally {
      clearSession();
      resetValidation();
      clearResourceCache();
    }
  }, []);

  const setUser = useCallback((user: SessionUser) => updateSessionUser(user), []);

  const value = useMemo<AuthContextValue>(
    () => ({
      user: session?.user ?? null,
      token: session?.token ?? null,
      isAuthenticated: session !== null,
      isValidating: validating,
      login,
      logout,
      setUser,
      validate: validateSession,
    }),
    [session, validating, login, logout, setUser],
  );

  return <AuthContext.Provider value={value}>{children}</AuthContext.Provider>;
}
