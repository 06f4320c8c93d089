import { useT } from '../../../shared/i18n/index.ts';
import { PageSpinner } from '../../../shared/ui/Spinner.tsx';
import { NativeVideo } from '../NativeVideo.tsx';
import { Watermark } from '../Watermark.tsx';
import { useProtectedPlayback } from './use-protected-playback.ts';

export interface ProtectedVideoProps {
  lessonId: number;
  /** the student's phone number; the viewing's watermark code is drawn beside it */
  watermarkText: string;
  watermarkOpacity: number;
  onNearlyDoneChange(nearlyDone: boolean): void;
}

/** An uploaded lesson video as encrypted HLS: its views left under the picture, refusals in its place. */
export function ProtectedVideo({
  lessonId,
  watermarkText,
  watermarkOpacity,
  onNearlyDoneChange,
}: ProtectedVideoProps) {
  const t = useT();
  const { state, views, onTimeUpdate, onPause } = useProtectedPlayback(lessonId);

  if (state.phase === 'starting') return <PageSpinner />;
  if (state.phase === 'refused') {
    const text =
      state.reason === 'exhausted'
        ? t('video.viewsExhausted')
        : state.reason === 'notReady'
          ? t('video.notReady')
          : t('video.startFailed');
    return (
      <div
        role="alert"
        className="flex aspect-video w-full items-center justify-center rounded-xl bg-gray-800 p-6 text-center text-white"
      >
        {text}
      </div>
    );
  }
  return (
    <div className="space-y-2" onPauseCapture={onPause}>
      <NativeVideo
        url={state.playback.playlistUrl}
        hls
        hlsConfig={state.hlsConfig}
        overlay={
          <Watermark text={`${watermarkText} · ${state.playback.watermarkCode}`} opacity={watermarkOpacity} />
        }
        onNearlyDoneChange={onNearlyDoneChange}
        onTimeUpdate={onTimeUpdate}
      />
      {views && views.left !== null && (
        <p className="text-sm text-gray-700" data-testid="video-views-left">
          {t('video.viewsLeft', { count: views.left })} · {t('video.viewCountsAt')}
        </p>
      )}
    </div>
  );
}
