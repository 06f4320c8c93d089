import type { ReactElement, ReactNode } from 'react';
import { render } from '@testing-library/react';
import { QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { createQueryClient } from '../shared/api/query-client.ts';
import { AuthProvider } from '../shared/auth/AuthProvider.tsx';
import { setSession, type SessionUser } from '../shared/auth/session.ts';
import { markValidated } from '../shared/auth/validation.ts';

export const demoUser: SessionUser = {
  id: '11111111-1111-4111-8111-111111111111',
  name: 'Student One',
  email: 'student@dars.test',
  grade: 'Secondary1',
  phoneNumber: '01000000001',
  parentPhone: '01000000002',
  imagePath: null,
  enrolledCourses: [],
};

/** Stores a session as if the student had logged in (and marks it validated). */
export function signIn(user: SessionUser = demoUser, token = 'token-1'): void {
  setSession({ token, user });
  markValidated();
}

/** Shows where the router is, so tests can assert redirects. */
export function LocationProbe() {
  const location = useLocation();
  const from = (location.state as { from?: string } | null)?.from;
  return (
    <div data-testid="location">
      {location.pathname}
      {location.search}
      {from ? ` from=${from}` : ''}
    </div>
  );
}

interface Options {
  path?: string;
  route?: string;
  extraRoutes?: ReactNode;
}

export function renderWithProviders(
  ui: ReactElement,
  { path = '/', route = '*', extraRoutes }: Options = {},
) {
  const client = createQueryClient();
  client.setDefaultOptions({ queries: { ...client.getDefaultOptions().queries, retry: false } });
  return render(
    <QueryClientProvider client={client}>
      <AuthProvider>
        <MemoryRouter initialEntries={[path]}>
          <Routes>
            <Route path={route} element={ui} />
            {extraRoutes}
            <Route path="/__never__" element={null} />
          </Routes>
          <LocationProbe />
        </MemoryRouter>
      </AuthProvider>
    </QueryClientProvider>,
  );
}
