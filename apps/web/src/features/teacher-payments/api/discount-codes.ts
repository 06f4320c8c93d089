import { useQuery } from '@tanstack/react-query';
import type { EndpointBody } from '@dars/core/contract';
import { loadTeacher, teacherQueryKey } from '../../../shared/api/teacher-client.ts';
import { useConsoleMutation } from '../../../shared/console/index.ts';

export function useDiscountCodes() {
  return useQuery({
    queryKey: teacherQueryKey('teacherDiscountCodes'),
    queryFn: ({ signal }) => loadTeacher('teacherDiscountCodes', undefined, { signal }),
  });
}

/** The tenant's courses, for a code's course and the list's course names. */
export function useCourseNames() {
  return useQuery({
    queryKey: teacherQueryKey('teacherCodeTargets'),
    queryFn: ({ signal }) => loadTeacher('teacherCodeTargets', {}, { signal }),
    select: (targets) => targets.courses.map((course) => ({ id: course.id, name: course.name })),
  });
}

export function useCreateDiscountCode() {
  return useConsoleMutation((body: EndpointBody<'teacherCreateDiscountCode'>) =>
    loadTeacher('teacherCreateDiscountCode', body),
  );
}

export function useDisableDiscountCode() {
  return useConsoleMutation((codeId: number) => loadTeacher('teacherDisableDiscountCode', { codeId }));
}
