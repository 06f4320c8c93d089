import { SERVER_MESSAGES } from '@dars/core/messages';
import { isStaffRole } from '@dars/core/rules';
import type { Caller } from '../../context.ts';
import { forbidden } from '../../errors.ts';

/**
 * The teacher and assistants open courses in the player as a preview: they never enrol, so the
 * learning reads skip the enrolment, window and quiz-lock checks for them (students' checks are
 * unchanged), and nothing they do there is recorded as progress.
 */
export const isStaff = (caller: Caller): boolean => isStaffRole(caller.role);

/** Lesson completion and quiz submission are a student's progress: refused (403) for staff. */
export function refuseStaffProgress(caller: Caller): void {
  if (isStaff(caller)) throw forbidden('preview_no_progress', SERVER_MESSAGES.previewNoProgress);
}
