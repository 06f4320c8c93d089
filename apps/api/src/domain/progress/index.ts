export { findProgressStudent, type ProgressStudent } from './find-progress-student.ts';
export { getVideosProgress } from './get-videos-progress.ts';
export { getQuizzesProgress } from './get-quizzes-progress.ts';
