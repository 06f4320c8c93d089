import { lazy, Suspense, useCallback, useState, type ReactNode } from 'react';
import type { LessonWithProgress } from '@dars/core/contract';
import { completeButton } from '@dars/core/rules';
import { Button } from '../../shared/ui/Button.tsx';
import { ErrorView } from '../../shared/ui/ErrorView.tsx';
import { PageSpinner } from '../../shared/ui/Spinner.tsx';
import { useT } from '../../shared/i18n/index.ts';
import { QuizPlayer } from '../quiz/QuizPlayer.tsx';
import { lessonErrorMessage } from './access-message.ts';
import { useLessonContent } from './api/lesson-content.ts';
import { AttachmentCard } from './AttachmentCard.tsx';
import { CelebrationOverlay } from './CelebrationOverlay.tsx';
import { useCompletionFlow } from './use-player-hooks.ts';
import { VideoPlayer } from './VideoPlayer.tsx';

export interface LessonStageProps {
  lesson: LessonWithProgress;
  hasNextLesson: boolean;
  watermarkText: string;
  watermarkOpacity: number;
  /** Marks the lesson done (use-lesson-completion.ts: the server's answer is not awaited). */
  complete(lesson: LessonWithProgress): Promise<void>;
  /** After the 2 s celebration: the next lesson, or a reload when this was the last. */
  onAdvance(): void;
  /** A quiz was submitted: progress (and quiz locks) must be refreshed. */
  onQuizSubmitted(): void;
  /** Above the player: e.g. the lesson title and unit countdown. */
  heading?: ReactNode;
}

const ExamPlayer = lazy(() => import('../exam/ExamPlayer.tsx'));

/** The main area of both players: an exam (its own lazy chunk), or a video or quiz. */
export function LessonStage(props: LessonStageProps) {
  if (props.lesson.type !== 'Exam') return <ContentLessonStage {...props} />;
  return (
    <div className="mx-auto w-full max-w-5xl space-y-4">
      {props.heading}
      <Suspense fallback={<PageSpinner />}>
        <ExamPlayer lessonId={props.lesson.id} onSubmitted={props.onQuizSubmitted} />
      </Suspense>
    </div>
  );
}

/** Video or quiz, completion buttons, materials, celebration. */
function ContentLessonStage({
  lesson,
  hasNextLesson,
  watermarkText,
  watermarkOpacity,
  complete,
  onAdvance,
  onQuizSubmitted,
  heading,
}: LessonStageProps) {
  const t = useT();
  const content = useLessonContent(lesson.id);
  const [nearlyDone, setNearlyDone] = useState(false);
  const completion = useCompletionFlow({
    complete: () => complete(lesson),
    onAdvance,
    describeError: () => t('player.completeFailed'),
  });
  const onNearlyDoneChange = useCallback((value: boolean) => setNearlyDone(value), []);

  const saving = completion.state.phase === 'saving';
  const buttonKind = completeButton({ reachedNearlyDone: nearlyDone, hasNextLesson });

  let body: ReactNode;
  if (content.isPending) body = <PageSpinner />;
  else if (content.isError) {
    body = (
      <ErrorView
        title={t('player.lessonDetailsFailed')}
        message={lessonErrorMessage(t, content.error)}
        onRetry={() => void content.refetch()}
      >
        <p className="mt-2 text-sm text-red-800">{t('access.tryAgainOrContactSupport')}</p>
      </ErrorView>
    );
  } else if (content.data.type === 'Quiz') {
    body = (
      <QuizPlayer
        key={content.data.id}
        quiz={content.data}
        hasNextLesson={hasNextLesson}
        onSubmitted={onQuizSubmitted}
        onFinish={() => void completion.start()}
        finishing={saving}
      />
    );
  } else if (content.data.type === 'Exam') {
    // an exam is played by ExamPlayer (above); its content names the lesson only
    body = (
      <Suspense fallback={<PageSpinner />}>
        <ExamPlayer lessonId={content.data.id} onSubmitted={onQuizSubmitted} />
      </Suspense>
    );
  } else {
    const video = content.data;
    body = (
      <div className="space-y-4">
        <VideoPlayer
          url={video.videoUrl}
          {...(video.protectedVideo ? { protectedLessonId: video.id } : {})}
          watermarkText={watermarkText}
          watermarkOpacity={watermarkOpacity}
          onNearlyDoneChange={onNearlyDoneChange}
        />
        {(buttonKind || !lesson.isCompleted) && (
          <div className="flex flex-wrap gap-3">
            {buttonKind && (
              <Button size="lg" onClick={() => void completion.start()} loading={saving}>
                {buttonKind === 'complete-and-continue'
                  ? t('player.completeAndContinue')
                  : t('player.completeLesson')}
              </Button>
            )}
            {!lesson.isCompleted && (
              <button
                type="button"
                onClick={() => void completion.start()}
                disabled={saving}
                className="inline-flex min-h-12 items-center justify-center gap-2 rounded-lg bg-green-700 px-6 py-3 text-lg font-semibold text-white hover:bg-green-800 focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-secondary disabled:opacity-60"
              >
                {t('player.enjoyed')}
              </button>
            )}
          </div>
        )}
        {video.attachmentUrl && <AttachmentCard url={video.attachmentUrl} title={video.attachmentTitle} />}
      </div>
    );
  }

  return (
    <div className="mx-auto w-full max-w-5xl space-y-4">
      {heading}
      {body}
      {completion.state.phase === 'failed' && (
        <p role="alert" className="rounded-lg bg-red-50 p-3 text-red-800">
          {completion.state.message}
        </p>
      )}
      {completion.state.phase === 'celebrating' && <CelebrationOverlay />}
    </div>
  );
}
