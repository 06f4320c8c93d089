import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { tenantContentChanged } from '../src/cache/tenant-content-changed.ts';
import { createTestApp, TENANT_ID, type TestApp } from './harness.ts';
import { seedCourse, standardCourse, video } from './learning-fixtures.ts';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
const webApp = path.join(repoRoot, 'apps/web');

/**
 * The public pages arrive with their content: the web app's real server entry
 * (apps/web/src/entry-server.tsx, built here with `vite build --ssr`) renders them from the
 * tenant's data. The build lives under the repository's node_modules so that the bundle finds
 * React and the router the way it does beside apps/web/dist.
 */
describe('server-rendered public pages', () => {
  let t: TestApp;
  let root: string;
  let courseId: string;

  beforeAll(async () => {
    const cache = path.join(repoRoot, 'node_modules', '.cache');
    fs.mkdirSync(cache, { recursive: true });
    root = fs.mkdtempSync(path.join(cache, 'dars-ssr-'));
    const build = spawnSync(
      'npx',
      [
        'vite',
        'build',
        '--ssr',
        'src/entry-server.tsx',
        '--outDir',
        path.join(root, 'dist-ssr'),
        '--logLevel',
        'warn',
      ],
      { cwd: webApp, encoding: 'utf8' },
    );
    if (build.status !== 0) throw new Error(`vite build --ssr failed: ${build.stderr}`);
    const webDir = path.join(root, 'dist');
    fs.mkdirSync(webDir);
    fs.writeFileSync(
      path.join(webDir, 'index.html'),
      [
        '<!doctype html><html lang="ar" dir="rtl"><head><meta charset="UTF-8" /><title>generic</title>',
        '<script type="module" crossorigin src="/assets/index-E1.js"></script>',
        '</head><body><div id="root"></div></body></html>',
      ].join('\n'),
    );

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
    const at = new Date().toISOString();
    await t.db
      .insertInto('books')
      .values({
        tenant_id: TENANT_ID,
        title: 'مذكرة الخلية',
        description: 'كل دروس الخلية',
        image_path: null,
        price: 80,
        grade: 'Secondary1',
        active: 1,
        created_at: at,
        modified_at: at,
      })
      .execute();
    const course = await seedCourse(
      t,
      standardCourse({
        courseName: 'باقة الخلية',
        description: 'كل شيء عن الخلية',
        grade: 'Secondary1',
        units: [
          { unitName: 'الوحدة الأولى: الخلية', lessons: [video('تركيب الخلية')] },
          { unitName: 'الوحدة الثانية: الأنسجة', lessons: [video('أنواع الأنسجة')] },
        ],
      }),
    );
    courseId = course.courseId;
  }, 120_000);

  afterAll(async () => {
    await t?.close();
    if (root) fs.rmSync(root, { recursive: true, force: true });
  });

  const page = (url: string) => t.app.inject({ method: 'GET', url, headers: { host: 'localhost' } });
  const rootOf = (html: string) =>
    /<div id="root">([\s\S]*)<\/div>\s*<script id="dars-state"/.exec(html)?.[1] ?? '';
  const stateOf = (html: string) =>
    JSON.parse(
      /<script id="dars-state" type="application\/json">([\s\S]*?)<\/script>/.exec(html)?.[1] ?? 'null',
    );

  it("renders the landing page with the teacher's name, the packages and the books", async () => {
    const res = await page('/');
    expect(res.statusCode).toBe(200);
    const content = rootOf(res.body);
    expect(content).toContain('أ. سارة الأحيائي');
    expect(content).toContain('مدرسة الأحياء');
    expect(content).toContain('باقة الخلية');
    expect(content).toContain(`href="/courses/${courseId}"`);
    expect(content).toContain('مذكرة الخلية');
    // complete HTML: no boundary left for a script to fill in, and no script at all in the content
    expect(content).not.toMatch(/<script|<template|<!--\$[?!]-->/);
    // nobody is signed in on the server: the header offers sign-in
    expect(content).toContain('href="/login"');
    // the client hydrates from the answers the page was rendered with, under the hooks' keys
    const state = stateOf(res.body);
    const keys = state.queries.queries.map((query: { queryKey: unknown[] }) => query.queryKey[0]);
    expect(keys).toEqual(expect.arrayContaining(['courseActive', 'activeBooks']));
    expect(state.resources['tenant-profile'].teacherName).toBe('أ. سارة الأحيائي');
  });

  it("renders a course page with the course's name, description and units", async () => {
    const res = await page(`/courses/${courseId}`);
    expect(res.statusCode).toBe(200);
    const content = rootOf(res.body);
    expect(content).toContain('باقة الخلية');
    expect(content).toContain('كل شيء عن الخلية');
    expect(content).toContain('الوحدة الأولى: الخلية');
    expect(content).toContain('الوحدة الثانية: الأنسجة');
    expect(content).not.toMatch(/<script|<template|<!--\$[?!]-->/);
    const state = stateOf(res.body);
    expect(state.queries.queries[0].queryKey).toEqual(['courseTree', { courseid: courseId }]);
  });

  it('leaves a course that does not exist to the browser, which asks for it itself', async () => {
    const res = await page('/courses/5d1f0c2a-1b3e-4c5d-8e9f-000000000000');
    expect(res.statusCode).toBe(200);
    expect(stateOf(res.body).queries.queries).toEqual([]);
    expect(rootOf(res.body)).not.toContain('باقة الخلية');
  });

  it("renders the teacher's page, the login and the registration pages", async () => {
    expect(rootOf((await page('/about')).body)).toContain('خبرة عشر سنوات في تدريس الأحياء');
    expect(rootOf((await page('/login')).body)).toContain('type="password"');
    expect(rootOf((await page('/register')).body)).toContain('type="password"');
  });

  it('leaves the other routes to the browser', async () => {
    const res = await page('/profile');
    expect(res.body).toContain('<div id="root"></div>');
    expect(res.body).not.toContain('dars-state');
  });

  it('renders the pages afresh once the tenant content changed', async () => {
    expect(rootOf((await page('/')).body)).toContain('مدرسة الأحياء');
    await t.db
      .updateTable('teacher_profiles')
      .set({ specialization: 'مدرسة العلوم' })
      .where('tenant_id', '=', TENANT_ID)
      .execute();
    expect(rootOf((await page('/')).body)).toContain('مدرسة الأحياء');
    tenantContentChanged({ caches: t.app.caches, tenantId: TENANT_ID });
    const after = rootOf((await page('/')).body);
    expect(after).toContain('مدرسة العلوم');
    expect(after).not.toContain('مدرسة الأحياء');
  });
  it('names an uploaded picture by its path: the page is served by this origin, not the in-process host', async () => {
    await t.db
      .updateTable('books')
      .set({ image_path: '/uploads/cover-of-the-cell.png' })
      .where('tenant_id', '=', TENANT_ID)
      .execute();
    tenantContentChanged({ caches: t.app.caches, tenantId: TENANT_ID });
    const html = (await page('/')).body;
    expect(rootOf(html)).toContain('src="/uploads/cover-of-the-cell.png"');
    expect(html).not.toMatch(/https?:\/\/[^"]*\/uploads\/cover-of-the-cell\.png/);
    // a browser's own call still gets the absolute address (a client on another origin needs it)
    const books = await t.app.inject({ url: '/api/Book/active', headers: { 'x-tenant-id': TENANT_ID } });
    expect(books.body).toMatch(/https?:\/\/[^"]+\/uploads\/cover-of-the-cell\.png/);
  });
});
