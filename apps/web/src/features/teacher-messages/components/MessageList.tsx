import type { MessageLogEntry as Entry } from '@dars/core/contract';
import { useT } from '../../../shared/i18n/index.ts';
import { useWhen } from './when.ts';

const TONE: Record<Entry['status'], string> = {
  queued: 'bg-amber-100 text-amber-900',
  sent: 'bg-primary-50 text-primary-900',
  delivered: 'bg-green-100 text-green-900',
  read: 'bg-green-100 text-green-900',
  failed: 'bg-red-100 text-red-900',
  skipped: 'bg-gray-100 text-gray-800',
};

/** The reason as the console words it: known codes in the catalogue's words, a provider's as given. */
function useReason() {
  const t = useT();
  return (reason: string) =>
    reason === 'opted_out'
      ? t('teacherMessages.reason.optedOut')
      : reason === 'daily_cap'
        ? t('teacherMessages.reason.dailyCap')
        : reason;
}

/**
 * Messages as cards (one column on a phone, two on a wide screen): the event, student and
 * recipient, the status with its reason, the tries (a retried one says so) and the times.
 */
export function MessageList({ items, showStudent = true }: { items: Entry[]; showStudent?: boolean }) {
  const t = useT();
  const when = useWhen();
  const reasonText = useReason();
  return (
    <ul className="grid gap-3 md:grid-cols-2">
      {items.map((message) => (
        <li
          key={message.id}
          data-testid="message"
          data-status={message.status}
          className="min-w-0 rounded-2xl bg-white p-4 shadow-sm"
        >
          <div className="flex items-start justify-between gap-3">
            <div className="min-w-0">
              <p className="font-semibold text-gray-900">{t(`teacherMessages.event.${message.event}`)}</p>
              <p className="text-sm break-words text-gray-700">
                {showStudent && message.studentName ? `${message.studentName} · ` : ''}
                {t(`teacherMessages.log.to.${message.recipient}`)} · <span dir="ltr">{message.phone}</span> ·{' '}
                {t(`teacherMessages.log.channel.${message.channel}`)}
              </p>
            </div>
            <span className={`shrink-0 rounded-full px-3 py-1 text-sm font-semibold ${TONE[message.status]}`}>
              {t(`teacherMessages.status.${message.status}`)}
            </span>
          </div>
          {message.params.length > 0 && (
            <p className="mt-2 line-clamp-3 text-sm break-words text-gray-800">
              {message.params.join(' · ')}
            </p>
          )}
          {message.reason && (
            <p className="mt-2 text-sm break-words text-red-800">
              {t('teacherMessages.log.reason', { reason: reasonText(message.reason) })}
            </p>
          )}
          <p className="mt-2 flex flex-wrap gap-x-3 gap-y-1 text-xs text-gray-600">
            <span>{t('teacherMessages.log.created', { date: when(message.createdAt) })}</span>
            {message.status === 'queued' && (
              <span>{t('teacherMessages.log.waits', { date: when(message.sendAfter) })}</span>
            )}
            {message.sentAt && <span>{t('teacherMessages.log.sent', { date: when(message.sentAt) })}</span>}
            <span>{t('teacherMessages.log.attempts', { count: message.attempts })}</span>
            {(message.attempts > 1 || (message.status === 'queued' && message.attempts > 0)) && (
              <span className="font-semibold text-amber-800">{t('teacherMessages.log.retried')}</span>
            )}
          </p>
        </li>
      ))}
    </ul>
  );
}
