import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import ExcelJS from 'exceljs';
import JSZip from 'jszip';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BankQuestion } from '@dars/core/contract';
import type { ImportedCourse } from '../src/domain/course-import/index.ts';
import { BANK_IMPORT_COLUMNS } from '../src/domain/exams/import-bank.ts';
import { readCsvRows } from '../src/files/index.ts';
import { PDF, PNG } from './file-fixtures.ts';
import {
  authHeaders,
  createTestApp,
  createUser,
  engines,
  login,
  multipartBody,
  type TestApp,
} from './harness.ts';
import { seedCourse, standardCourse } from './learning-fixtures.ts';

/** The bank's export: the import's columns, safe from formulas, pictures by name, and back in again. */
describe.each(engines())('question bank export and pictures (%s)', (engine) => {
  let t: TestApp;
  let from: ImportedCourse;
  let to: ImportedCourse;
  let teacher: Record<string, string>;
  let assistant: Record<string, string>;

  const picture = (data: Buffer, headers = teacher) => {
    const form = multipartBody(
      {},
      { field: 'image', filename: 'diagram.png', contentType: 'image/png', data },
    );
    return t.app.inject({
      method: 'POST',
      url: '/api/teacher/bank-pictures',
      headers: { ...headers, ...form.headers },
      payload: form.payload,
    });
  };
  const exported = (format: 'csv' | 'xlsx', headers = teacher) =>
    t.app.inject({
      method: 'GET',
      url: `/api/teacher/courses/${from.courseId}/bank/export?format=${format}`,
      headers,
    });
  const exportedPictures = (courseId: string, headers = teacher) =>
    t.app.inject({ method: 'GET', url: `/api/teacher/courses/${courseId}/bank/pictures`, headers });
  const bankOf = async (courseId: string) =>
    (
      (
        await t.app.inject({ method: 'GET', url: `/api/teacher/courses/${courseId}/bank`, headers: teacher })
      ).json().data as { questions: BankQuestion[] }
    ).questions;

  beforeAll(async () => {
    t = await createTestApp({ engine });
    from = await seedCourse(t, standardCourse({ courseName: 'من' }));
    to = await seedCourse(t, standardCourse({ courseName: 'إلى' }));
    const admin = await createUser(t.db, { role: 'Admin' });
    teacher = authHeaders((await login(t.app, { ...admin, deviceId: 'teacher' })).token);
    const moderator = await createUser(t.db, { role: 'Moderator' });
    assistant = authHeaders((await login(t.app, { ...moderator, deviceId: 'assistant' })).token);
  });
  afterAll(() => t.close());

  let pictured: string;

  it('stores a picture for a question (checked by its bytes; the teacher only)', async () => {
    const refused = await picture(PDF);
    expect(refused.statusCode).toBe(400);
    expect(await picture(PNG, assistant).then((r) => r.statusCode)).toBe(403);
    const stored = await picture(PNG);
    expect(stored.statusCode, stored.body).toBe(200);
    pictured = stored.json().data.imagePath as string;
    expect(pictured).toMatch(/^\/uploads\/[\w.-]+\.png$/);
    expect(fs.existsSync(path.join(t.dataDir, 'uploads', path.basename(pictured)))).toBe(true);
  });

  it('writes the bank in the import’s columns, its cells safe from spreadsheet formulas', async () => {
    const add = (body: object) =>
      t.app.inject({
        method: 'POST',
        url: `/api/teacher/courses/${from.courseId}/bank`,
        headers: teacher,
        payload: body,
      });
    const base = {
      imagePath: null,
      type: 'MultipleChoice',
      explanation: '',
      explanationImagePath: null,
      unit: 'الوحدة الأولى',
      topic: 'الخلية',
      difficulty: 'easy',
    };
    for (const body of [
      {
        ...base,
        text: 'ما الذي في الصورة؟',
        imagePath: pictured,
        options: [
          { text: '', imagePath: pictured },
          { text: 'نواة', imagePath: null },
          { text: 'غشاء', imagePath: null },
        ],
        correctIndex: 0,
        explanation: 'الصورة لخلية',
        explanationImagePath: pictured,
      },
      {
        ...base,
        type: 'TrueFalse',
        text: 'الخلية وحدة بناء الكائن الحي',
        options: [
          { text: 'صح', imagePath: null },
          { text: 'خطأ', imagePath: null },
        ],
        correctIndex: 0,
        difficulty: 'hard',
        unit: 'الوحدة الثانية',
      },
      {
        ...base,
        text: '=HYPERLINK("https://evil.example","اضغط")',
        options: [
          { text: '+1', imagePath: null },
          { text: '@SUM(A1)', imagePath: null },
        ],
        correctIndex: 1,
        difficulty: 'medium',
      },
    ]) {
      const response = await add(body);
      expect(response.statusCode, response.body).toBe(200);
    }

    const csv = await exported('csv', assistant);
    expect(csv.statusCode, csv.body).toBe(200);
    expect(csv.headers['content-type']).toMatch(/^text\/csv/);
    expect(csv.headers['content-disposition']).toMatch(
      /attachment; filename="question-bank-\d{4}-\d{2}-\d{2}\.csv"/,
    );
    const rows = readCsvRows(csv.body).filter((row) => row.some(Boolean));
    expect(rows).toHaveLength(4);
    expect(rows[0]).toEqual([...BANK_IMPORT_COLUMNS]);
    const name = path.basename(pictured);
    expect(rows[1]).toEqual([
      'ما الذي في الصورة؟',
      name,
      'mc',
      name,
      'نواة',
      'غشاء',
      '',
      '',
      '',
      '1',
      'الصورة لخلية',
      name,
      'الوحدة الأولى',
      'الخلية',
      'easy',
    ]);
    expect(rows[2]).toEqual([
      'الخلية وحدة بناء الكائن الحي',
      '',
      'tf',
      'صح',
      'خطأ',
      '',
      '',
      '',
      '',
      '1',
      '',
      '',
      'الوحدة الثانية',
      'الخلية',
      'hard',
    ]);
    // no cell of the third row starts a formula
    expect(rows[3]!.slice(0, 5)).toEqual([
      '\'=HYPERLINK("https://evil.example","اضغط")',
      '',
      'mc',
      "'+1",
      "'@SUM(A1)",
    ]);
  });

  it('exports XLSX that imports into another course with its pictures, the same questions', async () => {
    const response = await exported('xlsx');
    expect(response.statusCode).toBe(200);
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(response.rawPayload as unknown as ArrayBuffer);
    const sheet = book.worksheets[0]!;
    expect(sheet.rowCount).toBe(4);
    expect(String(sheet.getRow(4).getCell(1).value)).toMatch(/^'=HYPERLINK/);

    // the pictures' export holds the one picture the three questions name, by the sheet's name for it
    const pictures = await exportedPictures(from.courseId, assistant);
    expect(pictures.statusCode, pictures.body).toBe(200);
    expect(pictures.headers['content-type']).toBe('application/zip');
    const archive = await JSZip.loadAsync(pictures.rawPayload);
    const name = path.basename(pictured);
    expect(Object.keys(archive.files)).toEqual([name]);
    expect(await archive.file(name)!.async('nodebuffer')).toEqual(
      fs.readFileSync(path.join(t.dataDir, 'uploads', name)),
    );
    const zip = pictures.rawPayload;
    const form = multipartBody({}, [
      {
        field: 'file',
        filename: 'bank.xlsx',
        contentType: 'application/octet-stream',
        data: response.rawPayload,
      },
      { field: 'images', filename: 'pictures.zip', contentType: 'application/zip', data: zip },
    ]);
    const imported = await t.app.inject({
      method: 'POST',
      url: `/api/teacher/courses/${to.courseId}/bank/import`,
      headers: { ...teacher, ...form.headers },
      payload: form.payload,
    });
    expect(imported.statusCode, imported.body).toBe(200);
    expect(imported.json().data.imported).toBe(3);

    const strip = (q: BankQuestion) => ({
      ...q,
      id: 0,
      imagePath: q.imagePath && 'picture',
      explanationImagePath: q.explanationImagePath && 'picture',
      options: q.options.map((o) => ({ ...o, imagePath: o.imagePath && 'picture' })),
    });
    const [original, copy] = [await bankOf(from.courseId), await bankOf(to.courseId)];
    // the first two come back as they were; the formula-like texts keep the apostrophe that disarmed them
    expect(copy.slice(0, 2).map(strip)).toEqual(original.slice(0, 2).map(strip));
    expect(copy[2]!.text).toBe(`'${original[2]!.text}`);
    expect(copy[0]!.imagePath).toMatch(/^\/uploads\//);
  });

  it('says so when no question of the bank has a picture, rather than giving an empty ZIP', async () => {
    const plain = await seedCourse(t, standardCourse({ courseName: 'بلا صور' }));
    const none = await exportedPictures(plain.courseId);
    expect(none.statusCode).toBe(404);
    expect(none.json()).toMatchObject({
      code: 'bank_no_pictures',
      message: expect.stringMatching(/picture/),
    });
    const elsewhere = await exportedPictures(crypto.randomUUID());
    expect(elsewhere.statusCode).toBe(404);
    expect(elsewhere.json().code).not.toBe('bank_no_pictures');
  });
});
