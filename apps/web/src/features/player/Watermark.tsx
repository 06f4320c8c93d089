import { useEffect, useState } from 'react';
import { WATERMARK, watermarkPosition } from '@dars/core/rules';

const TICK_MS = 1000;

export interface WatermarkProps {
  text: string;
  opacity: number;
}

/**
 * The student's phone number drawn over the video. It walks the core square path (one loop per
 * 20 s, 5–35 % of the frame); the position is recomputed every second and the browser glides
 * between points with a 1 s linear transition, so the mark never sits still.
 */
export function Watermark({ text, opacity }: WatermarkProps) {
  const [elapsed, setElapsed] = useState(0);

  useEffect(() => {
    const startedAt = Date.now();
    const timer = setInterval(() => setElapsed(Date.now() - startedAt), TICK_MS);
    return () => clearInterval(timer);
  }, []);

  if (!text) return null;
  const { xPct, yPct } = watermarkPosition(elapsed, { periodMs: WATERMARK.pathPeriodMs });
  return (
    <div
      data-testid="video-watermark"
      aria-hidden="true"
      dir="ltr"
      className="pointer-events-none absolute z-20 select-none whitespace-nowrap font-bold text-white [text-shadow:0_0_3px_rgba(0,0,0,0.9)] text-sm sm:text-lg"
      style={{
        left: `${xPct}%`,
        top: `${yPct}%`,
        opacity,
        transition: `left ${TICK_MS}ms linear, top ${TICK_MS}ms linear`,
      }}
    >
      {text}
    </div>
  );
}
