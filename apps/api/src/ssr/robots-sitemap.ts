import type { TenantContext } from '../context.ts';
import { listActiveCourses } from '../domain/courses/list-active-courses.ts';

const escapeXml = (text: string) =>
  text.replace(
    /[<>&'"]/g,
    (c) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', "'": '&apos;', '"': '&quot;' })[c]!,
  );

/** Public pages open to crawlers; the signed-in areas and the API are not for them. */
export function robotsTxt(origin: string): string {
  return [
    'User-agent: *',
    'Allow: /$',
    'Allow: /about',
    'Allow: /login',
    'Allow: /register',
    'Allow: /courses/',
    'Disallow: /api/',
    'Disallow: /profile',
    'Disallow: /my-lectures',
    'Disallow: /orders/',
    'Disallow: /enrolled-courses',
    'Disallow: /course-player/',
    'Disallow: /unit-viewer/',
    'Disallow: /test-',
    '',
    `Sitemap: ${origin}/sitemap.xml`,
    '',
  ].join('\n');
}

const SITEMAP_PAGE_SIZE = 1_000;

/** The tenant's public pages and every active course page, with absolute URLs. */
export async function sitemapXml(ctx: TenantContext, origin: string): Promise<string> {
  const urls: Array<{ loc: string; lastmod?: string }> = [
    { loc: `${origin}/` },
    { loc: `${origin}/about` },
    { loc: `${origin}/login` },
    { loc: `${origin}/register` },
  ];
  for (let pageNumber = 1; ; pageNumber++) {
    const page = await listActiveCourses(ctx, { pageNumber, pageSize: SITEMAP_PAGE_SIZE });
    for (const course of page.courses)
      urls.push({ loc: `${origin}/courses/${course.id}`, lastmod: course.modificationDate.slice(0, 10) });
    if (pageNumber >= page.totalPages) break;
  }
  const entries = urls.map(
    ({ loc, lastmod }) =>
      `  <url><loc>${escapeXml(loc)}</loc>${lastmod ? `<lastmod>${escapeXml(lastmod)}</lastmod>` : ''}</url>`,
  );
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${entries.join('\n')}\n</urlset>\n`;
}
