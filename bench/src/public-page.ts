import net from 'node:net';
import { chromium } from 'playwright-core';
import { CHROMIUM_FLAGS, openAndWait, recordScripts, type BundleReport, bundleReport } from './bundles';

/**
 * The public page's budgets (issue 12): its initial JavaScript as gzip on the wire (the start page `/` and the
 * redemption page `/campaign`, each in a fresh browser) and the Largest Contentful Paint of `/` on Lighthouse's
 * mobile profile (its default: a mid-range phone, simulated slow 4G and a 4× slower CPU).
 */
export const PUBLIC_PAGE_GOALS = { initialKiB: 200, lcpMs: 1800 };

/** Lighthouse runs per page; the median is reported (single runs on a shared 2-core machine scatter). */
const LIGHTHOUSE_RUNS = Number(process.env.BENCH_LIGHTHOUSE_RUNS ?? 3);
/** Lighthouse now and then records a trace without its navigation start (NO_NAVSTART); such runs are made again. */
const MAX_UNREADABLE_TRACES = 3;

const PAGES = [
  { path: '/', ready: '[data-testid=start-page] form' },
  { path: '/campaign', ready: '[data-testid=campaign-page] form' },
] as const;

export interface LcpReport {
  page: string;
  goalMs: number;
  /** Median of the runs. */
  lcpMs: number;
  runsMs: number[];
  /** Lighthouse's other paint numbers of the median run, to see where the time goes. */
  fcpMs: number;
  performanceScore: number;
  /** The element each run found largest (Lighthouse's selector): the pre-rendered copy's, or the live page's. */
  elements: string[];
}

export interface PublicPageReport {
  bundles: BundleReport[];
  lcp: LcpReport[];
}

export async function measurePublicPage(baseUrl: string): Promise<PublicPageReport> {
  const bundles: BundleReport[] = [];
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: CHROMIUM_FLAGS,
  });
  try {
    for (const { path, ready } of PAGES) {
      const context = await browser.newContext();
      const page = await context.newPage();
      const scripts = await recordScripts(page);
      await openAndWait(page, `${baseUrl}${path}`, ready);
      bundles.push(bundleReport(path, PUBLIC_PAGE_GOALS.initialKiB, scripts.take()));
      await context.close();
    }
  } finally {
    await browser.close();
  }
  const lcp = [await measureLcp(baseUrl, '/')];
  return { bundles, lcp };
}

/** A free port on loopback for Chromium's DevTools endpoint, which Lighthouse drives. */
async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

/** Lighthouse (its default mobile configuration) against `path`, each run in a fresh browser profile. */
async function measureLcp(baseUrl: string, path: string): Promise<LcpReport> {
  // Lighthouse is ESM only; the bench runs as CommonJS under tsx.
  const { default: lighthouse } = await import('lighthouse');
  const runs: { lcp: number; fcp: number; score: number; element: string }[] = [];
  let unreadableTraces = 0;
  for (let i = 0; i < LIGHTHOUSE_RUNS; i++) {
    const port = await freePort();
    // Playwright starts Chromium with a fresh profile; Lighthouse opens its own tab through the DevTools port.
    const browser = await chromium.launch({
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: [...CHROMIUM_FLAGS, `--remote-debugging-port=${port}`],
    });
    try {
      const result = await lighthouse(`${baseUrl}${path}`, {
        port,
        output: 'json',
        logLevel: 'error',
        onlyCategories: ['performance'],
      });
      if (!result) throw new Error('lighthouse gave no result');
      const { audits, categories, runtimeError } = result.lhr;
      // A trace Lighthouse itself could not read ("Please run Lighthouse again") measured nothing: that run is
      // made again, a few times at most; any other error ends the bench.
      if (runtimeError?.code === 'NO_NAVSTART' && unreadableTraces++ < MAX_UNREADABLE_TRACES) {
        console.log(`lighthouse could not read its trace of ${path} (${runtimeError.code}): measuring that run again`);
        i--;
        continue;
      }
      if (runtimeError) throw new Error(`lighthouse: ${runtimeError.code} ${runtimeError.message}`);
      const lcp = audits['largest-contentful-paint']?.numericValue;
      const fcp = audits['first-contentful-paint']?.numericValue;
      if (lcp === undefined || fcp === undefined) throw new Error('lighthouse measured no paint');
      runs.push({ lcp, fcp, score: categories.performance?.score ?? 0, element: lcpElement(audits) });
    } finally {
      await browser.close();
    }
  }
  const sorted = [...runs].sort((a, b) => a.lcp - b.lcp);
  const median = sorted[Math.floor(sorted.length / 2)]!;
  return {
    page: path,
    goalMs: PUBLIC_PAGE_GOALS.lcpMs,
    lcpMs: Math.round(median.lcp),
    runsMs: runs.map((r) => Math.round(r.lcp)),
    fcpMs: Math.round(median.fcp),
    performanceScore: median.score,
    elements: runs.map((r) => r.element),
  };
}

/** The selector of the run's LCP element (audit `largest-contentful-paint-element`, a list whose first table names it). */
function lcpElement(audits: Record<string, { details?: unknown }>): string {
  type Table = { type?: string; items?: { node?: { selector?: string; snippet?: string } }[] };
  const details = audits['largest-contentful-paint-element']?.details as { items?: Table[] } | undefined;
  const node = details?.items?.find((t) => t.items?.[0]?.node)?.items?.[0]?.node;
  return node?.selector ?? node?.snippet ?? 'unknown';
}

/** One line per measurement: goal beside measurement. */
export function printPublicPage(report: PublicPageReport): void {
  for (const b of report.bundles) {
    const kib = b.scriptBytesGzip / 1024;
    console.log(
      `public page ${b.page}: initial JavaScript ${kib.toFixed(1)} KiB gzip, goal ≤ ${b.goalKiB} KiB${kib > b.goalKiB ? ' OVER BUDGET' : ''}, antd ${b.antd ? 'DOWNLOADED' : 'none'} (goal: none); largest: ${b.scripts
        .slice(0, 5)
        .map((s) => `${s.url} ${(s.bytes / 1024).toFixed(1)} KiB`)
        .join(', ')}`,
    );
  }
  for (const l of report.lcp) {
    console.log(
      `public page ${l.page}: Largest Contentful Paint ${l.lcpMs} ms (median of ${l.runsMs.join(', ')}; Lighthouse mobile), goal ≤ ${l.goalMs} ms${l.lcpMs > l.goalMs ? ' OVER BUDGET' : ''}; first contentful paint ${l.fcpMs} ms, performance score ${Math.round(l.performanceScore * 100)}; largest element per run: ${l.elements.join(' | ')}`,
    );
  }
}
