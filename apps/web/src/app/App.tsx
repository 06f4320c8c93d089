import { useEffect } from 'react';
import { BrowserRouter, StaticRouter } from 'react-router';
import { AuthProvider } from '../shared/auth/index.ts';
import { markHydrated } from '../shared/ssr/server-state.ts';
import { AppRoutes } from './routes.tsx';

/** Renders nothing; its effect runs once the first render (a hydration, maybe) is committed. */
function FirstRenderDone() {
  useEffect(() => markHydrated(), []);
  return null;
}

/** The app; `location` renders one URL without a browser (the server's render, src/entry-server.tsx). */
export function App({ location }: { location?: string }) {
  const routes = <AppRoutes />;
  return (
    <>
      <AuthProvider>
        {location === undefined ? (
          <BrowserRouter>{routes}</BrowserRouter>
        ) : (
          <StaticRouter location={location}>{routes}</StaticRouter>
        )}
      </AuthProvider>
      <FirstRenderDone />
    </>
  );
}
