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
  | { phase: 'playing'; playback: VideoPlayback; hlsConfig: HlsSettings | null }
  | { phase: 'refused'; reason: 'exhausted' | 'notReady' | 'failed' };

function refusalOf(error: unknown): 'exhausted' | 'notReady' | 'failed' {
  if (!isApiError(error)) return 'failed';
  const code = (error.body as { code?: unknown } | null)?.code;
  if (code === 'video_views_exhausted') return 'exhausted';
  return error.status === 404 ? 'notReady' : 'failed';
}

/**
 * One viewing of a protected lesson video: started on mount, its key URL renewed as hls.js needs
 * it (a video at Bunny: its player's signed URL, used at once), the seconds actually played (not
 * seeks) reported every REPORT_EVERY_S and when it ends.
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
        setViews(playback.views);
        // a video at Bunny plays in its own (token-signed) player: no key to fetch
        if (playback.kind === 'embed') return setState({ phase: 'playing', playback, hlsConfig: null });
        const keyUrl = createKeyUrlKeeper(playback, () => renewVideoKeyUrl(playback.viewId));
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

  /** the player's position now (native video or the embedded player's reports) */
  const onTime = useCallback(
    (currentTime: number, paused: boolean) => {
      const progress = played.current;
      const step = currentTime - progress.last;
      // a jump (seek) adds nothing; ordinary ticks are under a second or two at any speed we offer
      if (progress.last >= 0 && step > 0 && step < 2.5 && !paused) progress.seconds += step;
      progress.last = currentTime;
      if (progress.seconds - progress.reported >= REPORT_EVERY_S) report();
    },
    [report],
  );

  return useMemo(() => ({ state, views, onTime, onPause: report }), [state, views, onTime, report]);
}
