import type { GlobalToken } from 'antd/es/theme/interface';
import type uPlot from 'uplot';
import { SeriesChart, type SeriesLayout, type TrendSeries } from './uplot-frame';

export type { TrendSeries } from './uplot-frame';

/** One colour per step, from the theme (light or dark). */
const palette = (token: GlobalToken) => [
  token.colorPrimary,
  token.colorInfo,
  token.colorSuccess,
  token.colorWarning,
  token.colorError,
  token['purple-6'],
  token['cyan-6'],
];

/** Days on a time axis, each series a line. */
const layout = (days: string[], axis: uPlot.Axis): SeriesLayout => ({
  x: days.map((d) => Date.parse(`${d}T00:00:00Z`) / 1000),
  xScale: { time: true },
  xAxis: axis,
  series: (s, _i, colour) => ({ label: s.label, stroke: colour, width: 2 }),
});

/**
 * A line chart of counts over periods (uPlot: 23 KiB gzip; `TrendChart` of index.ts loads it with the first chart
 * shown, ADR 0031). `days` are the periods' first days (`YYYY-MM-DD`). Colours follow the theme, so it reads in dark
 * mode too.
 */
export default function TrendChart({
  days,
  series,
  testId,
}: {
  days: string[];
  series: TrendSeries[];
  testId: string;
}) {
  return (
    <SeriesChart
      categories={days}
      series={series}
      testId={testId}
      height={260}
      swatch="line"
      palette={palette}
      layout={layout}
    />
  );
}
