import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runCommand } from '../src/cli/commands.ts';
import {
  authHeaders,
  createTestApp,
  createUser,
  engines,
  login,
  registerStudent,
  TENANT_ID,
  type TestApp,
} from './harness.ts';
import { DAY_MS, enroll, post, quiz, seedCourse, standardCourse, video } from './learning-fixtures.ts';

/**
 * Names a spreadsheet program would run as formulas reach every CSV and XLSX the product writes
 * (student, quiz-result and order exports, code batches, the quiz template, the CLI's lists). Each file
 * is read back as spreadsheet programs read it, splitting on `,`, on `;` (many locales) and on a
 * tab: no cell may start with a formula character.
 */
const FORMULA_NAMES = ['=HYPERLINK("http://x","y")', "x;=cmd|' /C calc'!A0", '\t=1+1'];
const FORMULA_START = /^[=+\-@\t\r]/;

/**
 * Cells of CSV text as a lenient reader splits them (Excel's way): a field opening with a quote
 * runs to its closing quote, `""` inside is a quote, anything after the closing quote is kept.
 */
function splitCells(text: string, delimiter: string): string[] {
  const cells: string[] = [];
  let cell = '';
  let atStart = true;
  let quoted = false;
  const source = text.replace(/^\uFEFF/, '');
  for (let i = 0; i < source.length; i++) {
    const char = source[i]!;
    if (quoted) {
      if (char === '"' && source[i + 1] === '"') {
        cell += '"';
        i++;
      } else if (char === '"') quoted = false;
      else cell += char;
    } else if (atStart && char === '"') {
      quoted = true;
      atStart = false;
    } else if (char === delimiter || char === '\n' || char === '\r') {
      if (char === '\r' && source[i + 1] === '\n') i++;
      cells.push(cell);
      cell = '';
      atStart = true;
    } else {
      cell += char;
      atStart = false;
    }
  }
  if (!atStart || cell !== '') cells.push(cell);
  return cells;
}

function expectNoFormulaCells(what: string, text: string): void {
  for (const delimiter of [',', ';', '\t']) {
    const leading = splitCells(text, delimiter).filter((cell) => FORMULA_START.test(cell));
    expect(leading, `${what}, split on ${JSON.stringify(delimiter)}`).toEqual([]);
  }
}

async function expectNoFormulaSheetCells(what: string, data: Buffer): Promise<string[]> {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(data as unknown as ArrayBuffer);
  const texts: string[] = [];
  for (const sheet of workbook.worksheets) {
    sheet.eachRow((row) =>
      row.eachCell((cell) => {
        expect(cell.type, `${what} ${cell.address}`).not.toBe(ExcelJS.ValueType.Formula);
        if (typeof cell.value === 'string') texts.push(cell.value);
      }),
    );
  }
  expect(
    texts.filter((text) => FORMULA_START.test(text)),
    what,
  ).toEqual([]);
  return texts;
}

describe.each(engines())('no formula reaches a spreadsheet (%s)', (engine) => {
  let t: TestApp;
  let staff: Record<string, string>;
  let courseId: string;
  const courseName = '@SUM(1+1)';
  const unitName = '-2+3';
  const quizName = '+cmd|calc';

  const get = (url: string) => t.app.inject({ method: 'GET', url, headers: staff });

  beforeAll(async () => {
    t = await createTestApp({ engine });
    const admin = await createUser(t.db, { role: 'Admin' });
    staff = authHeaders((await login(t.app, admin)).token);
    const course = await seedCourse(
      t,
      standardCourse({
        courseName,
        units: [{ unitName, lessons: [quiz(quizName, [1]), video('=video')] }],
      }),
    );
    courseId = course.courseId;
    const quizId = course.units[0]!.lessonIds[0]!;

    for (const name of FORMULA_NAMES) {
      const student = await registerStudent(t.app, { UserName: name });
      const stored = await t.db
        .selectFrom('users')
        .select('user_name')
        .where('id', '=', student.id)
        .executeTakeFirstOrThrow();
      // the names are stored as given (the registration trims spaces, not the tab of a copied cell)
      if (stored.user_name !== name) {
        await t.db.updateTable('users').set({ user_name: name }).where('id', '=', student.id).execute();
      }
      await enroll(t.db, {
        userId: student.id,
        courseId,
        enrollmentDate: new Date(Date.now() - DAY_MS).toISOString(),
      });
      // an online order of theirs, with a kiosk reference that looks like a formula too
      const at = new Date().toISOString();
      await t.db
        .insertInto('orders')
        .values({
          tenant_id: TENANT_ID,
          reference: `ref-${student.id}`,
          user_id: student.id,
          course_id: courseId,
          amount_cents: 15_000,
          currency: 'EGP',
          status: 'pending',
          method: 'kiosk',
          bill_reference: '-123456',
          discount_code_id: null,
          paymob_order_id: null,
          paymob_intention_id: null,
          paymob_transaction_id: null,
          created_at: at,
          updated_at: at,
          paid_at: null,
        })
        .execute();
      const session = await login(t.app, { ...student, deviceId: `d-${student.id}` });
      const submitted = await post(
        t.app,
        '/api/quizresult/submit',
        { lessonId: quizId, answers: [1] },
        authHeaders(session.token, TENANT_ID, `d-${student.id}`),
      );
      expect(submitted.statusCode, submitted.body).toBe(200);
    }
  });
  afterAll(() => t.close());

  it.each([
    ['progress', 'csv'],
    ['quizzes', 'csv'],
  ])('the %s export as %s', async (kind, format) => {
    const response = await get(`/api/teacher/students-export?kind=${kind}&format=${format}`);
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain(`"'=HYPERLINK(""http://x"",""y"")"`);
    expect(response.body).toContain(`"x;'=cmd|' /C calc'!A0"`);
    expect(response.body).toContain(`"'\t'=1+1"`);
    expect(response.body).toContain(`"'${courseName}"`);
    expectNoFormulaCells(`${kind}.${format}`, response.body);
  });

  it.each(['progress', 'quizzes'])('the %s export as xlsx', async (kind) => {
    const response = await get(`/api/teacher/students-export?kind=${kind}&format=xlsx`);
    expect(response.statusCode).toBe(200);
    const texts = await expectNoFormulaSheetCells(`${kind}.xlsx`, response.rawPayload);
    expect(texts).toEqual(
      expect.arrayContaining([`'=HYPERLINK("http://x","y")`, "x;'=cmd|' /C calc'!A0", "'\t'=1+1"]),
    );
    if (kind === 'quizzes') expect(texts).toEqual(expect.arrayContaining([`'${unitName}`, `'${quizName}`]));
  });

  it('the orders export as csv', async () => {
    const response = await get('/api/teacher/orders-export?format=csv');
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain(`"'=HYPERLINK(""http://x"",""y"")"`);
    expect(response.body).toContain(`"x;'=cmd|' /C calc'!A0"`);
    expect(response.body).toContain(`"'\t'=1+1"`);
    expect(response.body).toContain(`"'${courseName}"`);
    expect(response.body).toContain(`"'-123456"`);
    expectNoFormulaCells('orders.csv', response.body);
  });

  it('the orders export as xlsx', async () => {
    const response = await get('/api/teacher/orders-export?format=xlsx');
    expect(response.statusCode).toBe(200);
    const texts = await expectNoFormulaSheetCells('orders.xlsx', response.rawPayload);
    expect(texts).toEqual(
      expect.arrayContaining([
        `'=HYPERLINK("http://x","y")`,
        "x;'=cmd|' /C calc'!A0",
        "'\t'=1+1",
        `'${courseName}`,
        "'-123456",
      ]),
    );
  });

  it("a new code batch's CSV", async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/teacher/code-batches',
      headers: staff,
      payload: { kind: 'course', targetId: courseId, count: 3, label: FORMULA_NAMES[1] },
    });
    expect(response.statusCode).toBe(200);
    const { csv, codes } = response.json().data as { csv: string; codes: string[] };
    for (const code of codes) expect(csv).toContain(`"${code}"`);
    expect(csv).toContain(`"'${courseName}"`);
    expect(csv).toContain(`"x;'=cmd|' /C calc'!A0"`);
    expectNoFormulaCells('codes.csv', csv);
  });

  it.each(['csv', 'xlsx'])("a batch's unused codes downloaded again as %s", async (format) => {
    const created = await t.app.inject({
      method: 'POST',
      url: '/api/teacher/code-batches',
      headers: staff,
      payload: { kind: 'course', targetId: courseId, count: 2, label: FORMULA_NAMES[0] },
    });
    const { batch, codes } = created.json().data as { batch: { id: number }; codes: string[] };
    const response = await get(`/api/teacher/code-batches/${batch.id}/unused-codes?format=${format}`);
    expect(response.statusCode).toBe(200);
    if (format === 'csv') {
      for (const code of codes) expect(response.body).toContain(`"${code}"`);
      expect(response.body).toContain(`"'=HYPERLINK(""http://x"",""y"")"`);
      expect(response.body).toContain(`"'${courseName}"`);
      expectNoFormulaCells('unused-codes.csv', response.body);
    } else {
      const texts = await expectNoFormulaSheetCells('unused-codes.xlsx', response.rawPayload);
      expect(texts).toEqual(
        expect.arrayContaining([...codes, `'=HYPERLINK("http://x","y")`, `'${courseName}`]),
      );
    }
  });

  it('the quiz template', async () => {
    const response = await get('/api/teacher/quiz-template');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/text\/csv/);
    expect(response.body.startsWith('\uFEFF"question","type"')).toBe(true);
    expectNoFormulaCells('quiz-template.csv', response.body);
  });

  it("the CLI's code batch and student list", async () => {
    const deps = { db: t.db, codeHashKey: t.config.codeHashKey, now: () => new Date(), cwd: t.dataDir };
    const codes = await runCommand(deps, [
      'codes:create',
      '--tenant',
      TENANT_ID,
      '--kind',
      'course',
      '--target',
      courseId,
      '--count',
      '2',
    ]);
    expect(codes).toContain(`"'${courseName}"`);
    expectNoFormulaCells('codes:create', codes);
    const students = await runCommand(deps, ['students:list', '--tenant', TENANT_ID]);
    expect(students).toContain(`"x;'=cmd|' /C calc'!A0"`);
    expect(students).toContain(`"'\t'=1+1"`);
    expectNoFormulaCells('students:list', students);
  });
});
