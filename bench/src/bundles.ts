import { chromium, type CDPSession, type Page } from 'playwright-core';

export interface BundleReport {
  /** What was measured, e.g. '/login' or '/cockpit/dashboard → /cockpit/my-profile'. */
  page: string;
  goalKiB: number;
  /**
   * Whether the shell's `antd-core` chunk was among the scripts: every antd component needs it (ConfigProvider,
   * theme, style engine; packages/build-config/antd-shared.js), so a page without it downloaded no antd.
   */
  antd: boolean;
  scriptBytesGzip: number;
  scripts: { url: string; bytes: number }[];
}

/** The front-end weight budgets of issue 7 (gzip JavaScript on the wire, fresh browser), in KiB. */
export const BUNDLE_GOALS = { loginKiB: 250, firstCockpitPageKiB: 450, secondMicroFrontendKiB: 120 };

/** Chromium's flags on these machines (DESIGN section 6). */
export const CHROMIUM_FLAGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

/** The page everyone with cockpit access lands on (mfe-campaigns), and what shows that it mounted. */
const FIRST_PAGE = { path: '/cockpit/dashboard', ready: '[data-testid=dashboard-page]' };
/** A page of another micro-frontend (mfe-orgs), opened from the side navigation without a reload. */
const SECOND_PAGE = { path: '/cockpit/my-profile', ready: '[data-testid=profile-page]' };

/**
 * Loads pages in Chromium and sums the JavaScript each transfers, as encoded on the wire (gzip from the
 * gateway), from Chromium's own network accounting: /login in a fresh browser, the first cockpit page in a
 * fresh browser, then what opening a second micro-frontend from there adds (client-side navigation, so only
 * what that micro-frontend needs beyond what the first page already loaded counts).
 */
export async function measureBundles(
  baseUrl: string,
  login: { email: string; password: string },
): Promise<BundleReport[]> {
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: CHROMIUM_FLAGS,
  });
  try {
    const reports: BundleReport[] = [];
    const anonymous = await browser.newContext();
    {
      const page = await anonymous.newPage();
      const scripts = await recordScripts(page);
      // Wait for each micro-frontend's own page, so a remote that failed to mount is an error, not a small number.
      await openAndWait(page, `${baseUrl}/login`, '[data-testid=login-page] form');
      reports.push(bundleReport('/login', BUNDLE_GOALS.loginKiB, scripts.take()));
    }
    await anonymous.close();

    // A context of its own: nothing cached from /login.
    const loggedIn = await browser.newContext();
    const res = await loggedIn.request.post(`${baseUrl}/api/auth/login`, { data: login });
    if (!res.ok()) throw new Error(`bench login failed: ${res.status()}`);
    const page = await loggedIn.newPage();
    const scripts = await recordScripts(page);
    await openAndWait(page, `${baseUrl}${FIRST_PAGE.path}`, FIRST_PAGE.ready);
    reports.push(bundleReport(FIRST_PAGE.path, BUNDLE_GOALS.firstCockpitPageKiB, scripts.take()));

    // A plain click on the side navigation's link navigates inside the page (single-spa mounts mfe-orgs).
    await page.click(`nav a[href="${SECOND_PAGE.path}"]`);
    await page.waitForSelector(SECOND_PAGE.ready, { timeout: 15000 });
    await page.waitForLoadState('networkidle');
    await page.waitForTimeout(500);
    if (new URL(page.url()).pathname !== SECOND_PAGE.path) throw new Error(`navigation ended at ${page.url()}`);
    reports.push(
      bundleReport(`${FIRST_PAGE.path} → ${SECOND_PAGE.path}`, BUNDLE_GOALS.secondMicroFrontendKiB, scripts.take()),
    );
    await loggedIn.close();
    return reports;
  } finally {
    await browser.close();
  }
}

/** Opens `url` and waits for the network to settle and for the page's own element (a remote that failed to mount is an error). */
export async function openAndWait(page: Page, url: string, readySelector: string): Promise<void> {
  await page.goto(url, { waitUntil: 'networkidle' });
  await page.waitForSelector(readySelector, { timeout: 15000 });
  await page.waitForTimeout(500);
}

/** Records every script the page downloads; `take()` returns those finished since the last call. */
export async function recordScripts(page: Page): Promise<{ take: () => { url: string; bytes: number }[] }> {
  const cdp: CDPSession = await page.context().newCDPSession(page);
  await cdp.send('Network.enable');
  const urls = new Map<string, string>();
  let finished: { url: string; bytes: number }[] = [];
  cdp.on('Network.responseReceived', (e) => {
    if (e.type === 'Script') urls.set(e.requestId, e.response.url);
  });
  cdp.on('Network.loadingFinished', (e) => {
    const url = urls.get(e.requestId);
    if (url) finished.push({ url: new URL(url).pathname, bytes: e.encodedDataLength });
  });
  return {
    take: () => {
      const list = finished;
      finished = [];
      return list;
    },
  };
}

export function bundleReport(page: string, goalKiB: number, scripts: { url: string; bytes: number }[]): BundleReport {
  const sorted = [...scripts].sort((a, b) => b.bytes - a.bytes);
  return {
    page,
    goalKiB,
    antd: sorted.some((s) => /(^|\/)antd-core\.[^/]*\.js$/.test(s.url)),
    scriptBytesGzip: sorted.reduce((s, x) => s + x.bytes, 0),
    scripts: sorted,
  };
}
