import { useEffect, useState } from 'react';

/**
 * Seconds left, counted down from the server's figure with the browser's monotonic clock (the
 * device's wall clock may be wrong); `onZero` runs once when it reaches 0.
 */
export function useCountdown(serverSecondsLeft: number, onZero: () => void): number {
  const [left, setLeft] = useState(serverSecondsLeft);
  useEffect(() => {
    const startedAt = performance.now();
    setLeft(serverSecondsLeft);
    let fired = false;
    const timer = setInterval(() => {
      const next = Math.max(0, serverSecondsLeft - Math.floor((performance.now() - startedAt) / 1000));
      setLeft(next);
      if (next === 0 && !fired) {
        fired = true;
        onZero();
      }
    }, 250);
    return () => clearInterval(timer);
  }, [serverSecondsLeft, onZero]);
  return left;
}

export const clockText = (seconds: number) =>
  `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, '0')}`;
