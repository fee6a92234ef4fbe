import { useEffect, useMemo, useRef } from 'react';
import theme from 'antd/es/theme';
import type { GlobalToken } from 'antd/es/theme/interface';
import uPlot from 'uplot';
import { chartStyle } from './chart-style';

/** A chart's options (without its size, which the frame sets) and its data, as uPlot takes them. */
export interface ChartSpec {
  options: Omit<uPlot.Options, 'width' | 'height'>;
  data: uPlot.AlignedData;
}

/** A named row of numbers of a chart, one per period or category. */
export interface TrendSeries {
  label: string;
  values: number[];
}

/** The theme's axis (text and grid colours, light or dark) for a chart's axes. */
export function useChartAxis(): uPlot.Axis {
  const { token } = theme.useToken();
  return { stroke: token.colorTextSecondary, grid: { stroke: token.colorBorderSecondary, width: 1 } };
}

/**
 * The frame every chart of the kit draws in: uPlot in the width of its box (followed on resize), `height` tall, with
 * a legend of its own below (words beside each colour, never colour alone). The page shows the same numbers as a
 * table beside it for keyboard and screen-reader users, so the frame is hidden from them.
 */
export function UPlotFrame({
  spec,
  height,
  legend,
  testId,
}: {
  spec: ChartSpec;
  height: number;
  legend: { label: string; colour: string; swatch: 'line' | 'box' }[];
  testId: string;
}) {
  const box = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const el = box.current;
    if (!el) return;
    const width = () => Math.max(280, el.clientWidth);
    const chart = new uPlot({ ...spec.options, width: width(), height }, spec.data, el);
    const resize = new ResizeObserver(() => chart.setSize({ width: width(), height }));
    resize.observe(el);
    return () => {
      resize.disconnect();
      chart.destroy();
    };
  }, [spec, height]);
  return (
    <div aria-hidden="true" data-testid={testId}>
      <style>{chartStyle}</style>
      <div ref={box} />
      <ul style={{ display: 'flex', flexWrap: 'wrap', gap: 12, listStyle: 'none', padding: 0, margin: '8px 0 0' }}>
        {legend.map((l) => (
          <li key={l.label} style={{ display: 'flex', alignItems: 'center', gap: 6 }}>
            <span style={{ width: 12, height: l.swatch === 'line' ? 3 : 12, background: l.colour }} />
            {l.label}
          </li>
        ))}
      </ul>
    </div>
  );
}

/** What a chart of series has of its own: its x values, x scale and x axis, and how each series is drawn. */
export interface SeriesLayout {
  x: number[];
  xScale: uPlot.Scale;
  xAxis: uPlot.Axis;
  series: (series: TrendSeries, index: number, colour: string) => uPlot.Series;
}

/**
 * A chart of named series in the frame: the theme's axes (the y axis wide enough for the counts), the series coloured
 * from the theme's `palette` in turn (light or dark), named by the frame's legend (uPlot's own legend and cursor are
 * off). `palette` and `layout` are the chart's module functions; the chart is drawn again when `categories`, the
 * series or the theme change.
 */
export function SeriesChart({
  categories,
  series,
  testId,
  height,
  swatch,
  palette,
  layout,
}: {
  categories: string[];
  series: TrendSeries[];
  testId: string;
  height: number;
  swatch: 'line' | 'box';
  palette: (token: GlobalToken) => string[];
  layout: (categories: string[], axis: uPlot.Axis) => SeriesLayout;
}) {
  const { token } = theme.useToken();
  const axis = useChartAxis();
  const colours = palette(token);
  const colour = (i: number) => colours[i % colours.length]!;
  const spec = useMemo<ChartSpec>(
    () => {
      const own = layout(categories, axis);
      return {
        options: {
          legend: { show: false },
          cursor: { show: false },
          scales: { x: own.xScale },
          axes: [own.xAxis, { ...axis, size: 56 }],
          series: [{}, ...series.map((s, i) => own.series(s, i, colour(i)))],
        },
        data: [own.x, ...series.map((s) => s.values)],
      };
    },
    // eslint-disable-next-line react-hooks/exhaustive-deps -- the axis and the palette are derived from the token
    [categories, series, token],
  );
  return (
    <UPlotFrame
      spec={spec}
      height={height}
      legend={series.map((s, i) => ({ label: s.label, colour: colour(i), swatch }))}
      testId={testId}
    />
  );
}
