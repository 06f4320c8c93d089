export { isEnrolled } from './is-enrolled.ts';
export {
  listEnrolledCourses,
  type EnrolledCourseItem,
  type EnrolledCoursesPage,
} from './list-enrolled-courses.ts';
export { enrollFree } from './enroll-free.ts';
