import { useQuery } from '@tanstack/react-query';
import type { EndpointBody } from '@dars/core/contract';
import type { CallArgs } from '../../../shared/api/client.ts';
import { callTeacher, loadTeacher, teacherQueryKey } from '../../../shared/api/teacher-client.ts';
import { useConsoleMutation } from '../../../shared/console/index.ts';

export function useTeacherProfile() {
  return useQuery({
    queryKey: teacherQueryKey('teacherProfileGet'),
    queryFn: ({ signal }) => loadTeacher('teacherProfileGet', {}, { signal }),
  });
}

export function useTestimonials() {
  return useQuery({
    queryKey: teacherQueryKey('teacherTestimonialsList'),
    queryFn: ({ signal }) => loadTeacher('teacherTestimonialsList', {}, { signal }),
  });
}

export function useSaveProfile() {
  return useConsoleMutation((body: EndpointBody<'teacherProfileSave'>) =>
    loadTeacher('teacherProfileSave', body),
  );
}

/** Uploads the teacher's photo (multipart: the version field and the `image` part). */
export function useUploadTeacherPhoto() {
  return useConsoleMutation(({ version, image }: { version: number; image: File }) =>
    callTeacher('teacherProfilePhoto', {
      version: String(version),
      image,
    } as CallArgs<'teacherProfilePhoto'>),
  );
}

export function useCreateTestimonial() {
  return useConsoleMutation((body: EndpointBody<'teacherTestimonialCreate'>) =>
    callTeacher('teacherTestimonialCreate', body),
  );
}

export function useUpdateTestimonial() {
  return useConsoleMutation((args: CallArgs<'teacherTestimonialUpdate'>) =>
    callTeacher('teacherTestimonialUpdate', args),
  );
}

export function useReorderTestimonials() {
  return useConsoleMutation((ids: number[]) => callTeacher('teacherTestimonialsReorder', { ids }));
}
