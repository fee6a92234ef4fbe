import { useEffect, useRef } from 'react';
import theme from 'antd/es/theme';
import uPlot from 'uplot';
import { chartStyle } from './chart-style';

/** A chart's options (without its size, which the frame sets) and its data, as uPlot takes them. */
export interface ChartSpec {
  options: Omit<uPlot.Options, 'width' | 'height'>;
  data: uPlot.AlignedData;
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
