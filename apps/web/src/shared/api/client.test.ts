import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { QueryClient } from '@tanstack/react-query';
import { ENDPOINT_ROUTES } from '@dars/core/contract/routes';
import { ApiError, apiFetch, call, setSessionExpiredHandler } from './client.ts';
import { queryKeyOf } from './query-keys.ts';
import { registerQueryClient } from './query-registry.ts';
import { watchStudentChanges } from '../auth/student-change.ts';
import { getSession, getToken, reloadSession, sessionEndedByExpiry, setSession } from '../auth/session.ts';
import { STORAGE_KEYS } from '@dars/core/rules';
import { json, mockFetch, pathOf, queryOf } from '../../test/fetch-mock.ts';
import { demoUser } from '../../test/render.tsx';

const REFRESH = ENDPOINT_ROUTES.refreshToken.path;

beforeEach(() => {
  reloadSession();
  setSession({ token: 'old-token', user: demoUser });
});

afterEach(() => {
  vi.unstubAllGlobals();
  window.__DARS_CONFIG__ = undefined;
});

describe('apiFetch headers', () => {
  it('sends the tenant, device id and bearer token, with credentials included', async () => {
    const { calls, fetchMock } = mockFetch(() => json({ success: true, message: '', data: 1 }));
    await apiFetch('/api/Contact/getAll');
    expect(calls[0]!.headers['X-Tenant-ID']).toBe('tenant5');
    expect(calls[0]!.headers.Authorization).toBe('Bearer old-token');
    const deviceId = localStorage.getItem(STORAGE_KEYS.deviceId);
    expect(deviceId).toMatch(/^[0-9a-f-]{36}$/);
    expect(calls[0]!.headers.DeviceId).toBe(deviceId);
    expect(fetchMock.mock.calls[0]![1]).toMatchObject({ credentials: 'include' });
  });

  it('keeps the same device id across calls and lets the runtime config override the tenant', async () => {
    window.__DARS_CONFIG__ = { tenantId: 'tenant9' };
    const { calls } = mockFetch(() => json({}));
    await apiFetch('/api/a');
    await apiFetch('/api/b');
    expect(calls[0]!.headers.DeviceId).toBe(calls[1]!.headers.DeviceId);
    expect(calls[1]!.headers['X-Tenant-ID']).toBe('tenant9');
  });

  it('encodes the query and sends JSON bodies', async () => {
    const { calls } = mockFetch(() => json({}));
    await apiFetch('/api/x', { method: 'POST', query: { code: 'A B', skip: undefined }, body: { a: 1 } });
    expect(calls[0]!.url).toBe('/api/x?code=A+B');
    expect(calls[0]!.headers['Content-Type']).toBe('application/json');
    expect(calls[0]!.body).toBe('{"a":1}');
  });
});

describe('apiFetch errors', () => {
  it('throws a typed ApiError with status, message and body', async () => {
    mockFetch(() => json({ success: false, message: 'Code not found.', data: null }, 404));
    const error = await apiFetch('/api/x').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 404, message: 'Code not found.', body: { success: false } });
  });

  it('keeps a bare JSON string body (login 400 "Invalid credentials")', async () => {
    mockFetch(() => json('Invalid credentials', 400));
    const error = (await apiFetch('/api/Auth/login', { method: 'POST' }).catch(
      (e: unknown) => e,
    )) as ApiError;
    expect(error.status).toBe(400);
    expect(error.body).toBe('Invalid credentials');
  });

  it('reports a network failure as status 0', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(() => Promise.reject(new TypeError('Failed to fetch'))),
    );
    const error = (await apiFetch('/api/x').catch((e: unknown) => e)) as ApiError;
    expect(error.status).toBe(0);
    expect(error.isNetworkError).toBe(true);
  });
});

describe('apiFetch 401 → one refresh → retry', () => {
  it('concurrent 401s share exactly one refresh call and all retry with the new token', async () => {
    let releaseRefresh: () => void = () => {};
    const refreshGate = new Promise<void>((resolve) => (releaseRefresh = resolve));
    const { calls } = mockFetch(async (call) => {
      if (pathOf(call) === REFRESH) {
        await refreshGate;
        return json({ success: true, message: '', data: { token: 'new-token' } });
      }
      return call.headers.Authorization === 'Bearer new-token'
        ? json({ ok: pathOf(call) })
        : json({ message: 'expired' }, 401);
    });

    const pending = Promise.all([apiFetch('/api/a'), apiFetch('/api/b'), apiFetch('/api/c')]);
    await vi.waitFor(() => expect(calls.filter((c) => pathOf(c) === REFRESH)).toHaveLength(1));
    releaseRefresh();
    const results = await pending;

    expect(results).toEqual([{ ok: '/api/a' }, { ok: '/api/b' }, { ok: '/api/c' }]);
    expect(calls.filter((c) => pathOf(c) === REFRESH)).toHaveLength(1);
    const refreshCall = calls.find((c) => pathOf(c) === REFRESH)!;
    expect(refreshCall.method).toBe('POST');
    expect(refreshCall.headers.Authorization).toBe('Bearer old-token');
    expect(calls.filter((c) => c.headers.Authorization === 'Bearer new-token')).toHaveLength(3);
    expect(getToken()).toBe('new-token');
    expect(localStorage.getItem(STORAGE_KEYS.authToken)).toBe('new-token');
  });

  it('a failed refresh (401) clears the session and redirects to /login', async () => {
    const expired = vi.fn();
    setSessionExpiredHandler(expired);
    const { calls } = mockFetch((call) =>
      pathOf(call) === REFRESH ? json({ success: false, message: 'no', data: null }, 401) : json({}, 401),
    );
    const error = (await apiFetch('/api/a').catch((e: unknown) => e)) as ApiError;
    expect(error.status).toBe(401);
    expect(calls.filter((c) => pathOf(c) === REFRESH)).toHaveLength(1);
    expect(expired).toHaveBeenCalledTimes(1);
    expect(getSession()).toBeNull();
    for (const key of [
      STORAGE_KEYS.authToken,
      STORAGE_KEYS.currentUser,
      STORAGE_KEYS.isAuthenticated,
      STORAGE_KEYS.userId,
    ]) {
      expect(localStorage.getItem(key)).toBeNull();
    }
  });

  it('a refresh that fails for another reason (500) keeps the session and only throws', async () => {
    const expired = vi.fn();
    setSessionExpiredHandler(expired);
    mockFetch((call) => (pathOf(call) === REFRESH ? json({}, 500) : json({}, 401)));
    await expect(apiFetch('/api/a')).rejects.toMatchObject({ status: 401 });
    expect(expired).not.toHaveBeenCalled();
    expect(getSession()).not.toBeNull();
  });

  it('does not try to refresh when no token was sent', async () => {
    localStorage.clear();
    reloadSession();
    const { calls } = mockFetch(() => json({ message: 'login first' }, 401));
    await expect(apiFetch('/api/UnitCode/EnterCode', { method: 'POST' })).rejects.toMatchObject({
      status: 401,
    });
    expect(calls).toHaveLength(1);
  });
});

describe('call: requests built from the endpoint table', () => {
  it('puts the arguments of a GET in the query string of the table path', async () => {
    const { calls } = mockFetch(() => json({ success: true, message: '', data: null }));
    await call('courseTree', { courseid: 'c-1' });
    expect(calls[0]!.method).toBe('GET');
    expect(pathOf(calls[0]!)).toBe(ENDPOINT_ROUTES.courseTree.path);
    expect(queryOf(calls[0]!).get('courseid')).toBe('c-1');
  });

  it('fills path parameters and sends the rest as the query', async () => {
    const { calls } = mockFetch(() => json({ success: true, message: '', data: null }));
    await call('unitLessons', { id: 42, pageNumber: 2 });
    expect(pathOf(calls[0]!)).toBe('/api/Unit/42/lessons');
    expect(queryOf(calls[0]!).get('pageNumber')).toBe('2');
    expect(queryOf(calls[0]!).has('id')).toBe(false);
  });

  it('sends a JSON body with the method of the table', async () => {
    const { calls } = mockFetch(() => json({ success: true, message: '', data: null }));
    await call('updateProfile', { userName: 'Mona' });
    expect(calls[0]!.method).toBe('PUT');
    expect(calls[0]!.headers['Content-Type']).toBe('application/json');
    expect(calls[0]!.body).toBe('{"userName":"Mona"}');
  });

  it('sends a multipart body for a multipart endpoint', async () => {
    const { calls } = mockFetch(() => json({ success: true, message: '', data: null }));
    await call('register', {
      UserName: 'Mona',
      Email: 'm@dars.test',
      Password: 'secret1',
      ConfirmPassword: 'secret1',
      PhoneNumber: '01012345678',
      ParentPhone: '01112345678',
      AcademicYear: 'Secondary1',
    });
    expect(calls[0]!.method).toBe('POST');
    expect(calls[0]!.body).toBeInstanceOf(FormData);
    expect((calls[0]!.body as FormData).get('UserName')).toBe('Mona');
  });

  it('an endpoint without arguments needs none', async () => {
    const { calls } = mockFetch(() => json({ success: true, message: '', data: [] }));
    await call('contacts');
    expect(calls[0]!.url).toBe(ENDPOINT_ROUTES.contacts.path);
  });

  it.each([
    [400, 'Bad Request'],
    [500, 'Internal Server Error'],
  ])('a %i without a body never carries the status text', async (status, statusText) => {
    mockFetch(() => new Response(null, { status, statusText }));
    const error = (await call('contacts').catch((e: unknown) => e)) as ApiError;
    expect(error).toBeInstanceOf(ApiError);
    expect(error.status).toBe(status);
    expect(error.message).not.toContain(statusText);
  });
});

describe('the student changed', () => {
  afterEach(() => registerQueryClient(new QueryClient()));

  it('a refresh that answers another account drops the per-student answers', async () => {
    const stopWatching = watchStudentChanges();
    const client = new QueryClient();
    registerQueryClient(client);
    client.setQueryData(queryKeyOf('enrolledCourses', { studentId: 'x' }), 'old student courses');
    client.setQueryData(queryKeyOf('courseTree', { courseid: 'c' }), 'public');
    mockFetch((request) => {
      if (pathOf(request) === REFRESH)
        return json({ success: true, message: '', data: { token: 'other', user: { id: 'another-id' } } });
      return request.headers.Authorization === 'Bearer other' ? json({ ok: true }) : json({}, 401);
    });
    await apiFetch('/api/a');
    expect(getSession()?.user.id).toBe('another-id');
    expect(client.getQueryData(queryKeyOf('enrolledCourses', { studentId: 'x' }))).toBeUndefined();
    expect(client.getQueryData(queryKeyOf('courseTree', { courseid: 'c' }))).toBe('public');
    stopWatching();
  });

  it('a session the server refuses is marked as expired (the login page says so)', async () => {
    setSessionExpiredHandler(() => {});
    mockFetch(() => json({}, 401));
    await expect(call('enrolledCourses', { studentId: 's' })).rejects.toMatchObject({ status: 401 });
    expect(getSession()).toBeNull();
    expect(sessionEndedByExpiry()).toBe(true);
    setSession({ token: 't', user: demoUser });
    expect(sessionEndedByExpiry()).toBe(false);
  });
});
