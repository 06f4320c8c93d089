import type { MessageId } from '@dars/core/messages';
import { apiFetch, ApiError } from '../../../shared/api/client.ts';
import { loadedQueryClient } from '../../../shared/api/query-registry.ts';

export interface EnterCodeAnswer {
  success?: boolean;
  message?: string;
}

/** POST /api/UnitCode/EnterCode?code — then every cached per-student answer is stale. */
export async function postUnitCode(code: string): Promise<EnterCodeAnswer> {
  const answer = await apiFetch<EnterCodeAnswer>('/api/UnitCode/EnterCode', {
    method: 'POST',
    query: { code: code.trim() },
  });
  await loadedQueryClient()?.invalidateQueries({
    predicate: (query) =>
      !['active-courses', 'active-books', 'course-tree'].includes(String(query.queryKey[0])),
  });
  return answer;
}

/** Spec §8 status mapping for unit codes: a catalogue id, or the server's own message. */
export function unitCodeFailure(error: unknown): { id: MessageId } | { text: string } {
  if (error instanceof ApiError) {
    if (error.status === 404) return { id: 'errors.unitCode.notFound' };
    if (error.status === 401) return { id: 'errors.unitCode.loginRequired' };
    if (error.status === 403) return { id: 'errors.unitCode.forbidden' };
    if (error.status === 0) return { id: 'errors.networkNoCors' };
    if (error.message) return { text: error.message };
  }
  return { id: 'errors.unexpected' };
}
