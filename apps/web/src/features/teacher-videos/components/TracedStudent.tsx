import type { TracedCode } from '@dars/core/contract';
import { DATE_STYLES, formatDate } from '@dars/core/messages/dates';
import { useLocale, useT } from '../../../shared/i18n/index.ts';
import { Button } from '../../../shared/ui/Button.tsx';
import type { GrantTarget } from './GrantViewsDialog.tsx';
import { clockDuration } from './duration.ts';

/** One student a watermark code names: who, on which devices, and what they watched. */
export function TracedStudent({
  traced,
  onGrant,
}: {
  traced: TracedCode;
  onGrant(target: GrantTarget): void;
}) {
  const t = useT();
  const { locale } = useLocale();
  const when = (iso: string) => formatDate(locale, iso, DATE_STYLES.dateTime);
  const { student } = traced;
  return (
    <article className="rounded-xl border border-gray-200 p-3" data-testid="traced-student">
      <h3 className="text-lg font-bold break-words">{student.name}</h3>
      <p className="text-sm text-gray-700">
        <bdi className="block">{student.phoneNumber}</bdi>
        <bdi className="block break-all">{student.email}</bdi>
      </p>
      <p className="mt-1 text-sm text-gray-600">
        {t('teacherVideos.trace.day', { day: formatDate(locale, `${traced.day}T12:00:00Z`) })}
      </p>
      <h4 className="mt-3 font-semibold">{t('teacherVideos.trace.devices')}</h4>
      {traced.devices.length === 0 ? (
        <p className="text-sm text-gray-600">{t('teacherVideos.trace.noDevices')}</p>
      ) : (
        <ul className="mt-1 space-y-1 text-sm">
          {traced.devices.map((device) => (
            <li key={device.deviceId} className="break-words">
              <span dir="ltr" className="font-mono break-all">
                {device.deviceId}
              </span>
              {device.userAgent && (
                <span dir="ltr" className="block text-gray-600 break-all">
                  {device.userAgent}
                </span>
              )}
              <span className="block text-gray-600">
                {t('teacherVideos.trace.lastSeen', { when: when(device.lastSeenAt) })}
              </span>
            </li>
          ))}
        </ul>
      )}
      <h4 className="mt-3 font-semibold">{t('teacherVideos.trace.views')}</h4>
      {traced.views.length === 0 ? (
        <p className="text-sm text-gray-600">{t('teacherVideos.trace.noViews')}</p>
      ) : (
        <ul className="mt-1 divide-y divide-gray-100">
          {traced.views.map((view) => (
            <li
              key={`${view.lessonId}-${view.startedAt}-${view.deviceId}`}
              className="flex flex-wrap items-center gap-x-3 gap-y-1 py-2 text-sm"
              data-testid="traced-view"
            >
              <span className="min-w-0 flex-1 basis-48 font-semibold break-words">{view.lessonName}</span>
              <span className="text-gray-600">{when(view.startedAt)}</span>
              <span>
                {t('teacherVideos.trace.watched', { duration: clockDuration(view.watchedSeconds) })}
              </span>
              <span className={view.counted ? 'text-green-800' : 'text-gray-600'}>
                {t(view.counted ? 'teacherVideos.trace.counted' : 'teacherVideos.trace.notCounted')}
              </span>
              <span className="text-gray-600">
                {t('teacherVideos.trace.device')}{' '}
                <span dir="ltr" className="font-mono break-all">
                  {view.deviceId}
                </span>
              </span>
              <Button
                size="sm"
                variant="outline"
                onClick={() =>
                  onGrant({
                    studentId: student.id,
                    studentName: student.name,
                    lessonId: view.lessonId,
                    lessonName: view.lessonName,
                  })
                }
              >
                {t('teacherVideos.grant.button')}
              </Button>
            </li>
          ))}
        </ul>
      )}
    </article>
  );
}
