export { isEnrolled } from './is-enrolled.ts';
export {
  listEnrolledCourses,
  type EnrolledCourseItem,
  type EnrolledCoursesPage,
} from './list-enrolled-courses.ts';
export { enrollFree, REQUIRES_CODE } from './enroll-free.ts';
