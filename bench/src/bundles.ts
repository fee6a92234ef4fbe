import { chromium, type Page } from 'playwright-core';

export interface BundleReport {
  page: string;
  scriptBytesGzip: number;
  scripts: { url: string; bytes: number }[];
}

const FLAGS = ['--headless', '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'];

/** Cockpit pages measured (goal: each at most 400 KiB), with what shows that the page's own micro-frontend mounted. */
const COCKPIT_PAGES = [
  { path: '/cockpit/my-profile', ready: '[data-testid=profile-page]' },
  { path: '/cockpit/dashboard', ready: '[data-testid=dashboard-page]' },
];

/**
 * Loads pages in Chromium and sums the JavaScript each transfers, as encoded on the wire (gzip from
 * the gateway), from Chromium's own network accounting.
 */
export async function measureBundles(baseUrl: string, login: { email: string; password: string }): Promise<BundleReport[]> {
  const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: FLAGS });
  try {
    const reports: BundleReport[] = [];
    const anonymous = await browser.newContext();
    // Wait for each micro-frontend's own page, so a remote that failed to mount is an error, not a small number.
    reports.push(await measure(await anonymous.newPage(), `${baseUrl}/login`, '/login', '[data-testid=login-page] form'));
    await anonymous.close();

    for (const { path, ready } of COCKPIT_PAGES) {
      // A context of its own per page: a shared one would serve the second page's common chunks from the cache.
      const loggedIn = await browser.newContext();
      const res = await loggedIn.request.post(`${baseUrl}/api/auth/login`, { data: login });
      if (!res.ok()) throw new Error(`bench login failed: ${res.status()}`);
      reports.push(await measure(await loggedIn.newPage(), `${baseUrl}${path}`, path, ready));
      await loggedIn.close();
    }
    return reports;
  } finally {
    await browser.close();
  }
}

async function measure(page: Page, url: string, label: string, readySelector: string): Promise<BundleReport> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Network.enable');
  const scripts = new Map<string, string>();
  const sizes = new Map<string, number>();
  cdp.on('Network.responseReceived', (e) => {
    if (e.type === 'Script') scripts.set(e.requestId, e.response.url);
  });
  cdp.on('Network.loadingFinished', (e) => {
    if (scripts.has(e.requestId)) sizes.set(e.requestId, e.encodedDataLength);
  });
  await page.goto(url, { waitUntil: 'networkidle' });
  await page.waitForSelector(readySelector, { timeout: 15000 });
  await page.waitForTimeout(500);
  const list = [...scripts].map(([id, u]) => ({ url: new URL(u).pathname, bytes: sizes.get(id) ?? 0 })).sort((a, b) => b.bytes - a.bytes);
  return { page: label, scriptBytesGzip: list.reduce((s, x) => s + x.bytes, 0), scripts: list };
}
