import { useEffect, useId, useReducer, useRef, type ReactNode } from 'react';
import { EMBED_POLL_MS } from '@dars/core/rules';
import { useT } from '../../shared/i18n/index.ts';
import {
  estimateTime,
  parseEmbedMessage,
  pollMessages,
  subscribeMessages,
  type EmbedProvider,
} from './embed-time.ts';
import { ExitFullscreenIcon, FullscreenIcon } from './icons.tsx';
import { initialPlayerState, playerReducer } from './player-state.ts';
import { useFullscreen } from './use-fullscreen.ts';

export interface EmbedVideoProps {
  provider: EmbedProvider;
  embedUrl: string;
  overlay?: ReactNode;
  onNearlyDoneChange(nearlyDone: boolean): void;
  /** the position the player reported (not the estimate used while it says nothing) */
  onTimeUpdate?(currentTime: number): void;
}

function frameOrigin(url: string): string {
  try {
    return new URL(url).origin;
  } catch {
    return '*';
  }
}

/**
 * The hosted-delivery and YouTube frames. The frame gets no `allowfullscreen`, so its own
 * fullscreen cannot hide our watermark; our button puts the whole container in fullscreen.
 * Time is polled every second (see embed-time.ts for the protocol and the fallback estimate).
 */
export function EmbedVideo({
  provider,
  embedUrl,
  overlay,
  onNearlyDoneChange,
  onTimeUpdate,
}: EmbedVideoProps) {
  const t = useT();
  const listenerId = useId();
  const frameRef = useRef<HTMLIFrameElement>(null);
  const containerRef = useRef<HTMLDivElement>(null);
  const fullscreen = useFullscreen(containerRef);
  const [state, dispatch] = useReducer(playerReducer, initialPlayerState);
  const reportTime = useRef(onTimeUpdate);
  useEffect(() => {
    reportTime.current = onTimeUpdate;
  }, [onTimeUpdate]);

  useEffect(() => {
    dispatch({ type: 'sourceChanged' });
    const origin = frameOrigin(embedUrl);
    let answered = false;
    let visibleMs = 0;
    let lastTick = Date.now();
    let duration = 0;

    const post = (messages: string[]) => {
      const target = frameRef.current?.contentWindow;
      for (const message of messages) target?.postMessage(message, origin);
    };

    function onMessage(event: MessageEvent) {
      if (event.source !== frameRef.current?.contentWindow) return;
      const update = parseEmbedMessage(provider, event.data);
      if (!update) return;
      if (update.ready) post(subscribeMessages(provider));
      if (update.duration !== undefined) {
        duration = update.duration;
        dispatch({ type: 'durationChanged', duration: update.duration });
      }
      if (update.currentTime !== undefined) {
        answered = true;
        dispatch({ type: 'timeUpdated', currentTime: update.currentTime });
        reportTime.current?.(update.currentTime);
      }
    }
    window.addEventListener('message', onMessage);

    const timer = setInterval(() => {
      const now = Date.now();
      if (document.visibilityState === 'visible') visibleMs += now - lastTick;
      lastTick = now;
      post(pollMessages(provider, listenerId));
      if (!answered) dispatch({ type: 'timeUpdated', currentTime: estimateTime(visibleMs, duration) });
    }, EMBED_POLL_MS);

    return () => {
      window.removeEventListener('message', onMessage);
      clearInterval(timer);
    };
  }, [provider, embedUrl, listenerId]);

  useEffect(() => {
    onNearlyDoneChange(state.nearlyDone);
  }, [state.nearlyDone, onNearlyDoneChange]);

  return (
    <div
      ref={containerRef}
      data-testid="video-player"
      className={`relative isolate w-full overflow-hidden bg-black ${fullscreen.isFullscreen ? 'h-full' : 'aspect-video rounded-xl'}`}
    >
      <iframe
        ref={frameRef}
        src={embedUrl}
        title={t('player.frameTitle')}
        className="absolute inset-0 size-full border-0"
        allow="accelerometer; autoplay; encrypted-media; gyroscope; picture-in-picture"
        referrerPolicy="strict-origin-when-cross-origin"
      />
      {overlay}
      {fullscreen.supported && (
        <button
          type="button"
          onClick={() => void fullscreen.toggle()}
          aria-label={fullscreen.isFullscreen ? t('player.exitFullscreen') : t('player.fullscreen')}
          className="absolute end-2 top-2 z-30 inline-flex size-11 items-center justify-center rounded-full bg-black/50 text-white hover:bg-black/70 focus-visible:outline-2 focus-visible:outline-white"
        >
          {fullscreen.isFullscreen ? <ExitFullscreenIcon /> : <FullscreenIcon />}
        </button>
      )}
    </div>
  );
}
