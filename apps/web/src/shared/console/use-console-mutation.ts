import { useMutation, useQueryClient } from '@tanstack/react-query';
import { TEACHER_PREFIX } from '../api/teacher-client.ts';

/**
 * Every console write: runs `write`, then reads every console query again (counts, lists, the
 * audit log), so what the screen shows is what the server holds. The one mutation style of the
 * console; a feature's `api/` wraps it per endpoint.
 */
export function useConsoleMutation<A, R>(write: (args: A) => Promise<R>) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: write,
    onSettled: () => client.invalidateQueries({ queryKey: [TEACHER_PREFIX] }),
  });
}
