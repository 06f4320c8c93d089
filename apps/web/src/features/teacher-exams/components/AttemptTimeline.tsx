import { formatDate } from '@dars/core/messages/dates';
import { QueryState } from '../../../shared/console/index.ts';
import { useLocale, useT } from '../../../shared/i18n/index.ts';
import { Dialog } from '../../../shared/ui/Dialog.tsx';
import { useExamTimeline } from '../api/exams.ts';

const TIME: Intl.DateTimeFormatOptions = {
  hour: 'numeric',
  minute: '2-digit',
  second: '2-digit',
  timeZone: 'Africa/Cairo',
};

/** One attempt in time order: answers (right or wrong), tab-switch hints, the submission. */
export function AttemptTimeline({ attemptId, onClose }: { attemptId: number | null; onClose(): void }) {
  const t = useT();
  const { locale } = useLocale();
  const timeline = useExamTimeline(attemptId);
  return (
    <Dialog open={attemptId !== null} onClose={onClose} title={t('teacher.exams.results.timeline')}>
      <QueryState query={timeline}>
        {(data) => (
          <div className="space-y-2">
            <p className="font-semibold" dir="auto">
              {data.name}
            </p>
            <p className="text-sm text-gray-600">{t('teacher.exams.timeline.hint')}</p>
            <ol className="space-y-1" data-testid="timeline">
              {data.events.map((event, index) => (
                <li key={index} className="flex flex-wrap gap-2 rounded-lg bg-gray-50 p-2 text-sm">
                  <span className="font-mono" dir="ltr">
                    {formatDate(locale, event.at, TIME)}
                  </span>
                  <span className="font-semibold">{t(`teacher.exams.timeline.${event.kind}`)}</span>
                  {event.chosen !== null && (
                    <span>{t('teacher.exams.timeline.option', { n: event.chosen + 1 })}</span>
                  )}
                  {event.correct !== null && (
                    <span className={event.correct ? 'text-green-800' : 'text-red-800'}>
                      {t(event.correct ? 'teacher.exams.timeline.right' : 'teacher.exams.timeline.wrong')}
                    </span>
                  )}
                </li>
              ))}
            </ol>
          </div>
        )}
      </QueryState>
    </Dialog>
  );
}
