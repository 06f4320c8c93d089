/** Shared fixtures of the codes/enrolment/unit-code/import tests. */
import type { Kysely } from 'kysely';
import type { TenantContext } from '../src/context.ts';
import { importCourse, type CourseFileInput } from '../src/domain/course-import/index.ts';
import type { Database } from '../src/db/schema.ts';

export const TEST_CODE_KEY = 'test-code-hash-key-0123456789abcdef';

export function tenantCtx(
  db: Kysely<Database>,
  tenantId: string,
  now: () => Date = () => new Date(),
): TenantContext {
  return { db, tenantId, now };
}

export function courseFile(overrides: Partial<CourseFileInput> = {}): CourseFileInput {
  return {
    courseName: 'أساسيات الأحياء',
    description: 'دورة تجريبية',
    grade: 'Secondary3',
    term: 'First',
    price: 79.99,
    units: [
      {
        unitName: 'الوحدة الأولى: الخلية',
        titel: 'تركيب الخلية',
        lessons: [
          {
            lessonName: 'مقدمة',
            type: 'Video',
            videoUrl: '/media/demo-lesson.mp4',
            attachmentUrl: '/media/demo-material.pdf',
            attachmentTitle: 'ملخص',
          },
          {
            lessonName: 'اختبار',
            type: 'Quiz',
            passDegree: 70,
            timeLimitMinutes: 10,
            questions: [
              {
                text: 'ما وحدة بناء الكائن الحي؟',
                answers: [
                  { text: 'الخلية', isCorrect: true },
                  { text: 'النسيج', isCorrect: false },
                  { text: 'العضو', isCorrect: false },
                  { text: 'الجهاز', isCorrect: false },
                ],
              },
            ],
          },
        ],
      },
      {
        unitName: 'الوحدة الثانية: الوراثة',
        lessons: [
          {
            lessonName: 'قوانين مندل',
            type: 'Video',
            videoUrl: 'https://iframe.mediadelivery.net/embed/1234/abcd',
          },
        ],
      },
    ],
    ...overrides,
  };
}

export async function importTestCourse(
  db: Kysely<Database>,
  tenantId: string,
  overrides: Partial<CourseFileInput> = {},
) {
  return importCourse(tenantCtx(db, tenantId), courseFile(overrides));
}
