import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  authHeaders,
  createTestApp,
  createUser,
  engines,
  login,
  multipartBody,
  TENANT_ID,
  type TestApp,
} from './harness.ts';
import { PDF, PNG } from './file-fixtures.ts';
import { get } from './learning-fixtures.ts';

/** A built web app of one page, so the server renders (and caches) the home page's head. */
function webDir(): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'dars-web-home-'));
  fs.mkdirSync(path.join(dir, 'assets'));
  fs.mkdirSync(path.join(dir, '.vite'));
  fs.writeFileSync(
    path.join(dir, 'index.html'),
    '<!doctype html><html lang="ar" dir="rtl"><head><meta charset="UTF-8" /><title>generic</title>' +
      '<script type="module" crossorigin src="/assets/index-E1.js"></script></head><body><div id="root"></div></body></html>',
  );
  fs.writeFileSync(path.join(dir, 'assets', 'index-E1.js'), '');
  fs.writeFileSync(
    path.join(dir, '.vite', 'manifest.json'),
    JSON.stringify({ 'index.html': { file: 'assets/index-E1.js', isEntry: true } }),
  );
  return dir;
}

describe.each(engines())('the home page content in the console (%s)', (engine) => {
  let t: TestApp;
  let teacher: Record<string, string>;
  let otherTeacher: Record<string, string>;

  beforeAll(async () => {
    t = await createTestApp({ engine, env: { PUBLIC_WEB_DIR: webDir() } });
    for (const tenantId of [TENANT_ID, t.otherTenantId]) {
      await t.db
        .insertInto('teacher_profiles')
        .values({
          tenant_id: tenantId,
          teacher_name: 'أ. محمد',
          photo_url: null,
          specialization: 'الأحياء',
          bio: 'مدرس أحياء',
          details: JSON.stringify({
            approach: ['الفهم قبل الحفظ'],
            theme: { primary: '#000000' },
            statistics: { years: 12 },
          }),
          updated_at: new Date().toISOString(),
        })
        .execute();
    }
    await t.db
      .insertInto('testimonials')
      .values([
        { tenant_id: TENANT_ID, author: 'سارة', caption: 'طالبة', text: 'شرح ممتاز', rating: 5, position: 1 },
        { tenant_id: TENANT_ID, author: 'أحمد', caption: 'طالب', text: 'رائع', rating: 4, position: 2 },
        { tenant_id: t.otherTenantId, author: 'غريب', caption: '', text: 'آخر', rating: 5, position: 1 },
      ])
      .execute();
    const admin = await createUser(t.db, { role: 'Admin' });
    teacher = authHeaders((await login(t.app, { ...admin, deviceId: 'teacher' })).token);
    const otherAdmin = await createUser(t.db, { role: 'Admin', tenantId: t.otherTenantId });
    otherTeacher = authHeaders(
      (await login(t.app, { ...otherAdmin, tenantId: t.otherTenantId, deviceId: 'other' })).token,
      t.otherTenantId,
    );
  });
  afterAll(() => t.close());

  const send = (method: 'POST' | 'PUT' | 'DELETE', url: string, payload?: unknown, headers = teacher) =>
    t.app.inject({ method, url, headers, ...(payload === undefined ? {} : { payload: payload as object }) });
  const image = (url: string, version: number, filename: string, data: Buffer, headers = teacher) => {
    const form = multipartBody(
      { version: String(version) },
      { field: 'image', filename, contentType: 'image/png', data },
    );
    return t.app.inject({
      method: 'PUT',
      url,
      headers: { ...headers, ...form.headers },
      payload: form.payload,
    });
  };
  const storedImages = () =>
    fs.readdirSync(path.join(t.dataDir, 'uploads')).filter((name) => !name.startsWith('.'));
  const actions = async () =>
    (
      await t.db
        .selectFrom('audit_log')
        .select('action')
        .where('tenant_id', '=', TENANT_ID)
        .orderBy('id')
        .execute()
    ).map((row) => row.action);

  describe('teacher profile', () => {
    it('saves name, bio, qualifications, subjects, statistics and contacts; the home page shows them at once', async () => {
      expect((await get(t.app, '/')).body).toContain('أ. محمد'); // rendered and cached
      const form = (await get(t.app, '/api/teacher/profile', teacher)).json().data;
      expect(form).toMatchObject({
        version: 1,
        teacherName: 'أ. محمد',
        statistics: { years: 12, successRate: 95 },
      });
      const { photoUrl: _photo, ...body } = form;
      const response = await send('PUT', '/api/teacher/profile', {
        ...body,
        teacherName: 'أ. محمد علي',
        qualifications: ['ماجستير'],
        subjects: [{ name: 'الأحياء', level: 'الثالث الثانوي' }],
        statistics: { ...form.statistics, years: 15 },
        contacts: {
          whatsappNumber: '01012345678',
          facebookPage: 'https://facebook.com/t',
          youtubeChannel: '',
          tiktokChannel: '',
        },
      });
      expect(response.statusCode).toBe(200);
      expect(response.json().data).toMatchObject({ version: 2, teacherName: 'أ. محمد علي' });

      const profile = (await get(t.app, '/api/Tenant/profile')).json().data;
      expect(profile).toMatchObject({
        teacherName: 'أ. محمد علي',
        qualifications: ['ماجستير'],
        approach: ['الفهم قبل الحفظ'], // parts the form does not edit are kept
        theme: { primary: '#000000' },
        statistics: { years: 15 },
      });
      expect((await get(t.app, '/api/Contact/getAll')).json().data[0]).toMatchObject({
        whatsApp_Number: '01012345678',
        youTube_Channel: null,
      });
      expect((await get(t.app, '/')).body).toContain('أ. محمد علي');
      expect((await actions()).at(-1)).toBe('profile.update');
    });

    it('two files in one form answer 400 (one file per form), and leave no file', async () => {
      const form = (await get(t.app, '/api/teacher/profile', teacher)).json().data;
      const files = storedImages().length;
      const part = { field: 'image', filename: 'me.png', contentType: 'image/png', data: PNG };
      const body = multipartBody({ version: String(form.version) }, [part, { ...part, filename: 'you.png' }]);
      const res = await t.app.inject({
        method: 'PUT',
        url: '/api/teacher/profile/photo',
        headers: { ...teacher, ...body.headers },
        payload: body.payload,
      });
      expect(res.statusCode).toBe(400);
      expect(res.json().code).toBe('bad_request');
      expect(storedImages()).toHaveLength(files);
    });

    it('sets the photo from an image checked by its content; a refused one leaves no file', async () => {
      const form = (await get(t.app, '/api/teacher/profile', teacher)).json().data;
      const files = storedImages().length;
      const wrong = await image('/api/teacher/profile/photo', form.version, 'me.png', PDF);
      expect(wrong.statusCode).toBe(400);
      expect(wrong.json().code).toBe('upload_type');
      const stale = await image('/api/teacher/profile/photo', form.version - 1, 'me.png', PNG);
      expect(stale.statusCode).toBe(409);
      expect(storedImages()).toHaveLength(files);
      const saved = await image('/api/teacher/profile/photo', form.version, 'me.png', PNG);
      expect(saved.statusCode).toBe(200);
      const photoUrl = saved.json().data.photoUrl as string;
      expect(photoUrl).toMatch(/^\/uploads\/[0-9a-f-]{36}\.png$/);
      expect(storedImages()).toHaveLength(files + 1);
      // the console names it by its path; the public profile by its absolute URL
      expect((await get(t.app, '/api/Tenant/profile')).json().data.photoUrl).toBe(
        `http://localhost:80${photoUrl}`,
      );
      expect((await actions()).at(-1)).toBe('profile.photo');
    });

    it('a stale version is 409 and changes nothing; bad input is 400', async () => {
      const form = (await get(t.app, '/api/teacher/profile', teacher)).json().data;
      const { photoUrl: _photo, ...body } = form;
      const stale = await send('PUT', '/api/teacher/profile', {
        ...body,
        version: form.version - 1,
        teacherName: 'قديم',
      });
      expect(stale.statusCode).toBe(409);
      expect(stale.json().code).toBe('stale_version');
      const bad = await send('PUT', '/api/teacher/profile', {
        ...body,
        statistics: { ...body.statistics, successRate: 140 },
      });
      expect(bad.statusCode).toBe(400);
      expect(bad.json().message).toMatch(/successRate/);
      expect((await get(t.app, '/api/teacher/profile', teacher)).json().data).toEqual(form);
    });
    it.each([
      ['javascript:alert(document.cookie)', 'facebookPage'],
      ['JAVASCRIPT:alert(1)', 'youtubeChannel'],
      ['data:text/html,<script>alert(1)</script>', 'tiktokChannel'],
      ['vbscript:msgbox(1)', 'facebookPage'],
      ['file:///etc/passwd', 'facebookPage'],
      ['mailto:x@example.com', 'youtubeChannel'],
      ['not a link', 'tiktokChannel'],
    ])('refuses the contact link %j with a clear 400 and writes nothing', async (link, field) => {
      const form = (await get(t.app, '/api/teacher/profile', teacher)).json().data;
      const { photoUrl: _photo, ...body } = form;
      const bad = await send('PUT', '/api/teacher/profile', {
        ...body,
        contacts: { ...body.contacts, [field]: link },
      });
      expect(bad.statusCode).toBe(400);
      expect(bad.json().message).toContain(`${field}: must be an http(s) link`);
      expect((await get(t.app, '/api/teacher/profile', teacher)).json().data).toEqual(form);
    });

    it.each([
      ['https://www.facebook.com/dars.page', 'https://www.facebook.com/dars.page'],
      ['http://youtube.com/@dars', 'http://youtube.com/@dars'],
      ['tiktok.com/@dars', 'https://tiktok.com/@dars'],
    ])('takes the contact link %j (served as %j)', async (link, served) => {
      const form = (await get(t.app, '/api/teacher/profile', teacher)).json().data;
      const { photoUrl: _photo, ...body } = form;
      const saved = await send('PUT', '/api/teacher/profile', {
        ...body,
        contacts: { ...body.contacts, facebookPage: link },
      });
      expect(saved.statusCode, saved.body).toBe(200);
      expect((await get(t.app, '/api/Contact/getAll')).json().data[0].facebook_Page).toBe(served);
    });
  });

  describe('testimonials', () => {
    const list = async (headers = teacher) =>
      (await get(t.app, '/api/teacher/testimonials', headers)).json().data as Array<{
        id: number;
        author: string;
        hidden: boolean;
        version: number;
        caption: string;
        text: string;
        rating: number;
      }>;
    const field = ({ author, caption, text, rating, hidden }: Awaited<ReturnType<typeof list>>[number]) => ({
      author,
      caption,
      text,
      rating,
      hidden,
    });

    it('adds, edits and hides; a hidden one leaves the public profile but stays in the console', async () => {
      const created = await send('POST', '/api/teacher/testimonials', {
        author: 'منى',
        caption: 'ولية أمر',
        text: 'متابعة رائعة',
        rating: 5,
        hidden: false,
      });
      expect(created.statusCode).toBe(200);
      expect(created.json().data).toMatchObject({ author: 'منى', position: 3, version: 1 });
      const [sara] = await list();
      const hidden = await send('PUT', `/api/teacher/testimonials/${sara!.id}`, {
        ...field(sara!),
        hidden: true,
        version: sara!.version,
      });
      expect(hidden.statusCode).toBe(200);
      expect(hidden.json().data).toMatchObject({ hidden: true, version: sara!.version + 1 });
      const authors = (await get(t.app, '/api/Tenant/profile'))
        .json()
        .data.testimonials.map((item: { author: string }) => item.author);
      expect(authors).toEqual(['أحمد', 'منى']);
      expect((await list()).map((item) => item.author)).toEqual(['سارة', 'أحمد', 'منى']);
      expect((await actions()).slice(-2)).toEqual(['testimonial.create', 'testimonial.hide']);

      const stale = await send('PUT', `/api/teacher/testimonials/${sara!.id}`, {
        ...field(sara!),
        hidden: false,
        version: sara!.version,
      });
      expect(stale.statusCode).toBe(409);
      expect((await list())[0]!.hidden).toBe(true);
    });

    it('reorders; the order must name every testimonial once', async () => {
      const before = await list();
      const ids = before.map((item) => item.id).reverse();
      const response = await send('PUT', '/api/teacher/testimonials-order', { ids });
      expect(response.statusCode).toBe(200);
      expect((await list()).map((item) => item.id)).toEqual(ids);
      const partial = await send('PUT', '/api/teacher/testimonials-order', { ids: ids.slice(1) });
      expect(partial.statusCode).toBe(400);
      expect(partial.json().code).toBe('invalid_order');
      const foreign = (await list(otherTeacher))[0]!.id;
      const mixed = await send('PUT', '/api/teacher/testimonials-order', { ids: [...ids.slice(1), foreign] });
      expect(mixed.statusCode).toBe(400);
      expect((await list()).map((item) => item.id)).toEqual(ids);
    });

    it("another tenant's testimonial is 404", async () => {
      const foreign = (await list(otherTeacher))[0]!;
      const response = await send('PUT', `/api/teacher/testimonials/${foreign.id}`, {
        ...field(foreign),
        author: 'x',
        version: foreign.version,
      });
      expect(response.statusCode).toBe(404);
      expect((await list(otherTeacher))[0]!.author).toBe('غريب');
    });
  });

  describe('books', () => {
    const book = {
      title: 'كتاب الأحياء',
      description: 'مراجعة',
      price: 120,
      grade: 'Secondary3',
      active: true,
    };

    it('adds, edits and deletes; the public list follows; every change audited', async () => {
      const created = await send('POST', '/api/teacher/books', book);
      expect(created.statusCode).toBe(200);
      const { id, version } = created.json().data as { id: number; version: number };
      expect(
        (await get(t.app, '/api/Book/active')).json().data.books.map((b: { title: string }) => b.title),
      ).toContain('كتاب الأحياء');
      const updated = await send('PUT', `/api/teacher/books/${id}`, {
        ...book,
        active: false,
        price: 90,
        version,
      });
      expect(updated.statusCode).toBe(200);
      expect(updated.json().data).toMatchObject({ active: false, price: 90, version: version + 1 });
      expect((await get(t.app, '/api/Book/active')).json().data.books).toEqual([]);
      const page = (await get(t.app, '/api/teacher/books', teacher)).json().data;
      expect(page).toMatchObject({ totalCount: 1, items: [{ id, active: false }] });

      const stale = await send('DELETE', `/api/teacher/books/${id}?version=${version}`);
      expect(stale.statusCode).toBe(409);
      const deleted = await send('DELETE', `/api/teacher/books/${id}?version=${version + 1}`);
      expect(deleted.statusCode).toBe(200);
      expect((await get(t.app, '/api/teacher/books', teacher)).json().data.totalCount).toBe(0);
      expect((await actions()).slice(-3)).toEqual(['book.create', 'book.update', 'book.delete']);
    });

    it('sets a book image checked by its content; wrong type 400, stale 409, another tenant 404, no file left', async () => {
      const created = (await send('POST', '/api/teacher/books', book)).json().data as {
        id: number;
        version: number;
      };
      const url = `/api/teacher/books/${created.id}/image`;
      const files = storedImages().length;
      const wrong = await image(url, created.version, 'cover.png', PDF);
      expect(wrong.statusCode).toBe(400);
      expect(wrong.json().code).toBe('upload_type');
      expect((await image(url, created.version + 1, 'cover.png', PNG)).statusCode).toBe(409);
      const foreign = (await send('POST', '/api/teacher/books', book, otherTeacher)).json().data as {
        id: number;
        version: number;
      };
      expect(
        (await image(`/api/teacher/books/${foreign.id}/image`, foreign.version, 'c.png', PNG)).statusCode,
      ).toBe(404);
      expect(storedImages()).toHaveLength(files);
      const saved = await image(url, created.version, 'cover.png', PNG);
      expect(saved.statusCode).toBe(200);
      expect(saved.json().data).toMatchObject({
        version: created.version + 1,
        imagePath: expect.stringMatching(/^\/uploads\/.+\.png$/),
      });
      const publicBook = (await get(t.app, `/api/Book/active`))
        .json()
        .data.books.find((b: { id: number }) => b.id === created.id);
      expect(publicBook.imagePath).toBe(`http://localhost:80${saved.json().data.imagePath}`);
      const served = await get(t.app, saved.json().data.imagePath);
      expect(served.statusCode).toBe(200);
      await send('DELETE', `/api/teacher/books/${created.id}?version=${created.version + 1}`);
      await send(
        'DELETE',
        `/api/teacher/books/${foreign.id}?version=${foreign.version}`,
        undefined,
        otherTeacher,
      );
    });

    it("bad input is 400; another tenant's book is 404 and untouched", async () => {
      const bad = await send('POST', '/api/teacher/books', { ...book, price: -1 });
      expect(bad.statusCode).toBe(400);
      expect(bad.json().message).toMatch(/price/);
      const foreign = (await send('POST', '/api/teacher/books', book, otherTeacher)).json().data as {
        id: number;
        version: number;
      };
      expect(
        (await send('PUT', `/api/teacher/books/${foreign.id}`, { ...book, version: foreign.version }))
          .statusCode,
      ).toBe(404);
      expect(
        (await send('DELETE', `/api/teacher/books/${foreign.id}?version=${foreign.version}`)).statusCode,
      ).toBe(404);
      expect((await get(t.app, '/api/teacher/books', otherTeacher)).json().data.totalCount).toBe(1);
    });
  });
});
