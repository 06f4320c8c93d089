import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ImportedCourse } from '../src/domain/course-import/index.ts';
import { PDF, PNG, zipArchive } from './file-fixtures.ts';
import {
  authHeaders,
  createUser,
  engines,
  createTestApp,
  login,
  multipartBody,
  type TestApp,
} from './harness.ts';
import { seedCourse, standardCourse } from './learning-fixtures.ts';

const HEADER = [
  'السؤال',
  'صورة السؤال',
  'النوع',
  'ا1',
  'ا2',
  'ا3',
  'ا4',
  'ا5',
  'ا6',
  'الصحيحة',
  'الشرح',
  'صورة الشرح',
  'الوحدة',
  'الموضوع',
  'الصعوبة',
];

async function xlsx(rows: Array<Array<string | number>>): Promise<Buffer> {
  const book = new ExcelJS.Workbook();
  const sheet = book.addWorksheet('الأسئلة');
  for (const row of [HEADER, ...rows]) sheet.addRow(row);
  return Buffer.from(await book.xlsx.writeBuffer());
}

/** 30 good rows: every third with a question picture, every fifth with picture options. */
function goodRows(): Array<Array<string | number>> {
  return Array.from({ length: 30 }, (_, i) => {
    const n = i + 1;
    const pictureOptions = n % 5 === 0;
    return [
      `سؤال مستورد ${n}`,
      n % 3 === 0 ? `diagram-${n}.png` : '',
      'mc',
      pictureOptions ? 'a.png' : `أ ${n}`,
      pictureOptions ? 'b.png' : `ب ${n}`,
      `ج ${n}`,
      '',
      '',
      '',
      (n % 3) + 1,
      `شرح ${n}`,
      '',
      n <= 20 ? 'الوحدة الأولى' : 'الوحدة الثانية',
      'الخلية',
      n % 2 ? 'سهل' : 'صعب',
    ];
  });
}

const pictures = () =>
  zipArchive([
    ...[3, 6, 9, 12, 15, 18, 21, 24, 27, 30].map((n) => ({ name: `pictures/diagram-${n}.png`, chunk: PNG })),
    { name: 'a.png', chunk: PNG },
    { name: 'b.png', chunk: PNG },
  ]);

describe.each(engines())('question bank import (%s)', (engine) => {
  let t: TestApp;
  let course: ImportedCourse;
  let teacher: Record<string, string>;

  beforeAll(async () => {
    t = await createTestApp({ engine });
    course = await seedCourse(t, standardCourse());
    const admin = await createUser(t.db, { role: 'Admin' });
    teacher = authHeaders((await login(t.app, { ...admin, deviceId: 'teacher' })).token);
  });
  afterAll(() => t.close());

  const upload = (sheet: { name: string; data: Buffer }, zip?: Buffer) => {
    const form = multipartBody({}, [
      { field: 'file', filename: sheet.name, contentType: 'application/octet-stream', data: sheet.data },
      ...(zip
        ? [{ field: 'images', filename: 'pictures.zip', contentType: 'application/zip', data: zip }]
        : []),
    ]);
    return t.app.inject({
      method: 'POST',
      url: `/api/teacher/courses/${course.courseId}/bank/import`,
      headers: { ...teacher, ...form.headers },
      payload: form.payload,
    });
  };
  const bankSize = async () => (await t.db.selectFrom('bank_questions').selectAll().execute()).length;

  it('names every bad row and imports nothing, not even the good rows or their pictures', async () => {
    const rows = goodRows();
    rows[4] = ['', '', 'mc', 'أ', 'ب', '', '', '', '', 1, '', '', '', '', 'سهل'];
    rows[9] = ['سؤال', 'missing.png', 'mc', 'أ', 'ب', '', '', '', '', 7, '', '', '', '', 'صعب جدا'];
    rows[12] = ['سؤال', '', 'tf', 'صح', 'خطأ', 'ربما', '', '', '', 'صح', '', '', '', '', 'سهل'];
    const response = await upload({ name: 'bank.xlsx', data: await xlsx(rows) }, await pictures());
    expect(response.statusCode).toBe(400);
    const body = response.json() as { code: string; rows: Array<{ row: number; problems: string[] }> };
    expect(body.code).toBe('invalid_spreadsheet');
    expect(body.rows.map((row) => row.row)).toEqual([6, 11, 14]);
    expect(body.rows[1]!.problems.join(' ')).toMatch(/missing\.png/);
    expect(body.rows[1]!.problems.join(' ')).toMatch(/difficulty/);
    expect(body.rows[1]!.problems.join(' ')).toMatch(/right option/);
    expect(await bankSize()).toBe(0);
  });

  it('refuses a picture that is not one (by its bytes) and a ZIP bomb, writing nothing', async () => {
    const rows = goodRows().slice(0, 3);
    const fake = await zipArchive([{ name: 'diagram-3.png', chunk: PDF }]);
    const refused = await upload({ name: 'bank.xlsx', data: await xlsx(rows) }, fake);
    expect(refused.statusCode).toBe(400);
    expect(JSON.stringify(refused.json())).toMatch(/diagram-3\.png/);
    const bomb = await zipArchive([{ name: 'huge.png', chunk: Buffer.alloc(1024 * 1024), repeat: 300 }]);
    const tooBig = await upload({ name: 'bank.xlsx', data: await xlsx(rows) }, bomb);
    expect(tooBig.statusCode).toBe(413);
    expect(await bankSize()).toBe(0);
  });

  it('imports 30 questions with their pictures from XLSX and a ZIP, and the same sheet as CSV', async () => {
    const response = await upload({ name: 'bank.xlsx', data: await xlsx(goodRows()) }, await pictures());
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().data.imported).toBe(30);
    const list = await t.app.inject({
      method: 'GET',
      url: `/api/teacher/courses/${course.courseId}/bank?difficulty=hard`,
      headers: teacher,
    });
    const { questions, units } = list.json().data as {
      questions: Array<{
        text: string;
        imagePath: string | null;
        options: Array<{ imagePath: string | null }>;
      }>;
      units: string[];
    };
    expect(questions).toHaveLength(15);
    expect(units).toEqual(['الوحدة الأولى', 'الوحدة الثانية']);
    const withPicture = questions.find((q) => q.text === 'سؤال مستورد 6')!;
    expect(withPicture.imagePath).toMatch(/^\/uploads\/[0-9a-f-]+\.png$/);
    const picture = await t.app.inject({
      method: 'GET',
      url: withPicture.imagePath!,
      headers: { 'x-tenant-id': t.tenantId },
    });
    expect(picture.statusCode).toBe(200);
    const pictureOptions = questions.find((q) => q.text === 'سؤال مستورد 10')!;
    expect(pictureOptions.options[0]!.imagePath).toMatch(/^\/uploads\//);

    const csv = ['q,,tf,,,,,,,خطأ,,,الوحدة الأولى,الخلية,medium'].join('\n');
    const fromCsv = await upload({ name: 'bank.csv', data: Buffer.from(`${HEADER.join(',')}\n${csv}\n`) });
    expect(fromCsv.statusCode, fromCsv.body).toBe(200);
    expect(await bankSize()).toBe(31);
  });
});
