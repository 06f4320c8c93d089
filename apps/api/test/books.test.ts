import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Grade } from '../src/db/schema.ts';
import { createTestApp, engines, OTHER_TENANT_ID, TENANT_ID, type TestApp } from './harness.ts';
import { get, refusal, statusAndBody } from './learning-fixtures.ts';

describe.each(engines())('books (%s)', (engine) => {
  let t: TestApp;
  const ids: Record<string, number> = {};

  async function addBook(
    title: string,
    grade: Grade,
    options: { active?: boolean; tenantId?: string; day?: number; image?: string } = {},
  ) {
    const at = new Date(Date.UTC(2026, 1, options.day ?? 1)).toISOString();
    const row = await t.db
      .insertInto('books')
      .values({
        tenant_id: options.tenantId ?? TENANT_ID,
        title,
        description: `${title} description`,
        image_path: options.image ?? null,
        price: 45.5,
        grade,
        active: options.active === false ? 0 : 1,
        created_at: at,
        modified_at: at,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    ids[title] = row.id;
  }

  beforeAll(async () => {
    t = await createTestApp({ engine });
    await addBook('Biology S3 A', 'Secondary3', { day: 1, image: '/uploads/b.png' });
    await addBook('Biology S3 B', 'Secondary3', { day: 2 });
    await addBook('Biology S1', 'Secondary1', { day: 3 });
    await addBook('Old edition', 'Secondary3', { day: 4, active: false });
    await addBook('Other tenant book', 'Secondary3', { tenantId: OTHER_TENANT_ID });
  });
  afterAll(() => t?.close());

  it('GET /api/Book/active pages the active books, newest first', async () => {
    const response = await get(t.app, '/api/Book/active?pageNumber=1&pageSize=2');
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body.success).toBe(true);
    expect(body.data).toMatchObject({ totalCount: 3, pageNumber: 1, pageSize: 2, totalPages: 2 });
    expect(body.data.books.map((b: { title: string }) => b.title)).toEqual(['Biology S1', 'Biology S3 B']);
    expect(body.data.books[0]).toEqual({
      id: ids['Biology S1'],
      title: 'Biology S1',
      description: 'Biology S1 description',
      imagePath: null,
      price: 45.5,
      grade: 'Secondary1',
      active: true,
      createdAt: '2026-02-03T00:00:00.000Z',
      modifiedAt: '2026-02-03T00:00:00.000Z',
    });
  });

  it('GET /api/Book/active/grade/{grade} filters by the normalised grade', async () => {
    for (const grade of ['Secondary3', 'secondary3', '3']) {
      const body = (await get(t.app, `/api/Book/active/grade/${grade}`)).json();
      expect(body.data.books.map((b: { title: string }) => b.title)).toEqual([
        'Biology S3 B',
        'Biology S3 A',
      ]);
      expect(body.data).toMatchObject({ totalCount: 2, pageNumber: 1, pageSize: 10, totalPages: 1 });
    }
  });

  it('GET /api/Book/active/grade/{grade} answers an empty page for a grade with no books', async () => {
    const body = (await get(t.app, '/api/Book/active/grade/Secondary2')).json();
    expect(body.data).toEqual({ books: [], totalCount: 0, pageNumber: 1, pageSize: 10, totalPages: 0 });
  });

  it('GET /api/Book/{id} answers one active book', async () => {
    const body = (await get(t.app, `/api/Book/${ids['Biology S3 A']}`)).json();
    expect(body).toMatchObject({
      success: true,
      data: {
        id: ids['Biology S3 A'],
        title: 'Biology S3 A',
        imagePath: 'http://localhost:80/uploads/b.png',
      },
    });
  });

  it.each([
    ['an unknown id', () => 999_999],
    ['an inactive book', () => ids['Old edition']],
    ["another tenant's book", () => ids['Other tenant book']],
  ])('GET /api/Book/{id} answers 404 for %s', async (_label, id) => {
    expect(statusAndBody(await get(t.app, `/api/Book/${id()}`))).toEqual(refusal(404, 'Book not found.'));
  });

  it('GET /api/Book/{id} answers 400 for a non-numeric id', async () => {
    const response = await get(t.app, '/api/Book/abc');
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ success: false, data: null });
  });

  it('refuses bad paging with 400', async () => {
    const response = await get(t.app, '/api/Book/active?pageSize=500');
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      success: false,
      message: 'pageSize: must be at most 100',
      data: null,
      code: expect.any(String),
    });
  });
});
