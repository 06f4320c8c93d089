import { useEffect, useState, type ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router';
import { useAuth } from './auth-context.ts';
import { isRecentlyValidated, VALIDATION_DEBOUNCE_MS } from './validation.ts';
import { PageSpinner } from '../ui/Spinner.tsx';

/**
 * Guard for signed-in routes. Shows a spinner while the session is checked (debounced 100 ms,
 * reused for 5 s); without a valid session it replaces the entry with /login, passing the
 * original location as `state.from`.
 */
export function RequireAuth({ children }: { children: ReactNode }) {
  const { isAuthenticated, validate } = useAuth();
  const location = useLocation();
  const [checked, setChecked] = useState(isRecentlyValidated);

  useEffect(() => {
    if (!isAuthenticated) return;
    if (isRecentlyValidated()) {
      setChecked(true);
      return;
    }
    setChecked(false);
    let active = true;
    const timer = setTimeout(() => {
      void validate().then((valid) => {
        if (active) setChecked(valid);
      });
    }, VALIDATION_DEBOUNCE_MS);
    return () => {
      active = false;
      clearTimeout(timer);
    };
  }, [isAuthenticated, location.pathname, validate]);

  if (!isAuthenticated) {
    const from = `${location.pathname}${location.search}${location.hash}`;
    return <Navigate to="/login" replace state={{ from }} />;
  }
  if (!checked) return <PageSpinner />;
  return <>{children}</>;
}
