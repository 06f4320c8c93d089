/**
 * A per-course list of completed lesson ids is kept locally. The server is the source
 * of truth (POST lesson-complete); this mirror only fills the gap until the tree is refetched.
 */
const PREFIX = 'completedLessons_';

export function completedStorageKey(scopeId: string): string {
  return `${PREFIX}${scopeId}`;
}

export function readCompletedLessons(scopeId: string): number[] {
  try {
    const raw = localStorage.getItem(completedStorageKey(scopeId));
    const parsed: unknown = raw ? JSON.parse(raw) : [];
    return Array.isArray(parsed) ? parsed.filter((id): id is number => Number.isSafeInteger(id)) : [];
  } catch {
    return [];
  }
}

export function markLessonCompleted(scopeId: string, lessonId: number): number[] {
  const ids = readCompletedLessons(scopeId);
  if (!ids.includes(lessonId)) ids.push(lessonId);
  try {
    localStorage.setItem(completedStorageKey(scopeId), JSON.stringify(ids));
  } catch {
    // Storage full or blocked: the server copy still holds the completion.
  }
  return ids;
}

/** The server did not record the completion after all: the mirror must not claim it. */
export function unmarkLessonCompleted(scopeId: string, lessonId: number): void {
  const ids = readCompletedLessons(scopeId).filter((id) => id !== lessonId);
  try {
    localStorage.setItem(completedStorageKey(scopeId), JSON.stringify(ids));
  } catch {
    // Storage blocked: the next tree from the server corrects the marks.
  }
}
