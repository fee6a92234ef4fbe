import { readFileSync, readdirSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { gzipSync } from 'node:zlib';

const UI = join(__dirname, '..');
const APPS = ['mfe-admin', 'mfe-campaigns'].map((app) => join(__dirname, '../../../..', app, 'src'));
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
    const ours = ['trend-chart.tsx', 'column-chart.tsx', 'uplot-frame.tsx', 'chart-style.ts'].map((f) =>
      readFileSync(join(__dirname, f)),
    );
    const gzip = gzipSync(Buffer.concat([library, ...ours]), { level: 9 }).length;
    expect(gzip).toBeLessThanOrEqual(CHART_BUDGET_BYTES);
    // And it is a real measurement: the library alone is more than a few bytes.
    expect(gzip).toBeGreaterThan(10 * 1024);
  });

  it('is loaded with the first chart shown only: nothing but the chart file imports the library, and lazily', () => {
    const importers = [UI, ...APPS]
      .flatMap(sourcesUnder)
      .filter((path) => /from 'uplot'|\/(trend-chart|column-chart|uplot-frame)'/.test(readFileSync(path, 'utf8')))
      .map((path) => relative(UI, path));
    expect(importers.sort()).toEqual([
      'charts/column-chart.tsx',
      'charts/index.ts',
      'charts/trend-chart.tsx',
      'charts/uplot-frame.tsx',
    ]);
    const index = readFileSync(join(__dirname, 'index.ts'), 'utf8');
    expect(index).toContain("lazy(() => import('./trend-chart'))");
    expect(index).toContain("lazy(() => import('./column-chart'))");
    expect(index).not.toMatch(/^import .*(trend|column)-chart/m);
  });
});
