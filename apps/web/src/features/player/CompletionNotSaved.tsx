import type { LessonWithProgress } from '@dars/core/contract';
import { useT } from '../../shared/i18n/index.ts';
import { Button } from '../../shared/ui/Button.tsx';

/** Says that a completion the student moved on from was not recorded, with a way to record it. */
export function CompletionNotSaved({
  lesson,
  onRetry,
}: {
  lesson: LessonWithProgress | null;
  onRetry(): void;
}) {
  const t = useT();
  if (!lesson) return null;
  return (
    <div
      role="alert"
      className="mx-auto mb-3 flex max-w-5xl flex-wrap items-center justify-between gap-3 rounded-lg bg-red-50 p-3 text-red-800"
    >
      {/* isolated, so an Arabic lesson name keeps its quotes in place inside English text */}
      <p>{t('player.completionNotSaved', { lesson: `\u2068${lesson.lessonName}\u2069` })}</p>
      <Button variant="outline" onClick={onRetry}>
        {t('common.retry')}
      </Button>
    </div>
  );
}
