import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes } from 'react-router';
import { AuthProvider } from './AuthProvider.tsx';
import { useAuth } from './auth-context.ts';
import { RequireAuth } from './RequireAuth.tsx';
import { getSession, reloadSession, setSession } from './session.ts';
import { STORAGE_KEYS } from '@dars/core/rules';
import { resetValidation } from './validation.ts';
import { json, mockFetch, pathOf, queryOf } from '../../test/fetch-mock.ts';
import { demoUser, LocationProbe } from '../../test/render.tsx';

function storeSession() {
  setSession({ token: 'stored-token', user: demoUser });
  reloadSession();
}

function Status() {
  const { isAuthenticated, isValidating, user, logout } = useAuth();
  return (
    <div>
      <p data-testid="status">{isValidating ? 'validating' : isAuthenticated ? `in:${user?.name}` : 'out'}</p>
      <button type="button" onClick={() => void logout()}>
        logout
      </button>
    </div>
  );
}

function renderApp(path = '/') {
  return render(
    <AuthProvider>
      <MemoryRouter initialEntries={[path]}>
        <Routes>
          <Route path="/" element={<Status />} />
          <Route path="/login" element={<p>login page</p>} />
          <Route
            path="/profile"
            element={
              <RequireAuth>
                <p>secret profile</p>
              </RequireAuth>
            }
          />
        </Routes>
        <LocationProbe />
      </MemoryRouter>
    </AuthProvider>,
  );
}

beforeEach(() => {
  resetValidation();
  reloadSession();
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

describe('start-up restore and validation', () => {
  it.each([
    [200, 'in:Student One'],
    [404, 'in:Student One'],
    [500, 'out'],
    [403, 'out'],
  ])('token check answering %i → %s', async (status, expected) => {
    storeSession();
    const { calls } = mockFetch(() => json({ success: status === 200, message: '', data: null }, status));
    renderApp();
    expect(screen.getByTestId('status')).toHaveTextContent('validating');
    await waitFor(() => expect(screen.getByTestId('status')).toHaveTextContent(expected));
    const check = calls.find((c) => pathOf(c) === '/api/Student/Student-Enrolled-Courses')!;
    expect(Object.fromEntries(queryOf(check))).toEqual({
      studentId: demoUser.id,
      pagenumber: '1',
      pagesize: '1',
    });
    if (expected === 'out') expect(localStorage.getItem(STORAGE_KEYS.authToken)).toBeNull();
  });

  it('a network error during the check clears the session', async () => {
    storeSession();
    vi.stubGlobal(
      'fetch',
      vi.fn(() => Promise.reject(new TypeError('offline'))),
    );
    renderApp();
    await waitFor(() => expect(screen.getByTestId('status')).toHaveTextContent('out'));
  });

  it('does not restore a session whose isAuthenticated flag is missing', () => {
    storeSession();
    localStorage.removeItem(STORAGE_KEYS.isAuthenticated);
    reloadSession();
    const { fetchMock } = mockFetch(() => json({}));
    renderApp();
    expect(screen.getByTestId('status')).toHaveTextContent('out');
    expect(fetchMock).not.toHaveBeenCalled();
  });
});

describe('logout', () => {
  it.each([
    ['succeeds', 200],
    ['fails', 500],
  ])('clears local state when the server call %s', async (_name, status) => {
    storeSession();
    const { calls } = mockFetch((call) =>
      pathOf(call) === '/api/Auth/logout'
        ? json({ message: 'x' }, status)
        : json({ success: true, message: '', data: null }),
    );
    renderApp();
    await waitFor(() => expect(screen.getByTestId('status')).toHaveTextContent('in:Student One'));
    await userEvent.setup().click(screen.getByRole('button', { name: 'logout' }));
    await waitFor(() => expect(screen.getByTestId('status')).toHaveTextContent('out'));
    expect(calls.some((c) => pathOf(c) === '/api/Auth/logout' && c.method === 'POST')).toBe(true);
    for (const key of [
      STORAGE_KEYS.authToken,
      STORAGE_KEYS.currentUser,
      STORAGE_KEYS.isAuthenticated,
      STORAGE_KEYS.userId,
    ]) {
      expect(localStorage.getItem(key)).toBeNull();
    }
    expect(getSession()).toBeNull();
  });
});

describe('RequireAuth', () => {
  it('redirects to /login with replace and state.from when signed out', () => {
    mockFetch(() => json({}));
    renderApp('/profile?tab=1');
    expect(screen.getByText('login page')).toBeInTheDocument();
    expect(screen.getByTestId('location')).toHaveTextContent('/login from=/profile?tab=1');
  });

  it('shows a spinner, validates after 100 ms, then renders; a second visit within 5 s is not re-validated', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: false });
    storeSession();
    const { calls } = mockFetch(() => json({ success: true, message: '', data: null }));
    const checks = () => calls.filter((c) => pathOf(c) === '/api/Student/Student-Enrolled-Courses').length;
    const view = renderApp('/profile');
    expect(screen.getByRole('status')).toBeInTheDocument();
    // The start-up check and the guard share one in-flight request.
    await act(async () => {
      await vi.advanceTimersByTimeAsync(150);
    });
    expect(screen.getByText('secret profile')).toBeInTheDocument();
    expect(checks()).toBe(1);
    view.unmount();
    const second = renderApp('/profile');
    expect(screen.getByText('secret profile')).toBeInTheDocument();
    expect(checks()).toBe(1);
    second.unmount();
    // After 5 s the guard validates again.
    await act(async () => {
      await vi.advanceTimersByTimeAsync(5_100);
    });
    renderApp('/profile');
    expect(screen.getByRole('status')).toBeInTheDocument();
    await act(async () => {
      await vi.advanceTimersByTimeAsync(150);
    });
    expect(screen.getByText('secret profile')).toBeInTheDocument();
    expect(checks()).toBe(2);
  });

  it('a failed validation sends the visitor to /login', async () => {
    storeSession();
    mockFetch(() => json({}, 500));
    renderApp('/profile');
    expect(await screen.findByText('login page')).toBeInTheDocument();
    expect(getSession()).toBeNull();
  });
});
