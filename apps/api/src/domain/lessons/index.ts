export { createLesson, moveLesson, reorderLessons, updateLesson } from './save-lesson.ts';
export { removeLessonAttachment, setLessonAttachment } from './set-lesson-attachment.ts';
export { setLessonVideo } from './set-lesson-video.ts';
