import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { removeBidiControls } from '../src/db/remove-bidi-controls.ts';
import { createTestApp, createUser, engines, type TestApp } from './harness.ts';
import { importTestCourse } from './codes-fixtures.ts';

const RLO = '\u202E';
const PDF = '\u202C';
const LRI = '\u2066';
const PDI = '\u2069';

describe.each(engines())(
  'names stored with direction-control characters are cleaned at start (%s)',
  (engine) => {
    let t: TestApp;
    let course: Awaited<ReturnType<typeof importTestCourse>>;
    let studentId: string;
    let staffId: string;
    let untouchedId: string;

    beforeAll(async () => {
      t = await createTestApp({ engine });
      // written straight to the database, as names were before the contract refused them
      course = await importTestCourse(t.db, t.tenantId);
      await t.db
        .updateTable('courses')
        .set({ course_name: `مراجعة ${RLO}fdp.exe${PDF}` })
        .where('id', '=', course.courseId)
        .execute();
      const unitId = course.units[0]!.unitId;
      await t.db
        .updateTable('units')
        .set({ unit_name: `${LRI}الوحدة الأولى${PDI}` })
        .where('id', '=', unitId)
        .execute();
      await t.db
        .updateTable('lessons')
        .set({ lesson_name: `\u202Aدرس\u202B 1\u202D` })
        .where('unit_id', '=', unitId)
        .execute();
      studentId = (await createUser(t.db, { role: 'Student' })).id;
      await t.db
        .updateTable('users')
        .set({ user_name: `أحمد ${RLO}gpj.exe` })
        .where('id', '=', studentId)
        .execute();
      staffId = (await createUser(t.db, { tenantId: t.otherTenantId, role: 'Moderator' })).id;
      await t.db
        .updateTable('users')
        .set({ user_name: `${RLO}${PDF}` })
        .where('id', '=', staffId)
        .execute();
      untouchedId = (await createUser(t.db, { role: 'Student' })).id;
      await t.db
        .updateTable('users')
        .set({ user_name: 'Mona منى (2)' })
        .where('id', '=', untouchedId)
        .execute();
      await t.db
        .insertInto('teacher_profiles')
        .values({
          tenant_id: t.tenantId,
          teacher_name: `أ. ${LRI}محمد${PDI}`,
          photo_url: null,
          specialization: '',
          bio: '',
          details: '{}',
          updated_at: new Date().toISOString(),
        })
        .execute();
    });
    afterAll(() => t?.close());

    const nameOf = async (id: string) =>
      (await t.db.selectFrom('users').select('user_name').where('id', '=', id).executeTakeFirstOrThrow())
        .user_name;

    it('removes them from course, unit, lesson, student, staff and teacher names, in every tenant, once', async () => {
      expect(await removeBidiControls(t.db)).toBeGreaterThanOrEqual(6);

      const courseRow = await t.db
        .selectFrom('courses')
        .select('course_name')
        .where('id', '=', course.courseId)
        .executeTakeFirstOrThrow();
      expect(courseRow.course_name).toBe('مراجعة fdp.exe');
      const unitRow = await t.db
        .selectFrom('units')
        .select('unit_name')
        .where('id', '=', course.units[0]!.unitId)
        .executeTakeFirstOrThrow();
      expect(unitRow.unit_name).toBe('الوحدة الأولى');
      const lessons = await t.db
        .selectFrom('lessons')
        .select('lesson_name')
        .where('unit_id', '=', course.units[0]!.unitId)
        .execute();
      expect(lessons.map((lesson) => lesson.lesson_name)).toEqual(lessons.map(() => 'درس 1'));
      expect(await nameOf(studentId)).toBe('أحمد gpj.exe');
      // a name made of nothing else is not left empty
      expect(await nameOf(staffId)).toBe('-');
      expect(await nameOf(untouchedId)).toBe('Mona منى (2)');
      const profile = await t.db
        .selectFrom('teacher_profiles')
        .select('teacher_name')
        .where('tenant_id', '=', t.tenantId)
        .executeTakeFirstOrThrow();
      expect(profile.teacher_name).toBe('أ. محمد');

      // the next start finds nothing left to clean
      expect(await removeBidiControls(t.db)).toBe(0);
    });
  },
);
