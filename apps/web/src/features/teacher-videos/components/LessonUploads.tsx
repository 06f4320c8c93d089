import type { TeacherLessonVideo } from '@dars/core/contract';
import { DATE_STYLES, formatDate } from '@dars/core/messages/dates';
import { useLocale, useT, type MessageId } from '../../../shared/i18n/index.ts';
import { useLessonUploads } from '../api/videos.ts';
import '../messages.ts';

const ERROR_TEXT: Record<string, MessageId> = {
  not_a_video: 'teacherVideos.error.notAVideo',
  ffmpeg_failed: 'teacherVideos.error.ffmpegFailed',
  ffmpeg_missing: 'teacherVideos.error.ffmpegMissing',
  host_refused: 'teacherVideos.error.hostRefused',
  host_failed: 'teacherVideos.error.hostFailed',
  host_timeout: 'teacherVideos.error.hostTimeout',
};

function StatusLine({ video }: { video: TeacherLessonVideo }) {
  const t = useT();
  if (video.status === 'transcoding') {
    const percent = Math.round(video.progress * 100);
    return (
      <div>
        <progress
          max={100}
          value={percent}
          className="w-full"
          aria-label={t('teacherVideos.status.transcoding', { percent })}
        />
        <p className="text-sm">{t('teacherVideos.status.transcoding', { percent })}</p>
      </div>
    );
  }
  if (video.status === 'failed')
    return (
      <p role="alert" className="text-sm font-semibold text-red-700">
        {t('teacherVideos.status.failed')}:{' '}
        {t(ERROR_TEXT[video.error ?? ''] ?? 'teacherVideos.error.ffmpegFailed')}
      </p>
    );
  return (
    <p className={`text-sm font-semibold ${video.status === 'ready' ? 'text-green-800' : 'text-gray-700'}`}>
      {t(video.status === 'ready' ? 'teacherVideos.status.ready' : 'teacherVideos.status.queued')}
    </p>
  );
}

/**
 * A lesson's uploaded videos, newest first: where each is prepared (here or at Bunny Stream), its
 * progress while it is prepared (read again every few seconds), why it failed, and whether the
 * original file was kept.
 */
export function LessonUploads({ lessonId }: { lessonId: number }) {
  const t = useT();
  const { locale } = useLocale();
  const uploads = useLessonUploads(lessonId);
  if (!uploads.data) return null;
  return (
    <div className="space-y-2" data-testid="lesson-uploads">
      <h4 className="font-semibold">{t('teacherVideos.uploads.title')}</h4>
      {uploads.data.length === 0 ? (
        <p className="text-sm text-gray-600">{t('teacherVideos.uploads.none')}</p>
      ) : (
        <ul className="space-y-2">
          {uploads.data.slice(0, 3).map((video) => (
            <li key={video.id} className="rounded-lg border border-gray-200 p-2" data-testid="lesson-upload">
              <p className="text-sm text-gray-700">
                {t(
                  video.host === 'bunny'
                    ? 'teacherVideos.uploads.host.bunny'
                    : 'teacherVideos.uploads.host.local',
                )}{' '}
                ·{' '}
                {t('teacherVideos.uploads.uploadedAt', {
                  when: formatDate(locale, video.createdAt, DATE_STYLES.dateTime),
                })}{' '}
                ·{' '}
                {t(
                  video.originalKept
                    ? 'teacherVideos.uploads.originalKept'
                    : 'teacherVideos.uploads.originalRemoved',
                )}
              </p>
              <StatusLine video={video} />
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
