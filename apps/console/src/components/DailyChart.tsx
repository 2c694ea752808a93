import { useEffect, useRef } from 'react';
import uPlot from 'uplot';
import 'uplot/dist/uPlot.min.css';
import type { DailyCounts } from '@news/contract/console/dashboardSchemas';

/**
 * A count per day as bars (uPlot: small, fast, canvas-drawn). The numbers are also in the
 * figure's caption table for screen readers and for copying.
 */
export function DailyChart({
  label,
  counts,
  color,
}: {
  label: string;
  counts: DailyCounts;
  color: string;
}) {
  const box = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const element = box.current;
    if (!element) return;
    const days = counts.map((c) => Date.parse(`${c.day}T00:00:00Z`) / 1000);
    const chart = new uPlot(
      {
        width: Math.max(280, element.clientWidth),
        height: 220,
        legend: { show: false },
        scales: {
          // Half a day either side, so the first and last days' bars are drawn whole.
          x: { time: true, range: (_u, min, max) => [min - 43_200, max + 43_200] },
          y: { range: (_u, _min, max) => [0, Math.max(1, max)] },
        },
        series: [
          {},
          {
            label,
            stroke: color,
            fill: `${color}55`,
            paths: uPlot.paths.bars?.({ size: [0.7, 40] }),
            points: { show: false },
          },
        ],
        axes: [{}, { incrs: [1, 2, 5, 10, 20, 50, 100, 200, 500, 1000, 5000, 10_000] }],
      },
      [days, counts.map((c) => c.count)],
      element,
    );
    return () => {
      chart.destroy();
    };
  }, [counts, label, color]);
  return <div ref={box} className="chart" role="img" aria-label={label} />;
}
