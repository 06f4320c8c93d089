import { useEffect, useState } from 'react';

/** Index that advances every `intervalMs` while not paused (testimonials: 4000 ms). */
export function useRotation(
  count: number,
  intervalMs: number,
  paused: boolean,
): [number, (index: number) => void] {
  const [index, setIndex] = useState(0);
  useEffect(() => {
    if (paused || count < 2) return;
    const timer = setInterval(() => setIndex((current) => (current + 1) % count), intervalMs);
    return () => clearInterval(timer);
  }, [count, intervalMs, paused]);
  return [count === 0 ? 0 : index % count, setIndex];
}
