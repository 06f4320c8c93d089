import { useEffect, type RefObject } from 'react';

/** Attaches the source: MP4 directly; HLS natively (Safari) or through hls.js, loaded on demand. */
export function useVideoSource(
  video: RefObject<HTMLVideoElement | null>,
  url: string,
  hls: boolean,
  onFailure: () => void,
) {
  useEffect(() => {
    const element = video.current;
    if (!element) return;
    let cancelled = false;
    let destroy: (() => void) | null = null;
    if (hls && !element.canPlayType('application/vnd.apple.mpegurl')) {
      import('hls.js')
        .then(({ default: Hls }) => {
          if (cancelled) return;
          if (!Hls.isSupported()) {
            element.src = url;
            return;
          }
          const player = new Hls();
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
  }, [video, url, hls, onFailure]);
}
