import type { CourseVideosProgress, StudentVideosProgress } from '@dars/core/contract';
import { percentComplete } from '@dars/core/rules';
import type { TenantContext } from '../../context.ts';
import type { ProgressStudent } from './find-progress-student.ts';

/**
 * The student's video progress in every course they are enrolled in (earliest enrolment first):
 * the active video lessons of the active units in course order, each with its completion.
 */
export async function getVideosProgress(
  ctx: TenantContext,
  student: ProgressStudent,
): Promise<StudentVideosProgress> {
  const courses = await ctx.db
    .selectFrom('enrollments')
    .innerJoin('courses', 'courses.id', 'enrollments.course_id')
    .select(['courses.id', 'courses.course_name'])
    .where('enrollments.tenant_id', '=', ctx.tenantId)
    .where('courses.tenant_id', '=', ctx.tenantId)
    .where('enrollments.user_id', '=', student.id)
    .orderBy('enrollments.enrollment_date')
    .orderBy('enrollments.id')
    .execute();
  if (courses.length === 0) return { studentName: student.name, courses: [] };

  const lessons = await ctx.db
    .selectFrom('lessons')
    .innerJoin('units', 'units.id', 'lessons.unit_id')
    .leftJoin('lesson_completions', (join) =>
      join
        .onRef('lesson_completions.lesson_id', '=', 'lessons.id')
        .on('lesson_completions.tenant_id', '=', ctx.tenantId)
        .on('lesson_completions.user_id', '=', student.id),
    )
    .select([
      'units.course_id',
      'units.unit_name',
      'lessons.id',
      'lessons.lesson_name',
      'lesson_completions.completed_at',
    ])
    .where('lessons.tenant_id', '=', ctx.tenantId)
    .where('units.tenant_id', '=', ctx.tenantId)
    .where(
      'units.course_id',
      'in',
      courses.map((course) => course.id),
    )
    .where('units.active', '=', 1)
    .where('lessons.active', '=', 1)
    .where('lessons.type', '=', 'Video')
    .orderBy('units.position')
    .orderBy('units.id')
    .orderBy('lessons.position')
    .orderBy('lessons.id')
    .execute();

  return {
    studentName: student.name,
    courses: courses.map((course): CourseVideosProgress => {
      const ofCourse = lessons
        .filter((lesson) => lesson.course_id === course.id)
        .map((lesson) => ({
          lessonId: Number(lesson.id),
          lessonName: lesson.lesson_name,
          unitName: lesson.unit_name,
          isCompleted: lesson.completed_at !== null,
          completedAt: lesson.completed_at,
        }));
      const completedVideos = ofCourse.filter((lesson) => lesson.isCompleted).length;
      return {
        courseId: course.id,
        courseName: course.course_name,
        totalVideos: ofCourse.length,
        completedVideos,
        percentComplete: percentComplete(completedVideos, ofCourse.length),
        lessons: ofCourse,
      };
    }),
  };
}
