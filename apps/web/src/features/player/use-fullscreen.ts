import { useCallback, useEffect, useState, type RefObject } from 'react';

type LockableOrientation = ScreenOrientation & { lock?: (orientation: string) => Promise<void> };

function orientation(): LockableOrientation | null {
  return typeof screen !== 'undefined' && screen.orientation
    ? (screen.orientation as LockableOrientation)
    : null;
}

function isPhoneLike(): boolean {
  return (
    typeof window !== 'undefined' &&
    typeof window.matchMedia === 'function' &&
    window.matchMedia('(pointer: coarse)').matches
  );
}

/**
 * Fullscreen of the player container (not of the <video> or <iframe>), so our watermark and
 * controls stay on top. On touch devices the screen is locked to landscape where the browser
 * allows it; every call is guarded because most desktop browsers reject orientation locks.
 */
export function useFullscreen(target: RefObject<HTMLElement | null>) {
  const [isFullscreen, setIsFullscreen] = useState(false);

  useEffect(() => {
    function onChange() {
      const active = document.fullscreenElement !== null && document.fullscreenElement === target.current;
      setIsFullscreen(active);
      if (!active) {
        try {
          orientation()?.unlock?.();
        } catch {
          // not supported
        }
      }
    }
    document.addEventListener('fullscreenchange', onChange);
    return () => document.removeEventListener('fullscreenchange', onChange);
  }, [target]);

  const toggle = useCallback(async () => {
    const element = target.current;
    if (!element) return;
    try {
      if (document.fullscreenElement) {
        await document.exitFullscreen();
        return;
      }
      if (typeof element.requestFullscreen !== 'function') return;
      await element.requestFullscreen();
      if (isPhoneLike())
        await orientation()
          ?.lock?.('landscape')
          .catch(() => undefined);
    } catch {
      // Fullscreen refused (iframe policy, user gesture missing): stay inline.
    }
  }, [target]);

  return {
    isFullscreen,
    toggle,
    supported: typeof document !== 'undefined' && document.fullscreenEnabled !== false,
  };
}
