import { loadedQueryClient } from './query-registry.ts';
import { STUDENT_PREFIX } from './query-keys.ts';

/** The student changed (login, logout, expiry, a refresh to another account): drop their answers. */
export function forgetStudentData(): void {
  loadedQueryClient()?.removeQueries({ queryKey: [STUDENT_PREFIX] });
}

/** Something the student did (an enrolment, a code) made their cached answers stale. */
export function refreshStudentData(): Promise<void> {
  return loadedQueryClient()?.invalidateQueries({ queryKey: [STUDENT_PREFIX] }) ?? Promise.resolve();
}
