import './messages.ts';
import { useCallback } from 'react';
import { useT } from '../../shared/i18n/index.ts';
import { ErrorView } from '../../shared/ui/ErrorView.tsx';
import { PageSpinner } from '../../shared/ui/Spinner.tsx';
import { errorTextId } from '../../shared/api/error-text.ts';
import { useExam, useExamActions } from './api/exam-api.ts';
import { ExamAttemptView } from './ExamAttemptView.tsx';
import { ExamHonourBoard } from './ExamHonourBoard.tsx';
import { ExamIntro } from './ExamIntro.tsx';
import { ExamResultView } from './ExamResultView.tsx';

/**
 * An exam lesson in the player (a lazy chunk): the intro and start, the attempt in progress
 * (resumed after a reload with the server's time left), then the result as far as it is revealed.
 */
export default function ExamPlayer({ lessonId, onSubmitted }: { lessonId: number; onSubmitted(): void }) {
  const t = useT();
  const exam = useExam(lessonId);
  const actions = useExamActions(lessonId);
  const { reload } = actions;
  // at 0 the server has submitted (or will on this read): read the exam again
  const onTimeUp = useCallback(() => {
    void Promise.resolve(reload()).then(onSubmitted);
  }, [reload, onSubmitted]);

  if (exam.isPending) return <PageSpinner />;
  if (exam.isError)
    return (
      <ErrorView
        title={t('exam.loadFailed')}
        message={t(errorTextId(exam.error, { fallback: 'exam.loadFailed' }))}
        onRetry={() => void exam.refetch()}
      />
    );
  const view = exam.data;
  if (view.attempt)
    return (
      <ExamAttemptView
        // with a time per question each question is its own screen
        key={`${view.attempt.id}-${view.attempt.questionClock?.index ?? 0}`}
        attempt={view.attempt}
        onTimeUp={onTimeUp}
        onNext={actions.next}
        onSubmit={async (attemptId) => {
          await actions.submit(attemptId);
          onSubmitted();
        }}
      />
    );
  return (
    <div className="space-y-4">
      {view.lastResult && (
        <ExamResultView
          result={view.lastResult}
          revealLater={view.revealAfterClose && view.windowState !== 'closed'}
        />
      )}
      <ExamIntro exam={view} onStart={actions.start} />
      {view.lastResult && <ExamHonourBoard courseId={view.courseId} lessonId={view.lessonId} />}
    </div>
  );
}
