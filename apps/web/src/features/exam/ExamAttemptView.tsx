import type { ExamAttempt } from '@dars/core/contract';
import { useCallback, useEffect, useState } from 'react';
import { errorTextId } from '../../shared/api/error-text.ts';
import { useT } from '../../shared/i18n/index.ts';
import { Button } from '../../shared/ui/Button.tsx';
import { reportExamEvent, saveExamAnswer } from './api/exam-api.ts';
import { ExamQuestion } from './ExamQuestion.tsx';
import { QuestionTimer } from './QuestionTimer.tsx';
import { clockText, useCountdown } from './use-countdown.ts';

type SaveState = 'saving' | 'saved' | 'failed';

/**
 * The attempt in progress: the server's clock, every question (or, with a time per question, the
 * one shown now and its own clock, forward only), each answer saved as it is picked (shown as
 * saving, saved or failed), the tab-switch hints, and the submit.
 */
export function ExamAttemptView({
  attempt,
  onTimeUp,
  onSubmit,
  onNext,
}: {
  attempt: ExamAttempt;
  onTimeUp(): void;
  onSubmit(attemptId: number): Promise<unknown>;
  /** with a time per question: leave the question shown at `from` (also when its time is over) */
  onNext(attemptId: number, from: number): Promise<unknown>;
}) {
  const t = useT();
  const [chosen, setChosen] = useState(() => new Map(attempt.questions.map((q) => [q.id, q.chosen])));
  const [saves, setSaves] = useState(() => new Map<number, SaveState>());
  const [submitting, setSubmitting] = useState(false);
  const [error, setError] = useState<unknown>(null);
  const left = useCountdown(attempt.secondsLeft, onTimeUp);

  useEffect(() => {
    const onVisibility = () => reportExamEvent(attempt.id, document.hidden ? 'hidden' : 'visible');
    document.addEventListener('visibilitychange', onVisibility);
    return () => document.removeEventListener('visibilitychange', onVisibility);
  }, [attempt.id]);

  const choose = useCallback(
    async (questionId: number, option: number) => {
      setChosen((current) => new Map(current).set(questionId, option));
      setSaves((current) => new Map(current).set(questionId, 'saving'));
      try {
        await saveExamAnswer(attempt.id, questionId, option);
        setSaves((current) => new Map(current).set(questionId, 'saved'));
      } catch (failure) {
        setSaves((current) => new Map(current).set(questionId, 'failed'));
        setError(failure);
      }
    },
    [attempt.id],
  );

  const submit = async () => {
    if (!window.confirm(t('exam.confirmSubmit'))) return;
    setSubmitting(true);
    try {
      await onSubmit(attempt.id);
    } catch (failure) {
      setError(failure);
      setSubmitting(false);
    }
  };

  const clock = attempt.questionClock;
  const clockIndex = clock?.index ?? 0;
  // stable, so the question's countdown is not restarted by every tick of the exam's
  const onQuestionOver = useCallback(() => {
    onNext(attempt.id, clockIndex).catch(setError);
  }, [onNext, attempt.id, clockIndex]);
  const next = async () => {
    if (!clock) return;
    setSubmitting(true);
    try {
      await onNext(attempt.id, clock.index);
    } catch (failure) {
      setError(failure);
      setSubmitting(false);
    }
  };

  const answered = [...chosen.values()].filter((value) => value !== null).length;
  const total = clock ? clock.count : attempt.questions.length;
  const lastQuestion = !clock || clock.index + 1 >= clock.count;
  return (
    <div className="space-y-4">
      {/* below the site's fixed top bar (4rem), so it stays in sight while the page scrolls */}
      <div className="sticky top-16 z-30 flex flex-wrap items-center justify-between gap-2 rounded-xl bg-primary-900 px-4 py-3 text-white shadow-md">
        <span>
          {clock
            ? t('exam.questionOf', { current: clock.index + 1, total })
            : t('exam.answeredCount', { answered, total })}
        </span>
        {clock && <QuestionTimer secondsLeft={clock.secondsLeft} onZero={onQuestionOver} />}
        <span role="timer" aria-label={t('exam.timeLeft')} className="font-mono text-xl font-bold" dir="ltr">
          {clockText(left)}
        </span>
      </div>
      {clock && <p className="text-sm text-gray-700">{t('exam.forwardOnly')}</p>}
      {attempt.questions.map((question, position) => {
        const index = clock ? clock.index + position : position;
        const save = saves.get(question.id);
        return (
          <ExamQuestion
            key={question.id}
            question={question}
            index={index}
            total={total}
            chosen={chosen.get(question.id) ?? null}
            disabled={left === 0 || submitting}
            onChoose={(option) => void choose(question.id, option)}
            footer={
              save && (
                <p
                  role={save === 'failed' ? 'alert' : 'status'}
                  className={`text-sm ${save === 'failed' ? 'text-red-800' : 'text-gray-600'}`}
                >
                  {t(save === 'saving' ? 'exam.saving' : save === 'saved' ? 'exam.saved' : 'exam.saveFailed')}
                </p>
              )
            }
          />
        );
      })}
      {error !== null && (
        <p role="alert" className="rounded-lg bg-red-50 p-3 text-red-800">
          {t(errorTextId(error, { fallback: 'exam.saveFailed' }))}
        </p>
      )}
      <div className="flex flex-wrap gap-3">
        {!lastQuestion && (
          <Button size="lg" onClick={() => void next()} loading={submitting} disabled={left === 0}>
            {t('exam.nextQuestion')}
          </Button>
        )}
        <Button
          size="lg"
          variant={lastQuestion ? 'primary' : 'outline'}
          onClick={() => void submit()}
          loading={submitting && lastQuestion}
          disabled={left === 0 || (submitting && !lastQuestion)}
        >
          {t('exam.submit')}
        </Button>
      </div>
    </div>
  );
}
