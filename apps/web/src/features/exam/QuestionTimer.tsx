import { useT } from '../../shared/i18n/index.ts';
import { clockText, useCountdown } from './use-countdown.ts';

/** The shown question's own clock (a time per question): at 0 the server moves on to the next. */
export function QuestionTimer({ secondsLeft, onZero }: { secondsLeft: number; onZero(): void }) {
  const t = useT();
  const left = useCountdown(secondsLeft, onZero);
  return (
    <span className="flex items-center gap-2">
      <span className="text-sm">{t('exam.questionTimeLeft')}</span>
      <span
        role="timer"
        aria-label={t('exam.questionTimeLeft')}
        className={`font-mono text-lg font-bold ${left <= 10 ? 'text-amber-300' : ''}`}
        dir="ltr"
      >
        {clockText(left)}
      </span>
    </span>
  );
}
