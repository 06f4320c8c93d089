import type { EnrollFreeResponse } from '@dars/core/contract';
import type { MessageId } from '@dars/core/messages/runtime';
import { call } from '../../../shared/api/client.ts';
import { errorTextId } from '../../../shared/api/error-text.ts';

export function postEnrollFree(courseId: string): Promise<EnrollFreeResponse> {
  return call('enrollFree', { courseId });
}

/** The text a failed free enrolment shows. */
export function enrollFreeFailure(error: unknown): MessageId {
  return errorTextId(error, { fallback: 'errors.enrolFailed', network: 'errors.enrolNetwork' });
}
