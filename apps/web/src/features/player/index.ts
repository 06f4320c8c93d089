/**
 * The lesson player used by the course player and the unit viewer. Pages import it only through this file so the one cross-feature edge is explicit.
 */
import './messages.ts';

export { lessonContentKey } from './api/lesson-content.ts';
export { readCompletedLessons } from './completed-store.ts';
export { CompletionNotSaved } from './CompletionNotSaved.tsx';
export { ChevronIcon, LockIcon } from './icons.tsx';
export { LessonListItem } from './LessonListItem.tsx';
export { LessonStage } from './LessonStage.tsx';
export { PlayerShell } from './PlayerShell.tsx';
export { UnitCountdown } from './UnitCountdown.tsx';
export { closedAccessText, unitStatusText } from './unit-status.ts';
export { useLessonCompletion } from './use-lesson-completion.ts';
export { useNow } from './use-now.ts';
