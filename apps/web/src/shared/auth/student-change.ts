import { forgetStudentData } from '../api/student-data.ts';
import { getSession, subscribeSession } from './session.ts';

/**
 * "The student changed" in one place: whenever the signed-in account becomes another one (login,
 * logout, expiry, a refresh answered for another account), every per-student answer is dropped.
 */
export function watchStudentChanges(): () => void {
  let last = getSession()?.user.id ?? null;
  return subscribeSession(() => {
    const current = getSession()?.user.id ?? null;
    if (current === last) return;
    last = current;
    forgetStudentData();
  });
}
