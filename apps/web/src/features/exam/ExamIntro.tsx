import type { ExamView } from '@dars/core/contract';
import { formatDate } from '@dars/core/messages/dates';
import { useState } from 'react';
import { errorTextId } from '../../shared/api/error-text.ts';
import { useLocale, useT } from '../../shared/i18n/index.ts';
import { Button } from '../../shared/ui/Button.tsx';

const DATE_TIME: Intl.DateTimeFormatOptions = {
  weekday: 'long',
  day: 'numeric',
  month: 'long',
  hour: 'numeric',
  minute: '2-digit',
  timeZone: 'Africa/Cairo',
};

/** Before an attempt: what the exam is, when it is open, and the start (or why not). */
export function ExamIntro({ exam, onStart }: { exam: ExamView; onStart(): Promise<unknown> }) {
  const t = useT();
  const { locale } = useLocale();
  const [starting, setStarting] = useState(false);
  const [error, setError] = useState<unknown>(null);
  const attemptsLeft = exam.attemptsUsed < exam.attemptsAllowed;
  const blocked =
    exam.windowState === 'not-open'
      ? t('exam.notOpenYet')
      : exam.windowState === 'closed'
        ? t('exam.closed')
        : !attemptsLeft
          ? t('exam.noAttemptsLeft')
          : null;

  const start = async () => {
    setStarting(true);
    setError(null);
    try {
      await onStart();
    } catch (failure) {
      setError(failure);
    } finally {
      setStarting(false);
    }
  };

  return (
    <section className="space-y-3 rounded-xl bg-white p-4 shadow-sm sm:p-6" aria-labelledby="exam-intro">
      <h3 id="exam-intro" className="sr-only">
        {exam.lessonName}
      </h3>
      <ul className="grid gap-2 text-gray-800 sm:grid-cols-2">
        <li>{t('exam.questionCount', { count: exam.questionCount })}</li>
        <li>{t('exam.duration', { minutes: Math.round(exam.durationSeconds / 60) })}</li>
        {exam.questionSeconds !== null && (
          <li>{t('exam.questionSeconds', { seconds: exam.questionSeconds })}</li>
        )}
        <li>{t('exam.attempts', { used: exam.attemptsUsed, allowed: exam.attemptsAllowed })}</li>
        <li>{t('exam.passMark', { score: exam.passDegree })}</li>
        {exam.opensAt && exam.closesAt && (
          <li className="sm:col-span-2">
            {t('exam.window', {
              opens: formatDate(locale, exam.opensAt, DATE_TIME),
              closes: formatDate(locale, exam.closesAt, DATE_TIME),
            })}
          </li>
        )}
      </ul>
      {blocked ? (
        <p role="status" className="rounded-lg bg-amber-50 p-3 text-amber-900">
          {blocked}
        </p>
      ) : (
        <Button size="lg" onClick={() => void start()} loading={starting}>
          {t('exam.start')}
        </Button>
      )}
      {error !== null && (
        <p role="alert" className="rounded-lg bg-red-50 p-3 text-red-800">
          {t(errorTextId(error, { fallback: 'exam.loadFailed' }))}
        </p>
      )}
    </section>
  );
}
