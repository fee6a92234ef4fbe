import { readFileSync, readdirSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { gzipSync } from 'node:zlib';

const SRC = join(__dirname, '../..');
/** Issue 20: the reports' chart code, gzip, at most this (chart.js ~57 KiB and @visx/xychart ~56 KiB would fit). */
const CHART_BUDGET_BYTES = 60 * 1024;

function sourcesUnder(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return sourcesUnder(path);
    return /\.tsx?$/.test(name) && !/\.test\.tsx?$/.test(name) ? [path] : [];
  });
}

describe('the reports chart code', () => {
  it('weighs at most 60 KiB gzip: the chart library as the build takes it (ES module) and our chart files', () => {
    const library = readFileSync(require.resolve('uplot/dist/uPlot.esm.js'));
    const ours = ['TrendChart.tsx', 'chart-style.ts'].map((f) => readFileSync(join(__dirname, f)));
    const gzip = gzipSync(Buffer.concat([library, ...ours]), { level: 9 }).length;
    expect(gzip).toBeLessThanOrEqual(CHART_BUDGET_BYTES);
    // And it is a real measurement: the library alone is more than a few bytes.
    expect(gzip).toBeGreaterThan(10 * 1024);
  });

  it('is loaded with a report page only: nothing else imports the library or the chart, and the page lazily', () => {
    const importers = sourcesUnder(SRC)
      .filter((path) => /from 'uplot'|TrendChart'/.test(readFileSync(path, 'utf8')))
      .map((path) => relative(SRC, path));
    expect(importers.sort()).toEqual(['components/reports/TrendChart.tsx', 'pages/reports/EngagementFunnelPage.tsx']);
    const page = readFileSync(join(SRC, 'pages/reports/EngagementFunnelPage.tsx'), 'utf8');
    expect(page).toContain("lazy(() => import('../../components/reports/TrendChart'))");
    expect(page).not.toMatch(/^import .*TrendChart/m);
  });
});
