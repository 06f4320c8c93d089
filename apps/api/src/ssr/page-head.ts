import { createTranslator } from '@dars/core/messages';
import type { TenantContext } from '../context.ts';
import { getCourseDetails } from '../domain/courses/get-course-details.ts';
import { getTenantProfile, type TenantProfile } from '../domain/tenant-profile/get-tenant-profile.ts';
import type { PageHead } from './html-shell.ts';

/** The public pages: the ones search engines list, that the server describes in full. */
export const PUBLIC_PAGE_PATHS = ['/', '/about', '/login', '/register', '/courses/:id'] as const;

// the landing's four sections are one chunk of the build (`home-sections` in apps/web/vite.config.ts)
const HOME_MODULES = ['shared/api/QueryProvider.tsx', 'home-sections'];

/** The lazy chunk (and the query provider) each client route renders first; see apps/web/src/app/routes.tsx. */
const ROUTE_MODULES: Array<[RegExp, string[]]> = [
  [/^\/$/, HOME_MODULES],
  [/^\/about$/, ['shared/api/QueryProvider.tsx', 'features/about/AboutPage.tsx']],
  [/^\/login$/, ['shared/api/QueryProvider.tsx', 'features/auth-screens/LoginPage.tsx']],
  [/^\/register$/, ['shared/api/QueryProvider.tsx', 'features/auth-screens/RegisterPage.tsx']],
  [/^\/forgot-password$/, ['shared/api/QueryProvider.tsx', 'features/auth-screens/ForgotPasswordPage.tsx']],
  [/^\/reset-password$/, ['shared/api/QueryProvider.tsx', 'features/auth-screens/ResetPasswordPage.tsx']],
  [/^\/courses\/[^/]+$/, ['shared/api/QueryProvider.tsx', 'features/course-details/CourseDetailsPage.tsx']],
  [
    /^\/course-player\/[^/]+$/,
    [
      'shared/auth/RequireAuth.tsx',
      'shared/api/QueryProvider.tsx',
      'features/course-player/CoursePlayerPage.tsx',
    ],
  ],
  [
    /^\/unit-viewer\/[^/]+$/,
    [
      'shared/auth/RequireAuth.tsx',
      'shared/api/QueryProvider.tsx',
      'features/unit-viewer/UnitViewerPage.tsx',
    ],
  ],
];

/** The app itself, which the page's entry (apps/web/src/boot.ts) imports once the page is painted. */
const APP_MODULE = 'src/main.tsx';

export function routeModules(pathname: string): string[] {
  const lower = pathname.toLowerCase().replace(/\/+$/, '') || '/';
  return [APP_MODULE, ...(ROUTE_MODULES.find(([pattern]) => pattern.test(lower))?.[1] ?? [])];
}

const ar = createTranslator('ar');

const clip = (text: string, max = 160) => {
  const flat = text.replace(/\s+/g, ' ').trim();
  return flat.length <= max ? flat : `${flat.slice(0, max - 1).trimEnd()}…`;
};

async function profileOf(ctx: TenantContext): Promise<TenantProfile | null> {
  return getTenantProfile(ctx).catch(() => null);
}

/**
 * Title, description and image of a page, in Arabic, from the tenant's own content: the teacher's
 * name on every title, the course's name and description on a course page. `origin` makes the
 * canonical and image URLs absolute.
 */
export async function pageHead(ctx: TenantContext, pathname: string, origin: string): Promise<PageHead> {
  const path = pathname.replace(/\/+$/, '') || '/';
  const profile = await profileOf(ctx);
  const teacher = profile?.teacherName ?? '';
  const withTeacher = (label: string) => (teacher ? `${label} | ${teacher}` : label);
  const kicker = ar('home.hero.kicker');
  const absolute = (url: string | null | undefined) =>
    url ? (/^https?:\/\//.test(url) ? url : `${origin}${url.startsWith('/') ? '' : '/'}${url}`) : undefined;
  const head = (title: string, description: string, image?: string | null): PageHead => ({
    title,
    description: clip(description),
    canonical: `${origin}${path === '/' ? '/' : path}`,
    image: absolute(image ?? profile?.photoUrl ?? '/images/hero.svg'),
    modules: routeModules(path),
  });

  const lower = path.toLowerCase();
  if (lower === '/')
    return head(
      teacher ? ar('home.hero.title', { teacher }) : ar('home.hero.titleFallback'),
      [kicker, profile?.specialization].filter(Boolean).join(' — '),
    );
  if (lower === '/about')
    return head(withTeacher(ar('layout.route.about')), profile?.bio || profile?.specialization || kicker);
  if (lower === '/login') return head(withTeacher(ar('layout.route.login')), ar('auth.login.subtitle'));
  if (lower === '/register')
    return head(withTeacher(ar('layout.route.register')), ar('auth.register.subtitle'));
  const course = /^\/courses\/([^/]+)$/.exec(path);
  if (course) {
    const details = await getCourseDetails(ctx, { courseId: decodeURIComponent(course[1]!) }).catch(
      () => null,
    );
    if (details)
      return head(withTeacher(details.courseName), details.description || kicker, details.imagePath);
    return head(withTeacher(ar('layout.route.courseDetails')), kicker);
  }
  return head(withTeacher(ar('layout.route.home')), kicker);
}
