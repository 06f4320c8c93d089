import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { TeacherCourseDetail } from '@dars/core/contract';
import {
  callTeacher,
  loadTeacher,
  teacherQueryKey,
  type TeacherEndpointName,
} from '../../../shared/api/teacher-client.ts';
import { useConsoleMutation } from '../../../shared/console/index.ts';

export function useTeacherCourses(page: number) {
  return useQuery({
    queryKey: teacherQueryKey('teacherCourses', { page, pageSize: 20 }),
    queryFn: ({ signal }) => loadTeacher('teacherCourses', { page, pageSize: 20 }, { signal }),
    placeholderData: keepPreviousData,
  });
}

export function useTeacherCourse(courseId: string) {
  return useQuery({
    queryKey: teacherQueryKey('teacherCourse', { courseId }),
    queryFn: ({ signal }) => loadTeacher('teacherCourse', { courseId }, { signal }),
  });
}

/** The course detail as cached, for optimistic reorders. */
export function courseDetailKey(courseId: string) {
  return teacherQueryKey('teacherCourse', { courseId });
}

/**
 * A console write: runs `write`, then refreshes every console query (counts, lists, the audit
 * log) so what the screen shows is what the server holds.
 */
export function useConsoleWrite<A, R>(write: (args: A) => Promise<R>) {
  return useConsoleMutation(write);
}

/** Calls a console write endpoint with arguments built at run time (e.g. a form with a file). */
export function callWrite(name: TeacherEndpointName, args: Record<string, unknown>) {
  return (callTeacher as (n: TeacherEndpointName, a: Record<string, unknown>) => Promise<{ data?: unknown }>)(
    name,
    args,
  );
}

export type { TeacherCourseDetail };
