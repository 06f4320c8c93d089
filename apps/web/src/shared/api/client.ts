import { apiBase, tenantId } from '../config.ts';
import { deviceId } from '../auth/device-id.ts';
import {
  clearSession,
  getSession,
  getToken,
  setToken,
  toSessionUser,
  updateSessionUser,
  type ServerUserInfo,
} from '../auth/session.ts';
import { ENDPOINT_ROUTES, buildUrl as fillPath, pathParamNames } from '@dars/core/contract/routes';
import { isRefreshFailureFatal } from '@dars/core/rules';
import type {
  EndpointBody,
  EndpointName,
  EndpointParams,
  EndpointQuery,
  EndpointResponse,
  Endpoints,
} from '@dars/core/contract';
import { ApiError, messageFromBody } from './api-error.ts';

export { ApiError, isApiError } from './api-error.ts';

export type QueryValue = string | number | boolean | null | undefined;

export interface ApiFetchOptions<T> {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  query?: Record<string, QueryValue>;
  /** Sent as JSON. */
  body?: unknown;
  /** Sent as multipart/form-data (a FormData, or a record whose values become fields). */
  form?: FormData | Record<string, string | Blob | null | undefined>;
  signal?: AbortSignal;
  /** Validates/parses the successful body (e.g. a zod schema from `@dars/core/contract`). */
  schema?: { parse(value: unknown): T };
  /**
   * What a 401 on a request that carried a token does after the one refresh attempt failed:
   * 'redirect' (default) clears the session and goes to /login; 'throw' only throws.
   */
  onUnauthorized?: 'redirect' | 'throw';
  /** A successful answer is a file: its body as a Blob, not read as JSON or text. */
  blob?: boolean;
}

const REFRESH_PATH = ENDPOINT_ROUTES.refreshToken.path;
/** Calls where a 401 is an answer about credentials, never a reason to refresh. */
const NO_REFRESH_PATHS = [REFRESH_PATH, ENDPOINT_ROUTES.login.path, ENDPOINT_ROUTES.register.path];

let sessionExpiredHandler: () => void = () => {
  if (typeof window !== 'undefined' && window.location.pathname !== '/login')
    window.location.assign('/login');
};

/** The app registers a router-aware navigation to /login here. */
export function setSessionExpiredHandler(handler: () => void): void {
  sessionExpiredHandler = handler;
}

export function buildUrl(path: string, query?: Record<string, QueryValue>): string {
  let url = /^https?:\/\//.test(path) ? path : `${apiBase()}${path.startsWith('/') ? path : `/${path}`}`;
  if (query) {
    const params = new URLSearchParams();
    for (const [key, value] of Object.entries(query)) {
      if (value !== undefined && value !== null) params.append(key, String(value));
    }
    const text = params.toString();
    if (text) url += (url.includes('?') ? '&' : '?') + text;
  }
  return url;
}

/** The headers every call carries (also shown by the /test-tenant developer page). */
export function baseHeaders(token: string | null = getToken()): Record<string, string> {
  const headers: Record<string, string> = {
    Accept: 'application/json',
    'X-Tenant-ID': tenantId(),
    DeviceId: deviceId(),
  };
  if (token) headers.Authorization = `Bearer ${token}`;
  return headers;
}

async function readBody(response: Response): Promise<unknown> {
  if (response.status === 204) return null;
  const text = await response.text();
  if (text === '') return null;
  const type = response.headers.get('content-type') ?? '';
  if (type.includes('json')) {
    try {
      return JSON.parse(text) as unknown;
    } catch {
      return text;
    }
  }
  return text;
}

function toFormData(form: NonNullable<ApiFetchOptions<unknown>['form']>): FormData {
  if (form instanceof FormData) return form;
  const data = new FormData();
  for (const [key, value] of Object.entries(form)) {
    if (value !== undefined && value !== null) data.append(key, value);
  }
  return data;
}

type Transport = (url: string, init: RequestInit) => Promise<Response>;

// The global fetch, looked up at each call (tests replace it).
let transport: Transport = (url, init) => fetch(url, init);

/** The server's renderer answers the calls of a page it renders in-process (src/entry-server.tsx). */
export function setTransport(next: Transport): void {
  transport = next;
}

async function send(
  path: string,
  options: ApiFetchOptions<unknown>,
  token: string | null,
): Promise<Response> {
  const headers = baseHeaders(token);
  let body: BodyInit | undefined;
  if (options.form) {
    body = toFormData(options.form);
  } else if (options.body !== undefined) {
    headers['Content-Type'] = 'application/json';
    body = JSON.stringify(options.body);
  }
  try {
    return await transport(buildUrl(path, options.query), {
      method: options.method ?? 'GET',
      headers,
      body,
      signal: options.signal,
      credentials: 'include',
    });
  } catch (error) {
    if (options.signal?.aborted) throw error;
    throw new ApiError(0, error instanceof Error ? error.message : 'Network error', null);
  }
}

interface RefreshEnvelope {
  success?: boolean;
  message?: string;
  data?: { token?: string; user?: ServerUserInfo } | null;
}

let refreshInFlight: Promise<string> | null = null;

/**
 * Exchanges the refresh cookie for a new access token. Concurrent callers share one request.
 * Throws ApiError on failure (401/403 mean the session is over).
 */
export function refreshAccessToken(): Promise<string> {
  if (!refreshInFlight) {
    refreshInFlight = (async () => {
      const response = await send(REFRESH_PATH, { method: 'POST', body: {} }, getToken());
      const body = (await readBody(response)) as RefreshEnvelope | null;
      const token = body?.data?.token;
      if (!response.ok || !token || body?.success === false) {
        throw new ApiError(
          response.ok ? 401 : response.status,
          messageFromBody(body, 'Token refresh failed'),
          body,
        );
      }
      setToken(token);
      const user = body?.data?.user;
      if (user?.id) updateSessionUser(toSessionUser(user, getSession()?.user));
      return token;
    })().finally(() => {
      refreshInFlight = null;
    });
  }
  return refreshInFlight;
}

function expireSession(options: ApiFetchOptions<unknown>): void {
  clearSession({ expired: true });
  if (options.onUnauthorized !== 'throw') sessionExpiredHandler();
}

/** A screen learned the session is over (a 401 it handles itself): end it and go to /login. */
export function endExpiredSession(): void {
  expireSession({});
}

async function finish<T>(response: Response, options: ApiFetchOptions<T>): Promise<T> {
  if (options.blob && response.ok) return (await response.blob()) as T;
  const body = await readBody(response);
  if (!response.ok) {
    // No status text: screens show catalogue texts chosen by code or status, never the wire's.
    throw new ApiError(response.status, messageFromBody(body, `HTTP ${response.status}`), body);
  }
  return options.schema ? options.schema.parse(body) : (body as T);
}

/**
 * Calls the API with the tenant, device and bearer headers and the refresh cookie.
 * A 401 on a call that carried a token triggers ONE shared refresh and one retry.
 */
export async function apiFetch<T = unknown>(path: string, options: ApiFetchOptions<T> = {}): Promise<T> {
  const token = getToken();
  const response = await send(path, options, token);
  const mayRefresh =
    response.status === 401 && token !== null && !NO_REFRESH_PATHS.some((p) => path.startsWith(p));
  if (!mayRefresh) return finish(response, options);

  let newToken: string;
  try {
    // Another call may already have refreshed while this one was in flight.
    const current = getToken();
    newToken = current && current !== token ? current : await refreshAccessToken();
  } catch (error) {
    if (error instanceof ApiError && isRefreshFailureFatal(error.status)) expireSession(options);
    return finish(response, options);
  }
  const retried = await send(path, options, newToken);
  if (retried.status === 401) expireSession(options);
  return finish(retried, options);
}

type Part<N extends EndpointName, K extends string, T> = K extends keyof Endpoints[N] ? T : unknown;

/** The arguments of an endpoint: its path parameters, query and body fields, in one object. */
export type CallArgs<N extends EndpointName> = Part<N, 'params', EndpointParams<N>> &
  Part<N, 'query', EndpointQuery<N>> &
  Part<N, 'body', EndpointBody<N>>;

export type CallOptions = Pick<ApiFetchOptions<unknown>, 'signal' | 'onUnauthorized' | 'blob'>;

export type CallRest<N extends EndpointName> =
  Record<string, never> extends CallArgs<N>
    ? [args?: CallArgs<N>, options?: CallOptions]
    : [args: CallArgs<N>, options?: CallOptions];

/** The student side's endpoints; the console's are called through `teacher-client.ts`. */
export type StudentEndpointName = keyof typeof ENDPOINT_ROUTES;

interface CallableRoute {
  method: ApiFetchOptions<unknown>['method'];
  path: string;
  bodyEncoding?: 'json' | 'multipart';
}

/**
 * Calls one route of the table: path parameters fill the path, the other arguments go to the JSON
 * or multipart body when the endpoint takes one, else to the query string.
 */
export function callRoute<T>(route: CallableRoute, args: unknown, options?: CallOptions): Promise<T> {
  const paramNames = pathParamNames(route.path);
  const params: Record<string, string | number> = {};
  const fields: Record<string, unknown> = {};
  for (const [key, value] of Object.entries((args ?? {}) as Record<string, unknown>)) {
    if (paramNames.includes(key)) params[key] = value as string | number;
    else fields[key] = value;
  }
  const path = fillPath(route.path, { params });
  return apiFetch<T>(path, {
    ...options,
    method: route.method,
    ...(route.bodyEncoding === 'json' ? { body: fields } : {}),
    ...(route.bodyEncoding === 'multipart' ? { form: toFormFields(fields) } : {}),
    ...(route.bodyEncoding ? {} : { query: fields as Record<string, QueryValue> }),
  });
}

/** Calls the endpoint `name` of the student side's table (see `callRoute`). */
export function call<N extends StudentEndpointName>(
  name: N,
  ...[args, options]: CallRest<N>
): Promise<EndpointResponse<N>> {
  return callRoute<EndpointResponse<N>>(ENDPOINT_ROUTES[name], args, options);
}

function toFormFields(fields: Record<string, unknown>): Record<string, string | Blob | null | undefined> {
  const form: Record<string, string | Blob | null | undefined> = {};
  for (const [key, value] of Object.entries(fields)) {
    form[key] = value === undefined || value === null || value instanceof Blob ? value : String(value);
  }
  return form;
}
