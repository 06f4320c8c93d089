import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import type { VideoPlayback, VideoViews } from '@dars/core/contract';
import { baseHeaders, isApiError } from '../../../shared/api/client.ts';
import { renewVideoKeyUrl, reportVideoProgress, startVideoPlayback } from '../api/video-playback.ts';
import type { HlsSettings } from '../use-video-source.ts';
import { createKeyUrlKeeper, protectedKeySetup } from './key-url-keeper.ts';

/** Seconds of playing between two progress reports (a view counts at 30 %, decided by the server). */
export const REPORT_EVERY_S = 15;

export type PlaybackState =
  | { phase: 'starting' }
  | { phase: 'playing'; playback: VideoPlayback; hlsConfig: HlsSettings }
  | { phase: 'refused'; reason: 'exhausted' | 'notReady' | 'failed' };

function refusalOf(error: unknown): 'exhausted' | 'notReady' | 'failed' {
  if (!isApiError(error)) return 'failed';
  const code = (error.body as { code?: unknown } | null)?.code;
  if (code === 'video_views_exhausted') return 'exhausted';
  return error.status === 404 ? 'notReady' : 'failed';
}

/**
 * One viewing of a protected lesson video: started on mount, its key URL renewed as hls.js needs
 * it, the seconds actually played (not seeks) reported every REPORT_EVERY_S and when it ends.
 */
export function useProtectedPlayback(lessonId: number) {
  const [state, setState] = useState<PlaybackState>({ phase: 'starting' });
  const [views, setViews] = useState<VideoViews | null>(null);
  const played = useRef({ seconds: 0, reported: 0, last: -1 });

  useEffect(() => {
    let cancelled = false;
    played.current = { seconds: 0, reported: 0, last: -1 };
    setState({ phase: 'starting' });
    startVideoPlayback(lessonId).then(
      (playback) => {
        if (cancelled) return;
        const keyUrl = createKeyUrlKeeper(playback, () => renewVideoKeyUrl(playback.viewId));
        setViews(playback.views);
        setState({
          phase: 'playing',
          playback,
          hlsConfig: { xhrSetup: protectedKeySetup(keyUrl, () => baseHeaders()) },
        });
      },
      (error: unknown) => {
        if (!cancelled) setState({ phase: 'refused', reason: refusalOf(error) });
      },
    );
    return () => {
      cancelled = true;
    };
  }, [lessonId]);

  const viewId = state.phase === 'playing' ? state.playback.viewId : null;
  const report = useCallback(() => {
    const progress = played.current;
    if (viewId === null || progress.seconds <= progress.reported) return;
    progress.reported = progress.seconds;
    reportVideoProgress(viewId, Math.round(progress.seconds)).then(
      (next) => next && setViews(next),
      () => undefined,
    );
  }, [viewId]);

  useEffect(() => report, [report]);

  const onTimeUpdate = useCallback(
    (video: HTMLVideoElement) => {
      const progress = played.current;
      const step = video.currentTime - progress.last;
      // a jump (seek) adds nothing; ordinary ticks are under a second at any speed we offer
      if (progress.last >= 0 && step > 0 && step < 2.5 && !video.paused) progress.seconds += step;
      progress.last = video.currentTime;
      if (progress.seconds - progress.reported >= REPORT_EVERY_S) report();
    },
    [report],
  );

  return useMemo(
    () => ({ state, views, onTimeUpdate, onPause: report }),
    [state, views, onTimeUpdate, report],
  );
}
