import { useQuery } from '@tanstack/react-query';
import type { CallArgs } from '../../../shared/api/client.ts';
import { callTeacher, loadTeacher, teacherQueryKey } from '../../../shared/api/teacher-client.ts';

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

export function useConsoleBooks(page: number) {
  return useQuery({
    queryKey: teacherQueryKey('teacherBooksList', { page, pageSize: 20 }),
    queryFn: ({ signal }) => loadTeacher('teacherBooksList', { page, pageSize: 20 }, { signal }),
  });
}

/** Uploads the teacher's photo (multipart: the version field and the `image` part). */
export function uploadTeacherPhoto(version: number, image: File) {
  return callTeacher('teacherProfilePhoto', {
    version: String(version),
    image,
  } as CallArgs<'teacherProfilePhoto'>);
}

/** Uploads a book's cover (multipart: the version field and the `image` part). */
export function uploadBookImage(id: number, version: number, image: File) {
  return callTeacher('teacherBookImage', {
    id,
    version: String(version),
    image,
  } as CallArgs<'teacherBookImage'>);
}
