/**
 * The lesson player used by the course player and the unit viewer. Pages import it only through this file so the one cross-feature edge is explicit.
 */
import './messages.ts';

export { completeLesson } from './api/complete-lesson.ts';
export { lessonContentKey } from './api/lesson-content.ts';
export { markLessonCompleted, readCompletedLessons } from './completed-store.ts';
export { ChevronIcon, LockIcon } from './icons.tsx';
export { LessonListItem } from './LessonListItem.tsx';
export { LessonStage } from './LessonStage.tsx';
export { PlayerShell } from './PlayerShell.tsx';
export { UnitCountdown } from './UnitCountdown.tsx';
export { closedAccessText, unitStatusText } from './unit-status.ts';
export { useNow } from './use-now.ts';
