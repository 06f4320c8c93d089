import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { render, screen } from '@testing-library/react';
import { QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter, Route, Routes } from 'react-router';
import { ENDPOINT_ROUTES } from '@dars/core/contract/routes';
import { createQueryClient } from '../shared/api/query-client.ts';
import { AuthProvider } from '../shared/auth/AuthProvider.tsx';
import { clearSession, getSession, reloadSession } from '../shared/auth/session.ts';
import { json, mockFetch, pathOf, type RecordedCall } from '../test/fetch-mock.ts';
import { LocationProbe, signIn } from '../test/render.tsx';
import { RootLayout } from './layout/RootLayout.tsx';
import CourseDetailsPage from '../features/course-details/CourseDetailsPage.tsx';
import EnrolledCoursesPage from '../features/enrolled-courses/EnrolledCoursesPage.tsx';
import LoginPage from '../features/auth-screens/LoginPage.tsx';

const COURSE_ID = '22222222-2222-4222-8222-222222222222';
const course = {
  id: COURSE_ID,
  courseName: 'Biology Basics',
  term: 'First',
  active: true,
  price: 50,
  grade: 'Secondary1',
  description: 'Cells',
  imagePath: null,
  modificationDate: '2026-01-01T00:00:00.000Z',
  isOpenToAll: false,
  units: [],
};

/** Public answers succeed; every call that carries a token gets 401, and so does the refresh. */
function serverWithExpiredToken(publicAnswer: (call: RecordedCall) => Response = () => json({})) {
  return mockFetch((call) => {
    if (pathOf(call) === ENDPOINT_ROUTES.refreshToken.path)
      return json({ success: false, message: 'expired', data: null, code: 'refresh_failed' }, 401);
    if (call.headers.Authorization)
      return json({ success: false, message: 'expired', data: null, code: 'unauthorized' }, 401);
    if (pathOf(call) === ENDPOINT_ROUTES.courseTree.path)
      return json({ success: true, message: '', data: course });
    return publicAnswer(call);
  });
}

function renderApp(path: string) {
  const client = createQueryClient();
  client.setDefaultOptions({ queries: { ...client.getDefaultOptions().queries, retry: false } });
  return render(
    <QueryClientProvider client={client}>
      <AuthProvider>
        <MemoryRouter initialEntries={[path]}>
          <Routes>
            <Route element={<RootLayout />}>
              <Route path="/courses/:id" element={<CourseDetailsPage />} />
              <Route path="/enrolled-courses" element={<EnrolledCoursesPage />} />
              <Route path="/login" element={<LoginPage />} />
            </Route>
          </Routes>
          <LocationProbe />
        </MemoryRouter>
      </AuthProvider>
    </QueryClientProvider>,
  );
}

beforeEach(() => {
  window.scrollTo = vi.fn();
  // Start each test as a fresh page: the last session ended by logout, not by expiry.
  signIn();
  clearSession();
  localStorage.clear();
  reloadSession();
});
afterEach(() => vi.unstubAllGlobals());

describe('a 401 for a request that carried a token', () => {
  it('on an open page (course details) ends the session, goes to /login and says why', async () => {
    signIn();
    serverWithExpiredToken();
    renderApp(`/courses/${COURSE_ID}`);
    expect(await screen.findByText('انتهت صلاحية الجلسة. يرجى تسجيل الدخول مرة أخرى.')).toBeInTheDocument();
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/login/);
    expect(getSession()).toBeNull();
  });

  it('on the enrolled-courses page the login page shows the session-expired text', async () => {
    signIn();
    serverWithExpiredToken();
    renderApp('/enrolled-courses');
    expect(await screen.findByText('انتهت صلاحية الجلسة. يرجى تسجيل الدخول مرة أخرى.')).toBeInTheDocument();
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/login/);
  });

  it('a visitor without a token who gets a 401 on an open page stays there', async () => {
    const { calls } = mockFetch((call) =>
      pathOf(call) === ENDPOINT_ROUTES.courseTree.path
        ? json({ success: false, message: 'no', data: null, code: 'unauthorized' }, 401)
        : json({}),
    );
    renderApp(`/courses/${COURSE_ID}`);
    expect(await screen.findByRole('alert')).toBeInTheDocument();
    expect(screen.getByTestId('location')).toHaveTextContent(`/courses/${COURSE_ID}`);
    expect(calls.some((call) => pathOf(call) === ENDPOINT_ROUTES.refreshToken.path)).toBe(false);
    expect(screen.queryByText(/انتهت صلاحية الجلسة/)).toBeNull();
  });

  it('a login page reached without an expiry does not mention one', async () => {
    mockFetch(() => json({}));
    renderApp('/login');
    expect(await screen.findByRole('button', { name: 'دخول' })).toBeInTheDocument();
    expect(screen.queryByText(/انتهت صلاحية الجلسة/)).toBeNull();
  });
});
