import { isSessionCheckSuccess, TOKEN_CHECK_PAGE_SIZE } from '@dars/core/rules';
import { call } from '../api/client.ts';
import { ApiError } from '../api/api-error.ts';
import type { ServerUserInfo } from './session.ts';

export interface LoginAnswer {
  token: string;
  user: ServerUserInfo;
}

export function postLogin(emailOrMobile: string, password: string): Promise<LoginAnswer> {
  return call('login', { EmailorMobile: emailOrMobile, password });
}

export function postLogout(): Promise<unknown> {
  return call('logout', {}, { onUnauthorized: 'throw' });
}

/**
 * The token check: the enrolled-courses call with page size 1. Any 2xx, and 404 ("no enrolled
 * courses"), mean the session is valid; anything else (including a network error) means it is not.
 * A 401 the refresh cannot cure ends the session and goes to /login, on open pages too.
 */
export async function checkSession(studentId: string): Promise<boolean> {
  try {
    await call('enrolledCourses', { studentId, pagenumber: 1, pagesize: TOKEN_CHECK_PAGE_SIZE });
    return true;
  } catch (error) {
    return error instanceof ApiError && isSessionCheckSuccess(error.status);
  }
}
