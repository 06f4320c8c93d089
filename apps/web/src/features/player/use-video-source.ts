import { useEffect, type RefObject } from 'react';
import type { HlsConfig } from 'hls.js';

export type HlsSettings = Partial<HlsConfig>;

/**
 * Attaches the source: MP4 directly; HLS natively (Safari) or through hls.js, loaded on demand.
 * With `hlsConfig` (a protected video: its key comes through hls.js) always through hls.js.
 */
export function useVideoSource(
  video: RefObject<HTMLVideoElement | null>,
  url: string,
  hls: boolean,
  onFailure: () => void,
  hlsConfig?: HlsSettings,
) {
  useEffect(() => {
    const element = video.current;
    if (!element) return;
    let cancelled = false;
    let destroy: (() => void) | null = null;
    if (hls && (hlsConfig || !element.canPlayType('application/vnd.apple.mpegurl'))) {
      import('hls.js')
        .then(({ default: Hls }) => {
          if (cancelled) return;
          if (!Hls.isSupported()) {
            if (hlsConfig) onFailure();
            else element.src = url;
            return;
          }
          const player = new Hls(hlsConfig);
          player.on(Hls.Events.ERROR, (_event, data) => {
            if (data.fatal) onFailure();
          });
          player.loadSource(url);
          player.attachMedia(element);
          destroy = () => player.destroy();
        })
        .catch(() => {
          if (!cancelled) onFailure();
        });
    } else {
      element.src = url;
    }
    return () => {
      cancelled = true;
      destroy?.();
      element.removeAttribute('src');
      element.load();
    };
  }, [video, url, hls, onFailure, hlsConfig]);
}
