import { keepPreviousData, useInfiniteQuery, useQuery } from '@tanstack/react-query';
import type { EndpointBody, MessageEvent } from '@dars/core/contract';
import { call } from '../../../shared/api/client.ts';
import { callTeacher, loadTeacher, teacherQueryKey } from '../../../shared/api/teacher-client.ts';
import { useConsoleMutation } from '../../../shared/console/index.ts';

const PAGE_SIZE = 30;

export interface LogFilters {
  studentId?: string;
  search?: string;
  status?: string;
  event?: string;
}

/** The message log, newest first, a page more with each "show more" (paged by id). */
export function useMessageLog(filters: LogFilters) {
  const args = {
    limit: PAGE_SIZE,
    ...(filters.studentId ? { studentId: filters.studentId } : {}),
    ...(filters.search ? { search: filters.search } : {}),
    ...(filters.status ? { status: filters.status as 'sent' } : {}),
    ...(filters.event ? { event: filters.event as MessageEvent } : {}),
  };
  return useInfiniteQuery({
    queryKey: teacherQueryKey('teacherMessageLog', args),
    queryFn: ({ pageParam, signal }) =>
      loadTeacher(
        'teacherMessageLog',
        { ...args, ...(pageParam ? { beforeId: pageParam } : {}) },
        { signal },
      ),
    initialPageParam: 0,
    getNextPageParam: (last) =>
      last.items.length === PAGE_SIZE ? last.items[last.items.length - 1]!.id : undefined,
    placeholderData: keepPreviousData,
  });
}

export function useMessageJobs(state: string) {
  const args = { limit: 50, ...(state ? { state: state as 'queued' } : {}) };
  return useQuery({
    queryKey: teacherQueryKey('teacherMessageJobs', args),
    queryFn: ({ signal }) => loadTeacher('teacherMessageJobs', args, { signal }),
    placeholderData: keepPreviousData,
  });
}

export function useMessageChannels() {
  return useQuery({
    queryKey: teacherQueryKey('teacherMessageChannels'),
    queryFn: ({ signal }) => loadTeacher('teacherMessageChannels', undefined, { signal }),
  });
}

export function useSaveWhatsApp() {
  return useConsoleMutation((body: EndpointBody<'teacherWhatsAppChannelSave'>) =>
    callTeacher('teacherWhatsAppChannelSave', body),
  );
}

export function useSaveSms() {
  return useConsoleMutation((body: EndpointBody<'teacherSmsChannelSave'>) =>
    callTeacher('teacherSmsChannelSave', body),
  );
}

export function useMessageTemplates() {
  return useQuery({
    queryKey: teacherQueryKey('teacherMessageTemplates'),
    queryFn: ({ signal }) => loadTeacher('teacherMessageTemplates', undefined, { signal }),
  });
}

export function useSaveTemplate() {
  return useConsoleMutation((body: EndpointBody<'teacherMessageTemplateSave'>) =>
    callTeacher('teacherMessageTemplateSave', body),
  );
}

export function useResetTemplate() {
  return useConsoleMutation((args: { event: MessageEvent }) =>
    callTeacher('teacherMessageTemplateReset', args),
  );
}

/** Counting an announcement's recipients writes nothing: a plain call, no console refresh. */
export function previewAnnouncement(body: EndpointBody<'teacherAnnounce'>) {
  return loadTeacher('teacherAnnouncePreview', body);
}

export function useAnnounce() {
  return useConsoleMutation((body: EndpointBody<'teacherAnnounce'>) => loadTeacher('teacherAnnounce', body));
}

/** The tenant's active courses, for the announcement's course. */
export function useCourseChoices() {
  return useQuery({
    queryKey: ['teacher', 'course-choices'],
    queryFn: async ({ signal }) => {
      const answer = await call('courseActive', { pageSize: 100 }, { signal });
      return (answer.data?.courses ?? []).map((course) => ({ id: course.id, name: course.courseName }));
    },
    staleTime: 60_000,
  });
}
