import {
  useCallback,
  useEffect,
  useId,
  useReducer,
  useRef,
  useState,
  type KeyboardEvent,
  type ReactNode,
} from 'react';
import { PLAYBACK_SPEEDS } from '@dars/core/rules';
import { useT } from '../../shared/i18n/index.ts';
import { ExitFullscreenIcon, FullscreenIcon, MutedIcon, PauseIcon, PlayIcon, VolumeIcon } from './icons.tsx';
import { formatClock, initialPlayerState, keyToCommand, playerReducer } from './player-state.ts';
import { useFullscreen } from './use-fullscreen.ts';
import { useControlsAutoHide } from './use-player-hooks.ts';
import { useVideoSource, type HlsSettings } from './use-video-source.ts';

export interface NativeVideoProps {
  url: string;
  hls: boolean;
  /** Drawn over the video and inside the fullscreen element (the watermark). */
  overlay?: ReactNode;
  onNearlyDoneChange(nearlyDone: boolean): void;
  /** hls.js settings of a protected video (its key loading); hls.js then plays it everywhere */
  hlsConfig?: HlsSettings;
  /** every time update of the picture (the protected player counts the seconds played) */
  onTimeUpdate?(video: HTMLVideoElement): void;
}

const controlButton =
  'inline-flex size-11 shrink-0 items-center justify-center rounded-full text-white hover:bg-white/20 focus-visible:outline-2 focus-visible:outline-white';

export function NativeVideo({
  url,
  hls,
  overlay,
  onNearlyDoneChange,
  hlsConfig,
  onTimeUpdate,
}: NativeVideoProps) {
  const t = useT();
  const speedId = useId();
  const videoRef = useRef<HTMLVideoElement>(null);
  const containerRef = useRef<HTMLDivElement>(null);
  const [state, dispatch] = useReducer(playerReducer, initialPlayerState);
  const [failed, setFailed] = useState(false);
  const fullscreen = useFullscreen(containerRef);
  useControlsAutoHide(state, dispatch);

  const onFailure = useCallback(() => setFailed(true), []);
  useEffect(() => {
    dispatch({ type: 'sourceChanged' });
    setFailed(false);
  }, [url]);
  useVideoSource(videoRef, url, hls, onFailure, hlsConfig);

  useEffect(() => {
    dispatch({ type: 'fullscreenChanged', fullscreen: fullscreen.isFullscreen });
  }, [fullscreen.isFullscreen]);

  useEffect(() => {
    onNearlyDoneChange(state.nearlyDone);
  }, [state.nearlyDone, onNearlyDoneChange]);

  useEffect(() => {
    const video = videoRef.current;
    if (!video) return;
    video.volume = state.volume;
    video.muted = state.muted;
    video.playbackRate = state.speed;
  }, [state.volume, state.muted, state.speed]);

  useEffect(() => {
    const video = videoRef.current;
    if (video && state.seekCommand) video.currentTime = state.seekCommand.time;
  }, [state.seekCommand]);

  const togglePlay = useCallback(() => {
    const video = videoRef.current;
    if (!video) return;
    if (video.paused || video.ended) void video.play().catch(() => undefined);
    else video.pause();
  }, []);

  function onKeyDown(event: KeyboardEvent<HTMLDivElement>) {
    if (event.altKey || event.ctrlKey || event.metaKey) return;
    const target = event.target as HTMLElement;
    // Let form controls keep their own keys (the seek and volume sliders, the speed menu).
    if (target !== event.currentTarget && /^(INPUT|SELECT|TEXTAREA)$/.test(target.tagName)) return;
    if (
      target !== event.currentTarget &&
      target.tagName === 'BUTTON' &&
      (event.key === ' ' || event.key === 'Enter')
    )
      return;
    const command = keyToCommand(event.key, { shiftKey: event.shiftKey, now: Date.now() });
    if (!command) return;
    event.preventDefault();
    dispatch({ type: 'activity' });
    if (command.type === 'togglePlay') togglePlay();
    else if (command.type === 'toggleFullscreen') void fullscreen.toggle();
    else dispatch(command);
  }

  const duration = state.duration || 0;
  const showControls = state.controlsVisible || !state.playing;

  return (
    <div
      ref={containerRef}
      data-testid="video-player"
      tabIndex={0}
      onKeyDown={onKeyDown}
      onPointerMove={() => dispatch({ type: 'activity' })}
      onPointerDown={() => dispatch({ type: 'activity' })}
      className={`relative isolate w-full overflow-hidden bg-black focus-visible:outline-3 focus-visible:outline-secondary ${
        fullscreen.isFullscreen ? 'flex h-full items-center' : 'aspect-video rounded-xl'
      } ${showControls ? '' : 'cursor-none'}`}
    >
      <video
        ref={videoRef}
        className="size-full object-contain"
        playsInline
        preload="metadata"
        onClick={togglePlay}
        onLoadedMetadata={(event) =>
          dispatch({ type: 'ready', duration: event.currentTarget.duration, now: Date.now() })
        }
        onDurationChange={(event) =>
          dispatch({ type: 'durationChanged', duration: event.currentTarget.duration })
        }
        onTimeUpdate={(event) => {
          dispatch({ type: 'timeUpdated', currentTime: event.currentTarget.currentTime });
          onTimeUpdate?.(event.currentTarget);
        }}
        onPlay={() => dispatch({ type: 'played' })}
        onPause={() => dispatch({ type: 'paused' })}
        onEnded={() => dispatch({ type: 'paused' })}
        onError={onFailure}
      />
      {overlay}
      {failed && (
        <p
          role="alert"
          className="absolute inset-x-0 top-1/3 z-30 mx-auto w-fit rounded-lg bg-black/80 px-4 py-2 text-white"
        >
          {t('player.videoFailed')}
        </p>
      )}
      {!state.playing && !failed && (
        <button
          type="button"
          onClick={togglePlay}
          aria-label={t('player.play')}
          className="absolute inset-0 z-10 m-auto flex size-14 items-center sm:size-16 justify-center rounded-full bg-primary-700/90 text-white shadow-lg hover:bg-primary-800 focus-visible:outline-3 focus-visible:outline-white"
        >
          <PlayIcon className="size-8" />
        </button>
      )}
      <div
        dir="ltr"
        data-testid="video-controls"
        className={`pointer-events-none absolute inset-x-0 bottom-0 z-30 bg-gradient-to-t from-black/80 to-transparent px-2 pb-1 pt-6 transition-opacity duration-300 ${
          showControls ? 'opacity-100 *:pointer-events-auto' : 'opacity-0'
        }`}
      >
        <input
          type="range"
          aria-label={t('player.seek')}
          min={0}
          max={duration || 0}
          step={0.1}
          value={Math.min(state.currentTime, duration || state.currentTime)}
          onChange={(event) =>
            dispatch({ type: 'seekRequested', time: Number(event.target.value), now: Date.now() })
          }
          className="h-6 w-full cursor-pointer accent-primary-500"
        />
        <div className="flex items-center gap-1 text-white">
          <button
            type="button"
            className={controlButton}
            onClick={togglePlay}
            aria-label={state.playing ? t('player.pause') : t('player.play')}
          >
            {state.playing ? <PauseIcon /> : <PlayIcon />}
          </button>
          <span className="min-w-0 px-1 text-xs tabular-nums sm:text-sm">
            {t('player.time', { current: formatClock(state.currentTime), total: formatClock(duration) })}
          </span>
          <span className="flex-1" />
          <button
            type="button"
            className={controlButton}
            onClick={() => dispatch({ type: 'muteToggled' })}
            aria-label={state.muted ? t('player.unmute') : t('player.mute')}
            aria-pressed={state.muted}
          >
            {state.muted || state.volume === 0 ? <MutedIcon /> : <VolumeIcon />}
          </button>
          <input
            type="range"
            aria-label={t('player.volume')}
            min={0}
            max={1}
            step={0.1}
            value={state.muted ? 0 : state.volume}
            onChange={(event) => dispatch({ type: 'volumeChanged', volume: Number(event.target.value) })}
            className="hidden h-6 w-20 cursor-pointer accent-primary-500 sm:block"
          />
          <label className="sr-only" htmlFor={speedId}>
            {t('player.speed')}
          </label>
          <select
            id={speedId}
            value={state.speed}
            onChange={(event) => dispatch({ type: 'speedChanged', speed: Number(event.target.value) })}
            className="h-11 rounded-md bg-black/60 px-1 text-sm text-white"
          >
            {PLAYBACK_SPEEDS.map((speed) => (
              <option key={speed} value={speed}>
                {t('player.speedValue', { speed })}
              </option>
            ))}
          </select>
          {fullscreen.supported && (
            <button
              type="button"
              className={controlButton}
              onClick={() => void fullscreen.toggle()}
              aria-label={fullscreen.isFullscreen ? t('player.exitFullscreen') : t('player.fullscreen')}
            >
              {fullscreen.isFullscreen ? <ExitFullscreenIcon /> : <FullscreenIcon />}
            </button>
          )}
        </div>
      </div>
    </div>
  );
}
