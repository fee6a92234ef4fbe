import { useEffect, useRef } from 'react';
import theme from 'antd/es/theme';
import uPlot from 'uplot';
import { chartStyle } from './chart-style';

export interface TrendSeries {
  label: string;
  values: number[];
}

/**
 * A line chart of counts over periods (uPlot: 23 KiB gzip; `TrendChart` of index.ts loads it with the first chart shown, ADR 0031). `days`
 * are the periods' first days (`YYYY-MM-DD`). Colours follow the theme, so it reads in dark mode too; the page
 * shows the same numbers as a table beside it for keyboard and screen-reader users, so the canvas is hidden from
 * them.
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
  const box = useRef<HTMLDivElement>(null);
  const { token } = theme.useToken();
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
  useEffect(() => {
    const el = box.current;
    if (!el) return;
    const axis = { stroke: token.colorTextSecondary, grid: { stroke: token.colorBorderSecondary, width: 1 } };
    const width = () => Math.max(280, el.clientWidth);
    const chart = new uPlot(
      {
        width: width(),
        height: 260,
        legend: { show: false },
        cursor: { show: false },
        scales: { x: { time: true } },
        axes: [axis, { ...axis, size: 56 }],
        series: [{}, ...series.map((s, i) => ({ label: s.label, stroke: palette[i % palette.length], width: 2 }))],
      },
      [days.map((d) => Date.parse(`${d}T00:00:00Z`) / 1000), ...series.map((s) => s.values)],
      el,
    );
    const resize = new ResizeObserver(() => chart.setSize({ width: width(), height: 260 }));
    resize.observe(el);
    return () => {
      resize.disconnect();
      chart.destroy();
    };
    // eslint-disable-next-line react-hooks/exhaustive-deps -- the palette is derived from the token
  }, [days, series, token]);
  return (
    <div aria-hidden="true" data-testid={testId}>
      <style>{chartStyle}</style>
      <div ref={box} />
      <ul style={{ display: 'flex', flexWrap: 'wrap', gap: 12, listStyle: 'none', padding: 0, margin: '8px 0 0' }}>
        {series.map((s, i) => (
          <li key={s.label} style={{ display: 'flex', alignItems: 'center', gap: 6 }}>
            <span
              style={{
                width: 12,
                height: 3,
                background: palette[i % palette.length],
              }}
            />
            {s.label}
          </li>
        ))}
      </ul>
    </div>
  );
}
