import { loadedQueryClient } from './query-registry.ts';

/** Every answer that belongs to the signed-in student lives under this first key segment. */
export const STUDENT_PREFIX = 'student';

/** The student changed (login, logout, expiry, a refresh to another account): drop their answers. */
export function forgetStudentData(): void {
  loadedQueryClient()?.removeQueries({ queryKey: [STUDENT_PREFIX] });
}

/** Something the student did (an enrolment, a code) made their cached answers stale. */
export function refreshStudentData(): Promise<void> {
  return loadedQueryClient()?.invalidateQueries({ queryKey: [STUDENT_PREFIX] }) ?? Promise.resolve();
}
