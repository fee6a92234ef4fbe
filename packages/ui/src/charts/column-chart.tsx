import type { GlobalToken } from 'antd/es/theme/interface';
import uPlot from 'uplot';
import { SeriesChart, type SeriesLayout, type TrendSeries } from './uplot-frame';

/** The first series palest (what there is), the next stronger (what is taken of it). */
const palette = (token: GlobalToken) => [
  token.colorPrimaryBgHover,
  token.colorPrimary,
  token.colorWarning,
  token.colorError,
];

/** The categories side by side, each series' columns narrower than the one before, in front of it. */
const layout = (categories: string[], axis: uPlot.Axis): SeriesLayout => ({
  x: categories.map((_, i) => i),
  xScale: { time: false, range: [-0.5, categories.length - 0.5] },
  xAxis: { ...axis, values: (_u, ticks) => ticks.map((t) => categories[t] ?? '') },
  series: (s, i, colour) => ({
    label: s.label,
    fill: colour,
    stroke: colour,
    paths: uPlot.paths.bars!({ size: [0.7 - i * 0.2, 64] }),
    points: { show: false },
  }),
});

/**
 * Columns per category (an ISO week), one series in front of the other: the first widest and palest (what there is),
 * the next narrower and stronger (what is taken of it), so a glance shows how full each week is. uPlot's bars, in
 * the chart chunk with the line chart.
 */
export default function ColumnChart({
  categories,
  series,
  testId,
}: {
  categories: string[];
  series: TrendSeries[];
  testId: string;
}) {
  return (
    <SeriesChart
      categories={categories}
      series={series}
      testId={testId}
      height={240}
      swatch="box"
      palette={palette}
      layout={layout}
    />
  );
}
