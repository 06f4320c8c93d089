import { LazyQueryProvider } from '../shared/api/LazyQueryProvider.tsx';
import { preloadable } from '../shared/ui/preloadable.tsx';
import { HOME_SECTION_LOADERS } from '../features/home/HomePage.tsx';

// The public pages' lazy modules; apps/web/src/app/routes.tsx routes to them.
export const AboutPage = preloadable(() => import('../features/about/AboutPage.tsx'));
export const LoginPage = preloadable(() => import('../features/auth-screens/LoginPage.tsx'));
export const RegisterPage = preloadable(() => import('../features/auth-screens/RegisterPage.tsx'));
export const CourseDetailsPage = preloadable(
  () => import('../features/course-details/CourseDetailsPage.tsx'),
);

type Preload = () => Promise<void>;

/**
 * The public pages, which the server renders (src/entry-server.tsx), and the lazy modules each
 * one's HTML contains: a page the server rendered loads them before it is hydrated.
 */
export const PUBLIC_PAGES: Array<{ pattern: RegExp; modules: Preload[] }> = [
  {
    pattern: /^\/$/,
    modules: [LazyQueryProvider.preload, ...HOME_SECTION_LOADERS.map((load) => preloadable(load).preload)],
  },
  { pattern: /^\/about$/, modules: [LazyQueryProvider.preload, AboutPage.preload] },
  { pattern: /^\/login$/, modules: [LazyQueryProvider.preload, LoginPage.preload] },
  { pattern: /^\/register$/, modules: [LazyQueryProvider.preload, RegisterPage.preload] },
  { pattern: /^\/courses\/[^/]+$/, modules: [LazyQueryProvider.preload, CourseDetailsPage.preload] },
];

export function publicPageOf(pathname: string) {
  const path = pathname.replace(/\/+$/, '') || '/';
  return PUBLIC_PAGES.find(({ pattern }) => pattern.test(path.toLowerCase()));
}

/** Loads the lazy modules of the public page at `pathname` (none for another page). */
export async function preloadPublicPage(pathname: string): Promise<void> {
  await Promise.all((publicPageOf(pathname)?.modules ?? []).map((load) => load()));
}
