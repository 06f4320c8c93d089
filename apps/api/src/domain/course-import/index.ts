export { importCourse, parseCourseFile, CourseFileError, type ImportedCourse } from './import-course.ts';
export {
  courseFileSchema,
  formatIssuePath,
  type CourseFile,
  type CourseFileInput,
} from './course-file-schema.ts';
