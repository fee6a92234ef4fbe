import { lazy } from 'react';

/**
 * Charts of the reports and statistics (issue 20, ADR 0031). The chart library (uPlot) is in `trend-chart.tsx`
 * only, loaded when the first chart renders (wrap it in Suspense): no other page downloads it. Every chart has a
 * table of its numbers beside it, for keyboard and screen-reader users.
 */
export const TrendChart = lazy(() => import('./trend-chart'));
export const ColumnChart = lazy(() => import('./column-chart'));
export type { TrendSeries } from './trend-chart';
export { FunnelBars } from './funnel-bars';
export { FunnelTable } from './funnel-table';
export { FunnelSeriesTable } from './funnel-series-table';
export { formatPerMille } from './figures';
// The reports' counts are the kit's (`@cadeau/ui/format`), offered here beside the charts that show them.
export { formatCount } from '@cadeau/ui/format';
