/* eslint-disable @typescript-eslint/no-explicit-any -- the cases edit an arbitrary JSON course file in place */
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { KyselyPlugin } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CourseFileError, importCourse, parseCourseFile } from '../src/domain/course-import/index.ts';
import { createTestApp, engines, type TestApp } from './harness.ts';
import { courseFile, tenantCtx } from './codes-fixtures.ts';

const examplePath = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../examples/course.json');
const example = () => JSON.parse(fs.readFileSync(examplePath, 'utf8')) as Record<string, unknown>;

function issuesOf(json: unknown): string[] {
  try {
    parseCourseFile(json);
  } catch (error) {
    expect(error).toBeInstanceOf(CourseFileError);
    expect((error as CourseFileError).status).toBe(400);
    return (error as CourseFileError).issues;
  }
  throw new Error('expected the file to be refused');
}

/** Deep-clones the fixture and edits it. */
function edited(edit: (file: any) => void) {
  const file = structuredClone(courseFile()) as any;
  edit(file);
  return file;
}

describe('course file validation', () => {
  it('accepts the example file', () => {
    const parsed = parseCourseFile(example());
    expect(parsed.units).toHaveLength(2);
    expect(parsed.grade).toBe('Secondary1');
  });

  it.each([
    [
      'a quiz question with two correct answers',
      (f: any) => {
        f.units[1].lessons.push({
          lessonName: 'q',
          type: 'Quiz',
          questions: [
            {
              text: 'a',
              answers: [
                { text: '1', isCorrect: true },
                { text: '2', isCorrect: false },
              ],
            },
            {
              text: 'b',
              answers: [
                { text: '1', isCorrect: true },
                { text: '2', isCorrect: false },
              ],
            },
            {
              text: 'c',
              answers: [
                { text: '1', isCorrect: true },
                { text: '2', isCorrect: true },
                { text: '3', isCorrect: false },
              ],
            },
          ],
        });
        f.units[1].lessons = [f.units[1].lessons[1]];
      },
      'units[1].lessons[0].questions[2].answers: exactly one answer must be correct',
    ],
    [
      'no correct answer',
      (f: any) => {
        f.units[0].lessons[1].questions[0].answers[0].isCorrect = false;
      },
      'units[0].lessons[1].questions[0].answers: exactly one answer must be correct',
    ],
    [
      'a video lesson without URL',
      (f: any) => {
        delete f.units[0].lessons[0].videoUrl;
      },
      'units[0].lessons[0].videoUrl: is required for a Video lesson',
    ],
    [
      'a bad video URL',
      (f: any) => {
        f.units[1].lessons[0].videoUrl = 'javascript:alert(1)';
      },
      'units[1].lessons[0].videoUrl: must be an http(s) URL or a path starting with /',
    ],
    [
      'a quiz without questions',
      (f: any) => {
        f.units[0].lessons[1].questions = [];
      },
      'units[0].lessons[1].questions: a Quiz lesson needs at least one question',
    ],
    [
      'an unknown lesson type',
      (f: any) => {
        f.units[0].lessons[0].type = 'Audio';
      },
      'units[0].lessons[0].type: must be Video, Quiz or Exam',
    ],
    [
      'a missing course name',
      (f: any) => {
        delete f.courseName;
      },
      'courseName: is required',
    ],
    [
      'a negative price',
      (f: any) => {
        f.price = -1;
      },
      'price: must not be negative',
    ],
    [
      'an unknown grade',
      (f: any) => {
        f.grade = 'Primary';
      },
      'grade: must be Secondary1, Secondary2 or Secondary3',
    ],
    [
      'a course without units',
      (f: any) => {
        f.units = [];
      },
      'units: a course needs at least one unit',
    ],
    [
      'an attachment without title',
      (f: any) => {
        delete f.units[0].lessons[0].attachmentTitle;
      },
      'units[0].lessons[0].attachmentTitle: is required when attachmentUrl is given',
    ],
    [
      'a TrueFalse question with 4 answers',
      (f: any) => {
        f.units[0].lessons[1].questions[0].type = 'TrueFalse';
      },
      'units[0].lessons[1].questions[0].answers: a TrueFalse question has exactly 2 answers',
    ],
  ])('refuses %s, naming the field path', (_name, edit, expected) => {
    expect(issuesOf(edited(edit))).toContain(expected);
  });

  it('puts every issue in the error message', () => {
    try {
      parseCourseFile(
        edited((f) => {
          delete f.courseName;
          f.price = -5;
        }),
      );
      throw new Error('expected failure');
    } catch (error) {
      expect((error as Error).message).toBe(
        'Invalid course file: courseName: is required; price: must not be negative',
      );
    }
  });

  it.each([
    ['1st Secondary', 'Secondary1'],
    [2, 'Secondary2'],
    ['secondary3', 'Secondary3'],
  ])('normalises grade %j to %s', (grade, expected) => {
    expect(
      parseCourseFile(
        edited((f) => {
          f.grade = grade;
        }),
      ).grade,
    ).toBe(expected);
  });

  it('refuses a file that is not an object', () => {
    expect(issuesOf('hello')[0]).toMatch(/^\(course\): /);
  });
});

describe.each(engines())('importCourse (%s)', (engine) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ engine });
  });
  afterAll(() => t?.close());

  it('writes course, units, lessons, questions and answers in order', async () => {
    const imported = await importCourse(tenantCtx(t.db, t.tenantId), example());
    const course = await t.db
      .selectFrom('courses')
      .selectAll()
      .where('id', '=', imported.courseId)
      .executeTakeFirstOrThrow();
    expect(course).toMatchObject({
      tenant_id: t.tenantId,
      grade: 'Secondary1',
      term: 'First',
      active: 1,
      is_open_to_all: 0,
    });
    expect(Number(course.price)).toBeCloseTo(59.99);
    const units = await t.db
      .selectFrom('units')
      .selectAll()
      .where('course_id', '=', imported.courseId)
      .orderBy('position')
      .execute();
    expect(units.map((u) => [u.position, u.unit_name])).toEqual([
      [1, 'الوحدة الأولى: كيمياء الحياة'],
      [2, 'الوحدة الثانية: الخلية'],
    ]);
    const lessons = await t.db
      .selectFrom('lessons')
      .selectAll()
      .where('unit_id', '=', units[0]!.id)
      .orderBy('position')
      .execute();
    expect(lessons.map((l) => l.type)).toEqual(['Video', 'Video', 'Quiz']);
    expect(lessons[0]).toMatchObject({
      video_url: '/media/demo-lesson.mp4',
      attachment_url: '/media/demo-material.pdf',
      attachment_title: 'ملخص الكربوهيدرات',
    });
    expect(lessons[2]).toMatchObject({ pass_degree: 70, time_limit_minutes: 10 });
    const questions = await t.db
      .selectFrom('quiz_questions')
      .selectAll()
      .where('lesson_id', '=', lessons[2]!.id)
      .orderBy('position')
      .execute();
    expect(questions.map((q) => q.type)).toEqual(['MultipleChoice', 'MultipleChoice', 'TrueFalse']);
    const answers = await t.db
      .selectFrom('quiz_answers')
      .selectAll()
      .where('question_id', '=', questions[1]!.id)
      .orderBy('position')
      .execute();
    expect(answers.map((a) => [a.text, a.is_correct])).toEqual([
      ['الجلوكوز', 0],
      ['السكروز', 1],
      ['النشا', 0],
      ['السليلوز', 0],
    ]);
  });

  it('writes nothing when the insert fails half-way (one transaction)', async () => {
    const id = '0b5b8b8e-8f0f-4d53-9a41-5b0f8a3c1e11';
    await importCourse(tenantCtx(t.db, t.tenantId), courseFile({ id, courseName: 'first' }));
    const before = await t.db
      .selectFrom('units')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow();
    // same id again: the course insert conflicts; nothing of the second file may remain
    await expect(
      importCourse(tenantCtx(t.db, t.tenantId), courseFile({ id, courseName: 'second' })),
    ).rejects.toMatchObject({ status: 409 });
    const after = await t.db
      .selectFrom('units')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow();
    expect(Number(after.n)).toBe(Number(before.n));
    const names = await t.db.selectFrom('courses').select('course_name').where('id', '=', id).execute();
    expect(names).toEqual([{ course_name: 'first' }]);
  });

  it('rolls back everything written so far when a later insert fails (one transaction)', async () => {
    const count = async (table: 'courses' | 'units' | 'lessons' | 'quiz_questions') =>
      Number(
        (
          await t.db
            .selectFrom(table)
            .select((eb) => eb.fn.countAll<number>().as('n'))
            .executeTakeFirstOrThrow()
        ).n,
      );
    const before = await Promise.all([
      count('courses'),
      count('units'),
      count('lessons'),
      count('quiz_questions'),
    ]);
    // fail on the first quiz answer: course, units, lessons and a question are already written by then
    const failOnAnswers: KyselyPlugin = {
      transformQuery(args) {
        const node = args.node as { kind: string; into?: { table?: { identifier?: { name?: string } } } };
        if (node.kind === 'InsertQueryNode' && node.into?.table?.identifier?.name === 'quiz_answers')
          throw new Error('disk full');
        return args.node;
      },
      transformResult: async (args) => args.result,
    };
    await expect(
      importCourse(tenantCtx(t.db.withPlugin(failOnAnswers), t.tenantId), courseFile()),
    ).rejects.toThrow('disk full');
    expect(
      await Promise.all([count('courses'), count('units'), count('lessons'), count('quiz_questions')]),
    ).toEqual(before);
  });
});
