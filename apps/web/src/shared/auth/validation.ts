import { shouldRevalidateRoute } from '@dars/core/rules';
import { checkSession } from './auth-api.ts';
import { clearSession, getSession } from './session.ts';

/** Validation is debounced by 100 ms and not repeated within 5 s (`shouldRevalidateRoute`). */
export const VALIDATION_DEBOUNCE_MS = 100;

let lastValidatedAt: number | null = null;
let lastValidatedToken: string | null = null;
let inFlight: Promise<boolean> | null = null;

export function isRecentlyValidated(now = Date.now()): boolean {
  const session = getSession();
  return (
    session !== null && session.token === lastValidatedToken && !shouldRevalidateRoute(lastValidatedAt, now)
  );
}

/** Mark the current session as just validated (after a login the token is known good). */
export function markValidated(): void {
  lastValidatedAt = Date.now();
  lastValidatedToken = getSession()?.token ?? null;
}

export function resetValidation(): void {
  lastValidatedAt = null;
  lastValidatedToken = null;
  inFlight = null;
}

/** Validates the stored session against the server; clears it on failure. Shares in-flight checks. */
export function validateSession(): Promise<boolean> {
  const session = getSession();
  if (!session) return Promise.resolve(false);
  if (isRecentlyValidated()) return Promise.resolve(true);
  if (!inFlight) {
    inFlight = checkSession(session.user.id)
      .then((valid) => {
        if (valid) markValidated();
        else clearSession();
        return valid;
      })
      .finally(() => {
        inFlight = null;
      });
  }
  return inFlight;
}
