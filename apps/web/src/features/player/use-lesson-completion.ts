import { useCallback, useEffect, useRef, useState } from 'react';
import type { LessonWithProgress } from '@dars/core/contract';
import { completeLesson } from './api/complete-lesson.ts';
import { markLessonCompleted, unmarkLessonCompleted } from './completed-store.ts';

export interface LessonCompletionFlow {
  /** Marks the lesson done at once and records it on the server in the background. */
  complete(lesson: LessonWithProgress): Promise<void>;
  /** The lesson whose completion the server did not record, until it is retried. */
  failed: LessonWithProgress | null;
  retry(): void;
}

/**
 * Completing a lesson in both players. The student moves on after the celebration whatever the
 * network does: the lesson is marked done in the local mirror at once and the server's answer is
 * awaited in the background, then the progress is refreshed. A refused or lost request takes the
 * mark back and is reported (`failed`), on whichever lesson the student is by then.
 * A quiz is completed by submitting it (the server refuses lesson-complete for quizzes).
 */
export function useLessonCompletion(options: {
  /** the course whose local mirror holds the marks ('' while unknown) */
  scopeId: string;
  /** staff previewing: nothing is recorded */
  preview: boolean;
  /** refetches the progress shown (the course or unit tree) */
  refresh(): Promise<unknown>;
}): LessonCompletionFlow {
  const [failed, setFailed] = useState<LessonWithProgress | null>(null);
  const latest = useRef(options);
  useEffect(() => {
    latest.current = options;
  });

  const record = useCallback((lesson: LessonWithProgress) => {
    const { scopeId, refresh } = latest.current;
    setFailed((current) => (current?.id === lesson.id ? null : current));
    if (scopeId) markLessonCompleted(scopeId, lesson.id);
    if (lesson.type === 'Quiz') return void refresh();
    completeLesson(lesson.id).then(
      () => void refresh(),
      () => {
        if (scopeId) unmarkLessonCompleted(scopeId, lesson.id);
        setFailed(lesson);
        void refresh();
      },
    );
  }, []);

  const complete = useCallback(
    async (lesson: LessonWithProgress) => {
      if (!latest.current.preview) record(lesson);
    },
    [record],
  );
  const retry = useCallback(() => {
    if (failed) record(failed);
  }, [failed, record]);

  return { complete, failed, retry };
}
