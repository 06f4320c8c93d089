export { archiveCourse, deleteCourse } from './archive-course.ts';
export { duplicateCourse } from './duplicate-course.ts';
export { getCourse, listCourses } from './list-courses.ts';
export { createCourse, setCourseImage, updateCourse } from './save-course.ts';
