import { useT } from '../../../shared/i18n/index.ts';
import { PageSpinner } from '../../../shared/ui/Spinner.tsx';
import { EmbedVideo } from '../EmbedVideo.tsx';
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

/**
 * An uploaded lesson video: encrypted HLS, or Bunny's player for a video in the teacher's Bunny
 * Stream library; our moving watermark with the viewing's code over either, its views left under
 * the picture, refusals in its place.
 */
export function ProtectedVideo({
  lessonId,
  watermarkText,
  watermarkOpacity,
  onNearlyDoneChange,
}: ProtectedVideoProps) {
  const t = useT();
  const { state, views, onTime, onPause } = useProtectedPlayback(lessonId);

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
  const { playback } = state;
  const overlay = (
    <Watermark text={`${watermarkText} · ${playback.watermarkCode}`} opacity={watermarkOpacity} />
  );
  return (
    <div className="space-y-2" onPauseCapture={onPause}>
      {playback.kind === 'embed' ? (
        <EmbedVideo
          provider="mediadelivery"
          embedUrl={playback.embedUrl}
          overlay={overlay}
          onNearlyDoneChange={onNearlyDoneChange}
          onTimeUpdate={(seconds) => onTime(seconds, false)}
        />
      ) : (
        <NativeVideo
          url={playback.playlistUrl}
          hls
          hlsConfig={state.hlsConfig ?? undefined}
          overlay={overlay}
          onNearlyDoneChange={onNearlyDoneChange}
          onTimeUpdate={(video) => onTime(video.currentTime, video.paused)}
        />
      )}
      {views && views.left !== null && (
        <p className="text-sm text-gray-700" data-testid="video-views-left">
          {t('video.viewsLeft', { count: views.left })} · {t('video.viewCountsAt')}
        </p>
      )}
    </div>
  );
}
