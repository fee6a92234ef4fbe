import { useMemo } from 'react';
import theme from 'antd/es/theme';
import { UPlotFrame, useChartAxis, type ChartSpec } from './uplot-frame';

export interface TrendSeries {
  label: string;
  values: number[];
}

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
  const { token } = theme.useToken();
  const axis = useChartAxis();
  // One colour per step, from the theme (light or dark).
  const palette = [
    token.colorPrimary,
    token.colorInfo,
    token.colorSuccess,
    token.colorWarning,
    token.colorError,
    token['purple-6'],
    token['cyan-6'],
  ];
  const colour = (i: number) => palette[i % palette.length]!;
  const spec = useMemo<ChartSpec>(
    () => ({
      options: {
        legend: { show: false },
        cursor: { show: false },
        scales: { x: { time: true } },
        axes: [axis, { ...axis, size: 56 }],
        series: [{}, ...series.map((s, i) => ({ label: s.label, stroke: colour(i), width: 2 }))],
      },
      data: [days.map((d) => Date.parse(`${d}T00:00:00Z`) / 1000), ...series.map((s) => s.values)],
    }),
    // eslint-disable-next-line react-hooks/exhaustive-deps -- the axis and the palette are derived from the token
    [days, series, token],
  );
  return (
    <UPlotFrame
      spec={spec}
      height={260}
      legend={series.map((s, i) => ({ label: s.label, colour: colour(i), swatch: 'line' }))}
      testId={testId}
    />
  );
}
