import { useEffect, type ComponentType, type ReactNode } from 'react';
import { BrowserRouter } from 'react-router';
import { AuthProvider } from '../shared/auth/index.ts';
import { markHydrated } from '../shared/ssr/server-state.ts';
import { AppRoutes } from './routes.tsx';

/** Renders nothing; its effect runs once the first render (a hydration, maybe) is committed. */
function FirstRenderDone() {
  useEffect(() => markHydrated(), []);
  return null;
}

/**
 * The app; the server renders it with a router of one URL (src/entry-server.tsx), which the
 * browser's bundle does not need to carry.
 */
export function App({ Router = BrowserRouter }: { Router?: ComponentType<{ children: ReactNode }> }) {
  return (
    <>
      <AuthProvider>
        <Router>
          <AppRoutes />
        </Router>
      </AuthProvider>
      <FirstRenderDone />
    </>
  );
}
