import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, engines, OTHER_TENANT_ID, TENANT_ID, type TestApp } from './harness.ts';
import { get } from './learning-fixtures.ts';

describe.each(engines())('GET /api/Contact/getAll (%s)', (engine) => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp({ engine });
    await t.db
      .insertInto('contacts')
      .values([
        {
          tenant_id: TENANT_ID,
          whatsapp_number: '201001234567',
          facebook_page: 'https://facebook.com/dars',
          youtube_channel: null,
          tiktok_channel: 'https://tiktok.com/@dars',
        },
        {
          tenant_id: TENANT_ID,
          whatsapp_number: '201000000000',
          facebook_page: null,
          youtube_channel: null,
          tiktok_channel: null,
        },
      ])
      .execute();
  });
  afterAll(() => t?.close());

  it("answers the tenant's contact records in order, with the original's field names", async () => {
    const response = await get(t.app, '/api/Contact/getAll');
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body.success).toBe(true);
    expect(body.data).toHaveLength(2);
    expect(body.data[0]).toEqual({
      id: expect.any(Number),
      whatsApp_Number: '201001234567',
      facebook_Page: 'https://facebook.com/dars',
      youTube_Channel: null,
      tiktokChannel: 'https://tiktok.com/@dars',
    });
  });

  it('answers an empty list for a tenant without contacts', async () => {
    const body = (await get(t.app, '/api/Contact/getAll', { 'x-tenant-id': OTHER_TENANT_ID })).json();
    expect(body).toMatchObject({ success: true, data: [] });
  });

  it('answers 400 for an unknown tenant', async () => {
    const response = await get(t.app, '/api/Contact/getAll', { 'x-tenant-id': 'no-such-tenant' });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      success: false,
      message: 'Unknown tenant.',
      data: null,
      code: expect.any(String),
    });
  });
});

describe.each(engines())('contact links served only as http(s) (%s)', (engine) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ engine });
  });
  afterAll(() => t?.close());

  it.each([
    ['https://www.facebook.com/dars', 'https://www.facebook.com/dars'],
    ['http://youtube.com/@dars', 'http://youtube.com/@dars'],
    ['facebook.com/dars', 'https://facebook.com/dars'],
    ['javascript:alert(document.cookie)', null],
    ['JavaScript:alert(1)', null],
    ['data:text/html,<script>alert(1)</script>', null],
    ['vbscript:msgbox(1)', null],
    ['mailto:x@example.com', null],
    ['//evil.example/x', null],
    ['', null],
  ])('a row saved before the rule holding %j is served as %j', async (stored, served) => {
    await t.db.deleteFrom('contacts').where('tenant_id', '=', TENANT_ID).execute();
    await t.db
      .insertInto('contacts')
      .values({
        tenant_id: TENANT_ID,
        whatsapp_number: null,
        facebook_page: stored,
        youtube_channel: stored,
        tiktok_channel: stored,
      })
      .execute();
    await t.app.caches.contentChanged(TENANT_ID);
    const [contact] = (await get(t.app, '/api/Contact/getAll')).json().data;
    expect([contact.facebook_Page, contact.youTube_Channel, contact.tiktokChannel]).toEqual([
      served,
      served,
      served,
    ]);
  });
});
