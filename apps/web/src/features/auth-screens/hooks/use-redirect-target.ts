import { useLocation } from 'react-router';

/** Where to go after login: `state.from` (set by the guard) when it is an in-app path, else '/'. */
export function useRedirectTarget(): string {
  const location = useLocation();
  const from = (location.state as { from?: unknown } | null)?.from;
  if (typeof from === 'string' && from.startsWith('/') && !from.startsWith('//') && from !== '/login')
    return from;
  if (from && typeof from === 'object' && typeof (from as { pathname?: unknown }).pathname === 'string') {
    const { pathname, search = '', hash = '' } = from as { pathname: string; search?: string; hash?: string };
    if (pathname.startsWith('/') && pathname !== '/login') return `${pathname}${search}${hash}`;
  }
  return '/';
}
