import type { LessonWithProgress, UnitTreeWithProgress } from '@dars/core/contract';
import {
  chooseUnitViewerStartLesson,
  lessonLocks,
  unitViewerAccess,
  type UnitAccess,
  type UnitViewerStart,
} from '@dars/core/rules';

export interface UnitView {
  start: UnitViewerStart;
  selectedIndex: number | null;
  selectedLesson: LessonWithProgress | null;
  /**
   * The lesson index the URL is rewritten to; null when the URL already names it, or when it
   * named a lesson beyond the unit and 'lesson not available' shows until a lesson is picked.
   */
  urlTarget: number | null;
  locked: boolean[];
  access: UnitAccess;
  nextIndex: number | null;
}

/** The unit viewer's lesson choice and locks (quiz locks counted inside the unit; window of unit 0). */
export function buildUnitView(unit: UnitTreeWithProgress, now: number, lessonParam: string | null): UnitView {
  const start = chooseUnitViewerStartLesson({ lessons: unit.lessons, lessonParam });
  const selectedIndex = start.kind === 'lesson' ? start.lessonIndex : null;
  const locked =
    lessonLocks([{ lessons: unit.lessons }], {
      scope: 'unit',
      selected: selectedIndex === null ? null : { unitIndex: 0, lessonIndex: selectedIndex },
    })[0] ?? [];
  const nextIndex =
    selectedIndex !== null && selectedIndex + 1 < unit.lessons.length ? selectedIndex + 1 : null;
  const keepUrl = start.kind === 'lesson' && start.urlLessonNotAvailable;
  return {
    start,
    selectedIndex,
    urlTarget:
      keepUrl || selectedIndex === null || lessonParam === String(selectedIndex) ? null : selectedIndex,
    selectedLesson: selectedIndex === null ? null : (unit.lessons[selectedIndex] ?? null),
    locked,
    access: unitViewerAccess({ acquiredAt: unit.enrollmentDate, now }),
    nextIndex,
  };
}
