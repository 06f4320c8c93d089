import type { CourseSummary } from '@dars/core/contract';
import { SERVER_MESSAGES } from '@dars/core/messages';
import type { TenantContext } from '../../context.ts';
import { badRequest, notFound } from '../../errors.ts';
import { isGuid, toCourseSummary } from '../course-tree/course-fields.ts';
import { courseTreeOf, findCourse, type TreeUnit } from '../course-tree/course-tree.ts';

export interface CourseDetails extends CourseSummary {
  lessonCount: number;
  units: TreeUnit[];
}

/** Throws 400 for a course id that is not a GUID (the original's route constraint). */
export function assertCourseId(courseId: string | undefined): string {
  if (!courseId || !isGuid(courseId.trim()))
    throw badRequest('invalid_course_id', 'courseid must be a course id (GUID).');
  return courseId.trim().toLowerCase();
}

/** The public course tree: an active course of the tenant with its active units and lessons, no progress. */
export async function getCourseDetails(
  ctx: TenantContext,
  options: { courseId: string },
): Promise<CourseDetails> {
  const courseId = assertCourseId(options.courseId);
  const course = await findCourse(ctx, courseId);
  if (!course || Number(course.active) !== 1) throw notFound(SERVER_MESSAGES.courseDetailsNotFound);
  const tree = await courseTreeOf(ctx, course);
  return {
    ...toCourseSummary(course),
    lessonCount: tree.units.reduce((sum, unit) => sum + unit.lessons.length, 0),
    units: tree.units,
  };
}
