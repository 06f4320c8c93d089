export { archiveCourse, deleteCourse } from './archive-course.ts';
export { duplicateCourse } from './duplicate-course.ts';
export { LESSON_MEDIA_URL_PREFIX, lessonMediaDir } from './lesson-media.ts';
export { getCourse, listCourses } from './list-courses.ts';
export { createCourse, setCourseImage, updateCourse } from './save-course.ts';
export { createLesson, moveLesson, reorderLessons, updateLesson } from './save-lesson.ts';
export { createUnit, reorderUnits, updateUnit } from './save-unit.ts';
export { removeLessonAttachment, setLessonAttachment } from './set-lesson-attachment.ts';
export { setLessonVideo } from './set-lesson-video.ts';
