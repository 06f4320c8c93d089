import { apiFetch } from '../api/client.ts';
import { ApiError } from '../api/api-error.ts';
import type { ServerUserInfo } from './session.ts';

export interface LoginAnswer {
  token: string;
  user: ServerUserInfo;
}

export function postLogin(emailOrMobile: string, password: string): Promise<LoginAnswer> {
  return apiFetch<LoginAnswer>('/api/Auth/login', {
    method: 'POST',
    body: { EmailorMobile: emailOrMobile, password },
  });
}

export function postLogout(): Promise<unknown> {
  return apiFetch('/api/Auth/logout', { method: 'POST', onUnauthorized: 'throw' });
}

/**
 * Token check (spec §4): the enrolled-courses call with page size 1. Any 2xx, and 404
 * ("no enrolled courses"), mean the session is valid; anything else (including a network
 * error) means it is not.
 */
export async function checkSession(studentId: string): Promise<boolean> {
  try {
    await apiFetch('/api/Student/Student-Enrolled-Courses', {
      query: { studentId, pagenumber: 1, pagesize: 1 },
      onUnauthorized: 'throw',
    });
    return true;
  } catch (error) {
    return error instanceof ApiError && error.status === 404;
  }
}
