import { SERVER_MESSAGES } from '@dars/core/messages';
import type { TenantContext } from '../../context.ts';
import { badRequest, conflict } from '../../errors.ts';
import { assertLessonAccess } from '../access/entitlement.ts';
import { locateLessonForStudent } from '../access/locate.ts';
import { readExamSettings, type ExamSettingsRow } from './exam-rows.ts';
import type { ExamLesson } from './exam-view.ts';

/**
 * An exam lesson the student may open (enrolment or unit code, the unit's window, the lock of
 * earlier quizzes and exams: the same checks as every lesson) with its settings.
 */
export async function locateExamForStudent(
  ctx: TenantContext,
  userId: string,
  lessonId: number,
): Promise<{ lesson: ExamLesson; settings: ExamSettingsRow }> {
  const { tree, unit, lesson, holdings } = await locateLessonForStudent(ctx, userId, lessonId);
  if (lesson.type !== 'Exam') throw badRequest('not_an_exam', SERVER_MESSAGES.notAnExam);
  assertLessonAccess({
    tree,
    unit,
    lessonId: lesson.id,
    holdings,
    now: ctx.now(),
    noEntitlementMessage: SERVER_MESSAGES.noLessonAccess,
  });
  const settings = await readExamSettings(ctx.db, ctx.tenantId, lesson.id);
  if (!settings) throw conflict('exam_not_set_up', SERVER_MESSAGES.examNotSetUp);
  return {
    lesson: {
      id: lesson.id,
      name: lesson.lesson_name,
      courseId: tree.course.id,
      passDegree: Math.min(100, Math.max(0, Number(lesson.pass_degree) || 0)),
    },
    settings,
  };
}
