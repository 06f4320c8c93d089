import { useEffect, useState } from 'react';
import { UNIT_COUNTDOWN_TICK_MS } from '@dars/core/rules';

/** The current time, re-rendered every second (unit countdowns tick every second). */
export function useNow(tickMs: number = UNIT_COUNTDOWN_TICK_MS): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), tickMs);
    return () => clearInterval(timer);
  }, [tickMs]);
  return now;
}
