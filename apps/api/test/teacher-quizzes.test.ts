import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ImportedCourse } from '../src/domain/course-import/index.ts';
import { readSpreadsheetRows } from '../src/domain/quizzes/read-spreadsheet.ts';
import { xlsxBomb } from './file-fixtures.ts';
import {
  authHeaders,
  createClock,
  createTestApp,
  createUser,
  engines,
  login,
  multipartBody,
  type TestApp,
} from './harness.ts';
import {
  daysBefore,
  enroll,
  get,
  post,
  quiz,
  seedCourse,
  standardCourse,
  video,
} from './learning-fixtures.ts';

const NOW = new Date('2026-03-01T09:00:00.000Z');
const QUIZZES = '/api/teacher/quizzes';

interface EditorQuestion {
  id?: number;
  text: string;
  type: 'MultipleChoice' | 'TrueFalse';
  explanation: string | null;
  answers: Array<{ text: string; isCorrect: boolean }>;
}
interface EditorQuiz {
  version: number;
  settings: Record<string, unknown>;
  questions: Array<EditorQuestion & { id: number }>;
  submissionCount: number;
}

const mc = (text: string, correct: number, options = 3): EditorQuestion => ({
  text,
  type: 'MultipleChoice',
  explanation: null,
  answers: Array.from({ length: options }, (_, i) => ({
    text: `${text} ${i + 1}`,
    isCorrect: i === correct,
  })),
});

async function xlsx(rows: string[][]): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet('questions');
  for (const row of rows) sheet.addRow(row);
  return Buffer.from(await workbook.xlsx.writeBuffer());
}

const HEADER = [
  'question',
  'type',
  'option1',
  'option2',
  'option3',
  'option4',
  'option5',
  'option6',
  'correct',
  'explanation',
];

describe.each(engines())('the quiz editor (%s)', (engine) => {
  let t: TestApp;
  let course: ImportedCourse;
  let other: ImportedCourse;
  let single: ImportedCourse;
  let teacher: Record<string, string>;
  let student: { id: string; headers: Record<string, string> };
  /** unit 1: [video, quiz A (correct 1, 0)], unit 2: [quiz B (correct 2)]; another course: [quiz C (correct 0)] */
  const quizA = () => course.units[0]!.lessonIds[1]!;
  const quizB = () => course.units[1]!.lessonIds[0]!;
  const quizC = () => single.units[0]!.lessonIds[0]!;

  beforeAll(async () => {
    t = await createTestApp({ engine, now: createClock(NOW).now });
    course = await seedCourse(
      t,
      standardCourse({
        units: [
          { unitName: 'U1', lessons: [video('V'), quiz('A', [1, 0], { passDegree: 50 })] },
          { unitName: 'U2', lessons: [quiz('B', [2])] },
        ],
      }),
      { now: NOW },
    );
    single = await seedCourse(
      t,
      standardCourse({ courseName: 'C', units: [{ unitName: 'U', lessons: [quiz('C', [0])] }] }),
      { now: NOW },
    );
    other = await seedCourse(t, standardCourse(), { tenantId: t.otherTenantId, now: NOW });
    const admin = await createUser(t.db, { role: 'Admin' });
    teacher = authHeaders((await login(t.app, { ...admin, deviceId: 'teacher' })).token);
    const user = await createUser(t.db);
    const session = await login(t.app, { ...user, deviceId: 'student' });
    await enroll(t.db, { userId: user.id, courseId: course.courseId, enrollmentDate: daysBefore(NOW, 1) });
    await enroll(t.db, { userId: user.id, courseId: single.courseId, enrollmentDate: daysBefore(NOW, 1) });
    student = { id: user.id, headers: authHeaders(session.token, t.tenantId, 'student') };
  });
  afterAll(() => t.close());

  const load = async (lessonId: number) => {
    const response = await get(t.app, `${QUIZZES}/${lessonId}`, teacher);
    expect(response.statusCode).toBe(200);
    return response.json().data as EditorQuiz;
  };
  const save = (lessonId: number, body: unknown) =>
    t.app.inject({ method: 'PUT', url: `${QUIZZES}/${lessonId}`, headers: teacher, payload: body as object });
  const upload = (lessonId: number, version: number, filename: string, data: Buffer) => {
    const form = multipartBody(
      { version: String(version) },
      { field: 'file', filename, contentType: 'application/octet-stream', data },
    );
    return t.app.inject({
      method: 'POST',
      url: `${QUIZZES}/${lessonId}/import`,
      headers: { ...teacher, ...form.headers },
      payload: form.payload,
    });
  };
  const auditActions = async () =>
    (
      await t.db
        .selectFrom('audit_log')
        .select('action')
        .where('tenant_id', '=', t.tenantId)
        .orderBy('id')
        .execute()
    ).map((row) => row.action);

  it('shows a quiz with its answer key; another tenant’s lesson is 404 and a video lesson 400', async () => {
    const data = await load(quizA());
    expect(data.questions.map((q) => q.answers.findIndex((a) => a.isCorrect))).toEqual([1, 0]);
    expect(data.settings).toMatchObject({ passDegree: 50, isRetake: false });
    expect((await get(t.app, `${QUIZZES}/${other.units[0]!.lessonIds[1]!}`, teacher)).statusCode).toBe(404);
    const videoLesson = await get(t.app, `${QUIZZES}/${course.units[0]!.lessonIds[0]!}`, teacher);
    expect(videoLesson.statusCode).toBe(400);
    expect(videoLesson.json().code).toBe('not_a_quiz');
    const otherSave = await save(other.units[0]!.lessonIds[1]!, {
      version: 1,
      settings: data.settings,
      questions: [],
    });
    expect(otherSave.statusCode).toBe(404);
  });

  it('adds, edits, deletes and reorders questions in one save; the student sees the new quiz at once', async () => {
    // the student's cached view first, so the save must move the course's version
    expect((await get(t.app, `/api/Student/contentlesson/${quizC()}`, student.headers)).statusCode).toBe(200);
    const before = await load(quizC());
    const [only] = before.questions;
    const response = await save(quizC(), {
      version: before.version,
      settings: { ...before.settings, timeLimitMinutes: 15, isRetake: true },
      questions: [
        mc('جديد', 2),
        { ...only!, text: 'سؤال معدل', explanation: 'شرح' },
        {
          text: 'الأرض كروية',
          type: 'TrueFalse',
          explanation: null,
          answers: [
            { text: 'صح', isCorrect: true },
            { text: 'خطأ', isCorrect: false },
          ],
        },
      ],
    });
    expect(response.statusCode).toBe(200);
    const saved = response.json().data as EditorQuiz & { rescoreSuggested: boolean };
    expect(saved.version).toBe(before.version + 1);
    expect(saved.questions.map((q) => q.text)).toEqual(['جديد', 'سؤال معدل', 'الأرض كروية']);
    expect(saved.questions[1]!.id).toBe(only!.id);
    expect(saved.settings).toMatchObject({ timeLimitMinutes: 15, isRetake: true });
    const content = (await get(t.app, `/api/Student/contentlesson/${quizC()}`, student.headers)).json().data;
    expect(content.questions.map((q: { text: string }) => q.text)).toEqual([
      'جديد',
      'سؤال معدل',
      'الأرض كروية',
    ]);
    expect(content.timeLimitMinutes).toBe(15);
    expect(JSON.stringify(content)).not.toContain('isCorrect');

    // reorder and delete
    const reordered = await save(quizC(), {
      version: saved.version,
      settings: saved.settings,
      questions: [saved.questions[2], saved.questions[0]],
    });
    expect(reordered.statusCode).toBe(200);
    expect((reordered.json().data as EditorQuiz).questions.map((q) => q.text)).toEqual([
      'الأرض كروية',
      'جديد',
    ]);
    const answers = await t.db
      .selectFrom('quiz_answers')
      .select('id')
      .where('question_id', '=', only!.id)
      .execute();
    expect(answers).toEqual([]);
    expect((await auditActions()).filter((a) => a === 'quiz.update')).toHaveLength(2);
  });

  it.each([
    [
      'two correct options',
      {
        ...mc('س', 0),
        answers: [
          { text: 'أ', isCorrect: true },
          { text: 'ب', isCorrect: true },
        ],
      },
    ],
    [
      'no correct option',
      {
        ...mc('س', 0),
        answers: [
          { text: 'أ', isCorrect: false },
          { text: 'ب', isCorrect: false },
        ],
      },
    ],
    ['a true/false with three options', { ...mc('س', 0), type: 'TrueFalse' }],
    ['one option', mc('س', 0, 1)],
    ['a question of another quiz', { ...mc('س', 0), id: 999_999 }],
  ])('refuses %s with 400 and writes nothing', async (_label, question) => {
    const before = await load(quizB());
    const response = await save(quizB(), {
      version: before.version,
      settings: before.settings,
      questions: [question],
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toMatch(/question/i);
    expect(await load(quizB())).toEqual(before);
  });

  it('a save based on a stale version is 409 and writes nothing', async () => {
    const before = await load(quizB());
    const first = await save(quizB(), {
      version: before.version,
      settings: before.settings,
      questions: [mc('أول', 0)],
    });
    expect(first.statusCode).toBe(200);
    const after = await load(quizB());
    const stale = await save(quizB(), {
      version: before.version,
      settings: before.settings,
      questions: [mc('ثان', 1)],
    });
    expect(stale.statusCode).toBe(409);
    expect(stale.json().code).toBe('stale_version');
    expect(await load(quizB())).toEqual(after);
  });

  describe('spreadsheet import', () => {
    it('appends the questions of an XLSX file', async () => {
      const before = await load(quizB());
      const file = await xlsx([
        HEADER,
        ['من مستورد؟', 'mc', 'أ', 'ب', 'ج', '', '', '', '3', 'شرح'],
        ['مستورد صح', 'tf', '', '', '', '', '', '', 'خطأ', ''],
      ]);
      const response = await upload(quizB(), before.version, 'questions.xlsx', file);
      expect(response.statusCode).toBe(200);
      const data = response.json().data as EditorQuiz & { imported: number };
      expect(data.imported).toBe(2);
      expect(data.version).toBe(before.version + 1);
      expect(data.questions.slice(-2)).toMatchObject([
        {
          text: 'من مستورد؟',
          type: 'MultipleChoice',
          explanation: 'شرح',
          answers: [{ isCorrect: false }, { isCorrect: false }, { text: 'ج', isCorrect: true }],
        },
        {
          text: 'مستورد صح',
          type: 'TrueFalse',
          answers: [
            { text: 'صح', isCorrect: false },
            { text: 'خطأ', isCorrect: true },
          ],
        },
      ]);
      expect((await auditActions()).at(-1)).toBe('quiz.import');
    });

    it('appends the questions of a CSV file', async () => {
      const before = await load(quizB());
      const csv = Buffer.from(
        '\uFEFFquestion,type,option1,option2,option3,option4,option5,option6,correct,explanation\r\n"سؤال, بفاصلة",mc,أ,ب,,,,,2,\r\n',
      );
      const response = await upload(quizB(), before.version, 'questions.csv', csv);
      expect(response.statusCode).toBe(200);
      expect((response.json().data as EditorQuiz).questions.at(-1)).toMatchObject({ text: 'سؤال, بفاصلة' });
    });

    it('refuses a file with bad rows, naming each, and imports none of its good rows', async () => {
      const before = await load(quizB());
      const file = await xlsx([
        HEADER,
        ['سليم', 'mc', 'أ', 'ب', '', '', '', '', '1', ''],
        ['بلا إجابة صحيحة', 'mc', 'أ', 'ب', '', '', '', '', '', ''],
        ['خارج المدى', 'mc', 'أ', 'ب', '', '', '', '', '5', ''],
        ['نوع غريب', 'essay', 'أ', 'ب', '', '', '', '', '1', ''],
      ]);
      const response = await upload(quizB(), before.version, 'bad.xlsx', file);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({
        success: false,
        code: 'invalid_spreadsheet',
        rows: [
          { row: 3, problems: ['correct_missing'] },
          { row: 4, problems: ['correct_out_of_range'] },
          { row: 5, problems: ['type_unknown'] },
        ],
      });
      expect(await load(quizB())).toEqual(before);
    });

    it.each([
      ['a picture named .xlsx', 'questions.xlsx', Buffer.from('89504e470d0a1a0a0000000d49484452', 'hex')],
      ['text named .xlsx', 'questions.xlsx', Buffer.from('question,type\n')],
      ['a spreadsheet named .pdf', 'questions.pdf', Buffer.from('question,type\n')],
      ['a zip that is no workbook', 'questions.xlsx', Buffer.from('504b0304' + '00'.repeat(40), 'hex')],
      ['a legacy binary .xls', 'questions.xls', Buffer.from('d0cf11e0a1b11ae1' + '00'.repeat(40), 'hex')],
    ])('refuses %s as an unsupported file type, writing nothing', async (_label, filename, data) => {
      const before = await load(quizB());
      const response = await upload(quizB(), before.version, filename, data);
      expect(response.statusCode).toBe(400);
      expect(response.json().code).toBe('unsupported_file_type');
      expect(await load(quizB())).toEqual(before);
    });

    it('reads a long workbook as a stream, only up to its first 600 rows', async () => {
      const rows = Array.from({ length: 900 }, (_, i) => [
        `سؤال ${i}`,
        'tf',
        '',
        '',
        '',
        '',
        '',
        '',
        'صح',
        '',
      ]);
      const read = await readSpreadsheetRows({ fileName: 'long.xlsx', data: await xlsx([HEADER, ...rows]) });
      expect(read).toHaveLength(600);
      expect(read[0]).toEqual(HEADER);
      expect(read.at(-1)).toEqual(['سؤال 598', 'tf', '', '', '', '', '', '', 'صح', '']);
    });

    const ROW = '<row><c t="inlineStr"><is><t>x</t></is></c></row>';
    it.each([
      ['millions of identical rows', () => xlsxBomb(ROW, 6_000_000)],
      ['hundreds of megabytes of whitespace', () => xlsxBomb(' ', 900_000_000)],
      [
        'a sheet that inflates far beyond the size its headers declare',
        () => xlsxBomb(ROW, 6_000_000, 4_000),
      ],
    ])(
      'refuses a workbook of %s within a second, in little memory, while the health check answers',
      async (label, make) => {
        const bomb = await make();
        // within the import's upload limit, so the archive itself is what gets refused
        expect(bomb.length).toBeGreaterThan(200_000);
        expect(bomb.length).toBeLessThan(1_000_000);
        const before = await load(quizB());
        const rssBefore = process.memoryUsage.rss();
        let rssPeak = rssBefore;
        const sampler = setInterval(() => (rssPeak = Math.max(rssPeak, process.memoryUsage.rss())), 5);
        const healthWaits: number[] = [];
        let importing = true;
        const health = (async () => {
          while (importing) {
            const asked = performance.now();
            const answer = await t.app.inject({ method: 'GET', url: '/healthz' });
            expect(answer.statusCode).toBe(200);
            healthWaits.push(performance.now() - asked);
            await new Promise((resolve) => setTimeout(resolve, 10));
          }
        })();
        const started = performance.now();
        const response = await upload(quizB(), before.version, 'bomb.xlsx', bomb);
        const took = performance.now() - started;
        importing = false;
        await health;
        clearInterval(sampler);
        console.info(
          `xlsx bomb (${label}): ${bomb.length} bytes refused in ${took.toFixed(0)} ms, RSS +${((rssPeak - rssBefore) / 1048576).toFixed(1)} MB, ${healthWaits.length} health checks, slowest ${Math.max(...healthWaits).toFixed(1)} ms`,
        );
        expect(response.statusCode).toBe(413);
        expect(response.json().code).toBe('upload_too_large');
        expect(took).toBeLessThan(1_000);
        expect(rssPeak - rssBefore).toBeLessThan(50 * 1024 * 1024);
        expect(healthWaits.length).toBeGreaterThan(0);
        expect(Math.max(...healthWaits)).toBeLessThan(250);
        expect(await load(quizB())).toEqual(before);
      },
      30_000,
    );

    it('refuses an empty file, a stale version and another tenant’s quiz', async () => {
      const before = await load(quizB());
      const empty = await upload(quizB(), before.version, 'empty.csv', Buffer.alloc(0));
      expect(empty.statusCode).toBe(400);
      expect(empty.json().code).toBe('invalid_spreadsheet');
      const good = await xlsx([['سؤال', 'tf', '', '', '', '', '', '', 'صح', '']]);
      const stale = await upload(quizB(), before.version - 1, 'q.xlsx', good);
      expect(stale.statusCode).toBe(409);
      expect(await load(quizB())).toEqual(before);
      expect((await upload(other.units[0]!.lessonIds[1]!, 1, 'q.xlsx', good)).statusCode).toBe(404);
    });
  });

  describe('re-scoring after the answer key changed', () => {
    it('keeps stored results through the edit, then recomputes them from the stored answers, audited', async () => {
      // quiz A: correct (1, 0); the student answers (1, 1) → 50
      const submitted = await post(
        t.app,
        '/api/quizresult/submit',
        { lessonId: quizA(), answers: [1, 1] },
        student.headers,
      );
      expect(submitted.statusCode).toBe(200);
      expect(submitted.json().data.score).toBe(50);

      const before = await load(quizA());
      expect(before.submissionCount).toBe(1);
      const [first, second] = before.questions;
      const wordingOnly = await save(quizA(), {
        version: before.version,
        settings: before.settings,
        questions: [{ ...first!, text: 'صياغة أوضح' }, second],
      });
      expect(wordingOnly.json().data.rescoreSuggested).toBe(false);

      const keyed = await save(quizA(), {
        version: before.version + 1,
        settings: before.settings,
        questions: [
          { ...first!, text: 'صياغة أوضح' },
          { ...second!, answers: second!.answers.map((a, i) => ({ ...a, isCorrect: i === 1 })) },
        ],
      });
      expect(keyed.statusCode).toBe(200);
      const edited = keyed.json().data as EditorQuiz & { rescoreSuggested: boolean };
      expect(edited.rescoreSuggested).toBe(true);

      const stored = () =>
        Promise.all([
          t.db
            .selectFrom('quiz_submissions')
            .select(['score', 'correct_count', 'notes'])
            .where('lesson_id', '=', quizA())
            .execute(),
          t.db
            .selectFrom('quiz_attempts')
            .select(['score', 'correct_count'])
            .where('lesson_id', '=', quizA())
            .execute(),
        ]);
      // the edit kept the stored result as it was
      expect(await stored()).toEqual([
        [{ score: 50, correct_count: 1, notes: 'Correct answers: 1 out of 2' }],
        [{ score: 50, correct_count: 1 }],
      ]);

      const stale = await post(t.app, `${QUIZZES}/${quizA()}/rescore`, { version: before.version }, teacher);
      expect(stale.statusCode).toBe(409);

      const rescored = await post(
        t.app,
        `${QUIZZES}/${quizA()}/rescore`,
        { version: edited.version },
        teacher,
      );
      expect(rescored.statusCode).toBe(200);
      expect(rescored.json().data).toEqual({ checked: 2, changed: 2, skipped: 0 });
      expect(await stored()).toEqual([
        [{ score: 100, correct_count: 2, notes: 'Correct answers: 2 out of 2' }],
        [{ score: 100, correct_count: 2 }],
      ]);
      const entry = await t.db
        .selectFrom('audit_log')
        .select(['action', 'before_json', 'after_json'])
        .where('action', '=', 'quiz.rescore')
        .executeTakeFirstOrThrow();
      expect(JSON.parse(entry.before_json!)).toEqual({
        scores: [
          { userId: student.id, attempt: null, score: 50 },
          { userId: student.id, attempt: 1, score: 50 },
        ],
      });
      expect(JSON.parse(entry.after_json!)).toMatchObject({
        changed: 2,
        scores: [{ score: 100 }, { score: 100 }],
      });

      // a question added since: the stored two answers no longer line up, so they are left alone
      const grown = await save(quizA(), {
        version: edited.version,
        settings: edited.settings,
        questions: [...edited.questions, mc('إضافي', 0)],
      });
      expect(grown.json().data.rescoreSuggested).toBe(true);
      const skipped = await post(
        t.app,
        `${QUIZZES}/${quizA()}/rescore`,
        { version: edited.version + 1 },
        teacher,
      );
      expect(skipped.json().data).toEqual({ checked: 2, changed: 0, skipped: 2 });
      expect((await stored())[0]).toEqual([
        { score: 100, correct_count: 2, notes: 'Correct answers: 2 out of 2' },
      ]);
    });
  });
});
