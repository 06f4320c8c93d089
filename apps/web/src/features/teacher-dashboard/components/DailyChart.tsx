// The 90-day chart: uPlot and its stylesheet live in this module's own lazy chunk.
import { useEffect, useRef } from 'react';
import uPlot from 'uplot';
import 'uplot/dist/uPlot.min.css';
import type { DashboardDay } from '@dars/core/contract';

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
    const days = new Intl.DateTimeFormat(locale === 'ar' ? 'ar-EG' : 'en-GB', {
      day: 'numeric',
      month: 'short',
      timeZone: 'UTC',
    });
    const numbers = new Intl.NumberFormat(locale === 'ar' ? 'ar-EG' : 'en-GB');
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
            value: (_u, value) => (value === null ? '' : days.format(new Date(value * 1000))),
          },
          {
            label: labels.enrolments,
            stroke: '#1d4ed8',
            fill: 'rgba(29, 78, 216, 0.12)',
            width: 2,
            value: (_u, value) => (value === null ? '' : numbers.format(value)),
          },
          {
            label: labels.redemptions,
            stroke: '#c2410c',
            width: 2,
            dash: [6, 4],
            value: (_u, value) => (value === null ? '' : numbers.format(value)),
          },
        ],
        axes: [
          {
            space: 70,
            incrs: [DAY_SECONDS, 7 * DAY_SECONDS, 14 * DAY_SECONDS, 30 * DAY_SECONDS],
            values: (_u, splits) => splits.map((split) => days.format(new Date(split * 1000))),
          },
          {
            values: (_u, splits) =>
              splits.map((split) => (Number.isInteger(split) ? numbers.format(split) : '')),
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
