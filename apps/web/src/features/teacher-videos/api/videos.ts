import { useQuery } from '@tanstack/react-query';
import type { EndpointBody, TeacherLessonVideo } from '@dars/core/contract';
import { callTeacher, loadTeacher, teacherQueryKey } from '../../../shared/api/teacher-client.ts';
import { useConsoleMutation } from '../../../shared/console/index.ts';

/** While a video is queued or being prepared, its state is read again this often. */
export const UPLOADS_POLL_MS = 3000;

const inProgress = (videos: TeacherLessonVideo[] | undefined) =>
  Boolean(videos?.some((v) => v.status === 'queued' || v.status === 'transcoding'));

/** A lesson's uploaded videos with their state, followed while one is still being prepared. */
export function useLessonUploads(lessonId: number) {
  return useQuery({
    queryKey: teacherQueryKey('teacherLessonVideos', { lessonId }),
    queryFn: ({ signal }) => loadTeacher('teacherLessonVideos', { lessonId }, { signal }),
    refetchInterval: (query) => (inProgress(query.state.data) ? UPLOADS_POLL_MS : false),
  });
}

/** The students a watermark code names (usually one); not asked until a code is given. */
export function useTraceWatermark(code: string) {
  return useQuery({
    queryKey: teacherQueryKey('teacherTraceWatermark', { code }),
    queryFn: ({ signal }) => loadTeacher('teacherTraceWatermark', { code }, { signal }),
    enabled: code.length > 0,
  });
}

export function useGrantViews() {
  return useConsoleMutation((args: { lessonId: number } & EndpointBody<'teacherVideoViewGrant'>) =>
    loadTeacher('teacherVideoViewGrant', args),
  );
}

export function useSaveViewLimit() {
  return useConsoleMutation(
    (
      args:
        | { target: 'lesson'; lessonId: number; limit: number | null }
        | { target: 'course'; courseId: string; limit: number | null },
    ) =>
      args.target === 'lesson'
        ? loadTeacher('teacherLessonViewLimit', { lessonId: args.lessonId, limit: args.limit })
        : loadTeacher('teacherCourseViewLimit', { courseId: args.courseId, limit: args.limit }),
  );
}

export function useVideoHostSettings() {
  return useQuery({
    queryKey: teacherQueryKey('teacherVideoHostSettings'),
    // null: the tenant has no library (uploads are prepared on the server)
    queryFn: async ({ signal }) =>
      (await callTeacher('teacherVideoHostSettings', undefined, { signal })).data ?? null,
  });
}

export function useSaveVideoHostSettings() {
  return useConsoleMutation((body: EndpointBody<'teacherSaveVideoHostSettings'>) =>
    callTeacher('teacherSaveVideoHostSettings', body),
  );
}
