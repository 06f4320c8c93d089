import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { loadTeacher, teacherQueryKey } from '../../../shared/api/teacher-client.ts';

/** A quiz's distribution of recorded scores (idle until a quiz is chosen). */
export function useQuizScores(lessonId: number | undefined) {
  return useQuery({
    queryKey: teacherQueryKey('teacherDashboardQuizScores', { lessonId: lessonId ?? 0 }),
    queryFn: ({ signal }) =>
      loadTeacher('teacherDashboardQuizScores', { lessonId: lessonId ?? 0 }, { signal }),
    enabled: lessonId !== undefined,
    placeholderData: keepPreviousData,
  });
}
