import { useEffect, useRef } from 'react';
import { Outlet, useLocation, useNavigate } from 'react-router';
import { setSessionExpiredHandler } from '../../shared/api/client.ts';

/**
 * Scrolls smoothly to the top on every route change (a #fragment scrolls to its target instead).
 * Not on the first page: the browser has placed it (at the top, or where a reload left it), and
 * asking for the layout while the page is still being set up would only force it early.
 */
function useScrollToTopOnRouteChange(): void {
  const { pathname, hash } = useLocation();
  const first = useRef(true);
  useEffect(() => {
    if (first.current) {
      first.current = false;
      return;
    }
    if (hash) return;
    const reduceMotion = window.matchMedia?.('(prefers-reduced-motion: reduce)').matches ?? false;
    window.scrollTo({ top: 0, behavior: reduceMotion ? 'auto' : 'smooth' });
  }, [pathname, hash]);
}

/** Wraps every route: scroll behaviour and the router-aware redirect when the session expires. */
export function RootLayout() {
  const navigate = useNavigate();
  useScrollToTopOnRouteChange();
  useEffect(() => {
    setSessionExpiredHandler(() => {
      const { pathname, search, hash } = window.location;
      if (pathname !== '/login')
        void navigate('/login', { replace: true, state: { from: `${pathname}${search}${hash}` } });
    });
  }, [navigate]);
  return <Outlet />;
}
