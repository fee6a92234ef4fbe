import { useEffect, useRef } from 'react';
import theme from 'antd/es/theme';
import uPlot from 'uplot';
import { chartStyle } from './chart-style';
import type { TrendSeries } from './trend-chart';

/**
 * Columns per category (an ISO week), one series in front of the other: the first widest and palest (what there is),
 * the next narrower and stronger (what is taken of it), so a glance shows how full each week is. uPlot's bars, in
 * the chart chunk with the line chart; the page shows the same numbers as a table for keyboard and screen-reader
 * users, so the canvas is hidden from them.
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
  const box = useRef<HTMLDivElement>(null);
  const { token } = theme.useToken();
  const palette = [token.colorPrimaryBgHover, token.colorPrimary, token.colorWarning, token.colorError];
  useEffect(() => {
    const el = box.current;
    if (!el) return;
    const axis = { stroke: token.colorTextSecondary, grid: { stroke: token.colorBorderSecondary, width: 1 } };
    const width = () => Math.max(280, el.clientWidth);
    const chart = new uPlot(
      {
        width: width(),
        height: 240,
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
            fill: palette[i % palette.length],
            stroke: palette[i % palette.length],
            paths: uPlot.paths.bars!({ size: [0.7 - i * 0.2, 64] }),
            points: { show: false },
          })),
        ],
      },
      [categories.map((_, i) => i), ...series.map((s) => s.values)],
      el,
    );
    const resize = new ResizeObserver(() => chart.setSize({ width: width(), height: 240 }));
    resize.observe(el);
    return () => {
      resize.disconnect();
      chart.destroy();
    };
    // eslint-disable-next-line react-hooks/exhaustive-deps -- the palette is derived from the token
  }, [categories, series, token]);
  return (
    <div aria-hidden="true" data-testid={testId}>
      <style>{chartStyle}</style>
      <div ref={box} />
      <ul style={{ display: 'flex', flexWrap: 'wrap', gap: 12, listStyle: 'none', padding: 0, margin: '8px 0 0' }}>
        {series.map((s, i) => (
          <li key={s.label} style={{ display: 'flex', alignItems: 'center', gap: 6 }}>
            <span style={{ width: 12, height: 12, background: palette[i % palette.length] }} />
            {s.label}
          </li>
        ))}
      </ul>
    </div>
  );
}
