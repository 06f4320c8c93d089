import { useMemo } from 'react';
import { useT } from '../../shared/i18n/index.ts';
import { EmbedVideo } from './EmbedVideo.tsx';
import { NativeVideo } from './NativeVideo.tsx';
import { ProtectedVideo } from './protected/ProtectedVideo.tsx';
import { classifyVideoUrl } from './video-source.ts';
import { Watermark } from './Watermark.tsx';

export interface VideoPlayerProps {
  url: string | null;
  /** The student's phone number. */
  watermarkText: string;
  watermarkOpacity: number;
  onNearlyDoneChange(nearlyDone: boolean): void;
  /** set when the lesson's upload plays as protected HLS (lesson content's `protectedVideo`) */
  protectedLessonId?: number;
}

export function VideoPlayer({
  url,
  watermarkText,
  watermarkOpacity,
  onNearlyDoneChange,
  protectedLessonId,
}: VideoPlayerProps) {
  const t = useT();
  const source = useMemo(
    () => classifyVideoUrl(url, typeof window === 'undefined' ? undefined : window.location.origin),
    [url],
  );
  const overlay = <Watermark text={watermarkText} opacity={watermarkOpacity} />;
  if (protectedLessonId !== undefined)
    return (
      <ProtectedVideo
        key={protectedLessonId}
        lessonId={protectedLessonId}
        watermarkText={watermarkText}
        watermarkOpacity={watermarkOpacity}
        onNearlyDoneChange={onNearlyDoneChange}
      />
    );

  switch (source.kind) {
    case 'embed':
      return (
        <EmbedVideo
          key={source.embedUrl}
          provider={source.provider}
          embedUrl={source.embedUrl}
          overlay={overlay}
          onNearlyDoneChange={onNearlyDoneChange}
        />
      );
    case 'hls':
    case 'file':
      return (
        <NativeVideo
          key={source.url}
          url={source.url}
          hls={source.kind === 'hls'}
          overlay={overlay}
          onNearlyDoneChange={onNearlyDoneChange}
        />
      );
    case 'none':
      return (
        <div className="flex aspect-video w-full items-center justify-center rounded-xl bg-gray-800 text-white">
          {t('player.noVideo')}
        </div>
      );
  }
}
