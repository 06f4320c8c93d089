import { ROUTE_VALIDATION_REUSE_MS } from './constants.ts';
import { toEpochMs, type InstantInput } from './instant.ts';

/**
 * The startup/route token check succeeds on any 2xx, and on 404 (no enrolled courses);
 * any other status, or no status at all (network error), clears the session.
 */
export function isSessionCheckSuccess(status: unknown): boolean {
  if (typeof status !== 'number' || !Number.isInteger(status)) return false;
  return (status >= 200 && status < 300) || status === 404;
}

/**
 * A refresh that fails with 401 or 403 removes the token and goes to /login.
 */
export function isRefreshFailureFatal(status: unknown): boolean {
  return status === 401 || status === 403;
}

/**
 * A route's session check is not repeated within 5 s of the last successful one. A check that
 * seems to lie in the future (the clock went back) is repeated.
 */
export function shouldRevalidateRoute(lastValidatedAt: InstantInput, now: InstantInput): boolean {
  const last = toEpochMs(lastValidatedAt);
  const current = toEpochMs(now);
  if (last === null || current === null) return true;
  const age = current - last;
  return age < 0 || age >= ROUTE_VALIDATION_REUSE_MS;
}
