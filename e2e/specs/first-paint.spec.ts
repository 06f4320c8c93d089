import { expect, test } from '@playwright/test';

const OPEN_TO_ALL_COURSE = '5d1f0c2a-1b3e-4c5d-8e9f-0a1b2c3d4e05';

test('robots.txt is text and names the sitemap, which lists the public course pages', async ({
  request,
  baseURL,
}) => {
  const robots = await request.get('/robots.txt');
  expect(robots.headers()['content-type']).toMatch(/^text\/plain/);
  expect(await robots.text()).toContain(`Sitemap: ${baseURL}/sitemap.xml`);
  const sitemap = await request.get('/sitemap.xml');
  expect(await sitemap.text()).toContain(`<loc>${baseURL}/courses/${OPEN_TO_ALL_COURSE}</loc>`);
});

test('a course page has its own Arabic title, description and canonical; its chunk is preloaded and its assets come compressed and immutable', async ({
  page,
  baseURL,
}) => {
  const scripts: Array<{ url: string; encoding: string | undefined; cache: string | undefined }> = [];
  page.on('response', (response) => {
    if (response.url().includes('/assets/') && response.url().endsWith('.js'))
      scripts.push({
        url: response.url(),
        encoding: response.headers()['content-encoding'],
        cache: response.headers()['cache-control'],
      });
  });
  await page.goto(`/courses/${OPEN_TO_ALL_COURSE}`);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page).toHaveTitle(/\|/);
  await expect(page.locator('html')).toHaveAttribute('lang', 'ar');
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute(
    'href',
    `${baseURL}/courses/${OPEN_TO_ALL_COURSE}`,
  );
  await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', /\S/);
  await expect(page.locator('link[rel="modulepreload"][href*="CourseDetailsPage"]')).toHaveCount(1);
  // the link is made once the page is painted (apps/web/src/boot.ts); its answer may come later
  await expect
    .poll(() => scripts.some((s) => s.url.includes('CourseDetailsPage')), { timeout: 10_000 })
    .toBe(true);
  const pageChunk = scripts.find((s) => s.url.includes('CourseDetailsPage'));
  // brotli for a secure origin (127.0.0.1 counts as one), else the gzip file
  expect(pageChunk?.encoding).toMatch(/^(br|gzip)$/);
  expect(pageChunk?.cache).toBe('public, max-age=31536000, immutable');
});
