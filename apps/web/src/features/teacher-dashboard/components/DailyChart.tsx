// The 90-day chart: uPlot and its stylesheet live in this module's own lazy chunk.
import { useEffect, useRef } from 'react';
import uPlot from 'uplot';
import 'uplot/dist/uPlot.min.css';
import type { DashboardDay } from '@dars/core/contract';
import { formatDate } from '@dars/core/messages/dates';
import { formatNumber } from '@dars/core/messages/runtime';

/** The chart's days are UTC dates (the server counts by UTC day). */
const DAY_AXIS: Intl.DateTimeFormatOptions = { day: 'numeric', month: 'short', timeZone: 'UTC' };

export interface DailyChartProps {
  daily: readonly DashboardDay[];
  locale: 'ar' | 'en';
  labels: { day: string; enrolments: string; redemptions: string };
  /** what the chart shows, for assistive technology */
  description: string;
}

const HEIGHT = 240;
const DAY_SECONDS = 86_400;

/** Enrolments and code redemptions per UTC day. Time runs left to right in both languages. */
export default function DailyChart({ daily, locale, labels, description }: DailyChartProps) {
  const box = useRef<HTMLDivElement>(null);

  useEffect(() => {
    const element = box.current;
    if (!element) return;
    const dayLabel = (seconds: number) => formatDate(locale, seconds * 1000, DAY_AXIS);
    const countLabel = (value: number) => formatNumber(locale, value);
    const xs = daily.map((day) => Date.parse(`${day.day}T00:00:00.000Z`) / 1000);
    const data: uPlot.AlignedData = [
      xs,
      daily.map((day) => day.enrolments),
      daily.map((day) => day.redemptions),
    ];
    const plot = new uPlot(
      {
        width: Math.max(280, element.clientWidth),
        height: HEIGHT,
        scales: { x: { time: false, range: [xs[0] ?? 0, (xs.at(-1) ?? 0) + DAY_SECONDS / 2] } },
        series: [
          {
            label: labels.day,
            value: (_u, value) => (value === null ? '' : dayLabel(value)),
          },
          {
            label: labels.enrolments,
            stroke: '#1d4ed8',
            fill: 'rgba(29, 78, 216, 0.12)',
            width: 2,
            value: (_u, value) => (value === null ? '' : countLabel(value)),
          },
          {
            label: labels.redemptions,
            stroke: '#c2410c',
            width: 2,
            dash: [6, 4],
            value: (_u, value) => (value === null ? '' : countLabel(value)),
          },
        ],
        axes: [
          {
            space: 70,
            incrs: [DAY_SECONDS, 7 * DAY_SECONDS, 14 * DAY_SECONDS, 30 * DAY_SECONDS],
            values: (_u, splits) => splits.map((split) => dayLabel(split)),
          },
          {
            values: (_u, splits) => splits.map((split) => (Number.isInteger(split) ? countLabel(split) : '')),
          },
        ],
        cursor: { drag: { x: false, y: false } },
        // the legend is the key of the two lines: a live one showed the day and the figures under
        // the pointer, and with no pointer over the chart (a phone, a page just opened) empty labels
        legend: { live: false },
      },
      data,
      element,
    );
    const resize = new ResizeObserver(() =>
      plot.setSize({ width: Math.max(280, element.clientWidth), height: HEIGHT }),
    );
    resize.observe(element);
    return () => {
      resize.disconnect();
      plot.destroy();
    };
  }, [daily, locale, labels.day, labels.enrolments, labels.redemptions]);

  return (
    <div
      ref={box}
      dir="ltr"
      role="img"
      aria-label={description}
      data-testid="daily-chart"
      className="w-full"
    />
  );
}
