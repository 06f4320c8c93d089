import type { EndpointResponse } from '@dars/core/contract';
import { TEACHER_ENDPOINT_ROUTES, type TeacherEndpointName } from '@dars/core/contract/teacher-routes';
import { callRoute, type CallArgs, type CallRest } from './client.ts';

export type { TeacherEndpointName };

/**
 * Calls a console endpoint (`/api/teacher/…`). Only the console's lazy chunks import this module,
 * so the console's table stays out of the student pages.
 */
export function callTeacher<N extends TeacherEndpointName>(
  name: N,
  ...[args, options]: CallRest<N>
): Promise<EndpointResponse<N>> {
  return callRoute<EndpointResponse<N>>(TEACHER_ENDPOINT_ROUTES[name], args, options);
}

/** Every console query key starts with this, so "the console's data changed" is one invalidation. */
export const TEACHER_PREFIX = 'teacher';

/** The TanStack Query key of a console endpoint's answer (without `args`: every key of it). */
export function teacherQueryKey<N extends TeacherEndpointName>(
  name: N,
  args?: CallArgs<N>,
): readonly unknown[] {
  return args === undefined ? [TEACHER_PREFIX, name] : [TEACHER_PREFIX, name, args];
}

type DataOf<N extends TeacherEndpointName> =
  EndpointResponse<N> extends { data: infer D } ? NonNullable<D> : never;

/** A console read: the envelope's `data` (a 200 always carries it; its absence is an error). */
export async function loadTeacher<N extends TeacherEndpointName>(
  name: N,
  ...rest: CallRest<N>
): Promise<DataOf<N>> {
  const answer = (await callTeacher(name, ...rest)) as { data?: DataOf<N> | null };
  if (answer.data === null || answer.data === undefined) throw new Error(`${name} answered without data`);
  return answer.data;
}
