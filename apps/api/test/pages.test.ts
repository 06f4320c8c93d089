import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { tenantContentChanged } from '../src/cache/tenant-content-changed.ts';
import { createTestApp, TENANT_ID, type TestApp } from './harness.ts';
import { seedCourse, standardCourse } from './learning-fixtures.ts';

const CSS = 'body{color:#123456}';
const MANIFEST = {
  'index.html': {
    file: 'assets/index-E1.js',
    isEntry: true,
    imports: ['_react-R1.js'],
    css: ['assets/index-C1.css'],
  },
  '_react-R1.js': { file: 'assets/react-R1.js' },
  '_query-Q1.js': { file: 'assets/query-Q1.js', imports: ['_react-R1.js'] },
  'src/shared/api/QueryProvider.tsx': { file: 'assets/QueryProvider-P1.js', imports: ['_query-Q1.js'] },
  'src/features/course-details/CourseDetailsPage.tsx': {
    file: 'assets/CourseDetailsPage-D1.js',
    imports: ['_query-Q1.js', '_react-R1.js'],
  },
};

describe('web pages, robots.txt and sitemap.xml per tenant', () => {
  let t: TestApp;
  let webDir: string;
  let courseId: string;
  beforeAll(async () => {
    webDir = fs.mkdtempSync(path.join(os.tmpdir(), 'dars-web-'));
    fs.mkdirSync(path.join(webDir, 'assets'));
    fs.mkdirSync(path.join(webDir, '.vite'));
    fs.writeFileSync(
      path.join(webDir, 'index.html'),
      [
        '<!doctype html><html lang="ar" dir="rtl"><head><meta charset="UTF-8" />',
        '<meta name="description" content="generic" /><title>generic</title>',
        '<script type="module" crossorigin src="/assets/index-E1.js"></script>',
        '<link rel="stylesheet" crossorigin href="/assets/index-C1.css">',
        '</head><body><div id="root"></div></body></html>',
      ].join('\n'),
    );
    fs.writeFileSync(path.join(webDir, 'assets', 'index-C1.css'), CSS);
    fs.writeFileSync(path.join(webDir, '.vite', 'manifest.json'), JSON.stringify(MANIFEST));
    t = await createTestApp({ env: { PUBLIC_WEB_DIR: webDir } });
    await t.db
      .insertInto('teacher_profiles')
      .values({
        tenant_id: TENANT_ID,
        teacher_name: 'أ. سارة الأحيائي',
        photo_url: null,
        specialization: 'مدرسة الأحياء',
        bio: 'خبرة عشر سنوات في تدريس الأحياء',
        details: '{}',
        updated_at: new Date().toISOString(),
      })
      .execute();
    const course = await seedCourse(
      t,
      standardCourse({ courseName: 'باقة الخلية', description: 'كل شيء عن الخلية' }),
    );
    courseId = course.courseId;
  });
  afterAll(async () => {
    await t.close();
    fs.rmSync(webDir, { recursive: true, force: true });
  });

  it('answers robots.txt as text, allowing the public pages and naming the sitemap', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/robots.txt', headers: { host: 'localhost' } });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/plain/);
    expect(res.body).toContain('User-agent: *');
    expect(res.body).toContain('Allow: /courses/');
    expect(res.body).toContain('Disallow: /api/');
    expect(res.body).toContain('Sitemap: http://localhost/sitemap.xml');
    expect(res.body).not.toContain('<html');
  });

  it("lists the tenant's public course pages in sitemap.xml with absolute URLs", async () => {
    const res = await t.app.inject({ method: 'GET', url: '/sitemap.xml', headers: { host: 'localhost' } });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^application\/xml/);
    expect(res.body).toContain('<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">');
    expect(res.body).toContain('<loc>http://localhost/</loc>');
    expect(res.body).toContain(`<loc>http://localhost/courses/${courseId}</loc>`);
    const other = await t.app.inject({
      method: 'GET',
      url: '/sitemap.xml',
      headers: { host: 'other.example' },
    });
    expect(other.body).not.toContain(courseId);
  });

  it("gives a course page the course's title, description, canonical and Open Graph tags in Arabic", async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: `/courses/${courseId}`,
      headers: { host: 'localhost' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/html/);
    expect(res.headers['cache-control']).toBe('no-cache');
    const html = res.body;
    expect(html).toContain('<html lang="ar" dir="rtl">');
    expect(html).toContain('<title>باقة الخلية | أ. سارة الأحيائي</title>');
    expect(html).toContain('<meta name="description" content="كل شيء عن الخلية" />');
    expect(html).toContain(`<link rel="canonical" href="http://localhost/courses/${courseId}" />`);
    expect(html).toContain('<meta property="og:title" content="باقة الخلية | أ. سارة الأحيائي" />');
    expect(html).not.toContain('generic');
    // sent without server-rendered content here (no server entry): the loading shell paints, then
    // the route's chunk and its own imports are fetched; the entry's imports are in the template
    expect(html).toContain('<div id="app-shell"');
    expect(html).toContain(
      '<link rel="modulepreload-after-paint" crossorigin data-href="/assets/CourseDetailsPage-D1.js">',
    );
    expect(html).toContain(
      '<link rel="modulepreload-after-paint" crossorigin data-href="/assets/query-Q1.js">',
    );
    expect(html).not.toContain('href="/assets/react-R1.js"');
    // the stylesheet is inlined, not linked
    expect(html).toContain(`<style>${CSS}</style>`);
    expect(html).not.toContain('rel="stylesheet"');
  });

  it('names the teacher on the home page and falls back to the SPA document for other routes', async () => {
    const home = await t.app.inject({ method: 'GET', url: '/', headers: { host: 'localhost' } });
    expect(home.body).toContain('<title>تعلّم الأحياء مع أ. سارة الأحيائي</title>');
    const profile = await t.app.inject({ method: 'GET', url: '/profile', headers: { host: 'localhost' } });
    expect(profile.statusCode).toBe(200);
    expect(profile.body).toContain('<div id="root"></div>');
  });

  it('sends a page brotli-compressed, else gzip, else plain, by Accept-Encoding', async () => {
    const get = (acceptEncoding?: string) =>
      t.app.inject({
        method: 'GET',
        url: '/',
        headers: { host: 'localhost', ...(acceptEncoding ? { 'accept-encoding': acceptEncoding } : {}) },
      });
    const plain = await get();
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toContain('أ. سارة الأحيائي');

    const br = await get('gzip, deflate, br');
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers.vary).toBe('Accept-Encoding');
    expect(br.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(zlib.brotliDecompressSync(br.rawPayload).toString()).toBe(plain.body);

    const gzip = await get('gzip, br;q=0');
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(zlib.gunzipSync(gzip.rawPayload).toString()).toBe(plain.body);

    expect((await get('identity')).headers['content-encoding']).toBeUndefined();
  });

  it('renders the page afresh once the tenant content changed', async () => {
    const before = await t.app.inject({ method: 'GET', url: '/about', headers: { host: 'localhost' } });
    expect(before.body).toContain('خبرة عشر سنوات');
    await t.db
      .updateTable('teacher_profiles')
      .set({ bio: 'سيرة جديدة' })
      .where('tenant_id', '=', TENANT_ID)
      .execute();
    const cached = await t.app.inject({ method: 'GET', url: '/about', headers: { host: 'localhost' } });
    expect(cached.body).toContain('خبرة عشر سنوات');
    await tenantContentChanged({ caches: t.app.caches, tenantId: TENANT_ID });
    const after = await t.app.inject({ method: 'GET', url: '/about', headers: { host: 'localhost' } });
    expect(after.body).toContain('سيرة جديدة');
    // the compressed copy is dropped with the page
    const compressed = await t.app.inject({
      method: 'GET',
      url: '/about',
      headers: { host: 'localhost', 'accept-encoding': 'br' },
    });
    expect(zlib.brotliDecompressSync(compressed.rawPayload).toString()).toContain('سيرة جديدة');
  });
});
