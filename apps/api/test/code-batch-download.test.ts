import ExcelJS from 'exceljs';
import { Writable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app.ts';
import { createCodeBatch, redeemCourseCode } from '../src/domain/codes/index.ts';
import { runCommand } from '../src/cli/commands.ts';
import { readCsvRows } from '../src/files/index.ts';
import { createSettingsBox } from '../src/secrets/settings-box.ts';
import { authHeaders, createTestApp, createUser, engines, login, type TestApp } from './harness.ts';
import { importTestCourse, tenantCtx } from './codes-fixtures.ts';

/** The code column of a downloaded CSV, its header left out. */
const csvCodes = (text: string) =>
  readCsvRows(text)
    .slice(1)
    .filter((row) => row.length > 1)
    .map((row) => row[0]);

describe.each(engines())("the teacher downloads a batch's unused codes again (%s)", (engine) => {
  let t: TestApp;
  let admin: Record<string, string>;
  let assistant: Record<string, string>;
  let courseId: string;
  let studentId: string;

  beforeAll(async () => {
    t = await createTestApp({ engine });
    admin = authHeaders((await login(t.app, await createUser(t.db, { role: 'Admin' }))).token);
    const moderator = await createUser(t.db, { role: 'Moderator' });
    // an assistant trusted with making codes still may not take them out again
    await t.db.updateTable('users').set({ can_create_codes: 1 }).where('id', '=', moderator.id).execute();
    assistant = authHeaders((await login(t.app, moderator)).token);
    courseId = (await importTestCourse(t.db, t.tenantId)).courseId;
    studentId = (await createUser(t.db, { role: 'Student' })).id;
  });
  afterAll(() => t?.close());

  const ctx = () => tenantCtx(t.db, t.tenantId);
  const download = (batchId: number, format: string, headers = admin) =>
    t.app.inject({
      method: 'GET',
      url: `/api/teacher/code-batches/${batchId}/unused-codes?format=${format}`,
      headers,
    });
  const downloadEntries = (batchId: number) =>
    t.db
      .selectFrom('audit_log')
      .selectAll()
      .where('tenant_id', '=', t.tenantId)
      .where('action', '=', 'code_batch.download')
      .where('entity_id', '=', String(batchId))
      .execute();
  const createBatch = async (headers = admin, label = 'سنتر النور') => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/teacher/code-batches',
      headers,
      payload: { kind: 'course', targetId: courseId, count: 5, label },
    });
    expect(response.statusCode, response.body).toBe(200);
    return response.json().data as { batch: { id: number }; codes: string[] };
  };

  it('lists the unused codes only, as CSV and as XLSX, and records each download', async () => {
    const { batch, codes } = await createBatch();
    await redeemCourseCode(ctx(), { studentId, code: codes[0]!, codeHashKey: t.config.codeHashKey });
    const unused = codes.slice(1);

    const csv = await download(batch.id, 'csv');
    expect(csv.statusCode, csv.body).toBe(200);
    expect(csv.headers['content-type']).toMatch(/^text\/csv/);
    expect(csv.headers['content-disposition']).toContain(`codes-${batch.id}-unused.csv`);
    expect(csvCodes(csv.body).sort()).toEqual([...unused].sort());
    expect(csv.body).toContain('سنتر النور');

    const xlsx = await download(batch.id, 'xlsx');
    expect(xlsx.statusCode).toBe(200);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(xlsx.rawPayload as unknown as ArrayBuffer);
    const column = workbook.worksheets[0]!.getColumn(1).values.slice(2);
    expect(column.map(String).sort()).toEqual([...unused].sort());

    const entries = await downloadEntries(batch.id);
    expect(entries.map((entry) => JSON.parse(entry.after_json ?? 'null') as unknown)).toEqual([
      { format: 'csv', count: 4 },
      { format: 'xlsx', count: 4 },
    ]);
    // the audit log counts the codes, it never holds one
    for (const entry of entries) for (const code of codes) expect(JSON.stringify(entry)).not.toContain(code);
  });

  it('keeps each code only sealed for its tenant, written with the batch', async () => {
    const { batch, codes } = await createBatch();
    const rows = await t.db
      .selectFrom('course_codes')
      .select(['sealed_code'])
      .where('batch_id', '=', batch.id)
      .execute();
    expect(rows).toHaveLength(5);
    const box = createSettingsBox(t.config.settingsKey);
    const opened = rows.map((row) => {
      expect(row.sealed_code).not.toBeNull();
      for (const code of codes) expect(row.sealed_code).not.toContain(code);
      expect(() => box.open(t.otherTenantId, row.sealed_code!)).toThrow();
      return box.open(t.tenantId, row.sealed_code!);
    });
    expect(opened.sort()).toEqual([...codes].sort());
  });

  it('an expired batch has no unused codes left to list: they are refused anyway', async () => {
    const { batch } = await createBatch();
    await t.db
      .updateTable('code_batches')
      .set({ expires_at: new Date(Date.now() - 60_000).toISOString() })
      .where('id', '=', batch.id)
      .execute();
    const csv = await download(batch.id, 'csv');
    expect(csv.statusCode).toBe(200);
    expect(csvCodes(csv.body)).toEqual([]);
  });

  it('a revoked batch has no unused codes left to list', async () => {
    const { batch } = await createBatch();
    const revoked = await t.app.inject({
      method: 'POST',
      url: `/api/teacher/code-batches/${batch.id}/revoke`,
      headers: admin,
    });
    expect(revoked.statusCode).toBe(200);
    const csv = await download(batch.id, 'csv');
    expect(csv.statusCode).toBe(200);
    expect(csvCodes(csv.body)).toEqual([]);
  });

  it('an assistant is refused (403) and nothing is recorded', async () => {
    const { batch } = await createBatch(assistant);
    const response = await download(batch.id, 'csv', assistant);
    expect(response.statusCode).toBe(403);
    expect(response.json()).toMatchObject({ success: false, code: 'admin_only' });
    expect(response.body).not.toMatch(/[A-Z0-9]{4}-[A-Z0-9]{4}/);
    expect(await downloadEntries(batch.id)).toEqual([]);
  });

  it('a batch made before copies were kept says so with 409 codes_not_kept, and nothing is recorded', async () => {
    // a batch without sealed copies, as every batch made before migration 0018
    const old = await createCodeBatch(ctx(), {
      kind: 'course',
      targetId: courseId,
      count: 3,
      codeHashKey: t.config.codeHashKey,
    });
    const response = await download(old.batchId, 'csv');
    expect(response.statusCode).toBe(409);
    expect(response.json()).toMatchObject({ success: false, code: 'codes_not_kept', data: null });
    expect(await downloadEntries(old.batchId)).toEqual([]);
  });

  it("another tenant's batch is 404; a bad format or batch id is 400", async () => {
    const otherCourse = (await importTestCourse(t.db, t.otherTenantId)).courseId;
    const other = await createCodeBatch(tenantCtx(t.db, t.otherTenantId), {
      kind: 'course',
      targetId: otherCourse,
      count: 1,
      codeHashKey: t.config.codeHashKey,
      codeBox: createSettingsBox(t.config.settingsKey),
    });
    expect((await download(other.batchId, 'csv')).statusCode).toBe(404);
    const { batch } = await createBatch();
    expect((await download(batch.id, 'pdf')).statusCode).toBe(400);
    expect((await download(batch.id, '')).statusCode).toBe(400);
    const badId = await t.app.inject({
      method: 'GET',
      url: '/api/teacher/code-batches/abc/unused-codes?format=csv',
      headers: admin,
    });
    expect(badId.statusCode).toBe(400);
  });

  it("the admin command's batch keeps copies too: the teacher downloads it again", async () => {
    const output = await runCommand(
      {
        db: t.db,
        codeHashKey: t.config.codeHashKey,
        settingsKey: t.config.settingsKey,
        now: () => new Date(),
        cwd: t.dataDir,
      },
      [
        'codes:create',
        '--tenant',
        t.tenantId,
        '--kind',
        'course',
        '--target',
        courseId,
        '--count',
        '2',
        '--format',
        'json',
      ],
    );
    const made = JSON.parse(output) as { batchId: number; codes: string[] };
    const csv = await download(made.batchId, 'csv');
    expect(csv.statusCode, csv.body).toBe(200);
    expect(csvCodes(csv.body).sort()).toEqual([...made.codes].sort());
  });

  it('the server log of a creation, a download and a refused one holds no code and no key', async () => {
    let log = '';
    const stream = new Writable({
      write(chunk: Buffer, _encoding, done) {
        log += chunk.toString();
        done();
      },
    });
    const app = await buildApp({
      config: t.config,
      dbHandle: t.dbHandle,
      logger: { level: 'trace', stream },
    });
    const issued: string[] = [];
    try {
      await app.ready();
      const created = await app.inject({
        method: 'POST',
        url: '/api/teacher/code-batches',
        headers: admin,
        payload: { kind: 'course', targetId: courseId, count: 3 },
      });
      const { batch, codes } = created.json().data as { batch: { id: number }; codes: string[] };
      const again = await app.inject({
        url: `/api/teacher/code-batches/${batch.id}/unused-codes?format=csv`,
        headers: admin,
      });
      expect(csvCodes(again.body).sort()).toEqual([...codes].sort());
      issued.push(...codes);
      const old = await createCodeBatch(ctx(), {
        kind: 'course',
        targetId: courseId,
        count: 1,
        codeHashKey: t.config.codeHashKey,
      });
      const refused = await app.inject({
        url: `/api/teacher/code-batches/${old.batchId}/unused-codes?format=xlsx`,
        headers: admin,
      });
      expect(refused.statusCode).toBe(409);
      issued.push(...old.codes);
    } finally {
      await app.close();
    }
    expect(log).toContain('unused-codes');
    expect(issued).toHaveLength(4);
    for (const code of issued) expect(log).not.toContain(code);
    expect(log).not.toContain(t.config.settingsKey);
    expect(log).not.toContain(t.config.codeHashKey);
  });
});
