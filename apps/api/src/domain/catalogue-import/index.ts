export { importCourse, parseCourseFile, CourseFileError, type ImportedCourse } from './import-course.ts';
export {
  courseFileSchema,
  formatIssuePath,
  type CourseFile,
  type CourseFileInput,
} from './course-file-schema.ts';
export {
  upsertTenant,
  setTeacherProfile,
  setContact,
  teacherProfileFileSchema,
  type TeacherProfileFile,
  type ContactInput,
} from './tenant-setup.ts';
export { inTransaction } from './in-transaction.ts';
