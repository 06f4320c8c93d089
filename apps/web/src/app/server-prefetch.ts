import type { QueryClient } from '@tanstack/react-query';
import { fetchContact } from '../shared/api/contact.ts';
import { fetchTenantProfile } from '../shared/api/tenant-profile.ts';
import { activeBooksQuery } from '../features/home/api/active-books.ts';
import { activeCoursesQuery, HOME_FIRST_GRADE } from '../features/home/api/active-courses.ts';
import { courseTreeQuery } from '../features/course-details/api/course-tree.ts';

const FIRST_PAGE = 1;

/**
 * Fetches what a public page shows on the server (src/entry-server.tsx), with the loaders and
 * query keys its components use: TanStack Query answers into `client`, the shared resources
 * (resource-cache.ts) returned by key. A failed fetch leaves its part to the client.
 */
export async function prefetchPublicPage(
  pathname: string,
  client: QueryClient,
): Promise<Record<string, unknown>> {
  const path = pathname.replace(/\/+$/, '') || '/';
  const resources: Record<string, unknown> = {};
  const resource = (key: string, fetcher: () => Promise<unknown>) =>
    fetcher().then(
      (data) => {
        resources[key] = data;
      },
      () => undefined,
    );
  // the teacher's texts and the contact links (hero, about, the login and course pages' help)
  const queries: Array<Promise<void>> = [
    resource('tenant-profile', fetchTenantProfile),
    resource('contact', fetchContact),
  ];
  if (path === '/') {
    queries.push(client.prefetchQuery(activeCoursesQuery(HOME_FIRST_GRADE, FIRST_PAGE)));
    queries.push(client.prefetchQuery(activeBooksQuery(FIRST_PAGE)));
  }
  const course = /^\/courses\/([^/]+)$/i.exec(path);
  if (course) queries.push(client.prefetchQuery(courseTreeQuery(decodeURIComponent(course[1]!))));
  await Promise.all(queries);
  return resources;
}
