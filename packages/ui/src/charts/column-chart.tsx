import { useMemo } from 'react';
import theme from 'antd/es/theme';
import uPlot from 'uplot';
import type { TrendSeries } from './trend-chart';
import { UPlotFrame, useChartAxis, type ChartSpec } from './uplot-frame';

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
  const { token } = theme.useToken();
  const axis = useChartAxis();
  const palette = [token.colorPrimaryBgHover, token.colorPrimary, token.colorWarning, token.colorError];
  const colour = (i: number) => palette[i % palette.length]!;
  const spec = useMemo<ChartSpec>(
    () => ({
      options: {
        legend: { show: false },
        cursor: { show: false },
        scales: { x: { time: false, range: [-0.5, categories.length - 0.5] } },
        axes: [
          { ...axis, values: (_u, ticks) => ticks.map((t) => categories[t] ?? '') },
          { ...axis, size: 56 },
        ],
        series: [
          {},
          ...series.map((s, i) => ({
            label: s.label,
            fill: colour(i),
            stroke: colour(i),
            paths: uPlot.paths.bars!({ size: [0.7 - i * 0.2, 64] }),
            points: { show: false },
          })),
        ],
      },
      data: [categories.map((_, i) => i), ...series.map((s) => s.values)],
    }),
    // eslint-disable-next-line react-hooks/exhaustive-deps -- the axis and the palette are derived from the token
    [categories, series, token],
  );
  return (
    <UPlotFrame
      spec={spec}
      height={240}
      legend={series.map((s, i) => ({ label: s.label, colour: colour(i), swatch: 'box' }))}
      testId={testId}
    />
  );
}
