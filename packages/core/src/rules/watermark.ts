import { WATERMARK } from './constants.ts';

export interface WatermarkPathOptions {
  periodMs?: number;
  minPct?: number;
  maxPct?: number;
}

export interface WatermarkPosition {
  /** Distance from the frame's left edge, percent of its width. */
  xPct: number;
  /** Distance from the frame's top edge, percent of its height. */
  yPct: number;
}

/**
 * The watermark moves along a square path, one loop per period (20 s), inside
 * minPct..maxPct (5–35 %) of the frame. Clockwise from the top-left corner: each side takes a
 * quarter of the period (top edge, right edge, bottom edge, left edge), at constant speed.
 * Negative time wraps; non-finite time → the start corner; bad options fall back to defaults.
 */
export function watermarkPosition(elapsedMs: unknown, options: WatermarkPathOptions = {}): WatermarkPosition {
  const period =
    typeof options.periodMs === 'number' && Number.isFinite(options.periodMs) && options.periodMs > 0
      ? options.periodMs
      : WATERMARK.pathPeriodMs;
  const a = finiteOr(options.minPct, WATERMARK.minPct);
  const b = finiteOr(options.maxPct, WATERMARK.maxPct);
  const min = Math.min(a, b);
  const span = Math.max(a, b) - min;
  const time = typeof elapsedMs === 'number' && Number.isFinite(elapsedMs) ? elapsedMs : 0;
  const phase = ((((time % period) + period) % period) / period) * 4;
  const side = Math.min(Math.floor(phase), 3);
  const along = phase - side;
  const forward = min + span * along;
  const backward = min + span * (1 - along);
  switch (side) {
    case 0:
      return { xPct: forward, yPct: min };
    case 1:
      return { xPct: min + span, yPct: forward };
    case 2:
      return { xPct: backward, yPct: min + span };
    default:
      return { xPct: min, yPct: backward };
  }
}

function finiteOr(value: unknown, fallback: number): number {
  return typeof value === 'number' && Number.isFinite(value) ? value : fallback;
}
