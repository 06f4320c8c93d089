import { useQuery } from '@tanstack/react-query';
import type { ExamSettings } from '@dars/core/contract';
import { loadTeacher, teacherQueryKey } from '../../../shared/api/teacher-client.ts';
import { useConsoleMutation } from '../../../shared/console/index.ts';

export function useTeacherCourseList() {
  return useQuery({
    queryKey: teacherQueryKey('teacherCourses', { page: 1, pageSize: 100 }),
    queryFn: ({ signal }) => loadTeacher('teacherCourses', { page: 1, pageSize: 100 }, { signal }),
  });
}

/** The course with its units and lessons (its exam lessons are listed from it). */
export function useCourseDetail(courseId: string) {
  return useQuery({
    queryKey: teacherQueryKey('teacherCourse', { courseId }),
    queryFn: ({ signal }) => loadTeacher('teacherCourse', { courseId }, { signal }),
  });
}

export function useTeacherExam(lessonId: number) {
  return useQuery({
    queryKey: teacherQueryKey('teacherExamGet', { lessonId }),
    queryFn: ({ signal }) => loadTeacher('teacherExamGet', { lessonId }, { signal }),
  });
}

export function useSaveExam(lessonId: number) {
  return useConsoleMutation((settings: ExamSettings) =>
    loadTeacher('teacherExamSave', { lessonId, ...settings }),
  );
}

export function useExamResults(lessonId: number) {
  return useQuery({
    queryKey: teacherQueryKey('teacherExamResults', { lessonId }),
    queryFn: ({ signal }) => loadTeacher('teacherExamResults', { lessonId }, { signal }),
  });
}

export function useExamTimeline(attemptId: number | null) {
  return useQuery({
    queryKey: teacherQueryKey('teacherExamTimeline', { attemptId: attemptId ?? 0 }),
    queryFn: ({ signal }) => loadTeacher('teacherExamTimeline', { attemptId: attemptId ?? 0 }, { signal }),
    enabled: attemptId !== null,
  });
}

export function useTeacherHonourBoard(courseId: string, lessonId: number | null) {
  const args = { courseId, ...(lessonId === null ? {} : { lessonId }) };
  return useQuery({
    queryKey: teacherQueryKey('teacherHonourBoard', args),
    queryFn: ({ signal }) => loadTeacher('teacherHonourBoard', args, { signal }),
  });
}

export function useSetHonourOnHome(courseId: string) {
  return useConsoleMutation((onHome: boolean) => loadTeacher('teacherHonourHome', { courseId, onHome }));
}
