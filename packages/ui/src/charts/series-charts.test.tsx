import { render, screen } from '@testing-library/react';
import theme from 'antd/es/theme';
import type uPlot from 'uplot';
import ColumnChart from './column-chart';
import TrendChart from './trend-chart';

// jsdom has no canvas: uPlot is replaced by a record of what each chart asks it to draw (its options and data).
const mockDrawn: { options: uPlot.Options; data: uPlot.AlignedData }[] = [];
jest.mock('uplot', () => {
  const UPlot = jest.fn((options: uPlot.Options, data: uPlot.AlignedData) => {
    mockDrawn.push({ options, data });
    return { setSize: jest.fn(), destroy: jest.fn() };
  });
  return { __esModule: true, default: Object.assign(UPlot, { paths: { bars: (bars: unknown) => ({ bars }) } }) };
});

const token = theme.getDesignToken();
const series = [
  { label: 'Available', values: [15, 9] },
  { label: 'Reserved', values: [7, 0] },
];

beforeAll(() => {
  globalThis.ResizeObserver = class {
    observe() {}
    disconnect() {}
  } as unknown as typeof ResizeObserver;
});
beforeEach(() => {
  mockDrawn.length = 0;
});

describe('the series charts', () => {
  it('draws a trend as lines over days on a time axis, coloured from the theme, named by the legend', () => {
    render(<TrendChart days={['2026-11-23', '2026-11-24']} series={series} testId="trend" />);
    const [{ options, data }] = mockDrawn;
    expect(options).toMatchObject({
      height: 260,
      legend: { show: false },
      cursor: { show: false },
      scales: { x: { time: true } },
    });
    expect(options.axes).toHaveLength(2);
    expect(options.axes![1]).toMatchObject({ size: 56 });
    expect(options.series).toEqual([
      {},
      { label: 'Available', stroke: token.colorPrimary, width: 2 },
      { label: 'Reserved', stroke: token.colorInfo, width: 2 },
    ]);
    expect(data).toEqual([
      [Date.UTC(2026, 10, 23) / 1000, Date.UTC(2026, 10, 24) / 1000],
      [15, 9],
      [7, 0],
    ]);
    expect(screen.getByTestId('trend')).toHaveTextContent('AvailableReserved');
  });

  it('draws columns per category, each series narrower in front of the one before, the first palest', () => {
    render(<ColumnChart categories={['2026-W49', '2026-W50']} series={series} testId="columns" />);
    const [{ options, data }] = mockDrawn;
    expect(options).toMatchObject({
      height: 240,
      legend: { show: false },
      cursor: { show: false },
      scales: { x: { time: false, range: [-0.5, 1.5] } },
    });
    const values = options.axes![0]!.values as (u: uPlot, ticks: number[]) => string[];
    expect(values({} as uPlot, [0, 1])).toEqual(['2026-W49', '2026-W50']);
    expect(options.axes![1]).toMatchObject({ size: 56 });
    expect(options.series).toEqual([
      {},
      {
        label: 'Available',
        fill: token.colorPrimaryBgHover,
        stroke: token.colorPrimaryBgHover,
        paths: { bars: { size: [0.7, 64] } },
        points: { show: false },
      },
      {
        label: 'Reserved',
        fill: token.colorPrimary,
        stroke: token.colorPrimary,
        paths: { bars: { size: [0.7 - 0.2, 64] } },
        points: { show: false },
      },
    ]);
    expect(data).toEqual([
      [0, 1],
      [15, 9],
      [7, 0],
    ]);
    expect(screen.getByTestId('columns')).toHaveTextContent('AvailableReserved');
  });
});
